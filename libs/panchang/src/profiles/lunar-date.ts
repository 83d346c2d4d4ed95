/**
 * Lunisolar dates per profile: civil date → (masa, paksha, tithi, year) and back.
 *
 * Forward: the date is named by the tithi current at its sunrise (udaya tithi) and the lunar
 * month of that instant (daily/lunar-month.ts: amanta or purnimanta per profile, adhika and
 * kshaya handled there). A tithi that begins and ends between this sunrise and the next is
 * skipped (kshaya) and listed; a tithi also current at the next sunrise repeats (vriddhi).
 *
 * Backward — DAY SELECTION RULE: a (year, masa, adhika, paksha, tithi) names one tithi span (from
 * the Moon–Sun elongation). Its civil date is the date whose sunrise falls inside the span (the
 * udaya-tithi convention of almanacs); when two sunrises fall inside (vriddhi) the first date is
 * returned and `repeated_on` gives the second; when none does (kshaya, the tithi starts and ends
 * between two sunrises) the date of the sunrise before it is returned with `skipped: true`
 * (the day on which the tithi runs, whose printed tithi is the one before it).
 */
import { addDaysToDate, AyanamsaKey, instantFromUtcMillis, Place, RiseConvention } from '@pj/ephemeris';
import { civilDateOfJdUt } from './civil';
import type { DailyDay } from '../daily/daily-core';
import { InputError } from '../errors';
import { elementSpans, Paksha, tithiValue, TithiValue } from '../daily/elements';
import { lunarMonthAt } from '../daily/lunar-month';
import { MASA_NAMES } from '../daily/names';
import { SunMoonSampler } from '../daily/sampler';
import type { PanchangConvention } from '../daily/convention';
import { Samvat, SHAKA_OFFSET_YEARS, samvatOf } from '../daily/samvat';
import { hinduDays } from '../daily/hindu-day';
import { LunarProfile } from './profiles';

export interface LunarDate {
  readonly scheme: 'amanta' | 'purnimanta';
  readonly month: {
    readonly index: number;
    readonly name: string;
    /** The month's name in the profile's language. */
    readonly regionalName: string;
    readonly adhika: boolean;
  };
  readonly paksha: Paksha;
  /** Tithi current at sunrise. */
  readonly tithi: TithiValue;
  /** A tithi that begins and ends within this Hindu day (kshaya), else null. */
  readonly skippedTithi: TithiValue | null;
  /** True when the tithi at sunrise is also current at the next sunrise (vriddhi: the next date repeats it). */
  readonly tithiRepeatsNextDay: boolean;
  /** The profile's year: era name, year, and its samvatsara (null for the Kartikadi Vikram year, see profiles.ts). */
  readonly year: {
    readonly era: LunarProfile['era'];
    readonly year: number;
    readonly samvatsara: { index: number; name: string } | null;
  };
  readonly samvat: Samvat;
  /** Masa name skipped (kshaya masa) after this amanta month, else null. */
  readonly expungedMonth: { index: number; name: string } | null;
}

export interface LunarQuery {
  readonly profile: LunarProfile;
  readonly zone: string;
  readonly place: Place;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention of the tithi and month searches (default drik, as the daily packet). */
  readonly convention?: PanchangConvention;
  /** Sunrise definition of the Hindu day (default upper limb with refraction). */
  readonly rise?: RiseConvention;
}

const KARTIKA = 7;
/** Kartikadi Vikram = Shaka + 135 from Kartika Shukla Pratipada, Shaka + 134 from Chaitra to the end of Ashwin. */
const KARTIKADI_FROM_SHAKA = 135;

/** The profile's era year: Vikram (Chaitradi or Kartikadi) or Shaka, from the amanta month and the two samvat years. */
export function profileEraYear(p: LunarProfile, amantaIndex: number, vikramYear: number, shakaYear: number): number {
  switch (p.era) {
    case 'vikram_chaitradi':
      return vikramYear;
    case 'shaka':
      return shakaYear;
    case 'vikram_kartikadi':
      return shakaYear + KARTIKADI_FROM_SHAKA - (amantaIndex >= KARTIKA ? 0 : 1);
  }
}

