/**
 * Packets of /calendar/convert and /panchang/ritu (bodies + methodology; the service wraps them
 * in the contract envelope).
 */
import {
  AngleAt,
  angleStateSpans,
  AyanamsaKey,
  formatLocalJdUt,
  isAyanamsaKey,
  methodologySubset,
  norm360,
  RiseConvention,
  riseConventionOf,
  SunriseConventionKey,
} from '@pj/ephemeris';
import { InputError } from '../errors';
import { Paksha } from '../daily/elements';
import {
  conventionMethodology,
  DEFAULT_PANCHANG_CONVENTION,
  isPanchangConvention,
  PANCHANG_CONVENTIONS,
  PanchangConvention,
} from '../daily/convention';
import { lunarMonthAt } from '../daily/lunar-month';
import { WEEKDAY_NAMES } from '../daily/names';
import { SunMoonSampler } from '../daily/sampler';
import { ayanaOf, drikRitu, vedicRitu } from '../daily/season';
import { dailyMethodology } from '../daily/methodology';
import { PROFILE_NOT_USED } from '../methodology';
import { resolvePlace } from '../place';
import { hinduDayStart } from './civil';
import { gregorianOfLunar, KARTIKADI_SAMVATSARA_NOTE, lunarDateOf, LunarQuery } from './lunar-date';
import {
  eraYearRange,
  isProfileKey,
  LunarProfile,
  profileOf,
  Profile,
  PROFILE_KEYS,
  PROFILES,
  SolarProfile,
} from './profiles';
import { gregorianOfSolar, solarDateOf, SolarQuery } from './solar-date';

type Packet = { body: Record<string, unknown>; methodology: Record<string, string> };
type Issue = { loc: string[]; msg: string; type: string };

/** Civil dates served (SPEC: years 1900–2100). */
const MIN_DATE = '1900-01-01';
const MAX_DATE = '2100-12-31';
export const CALENDAR_ALGORITHM = 'calendar-convert-1';

/** Place, profile and ayanamsa: the common inputs of the profile-aware endpoints. */
export interface ProfiledPlaceInput {
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
  readonly profile: string;
  readonly ayanamsa: AyanamsaKey;
  /** Panchang convention of the element and sankranti searches (default drik, as /panchang/daily). */
  readonly convention?: PanchangConvention;
  /** Sunrise definition of the Hindu day and the profiles' day-start rules (default drik). */
  readonly sunrise?: SunriseConventionKey;
}

export interface CalendarConvertInput extends ProfiledPlaceInput {
  readonly from: 'gregorian' | 'lunar' | 'solar';
  /** from = gregorian */
  readonly date?: string;
  /** from = lunar | solar: year in the profile's era */
  readonly year?: number;
  /** from = lunar */
  readonly masaIdx?: number;
  readonly adhika?: boolean;
  readonly paksha?: Paksha;
  readonly tithi?: number;
  /** from = solar: month 1–12 in the profile's numbering, day 1–32 */
  readonly month?: number;
  readonly day?: number;
}

function profileRules(p: Profile): string {
  if (p.kind === 'lunisolar')
    return `${p.key}: ${p.monthScheme} months, year ${p.era} from masa ${p.yearStartMasa} Shukla Pratipada`;
  return `${p.key}: solar months from sidereal sankrantis, month 1 = rashi ${p.firstMonthRashi}, ${p.eraName} year = Gregorian year of rashi ${p.yearStartRashi} opening − ${p.eraOffsetYears}; day 1: ${p.dayStartDescription}`;
}

