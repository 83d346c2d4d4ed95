/**
 * The regional new years of a Gregorian year at a place (/new-year/regional):
 * - Rules of kind `new_year` in libs/calendar/rules (with their evidence), when the rule set has them.
 * - The calendars' own year starts, from the regional profiles of libs/panchang: lunisolar ones
 *   by the profile's lunar-date rule (the civil date whose sunrise lies in the tithi; a kshaya
 *   tithi: the day it runs), solar ones by the Mesha (or Simha) sankranti under the calendar's
 *   day-start rule (Tamil: before sunset; Malayalam: before the end of madhyahna; Bengali: the
 *   midnight rule; Odia: the civil date). A rule-based entry with the same slug takes precedence.
 * Domain values (Julian days UT); ./present/observances.ts writes them.
 */
import { NEVER_STOP, riseConventionOf, StopCheck } from '@pj/ephemeris';
import {
  calendarMethodology,
  DayPlace,
  daysBetween,
  gregorianOfLunar,
  profileOf,
  resolvePlace,
  solarDateOf,
} from '@pj/panchang';
import { observancesInRange } from './api';
import { slugOf } from './evaluate';
import { Observance } from './types';

interface LunarStart {
  readonly name: string;
  readonly region: string;
  readonly profile: string;
  readonly masaIdx: number;
  readonly tithi: number;
  /** Era year of the profile for the Gregorian year. */
  readonly eraYear: (year: number) => number;
  readonly what: string;
}

// Amanta months are the same in every amanta profile; the Shaka-era profiles convert with the same tithi rule.
const LUNAR: readonly LunarStart[] = [
  {
    name: 'Ugadi',
    region: 'Karnataka, Andhra Pradesh, Telangana',
    profile: 'karnataka_amanta',
    masaIdx: 0,
    tithi: 1,
    eraYear: (y) => y - 78,
    what: 'Chaitra Shukla Pratipada (amanta); Shaka year begins',
  },
  {
    name: 'Gudi Padwa',
    region: 'Maharashtra, Goa',
    profile: 'maharashtra_amanta',
    masaIdx: 0,
    tithi: 1,
    eraYear: (y) => y - 78,
    what: 'Chaitra Shukla Pratipada (amanta); Shaka year begins',
  },
  {
    name: 'Cheti Chand',
    region: 'Sindhi',
    profile: 'maharashtra_amanta',
    masaIdx: 0,
    tithi: 2,
    eraYear: (y) => y - 78,
    what: 'Chaitra Shukla Dwitiya (amanta)',
  },
  {
    name: 'Bestu Varas',
    region: 'Gujarat (Gujarati New Year, Vikram Kartikadi year begins)',
    profile: 'maharashtra_amanta',
    masaIdx: 7,
    tithi: 1,
    eraYear: (y) => y - 78,
    what: 'Kartika Shukla Pratipada (amanta)',
  },
];

interface SolarStart {
  readonly name: string;
  readonly region: string;
  readonly profile: string;
  /** A date inside the month that opens the year (the Sun in Mesha, or Simha for Chingam). */
  readonly inside: (year: number) => string;
}

const SOLAR: readonly SolarStart[] = [
  { name: 'Puthandu', region: 'Tamil Nadu (Chithirai 1)', profile: 'tamil_solar', inside: (y) => `${y}-04-25` },
  { name: 'Vishu', region: 'Kerala (Medam 1)', profile: 'malayalam_solar', inside: (y) => `${y}-04-25` },
  { name: 'Pohela Boishakh', region: 'Bengal (Boishakh 1)', profile: 'bengali_solar', inside: (y) => `${y}-04-25` },
  {
    name: 'Pana Sankranti',
    region: 'Odisha (Maha Vishuba Sankranti, Baisakha 1)',
    profile: 'odia_solar',
    inside: (y) => `${y}-04-25`,
  },
  {
    name: 'Malayalam New Year (Chingam 1)',
    region: 'Kerala (Kollam era)',
    profile: 'malayalam_solar',
    inside: (y) => `${y}-08-30`,
  },
];

/** A new year decided by a rule file (its observance and evidence). */
export interface RuleNewYear {
  readonly basis: 'rule';
  readonly observance: Observance;
}

/** A lunisolar calendar's year start: the civil date of its opening tithi (the profile's lunar-date rule). */
export interface LunisolarNewYear {
  readonly basis: 'lunisolar';
  readonly slug: string;
  readonly name: string;
  readonly region: string;
  readonly date: string;
  readonly profile: string;
  /** The tithi, in words. */
  readonly anga: string;
  readonly tithiStartJdUt: number;
  readonly tithiEndJdUt: number;
  readonly decidedBy: string;
  readonly note: string;
}