function profileYear(p: LunarProfile, amantaIndex: number, samvat: Samvat): LunarDate['year'] {
  const year = profileEraYear(p, amantaIndex, samvat.vikram.year, samvat.shaka.year);
  const samvatsara =
    p.era === 'vikram_chaitradi' ? samvat.vikram.samvatsara : p.era === 'shaka' ? samvat.shaka.samvatsara : null;
  return { era: p.era, year, samvatsara };
}

function lunarAt(jdUt: number, p: LunarProfile, sampler: SunMoonSampler) {
  const month = lunarMonthAt(sampler, jdUt);
  const samvat = samvatOf(month.amanta.index, month.purnimanta.index, month.startJdUt);
  const m = p.monthScheme === 'amanta' ? month.amanta : month.purnimanta;
  return {
    month,
    samvat,
    named: { index: m.index, name: m.name, regionalName: p.regionalMonthNames[m.index], adhika: m.adhika },
    year: profileYear(p, month.amanta.index, samvat),
  };
}

/** Lunisolar date of a civil date (YYYY-MM-DD) at a place, named at its sunrise. */
export function lunarDateOf(date: string, q: LunarQuery): LunarDate {
  const sampler = new SunMoonSampler(q.ayanamsa, q.convention);
  const [day] = hinduDays(date, 1, q.zone, q.place, q.rise);
  const t0 = day.startJdUt;
  const t1 = day.endJdUt;
  const spans = elementSpans(sampler, 'tithi', t0, t1);
  const atSunrise = tithiValue(spans[0].index);
  const skipped = spans.find((s) => s.startJdUt > t0 && s.endJdUt <= t1);
  const l = lunarAt(t0, q.profile, sampler);
  return {
    scheme: q.profile.monthScheme,
    month: l.named,
    paksha: atSunrise.paksha,
    tithi: atSunrise,
    skippedTithi: skipped ? tithiValue(skipped.index) : null,
    tithiRepeatsNextDay: spans[0].endJdUt > t1,
    year: l.year,
    samvat: l.samvat,
    expungedMonth: l.month.expunged,
  };
}

export interface LunarDateQuery {
  /** Year in the profile's era (Vikram or Shaka). */
  readonly year: number;
  /** Canonical masa index 0–11 (0 = Chaitra), in the profile's month scheme. */
  readonly masaIndex: number;
  readonly adhika: boolean;
  readonly paksha: Paksha;
  /** Tithi within the paksha, 1–15 (15 = Purnima / Amavasya). */
  readonly tithi: number;
}

export interface GregorianOfLunar {
  readonly date: string;
  /** The tithi span, JD UT. */
  readonly tithiStartJdUt: number;
  readonly tithiEndJdUt: number;
  /** The tithi holds no sunrise (kshaya): `date` is the day on which it runs. */
  readonly skipped: boolean;
  /** Vriddhi: the tithi is also current at the sunrise of this later date, else null. */
  readonly repeatedOn: string | null;
  readonly lunar: LunarDate;
}

const SYNODIC_MONTH_DAYS = 29.530588861;
/** Amanta Chaitra begins between 12 March and 14 April (1900–2050); 28 March is mid-range. */
const CHAITRA_START_MONTH = 2;
const CHAITRA_START_DAY = 28;
/**
 * Searched either side of the estimate: the estimate is within ~35 days of the wanted month (an adhika month shifts it
 * by one lunation).
 */
const SEARCH_HALF_WIDTH_DAYS = 50;

function estimateJdUt(q: LunarDateQuery, p: LunarProfile, tithiIndex: number): number {
  let shaka: number;
  if (p.era === 'shaka') shaka = q.year;
  else if (p.era === 'vikram_chaitradi') shaka = q.year - KARTIKADI_FROM_SHAKA;
  else shaka = q.year - KARTIKADI_FROM_SHAKA + (q.masaIndex >= KARTIKA ? 0 : 1);
  // purnimanta krishna paksha lies in the amanta month before the named one
  const amantaIndex = p.monthScheme === 'purnimanta' && q.paksha === 'krishna' ? q.masaIndex - 1 : q.masaIndex;
  const chaitraMs = Date.UTC(shaka + SHAKA_OFFSET_YEARS, CHAITRA_START_MONTH, CHAITRA_START_DAY);
  return instantFromUtcMillis(chaitraMs).jdUt + (amantaIndex + tithiIndex / 30) * SYNODIC_MONTH_DAYS;
}