/** Methodology of a conversion: the ephemeris conventions, the profile's rules and the day-selection rule. */
export function calendarMethodology(
  profile = 'north_india_purnimanta',
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  const p = isProfileKey(profile) ? PROFILES[profile] : PROFILES.north_india_purnimanta;
  return {
    ...methodologySubset(
      ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'positions', 'sunrise', 'event_search', 'time_zones'],
      { ayanamsa, rise },
    ),
    ...conventionMethodology(convention),
    profile: p.key,
    profile_rules: profileRules(p),
    lunar_date:
      'tithi at sunrise (udaya tithi) and the lunar month of that instant (amanta/purnimanta, adhika/kshaya as the daily core); ' +
      'lunar → civil: the date whose sunrise lies in the tithi span, the first of two (vriddhi), the day it runs when it holds no sunrise (kshaya)',
    solar_date:
      'sankranti = apparent Sun entering a sidereal sign (sidereal per the convention); day 1 of a month by the profile rule; day = days since day 1 + 1',
    algorithms: CALENDAR_ALGORITHM,
  };
}

function profileEcho(p: Profile) {
  return { key: p.key, kind: p.kind, label: p.label };
}

function inRange(date: string, loc: string): void {
  if (date < MIN_DATE || date > MAX_DATE)
    throw new InputError([
      { loc: [loc], msg: `the converted date ${date} is outside ${MIN_DATE} to ${MAX_DATE}`, type: 'range' },
    ]);
}

function weekday(date: string): { index: number; name: string } {
  const index = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { index, name: WEEKDAY_NAMES[index] };
}

function calendarDate(date: string, p: Profile, lq: Omit<LunarQuery, 'profile'>): Record<string, unknown> {
  if (p.kind === 'solar') return { ...solarDateOf(date, { ...lq, profile: p }) };
  const l = lunarDateOf(date, { ...lq, profile: p });
  return p.era === 'vikram_kartikadi'
    ? { ...l, year: { ...l.year, samvatsara_note: KARTIKADI_SAMVATSARA_NOTE } }
    : { ...l };
}

/**
 * The date in a profile's calendar for a civil date at a place, as /calendar/convert returns it in
 * `calendar_date` (a LunarDate for lunisolar profiles, a SolarDate for solar ones). For the daily
 * packet and the month grid: `calendarDateFor(date, { lat, lng, tz, elevationM, profile, ayanamsa })`.
 * RangeError for an unknown profile key (validate at the edge first).
 */
export function calendarDateFor(date: string, q: ProfiledPlaceInput): Record<string, unknown> {
  const p = profileOf(q.profile);
  const { place, zone } = resolvePlace(q);
  return calendarDate(date, p, {
    zone,
    place,
    ayanamsa: q.ayanamsa,
    convention: q.convention,
    rise: riseConventionOf(q.sunrise),
  });
}

function checkConvertInput(q: CalendarConvertInput): Profile {
  const issues: Issue[] = [];
  if (!isProfileKey(q.profile))
    issues.push({ loc: ['profile'], msg: `profile must be one of ${PROFILE_KEYS.join(', ')}`, type: 'enum' });
  if (!isAyanamsaKey(q.ayanamsa))
    issues.push({ loc: ['ayanamsa'], msg: `unknown ayanamsa: ${String(q.ayanamsa)}`, type: 'enum' });
  if (q.convention !== undefined && !isPanchangConvention(q.convention))
    issues.push({
      loc: ['convention'],
      msg: `convention must be one of ${PANCHANG_CONVENTIONS.join(', ')}`,
      type: 'enum',
    });
  const need = (names: (keyof CalendarConvertInput)[]) => {
    for (const n of names) {
      if (q[n] === undefined || q[n] === null)
        issues.push({ loc: [snake(n)], msg: `${snake(n)} is required when from=${q.from}`, type: 'missing' });
    }
  };
  const forbid = (names: (keyof CalendarConvertInput)[]) => {
    for (const n of names) {
      if (q[n] !== undefined && q[n] !== null)
        issues.push({
          loc: [snake(n)],
          msg: `${snake(n)} is not used when from=${q.from}`,
          type: 'forbidden',
        });
    }
  };
  if (q.from === 'gregorian') {
    need(['date']);
    forbid(['year', 'masaIdx', 'adhika', 'paksha', 'tithi', 'month', 'day']);
  } else if (q.from === 'lunar') {
    need(['year', 'masaIdx', 'paksha', 'tithi']);
    forbid(['date', 'month', 'day']);
  } else {
    need(['year', 'month', 'day']);
    forbid(['date', 'masaIdx', 'adhika', 'paksha', 'tithi']);
  }
  if (issues.length === 0) {
    const p = PROFILES[q.profile as keyof typeof PROFILES];
    const r = eraYearRange(p);
    if (q.year !== undefined && (q.year < r.min || q.year > r.max)) {
      issues.push({
        loc: ['year'],
        msg: `year must be between ${r.min} and ${r.max} for profile ${p.key} (dates 1900–2100)`,
        type: 'range',
      });
    }
    if (q.from === 'lunar' && p.kind !== 'lunisolar')
      issues.push({
        loc: ['profile'],
        msg: 'from=lunar needs a lunisolar profile (not a *_solar one)',
        type: 'value',
      });
    if (q.from === 'solar' && p.kind !== 'solar')
      issues.push({
        loc: ['profile'],
        msg: 'from=solar needs a solar profile (tamil_solar, malayalam_solar, bengali_solar, odia_solar)',
        type: 'value',
      });
  }
  if (issues.length > 0) throw new InputError(issues);
  return PROFILES[q.profile as keyof typeof PROFILES];
}