/** A solar calendar's year start: the sankranti under the calendar's day-start rule. */
export interface SolarNewYear {
  readonly basis: 'solar';
  readonly slug: string;
  readonly name: string;
  readonly region: string;
  readonly date: string;
  readonly profile: string;
  /** Era and year, e.g. "Kollam 1200". */
  readonly era: string;
  readonly anga: string;
  readonly sankrantiJdUt: number;
  readonly decidedBy: string;
}

export type NewYearEntry = RuleNewYear | LunisolarNewYear | SolarNewYear;

export interface RegionalNewYears {
  readonly year: number;
  readonly place: DayPlace;
  /** By date, then name. */
  readonly entries: readonly NewYearEntry[];
  readonly methodology: Record<string, string>;
}

const entryDate = (e: NewYearEntry) => (e.basis === 'rule' ? e.observance.date : e.date);
const entryName = (e: NewYearEntry) => (e.basis === 'rule' ? e.observance.name : e.name);

export function regionalNewYears(
  q: { readonly lat: number; readonly lng: number; readonly tz?: string | null; readonly year: number },
  stop: StopCheck = NEVER_STOP,
): RegionalNewYears {
  const days = daysBetween(`${q.year}-01-01`, `${q.year + 1}-01-01`);
  const rules = observancesInRange({
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    fromDate: `${q.year}-01-01`,
    days,
    kinds: ['new_year'],
    stop,
  });
  const entries: NewYearEntry[] = rules.observances.map((observance) => ({ basis: 'rule', observance }));
  const have = new Set(rules.observances.map((o) => o.slug));
  // the calendar conversions of libs/panchang (as /calendar/convert computes them), with its defaults
  const { place, zone } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz, elevationM: 0 });
  const rise = riseConventionOf(undefined);
  const base = { zone, place, ayanamsa: 'lahiri' as const, rise };
  let calendarMethodologies: Record<string, string> = {};
  for (const l of LUNAR) {
    if (have.has(slugOf(l.name))) continue;
    const profile = profileOf(l.profile);
    if (profile.kind !== 'lunisolar') throw new RangeError(`${l.profile} is not a lunisolar profile`);
    const r = gregorianOfLunar(
      { year: l.eraYear(q.year), masaIndex: l.masaIdx, adhika: false, paksha: 'shukla', tithi: l.tithi },
      { ...base, profile },
    );
    calendarMethodologies = { ...calendarMethodologies, ...calendarMethodology(l.profile, 'lahiri', undefined, rise) };
    entries.push({
      basis: 'lunisolar',
      slug: slugOf(l.name),
      name: l.name,
      region: l.region,
      date: r.date,
      profile: l.profile,
      anga: l.what,
      tithiStartJdUt: r.tithiStartJdUt,
      tithiEndJdUt: r.tithiEndJdUt,
      decidedBy: r.skipped
        ? 'the tithi is kshaya (touches no sunrise): the civil day it runs'
        : `the civil date whose sunrise lies in the tithi${r.repeatedOn ? ` (it also covers the sunrise of ${r.repeatedOn}; the first day is taken)` : ''}`,
      note: 'the nija month is used when the month is adhika',
    });
  }
  for (const s of SOLAR) {
    if (have.has(slugOf(s.name))) continue;
    const profile = profileOf(s.profile);
    if (profile.kind !== 'solar') throw new RangeError(`${s.profile} is not a solar profile`);
    const c = solarDateOf(s.inside(q.year), { ...base, profile });
    calendarMethodologies = { ...calendarMethodologies, ...calendarMethodology(s.profile, 'lahiri', undefined, rise) };
    entries.push({
      basis: 'solar',
      slug: slugOf(s.name),
      name: s.name,
      region: s.region,
      date: c.monthStart,
      profile: s.profile,
      era: `${c.era} ${c.year}`,
      anga: `${c.rashi.name} sankranti (${c.monthName} 1)`,
      sankrantiJdUt: c.sankrantiJdUt,
      decidedBy: profile.dayStartDescription,
    });
  }
  entries.sort((a, b) => entryDate(a).localeCompare(entryDate(b)) || entryName(a).localeCompare(entryName(b)));
  return Object.freeze({
    year: q.year,
    place: rules.place,
    entries,
    methodology: { ...rules.methodology, ...calendarMethodologies },
  });
}