function sameMonth(q: LunarDateQuery, l: ReturnType<typeof lunarAt>): boolean {
  return l.named.index === q.masaIndex && l.named.adhika === q.adhika && l.year.year === q.year;
}

/**
 * Civil date of a lunisolar date per profile (rule in the file header). InputError (→ 422) when no such date exists.
 */
export function gregorianOfLunar(q: LunarDateQuery, lq: LunarQuery): GregorianOfLunar {
  const p = lq.profile;
  const tithiIndex = (q.paksha === 'shukla' ? 0 : 15) + q.tithi - 1;
  const sampler = new SunMoonSampler(lq.ayanamsa, lq.convention);
  const est = estimateJdUt(q, p, tithiIndex);
  const candidates = elementSpans(sampler, 'tithi', est - SEARCH_HALF_WIDTH_DAYS, est + SEARCH_HALF_WIDTH_DAYS).filter(
    (s) => s.index === tithiIndex,
  );
  const span = candidates.find((s) => sameMonth(q, lunarAt((s.startJdUt + s.endJdUt) / 2, p, sampler)));
  if (!span) {
    const what = `${q.adhika ? 'adhika ' : ''}${MASA_NAMES[q.masaIndex]} ${q.year}`;
    const why = q.adhika
      ? ' (no adhika month of that name in that year)'
      : ' (the month is expunged that year, or the year is out of range)';
    throw new InputError([
      {
        loc: [q.adhika ? 'adhika' : 'masa_idx'],
        msg: `${what} does not occur in the ${p.monthScheme} calendar${why}`,
        type: 'value',
      },
    ]);
  }
  const first = civilDateOfJdUt(span.startJdUt, lq.zone);
  const days: string[] = [];
  const around = hinduDays(addDaysToDate(first, -1), 4, lq.zone, lq.place, lq.rise);
  for (const d of around) if (d.startJdUt >= span.startJdUt && d.startJdUt < span.endJdUt) days.push(d.date);
  let date: string;
  if (days.length > 0) date = days[0];
  else {
    // kshaya: the day whose sunrise precedes the tithi's start
    date = first;
    if (around[1].startJdUt > span.startJdUt) date = addDaysToDate(first, -1);
  }
  return {
    date,
    tithiStartJdUt: span.startJdUt,
    tithiEndJdUt: span.endJdUt,
    skipped: days.length === 0,
    repeatedOn: days.length > 1 ? days[1] : null,
    lunar: lunarDateOf(date, lq),
  };
}

export const KARTIKADI_SAMVATSARA_NOTE =
  'the Kartikadi (Gujarati) year is reported without a samvatsara name: the Chaitradi Vikram and Shaka samvatsaras are in samvat';

/**
 * The profile's lunisolar date of a daily core day (no new search): its month in the profile's
 * scheme with the regional name, and its era year; the day's own tithi and samvat.
 */
export function lunarDateOfDay(
  day: Pick<DailyDay, 'lunarMonth' | 'samvat' | 'tithi' | 'hinduDay'>,
  p: LunarProfile,
): Omit<LunarDate, 'tithiRepeatsNextDay'> {
  const m = p.monthScheme === 'amanta' ? day.lunarMonth.amanta : day.lunarMonth.purnimanta;
  const first = day.tithi[0].value;
  const end = day.hinduDay.endJdUt;
  const skipped = day.tithi.find((t, i) => i > 0 && t.endJdUt <= end);
  return {
    scheme: p.monthScheme,
    month: { index: m.index, name: m.name, regionalName: p.regionalMonthNames[m.index], adhika: m.adhika },
    paksha: first.paksha,
    tithi: tithiValue(first.index),
    skippedTithi: skipped ? tithiValue(skipped.value.index) : null,
    year: profileYear(p, day.lunarMonth.amanta.index, day.samvat),
    samvat: day.samvat,
    expungedMonth: day.lunarMonth.expunged,
  };
}