function snake(n: string): string {
  return n === 'masaIdx' ? 'masa_idx' : n;
}

/** GET /calendar/convert: Gregorian ↔ lunisolar / solar calendar date per profile, at a place. */
export function calendarConvertPacket(q: CalendarConvertInput): Packet {
  const p = checkConvertInput(q);
  const { place, zone, echo } = resolvePlace(q);
  const rise = riseConventionOf(q.sunrise);
  const base = { zone, place, ayanamsa: q.ayanamsa, convention: q.convention, rise };
  const methodology = calendarMethodology(p.key, q.ayanamsa, q.convention, rise);
  const head = { from: q.from, place: echo, profile: profileEcho(p) };
  if (q.from === 'gregorian') {
    const date = q.date as string;
    inRange(date, 'date');
    return { body: { ...head, date, weekday: weekday(date), calendar_date: calendarDate(date, p, base) }, methodology };
  }
  if (q.from === 'lunar') {
    const input = {
      year: q.year as number,
      masaIndex: q.masaIdx as number,
      adhika: q.adhika ?? false,
      paksha: q.paksha as Paksha,
      tithi: q.tithi as number,
    };
    const r = gregorianOfLunar(input, { ...base, profile: p as LunarProfile });
    inRange(r.date, 'year');
    return {
      body: {
        ...head,
        input: {
          year: input.year,
          masa_idx: input.masaIndex,
          adhika: input.adhika,
          paksha: input.paksha,
          tithi: input.tithi,
        },
        date: r.date,
        weekday: weekday(r.date),
        selection: {
          rule: r.skipped ? 'kshaya_day_it_runs' : 'sunrise_in_tithi',
          tithi_start: r.tithi_start,
          tithi_end: r.tithi_end,
          skipped: r.skipped,
          repeated_on: r.repeated_on,
        },
        calendar_date: calendarDate(r.date, p, base),
      },
      methodology,
    };
  }
  const r = gregorianOfSolar(
    q.year as number,
    q.month as number,
    q.day as number,
    { ...base, profile: p as SolarProfile } as SolarQuery,
  );
  inRange(r.date, 'year');
  return {
    body: {
      ...head,
      input: { year: q.year, month: q.month, day: q.day },
      date: r.date,
      weekday: weekday(r.date),
      calendar_date: r.solar,
    },
    methodology,
  };
}

export interface RituInput extends ProfiledPlaceInput {
  readonly date: string;
  /** Panchang convention of the Sun and Moon positions (default drik, as /panchang/daily). */
  readonly convention?: PanchangConvention;
  /** Sunrise definition of the instant the ritu is taken at (default drik). */
  readonly sunrise?: SunriseConventionKey;
}

/**
 * Methodology of /panchang/ritu. The profile does not enter the ritu (drik ritu is tropical, vedic ritu
 * counts amanta months from Chaitra for every profile), so it is named 'not used' and leaves the
 * fingerprint unchanged; the ayanamsa enters the amanta month names and the sidereal ayana.
 */
