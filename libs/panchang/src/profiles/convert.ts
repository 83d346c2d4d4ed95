/**
 * The domain values of /calendar/convert and /panchang/ritu: a civil date converted to or from a profile's
 * calendar, and the seasons at a date's sunrise, as dates, Julian days UT and indices, with their
 * methodology. ../present/calendar.ts writes them on the wire.
 */
import {
  AngleAt,
  angleStateSpans,
  AyanamsaKey,
  DEFAULT_AYANAMSA,
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
import { SunMoonSampler } from '../daily/sampler';
import { ayanaOf, drikRitu, Named, vedicRitu } from '../daily/season';
import type { Masa } from '../daily/lunar-month';
import { dailyMethodology } from '../daily/methodology';
import { PROFILE_NOT_USED } from '../methodology';
import { DayPlace, resolvePlace } from '../place';
import { hinduDayStart } from './civil';
import { weekdayOf } from '../daily/hindu-day';
import { gregorianOfLunar, LunarDate, LunarDateQuery, lunarDateOf, LunarQuery } from './lunar-date';
import {
  DEFAULT_PROFILE,
  eraYearRange,
  isProfileKey,
  LunarProfile,
  profileOf,
  Profile,
  PROFILE_KEYS,
  PROFILES,
  SolarProfile,
} from './profiles';
import { gregorianOfSolar, SolarDate, solarDateOf, SolarQuery } from './solar-date';

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
  /** Profile key (./profiles.ts); default DEFAULT_PROFILE. */
  readonly profile?: string;
  /** Default DEFAULT_AYANAMSA. */
  readonly ayanamsa?: AyanamsaKey;
  /** Panchang convention of the element and sankranti searches (default drik, as /panchang/daily). */
  readonly convention?: PanchangConvention;
  /** Sunrise definition of the Hindu day and the profiles' day-start rules (default drik). */
  readonly sunrise?: SunriseConventionKey;
}

