/**
 * Solar calendar dates (Tamil, Malayalam, Bengali, Odia) of a civil date at a place, and back.
 *
 * A solar month is the time the sidereal Sun spends in one rashi; it opens at the sankranti
 * (the Sun entering the sign). Which *civil* day is day 1 is decided by the profile's day-start
 * rule (profiles.ts, DayStartRule): each civil date D has a critical instant c(D); a sankranti S
 * opens its month on the first date D with S ≤ c(D). Because c is increasing from day to day,
 * the month of date X is the rashi of the Sun at c(X), and its day 1 is the date that rule gives
 * for the sankranti that began that rashi; day = X − day 1 + 1 (29–32).
 *
 * The sankranti is the apparent Sun crossing k·30° of sidereal longitude for the chosen
 * ayanamsa (library definition: apparent − true ayanamsa). Drik Panchang's Lahiri sankrantis are
 * ≈ 10 min later (its mean ayanamsa is 24″ larger: test/fixtures/golden/drik-grid/README.md), so
 * a sankranti within ~10 min of a critical instant can open its month a day apart from Drik's.
 */
import {
  addDaysToDate,
  AyanamsaKey,
  instantFromLocal,
  localMidnight,
  Place,
  RASHI_NAMES,
  RiseConvention,
} from '@pj/ephemeris';
import { InputError } from '../errors';
import type { PanchangConvention } from '../daily/convention';
import { SunMoonSampler } from '../daily/sampler';
import { elementSpans } from '../daily/elements';
import { civilDateOfJdUt, daysBetween, hinduDayStart, sunEventOn } from './civil';
import { SolarProfile } from './profiles';

export interface SolarDate {
  readonly calendar: SolarProfile['calendar'];
  readonly era: string;
  readonly year: number;
  /** 1–12, month 1 = the profile's first month (Chithirai, Chingam, Boishakh, Baisakha). */
  readonly month: number;
  /** The month's name in the profile's language. */
  readonly monthName: string;
  /** Rashi the Sun is in for this month, {index 0 = Mesha, name}. */
  readonly rashi: { readonly index: number; readonly name: string };
  /** Day of the month, 1–32. */
  readonly day: number;
  /** Civil date of day 1. */
  readonly monthStart: string;
  /** The sankranti that opened the month, JD UT. */
  readonly sankrantiJdUt: number;
  /** Days in this month (its last day = monthStart + monthDays − 1). */
  readonly monthDays: number;
}

interface Ctx {
  readonly profile: SolarProfile;
  readonly zone: string;
  readonly place: Place;
  readonly sampler: SunMoonSampler;
  readonly rise?: RiseConvention;
}

/**
 * The critical instant of a civil date (JD UT). Where the Sun does not rise or set on the date
 * (polar day or night) the sunset/madhyahna rules fall back to local noon + 6 h / local noon + 1.2 h
 * (the same fractions of a 12-hour day from 06:00), so a date always has one.
 */
function criticalJdUt(date: string, c: Ctx): number {
  const rule = c.profile.dayStart;
  const m0 = localMidnight(date, c.zone).jdUt;
  switch (rule.kind) {
    case 'midnight_start':
      return m0;
    case 'clock_time': {
      const r = instantFromLocal(date, rule.localTime, c.zone);
      return r.kind === 'ok' ? r.instant.jdUt : r.candidates[0].instant.jdUt;
    }
    case 'sunset':
      return sunEventOn('set', date, c.zone, c.place, c.rise) ?? m0 + 18 / 24;
    case 'madhyahna_end': {
      const rise = sunEventOn('rise', date, c.zone, c.place, c.rise);
      const set = sunEventOn('set', date, c.zone, c.place, c.rise);
      if (rise === null || set === null || set <= rise) return m0 + (6 + 12 * rule.fractionOfDaytime) / 24;
      return rise + rule.fractionOfDaytime * (set - rise);
    }
  }
}

/** Sidereal sign span of the Sun containing an instant: {index, startJdUt (sankranti), endJdUt}. */
function signSpanAt(jdUt: number, c: Ctx) {
  return elementSpans(c.sampler, 'sunsign', jdUt, jdUt)[0];
}

/**
 * Bengal's midnight zone (profiles.ts BengalMidnightZone): for a sankranti within the zone around
 * the midnight that opens date `m`, the opening date — `m` when it counts as before midnight, the
 * day after `m` when after; null outside the zone.
 */
function bengalZoneOpening(sankrantiJdUt: number, rashi: number, c: Ctx): string | null {
  const rule = c.profile.dayStart;
  if (rule.kind !== 'midnight_start') return null;
  const zone = rule.midnightZone;
  const local = civilDateOfJdUt(sankrantiJdUt, c.zone);
  const after = addDaysToDate(local, 1);
  const m = [local, after].find((d) => Math.abs(localMidnight(d, c.zone).jdUt - sankrantiJdUt) * 1440 <= zone.minutes);
  if (m === undefined) return null;
  if (rashi === zone.alwaysBeforeRashi) return m;
  if (rashi === zone.alwaysAfterRashi) return addDaysToDate(m, 1);
  // the Hindu day holding the sankranti began at the sunrise of the date before m
  const sunrise = hinduDayStart(addDaysToDate(m, -1), c.zone, c.place, c.rise);
  const [tithi] = elementSpans(c.sampler, 'tithi', sunrise, sunrise);
  return tithi.endJdUt > sankrantiJdUt ? m : addDaysToDate(m, 1);
}