export const rituMethodology = (
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
) => ({
  ...methodologySubset(
    ['engine', 'ephemeris', 'delta_t', 'ayanamsa', 'positions', 'sunrise', 'event_search', 'time_zones'],
    { ayanamsa, rise },
  ),
  ...conventionMethodology(convention),
  lunar_month: dailyMethodology(ayanamsa, convention, rise).lunar_month,
  profile: PROFILE_NOT_USED,
  ritu:
    'at sunrise of the date: drik ritu = tropical Sun in 60° parts from 330° (Vasanta 330°–30°, Grishma, Varsha from the June solstice, Sharad, ' +
    'Hemanta, Shishira from the December solstice), with its start and end; vedic ritu = two amanta months each from Chaitra; ' +
    'ayana tropical (Uttarayana 270°–90°) and sidereal (Makara to Karka sankranti)',
  algorithms: 'panchang-ritu-2',
});

const RITU_START_TROPICAL_DEG = 330;
const RITU_STATES = 6;

/**
 * GET /panchang/ritu: the six seasons at sunrise of a date, drik (tropical, with its span) and vedic (amanta months),
 * plus ayana.
 */
export function rituPacket(q: RituInput): Packet {
  const issues: Issue[] = [];
  if (!isProfileKey(q.profile))
    issues.push({ loc: ['profile'], msg: `profile must be one of ${PROFILE_KEYS.join(', ')}`, type: 'enum' });
  if (!isAyanamsaKey(q.ayanamsa))
    issues.push({ loc: ['ayanamsa'], msg: `unknown ayanamsa: ${String(q.ayanamsa)}`, type: 'enum' });
  if (q.convention !== undefined && !isPanchangConvention(q.convention))
    issues.push({
      loc: ['convention'],
      msg: `convention must be one of ${PANCHANG_CONVENTIONS.join(', ')}`,
      type: 'enum',
    });
  if (issues.length > 0) throw new InputError(issues);
  const { place, zone, echo } = resolvePlace(q);
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const rise = riseConventionOf(q.sunrise);
  const sampler = new SunMoonSampler(q.ayanamsa, convention);
  const t0 = hinduDayStart(q.date, zone, place, rise);
  const fmt = (jd: number) => formatLocalJdUt(jd, zone);
  const sun = sampler.sunAt(t0);
  const ritu = drikRitu(sun.sunTropicalDeg);
  const fromVasanta = (jd: number) => {
    const s = sampler.sunAt(jd);
    return { deg: norm360(s.sunTropicalDeg - RITU_START_TROPICAL_DEG), rateDegPerDay: s.sunSpeedDegPerDay };
  };
  const [span] = angleStateSpansOf(fromVasanta, t0);
  const month = lunarMonthAt(sampler, t0);
  const vedic = vedicRitu(month.amanta.index);
  const sidereal = norm360(sun.sunTropicalDeg - sun.ayanamsaDeg);
  return {
    body: {
      date: q.date,
      place: echo,
      at: fmt(t0),
      ritu: { ...ritu, basis: 'tropical_sun', start: fmt(span.startJdUt), end: fmt(span.endJdUt) },
      vedic_ritu: { ...vedic, basis: 'amanta_month', amanta_month: month.amanta },
      ayana: { ...ayanaOf(sun.sunTropicalDeg), basis: 'tropical_sun' },
      sidereal_ayana: { ...ayanaOf(sidereal), basis: 'sidereal_sun' },
    },
    methodology: rituMethodology(q.ayanamsa, convention, rise),
  };
}

/** Ritus last 59–62 days; the Sun moves < 1.02°/day, so 16-day steps keep < 180° per step. */
function angleStateSpansOf(angle: (jd: number) => AngleAt, t: number) {
  return angleStateSpans(angle, RITU_STATES, t, t, { stepDays: 16, maxSpanDays: 64, epsilonS: 1 });
}