export interface CalendarConvertInput extends ProfiledPlaceInput {
  /** Direction of the conversion; default gregorian (DEFAULT_CONVERT_FROM). */
  readonly from?: ConvertFrom;
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

export type ConvertFrom = 'gregorian' | 'lunar' | 'solar';
export const DEFAULT_CONVERT_FROM: ConvertFrom = 'gregorian';

/** The input with its defaults: the one place the profile, ayanamsa and direction defaults are applied. */
type WithDefaults<T> = T & { readonly profile: string; readonly ayanamsa: AyanamsaKey };
function withDefaults<T extends ProfiledPlaceInput>(q: T): WithDefaults<T> {
  return { ...q, profile: q.profile ?? DEFAULT_PROFILE, ayanamsa: q.ayanamsa ?? DEFAULT_AYANAMSA };
}

function profileRules(p: Profile): string {
  if (p.kind === 'lunisolar')
    return `${p.key}: ${p.monthScheme} months, year ${p.era} from masa ${p.yearStartMasa} Shukla Pratipada`;
  return `${p.key}: solar months from sidereal sankrantis, month 1 = rashi ${p.firstMonthRashi}, ${p.eraName} year = Gregorian year of rashi ${p.yearStartRashi} opening − ${p.eraOffsetYears}; day 1: ${p.dayStartDescription}`;
}

/** Methodology of a conversion: the ephemeris conventions, the profile's rules and the day-selection rule. */
export function calendarMethodology(
  profile: string = DEFAULT_PROFILE,
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  const p = isProfileKey(profile) ? PROFILES[profile] : PROFILES[DEFAULT_PROFILE];
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

function inRange(date: string, loc: string): void {
  if (date < MIN_DATE || date > MAX_DATE)
    throw new InputError([
      { loc: [loc], msg: `the converted date ${date} is outside ${MIN_DATE} to ${MAX_DATE}`, type: 'range' },
    ]);
}

/** A date in a profile's calendar: lunisolar (named at sunrise) or solar. */
export type ProfileDate =
  | { readonly kind: 'lunisolar'; readonly profile: LunarProfile; readonly lunar: LunarDate }
  | {
      readonly kind: 'solar';
      readonly profile: SolarProfile;
      readonly solar: SolarDate;
      /** The place's zone (of the sankranti instant). */
      readonly zone: string;
    };

function profileDateOf(date: string, p: Profile, lq: Omit<LunarQuery, 'profile'>): ProfileDate {
  if (p.kind === 'solar')
    return { kind: 'solar', profile: p, solar: solarDateOf(date, { ...lq, profile: p }), zone: lq.zone };
  return { kind: 'lunisolar', profile: p, lunar: lunarDateOf(date, { ...lq, profile: p }) };
}

/**
 * The date in a profile's calendar for a civil date at a place, as /calendar/convert gives it in `calendar_date`
 * (`calendarDateFor(date, { lat, lng, tz, elevationM, profile, ayanamsa })`). RangeError for an unknown profile key
 * (validate at the edge first).
 */
export function profileDateFor(date: string, input: ProfiledPlaceInput): ProfileDate {
  const q = withDefaults(input);
  const p = profileOf(q.profile);
  const { place, zone } = resolvePlace(q);
  return profileDateOf(date, p, {
    zone,
    place,
    ayanamsa: q.ayanamsa,
    convention: q.convention,
    rise: riseConventionOf(q.sunrise),
  });
}

/** The broken rules of the profile, ayanamsa and convention options (one issue each). */
function optionIssues(q: WithDefaults<ProfiledPlaceInput>): Issue[] {
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
  return issues;
}

function checkConvertInput(q: WithDefaults<CalendarConvertInput> & { from: ConvertFrom }): Profile {
  const issues = optionIssues(q);
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

/** What every conversion carries: the profile, the place and the methodology. */
interface ConversionHead {
  readonly profile: Profile;
  readonly place: DayPlace;
  readonly methodology: Record<string, string>;
}

/** The result of /calendar/convert, by `from`. */
export type CalendarConversion = ConversionHead &
  (
    | {
        readonly from: 'gregorian';
        readonly date: string;
        /** 0 = Sunday … 6 = Saturday. */
        readonly weekday: number;
        readonly calendarDate: ProfileDate;
      }
    | {
        readonly from: 'lunar';
        readonly input: LunarDateQuery;
        readonly date: string;
        readonly weekday: number;
        /** How the civil date was chosen for the tithi (file header of lunar-date.ts). */
        readonly selection: {
          readonly rule: 'kshaya_day_it_runs' | 'sunrise_in_tithi';
          readonly tithiStartJdUt: number;
          readonly tithiEndJdUt: number;
          readonly skipped: boolean;
          readonly repeatedOn: string | null;
        };
        readonly calendarDate: ProfileDate;
      }
    | {
        readonly from: 'solar';
        readonly input: { readonly year: number; readonly month: number; readonly day: number };
        readonly date: string;
        readonly weekday: number;
        readonly calendarDate: SolarDate;
      }
  );

/** GET /calendar/convert: Gregorian ↔ lunisolar / solar calendar date per profile, at a place. */
export function calendarConversion(given: CalendarConvertInput): CalendarConversion {
  const q = { ...withDefaults(given), from: given.from ?? DEFAULT_CONVERT_FROM };
  const p = checkConvertInput(q);
  const { place, zone, zoneSource } = resolvePlace(q);
  const rise = riseConventionOf(q.sunrise);
  const base = { zone, place, ayanamsa: q.ayanamsa, convention: q.convention, rise };
  const head = {
    profile: p,
    place: { place, zone, zoneSource },
    methodology: calendarMethodology(p.key, q.ayanamsa, q.convention, rise),
  };
  if (q.from === 'gregorian') {
    const date = q.date as string;
    inRange(date, 'date');
    return { ...head, from: 'gregorian', date, weekday: weekdayOf(date), calendarDate: profileDateOf(date, p, base) };
  }
  if (q.from === 'lunar') {
    const input: LunarDateQuery = {
      year: q.year as number,
      masaIndex: q.masaIdx as number,
      adhika: q.adhika ?? false,
      paksha: q.paksha as Paksha,
      tithi: q.tithi as number,
    };
    const r = gregorianOfLunar(input, { ...base, profile: p as LunarProfile });
    inRange(r.date, 'year');
    return {
      ...head,
      from: 'lunar',
      input,
      date: r.date,
      weekday: weekdayOf(r.date),
      selection: {
        rule: r.skipped ? 'kshaya_day_it_runs' : 'sunrise_in_tithi',
        tithiStartJdUt: r.tithiStartJdUt,
        tithiEndJdUt: r.tithiEndJdUt,
        skipped: r.skipped,
        repeatedOn: r.repeatedOn,
      },
      calendarDate: profileDateOf(r.date, p, base),
    };
  }
  const input = { year: q.year as number, month: q.month as number, day: q.day as number };
  const r = gregorianOfSolar(input.year, input.month, input.day, { ...base, profile: p as SolarProfile } as SolarQuery);
  inRange(r.date, 'year');
  return { ...head, from: 'solar', input, date: r.date, weekday: weekdayOf(r.date), calendarDate: r.solar };
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
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
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

/** The seasons at the sunrise of a date. */
export interface RituAt {
  readonly date: string;
  readonly place: DayPlace;
  /** Sunrise of the date (the polar fallback where there is none), JD UT. */
  readonly atJdUt: number;
  /** Drik ritu (tropical Sun) and its span. */
  readonly ritu: Named & { readonly startJdUt: number; readonly endJdUt: number };
  /** Vedic ritu (two amanta months each from Chaitra) and the amanta month at the instant. */
  readonly vedicRitu: Named & { readonly amantaMonth: Masa };
  /** Ayana of the tropical Sun. */
  readonly ayana: Named;
  /** Ayana of the sidereal Sun. */
  readonly siderealAyana: Named;
  readonly methodology: Record<string, string>;
}

/**
 * GET /panchang/ritu: the six seasons at sunrise of a date, drik (tropical, with its span) and vedic (amanta months),
 * plus ayana.
 */
export function rituAt(input: RituInput): RituAt {
  const q = withDefaults(input);
  const issues = optionIssues(q);
  if (issues.length > 0) throw new InputError(issues);
  const { place, zone, zoneSource } = resolvePlace(q);
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const rise = riseConventionOf(q.sunrise);
  const sampler = new SunMoonSampler(q.ayanamsa, convention);
  const t0 = hinduDayStart(q.date, zone, place, rise);
  const sun = sampler.sunAt(t0);
  const fromVasanta = (jd: number) => {
    const s = sampler.sunAt(jd);
    return { deg: norm360(s.sunTropicalDeg - RITU_START_TROPICAL_DEG), rateDegPerDay: s.sunSpeedDegPerDay };
  };
  const [span] = angleStateSpansOf(fromVasanta, t0);
  const month = lunarMonthAt(sampler, t0);
  return {
    date: q.date,
    place: { place, zone, zoneSource },
    atJdUt: t0,
    ritu: { ...drikRitu(sun.sunTropicalDeg), startJdUt: span.startJdUt, endJdUt: span.endJdUt },
    vedicRitu: { ...vedicRitu(month.amanta.index), amantaMonth: month.amanta },
    ayana: ayanaOf(sun.sunTropicalDeg),
    siderealAyana: ayanaOf(norm360(sun.sunTropicalDeg - sun.ayanamsaDeg)),
    methodology: rituMethodology(q.ayanamsa, convention, rise),
  };
}

/** Ritus last 59–62 days; the Sun moves < 1.02°/day, so 16-day steps keep < 180° per step. */
function angleStateSpansOf(angle: (jd: number) => AngleAt, t: number) {
  return angleStateSpans(angle, RITU_STATES, t, t, { stepDays: 16, maxSpanDays: 64, epsilonS: 1 });
}