/** The civil date that opens the month begun by a sankranti: the first date D with S ≤ c(D). */
function openingDate(sankrantiJdUt: number, rashi: number, c: Ctx): string {
  const zoned = bengalZoneOpening(sankrantiJdUt, rashi, c);
  if (zoned !== null) return zoned;
  const local = civilDateOfJdUt(sankrantiJdUt, c.zone);
  for (let k = -1; k <= 2; k++) {
    const d = addDaysToDate(local, k);
    if (sankrantiJdUt <= criticalJdUt(d, c)) return d;
  }
  // unreachable: c(local + 1) ≥ midnight after the sankranti's own date for every rule
  throw new Error(`no opening date for sankranti at ${sankrantiJdUt}`);
}

function regionalMonth(rashi: number, p: SolarProfile): number {
  return ((rashi - p.firstMonthRashi + 12) % 12) + 1;
}

/** 0-based Gregorian month in which the month of rashi r opens (Mesha mid-April … Makara mid-January). */
function gregorianMonthOfRashi(rashi: number): number {
  return (rashi + 3) % 12;
}

/**
 * Era year of the month of `rashi` that opened on `monthStart`: the Gregorian year of the latest
 * opening of the year-start rashi at or before it, minus the era offset. Openings fall on the
 * 13th–18th of their Gregorian month, far from 1 January, so the month number orders them.
 */
function eraYear(rashi: number, monthStart: string, p: SolarProfile): number {
  const gy = Number(monthStart.slice(0, 4));
  const sameYear = gregorianMonthOfRashi(p.yearStartRashi) <= gregorianMonthOfRashi(rashi);
  return (sameYear ? gy : gy - 1) - p.eraOffsetYears;
}

function solarDateFromSpan(span: { index: number; startJdUt: number; endJdUt: number }, c: Ctx) {
  const start = openingDate(span.startJdUt, span.index, c);
  const next = openingDate(span.endJdUt, (span.index + 1) % 12, c);
  const p = c.profile;
  return {
    calendar: p.calendar,
    era: p.eraName,
    year: eraYear(span.index, start, p),
    month: regionalMonth(span.index, p),
    monthName: p.regionalMonthNames[span.index],
    rashi: { index: span.index, name: RASHI_NAMES[span.index] },
    monthStart: start,
    sankrantiJdUt: span.startJdUt,
    monthDays: daysBetween(start, next),
  };
}

export interface SolarQuery {
  readonly profile: SolarProfile;
  /** IANA zone of the place (already resolved). */
  readonly zone: string;
  readonly place: Place;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention of the sankranti search (default drik, as the daily packet). */
  readonly convention?: PanchangConvention;
  /** Sunrise definition of the day-start rules (sunrise, sunset; default upper limb with refraction). */
  readonly rise?: RiseConvention;
}

/**
 * The civil date that opens the month begun by a sankranti (JD UT) into `rashi` (0 = Mesha), under
 * the profile's day-start rule at the place (for analyses of boundary cases and month grids).
 */
export function openingDateOf(sankrantiJdUt: number, rashi: number, q: SolarQuery): string {
  return openingDate(sankrantiJdUt, rashi, { ...q, sampler: new SunMoonSampler(q.ayanamsa, q.convention) });
}

/** Solar date of a civil date (YYYY-MM-DD) at a place. */
export function solarDateOf(date: string, q: SolarQuery): SolarDate {
  const c: Ctx = { ...q, sampler: new SunMoonSampler(q.ayanamsa, q.convention) };
  // the rashi at c(date) names the month, except where Bengal's midnight zone moves an opening by a day
  let span = signSpanAt(criticalJdUt(date, c), c);
  let base = solarDateFromSpan(span, c);
  if (base.monthStart > date) span = signSpanAt(span.startJdUt - 1, c);
  else if (addDaysToDate(base.monthStart, base.monthDays) <= date) span = signSpanAt(span.endJdUt + 1, c);
  if (span.index !== base.rashi.index) base = solarDateFromSpan(span, c);
  return { ...base, day: daysBetween(base.monthStart, date) + 1 };
}

/**
 * Civil date of a solar date: `year` in the profile's era, `month` 1–12 (profile numbering),
 * `day` 1–32. InputError (→ 422) when the day does not exist in that month.
 */
export function gregorianOfSolar(
  year: number,
  month: number,
  day: number,
  q: SolarQuery,
): { date: string; solar: SolarDate } {
  const p = q.profile;
  const rashi = (p.firstMonthRashi + month - 1) % 12;
  // the 28th of the Gregorian month in which the month opens lies inside it (openings: 13th–18th)
  const startYear = year + p.eraOffsetYears;
  const gm = gregorianMonthOfRashi(rashi);
  const gy = gm >= gregorianMonthOfRashi(p.yearStartRashi) ? startYear : startYear + 1;
  const guess = `${String(gy).padStart(4, '0')}-${String(gm + 1).padStart(2, '0')}-28`;
  const mid = solarDateOf(guess, q);
  if (mid.rashi.index !== rashi || mid.year !== year) {
    throw new InputError([
      {
        loc: ['year'],
        msg: `no ${p.eraName} year ${year} month ${month} within the ephemeris range`,
        type: 'range',
      },
    ]);
  }
  if (day > mid.monthDays) {
    throw new InputError([
      {
        loc: ['day'],
        msg: `${mid.monthName} ${year} has ${mid.monthDays} days; day must be between 1 and ${mid.monthDays}`,
        type: 'range',
      },
    ]);
  }
  const date = addDaysToDate(mid.monthStart, day - 1);
  return { date, solar: { ...mid, day } };
}
