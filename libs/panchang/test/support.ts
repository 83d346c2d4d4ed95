/**
 * Helpers for the daily Panchang golden tests: fixture reading, published-minute parsing, error
 * statistics, and the model of Drik Panchang's conventions found from the data (README of
 * test/fixtures/golden/drik-grid/). The model only explains residuals in the tests; the library
 * keeps its own definitions (libs/ephemeris METHODOLOGY.md).
 */
import { ayanamsaDeg, bodyLongitudeAtJdUt, instantFromJdUt, instantFromLocal } from '@pj/ephemeris';
import { ErrorStats as BaseStats, stats as baseStats } from '../../ephemeris/test/golden';
import {
  DailyCoreInput,
  DailyCoreWire,
  dailyDay,
  DailyDayResult,
  DRIK_AYANAMSA_EXCESS_ARCSEC,
  DRIK_SUN_EXCESS_ARCSEC,
  drikTimeExcessS,
  presentDailyCore,
} from '../src';

export { GOLDEN_DIR, readJson, readJsonLines } from '../../ephemeris/test/golden';

/**
 * The daily core as published (the presenter's wire body beside the typed day): the golden tests
 * compare the printed instants, as a client reads them.
 */
export function dailyCoreWire(input: DailyCoreInput): DailyDayResult & { body: DailyCoreWire } {
  const r = dailyDay(input);
  return { ...r, body: presentDailyCore(r.day) };
}

/** The reference set's New Delhi point (Drik's listings) with Lahiri: the daily inputs most specs use. */
export const NEW_DELHI_LAHIRI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', ayanamsa: 'lahiri' as const };

export const SECONDS_PER_DAY = 86_400;

/** Drik prints the nearest minute: the instant lies within ±30 s of the published minute. */
export const DRIK_ROUNDING_S = 30;
/** The gate: every published end within a minute. */
export const MINUTE_S = 60;

/** A day of Drik's New Delhi month grid as the fixtures hold it (test/fixtures/golden/drik-grid/README.md). */
export interface DrikGridDay {
  date: string;
  tz: string;
  lat: number;
  lng: number;
  weekday: string;
  sunrise: { local: string };
  tithi_at_sunrise: { index: number; name: string; paksha: string };
  lunar_day_numbers: { values: number[] };
  moon_sign: { name: string; upto: string | null };
  nakshatra: { name_full: string; upto: string | null };
  adhika_masa_day: boolean;
  grid_classes?: string[];
  page_header?: {
    amanta_day: number;
    amanta_month: string;
    adhika: boolean;
    shaka_year: number;
    shaka_samvatsara: string;
  };
}

/** JD (UT) of a published local wall-clock minute 'YYYY-MM-DDTHH:MM' in an IANA zone (zone database offsets). */
export function publishedJd(local: string, zone: string): number {
  const r = instantFromLocal(local.slice(0, 10), local.slice(11, 16), zone);
  if (r.kind !== 'ok') throw new Error(`published time ${local} is not one instant in ${zone} (${r.kind})`);
  return r.instant.jdUt;
}

/** JD (UT) of one of our ISO 8601 instants with offset (±HH:MM or ±HH:MM:SS). */
export function isoJd(iso: string): number {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(iso);
  if (!m) throw new Error(`not an instant with offset: ${iso}`);
  const offsetS = (Number(m[3]) * 3600 + Number(m[4]) * 60 + Number(m[5] ?? 0)) * (m[2] === '-' ? -1 : 1);
  return (Date.parse(`${m[1]}Z`) / 1000 - offsetS) / SECONDS_PER_DAY + 2440587.5;
}

/** The shared gate statistics of the ephemeris golden tests, plus the two Drik shares. */
export interface ErrorStats extends BaseStats {
  /** Share with |error| ≤ DRIK_ROUNDING_S, percent. */
  withinRoundingPct: number;
  withinMinutePct: number;
}

export function stats(errors: readonly number[]): ErrorStats {
  const abs = errors.map(Math.abs);
  const pct = (limit: number) => (abs.length ? (100 * abs.filter((a) => a <= limit).length) / abs.length : NaN);
  return { ...baseStats(errors), withinRoundingPct: pct(DRIK_ROUNDING_S), withinMinutePct: pct(MINUTE_S) };
}

export function report(label: string, s: ErrorStats): void {
  console.log(
    `${label}: n=${s.n} max|err|=${s.maxAbs.toFixed(1)} s mean|err|=${s.meanAbs.toFixed(1)} s mean err=${s.meanSigned.toFixed(1)} s ` +
      `within ±30 s: ${s.withinRoundingPct.toFixed(2)}% within ±60 s: ${s.withinMinutePct.toFixed(2)}%`,
  );
}

/** Drik's spellings where they differ from CONTRACT §2. */
export const DRIK_SPELLING: Readonly<Record<string, string>> = {
  Dhanishtha: 'Dhanishta',
  Mrigashirsha: 'Mrigashira',
  Ayushmana: 'Ayushman',
  Kinstughna: 'Kimstughna',
  Nagava: 'Naga',
  Ashwina: 'Ashwin',
  Ashvina: 'Ashwin',
  // Bengali panjika pages (days.json): tithi, masa and ritu names
  Nabami: 'Navami',
  Poush: 'Pausha',
  Magh: 'Magha',
  Ogrohaeon: 'Margashirsha',
  Shishir: 'Shishira',
  Hemant: 'Hemanta',
};
/** Drik's printed name → CONTRACT name (" upto Full Night": the element runs past midnight, printed without an end). */
export const canonical = (drikName: string): string => {
  const n = drikName.replace(/ upto Full Night$/, '');
  return DRIK_SPELLING[n] ?? n;
};

// ---- Drik's conventions, as measured (test/fixtures/golden/drik-grid/README.md) ----

// DRIK_AYANAMSA_EXCESS_ARCSEC and drikTimeExcessS (τ) are the library's `drik` convention
// (src/daily/convention.ts); here they model what separates the `ephemeris` convention from Drik.

/** Which angle an element end belongs to: how many times the ayanamsa enters it, and its rate. */
export type ElementAngle = 'elongation' | 'moon' | 'sun' | 'sun_plus_moon';

/**
 * Expected (ours − Drik) in seconds for an element end at jdUt under the measured conventions:
 * τ − k·(24.0″ − Δψ)/rate + j·0.5″/rate, with k = 0 (tithi, karana), 1 (nakshatra, moonsign,
 * sunsign), 2 (yoga), and j = −1 (tithi, karana), 0 (nakshatra, moonsign), 1 (sunsign, yoga) for
 * Drik's Sun 0.5″ ahead of ours.
 */
export function drikModelOffsetS(angle: ElementAngle, jdUt: number): number {
  const tau = drikTimeExcessS(jdUt);
  const sunRate = bodyLongitudeAtJdUt(jdUt, 'sun', { sidereal: null }).speedDegPerDay;
  const arcsecPerS = (degPerDay: number) => (degPerDay * 3600) / SECONDS_PER_DAY;
  if (angle === 'elongation') {
    const moonRate = bodyLongitudeAtJdUt(jdUt, 'moon', { sidereal: null }).speedDegPerDay;
    return tau - DRIK_SUN_EXCESS_ARCSEC / arcsecPerS(moonRate - sunRate);
  }
  const inst = instantFromJdUt(jdUt);
  const dPsiArcsec =
    (ayanamsaDeg(inst, 'lahiri', { nutation: true }) - ayanamsaDeg(inst, 'lahiri', { nutation: false })) * 3600;
  const moon = bodyLongitudeAtJdUt(jdUt, 'moon', { sidereal: null }).speedDegPerDay;
  const k = angle === 'sun_plus_moon' ? 2 : 1;
  const rateArcsecPerS = arcsecPerS(angle === 'moon' ? moon : angle === 'sun' ? sunRate : sunRate + moon);
  const sunTermS = angle === 'moon' ? 0 : DRIK_SUN_EXCESS_ARCSEC / rateArcsecPerS;
  return tau - (k * (DRIK_AYANAMSA_EXCESS_ARCSEC - dPsiArcsec)) / rateArcsecPerS + sunTermS;
}

/**
 * Bound on |ours − Drik| for an end under those conventions: rounding (30 s) + |τ| (≤ 95 s through 2050, the data's
 * range)
 * + k·(24.0″ + |Δψ| ≤ 17.6″)/(slowest rate: Moon 11.7°/day, Sun 0.95°/day, Sun+Moon 12.6°/day).
 */
export function drikConventionBoundS(angle: ElementAngle): number {
  const maxShiftArcsec = DRIK_AYANAMSA_EXCESS_ARCSEC + 17.6;
  const slowest = { elongation: Infinity, moon: 11.7, sun: 0.95, sun_plus_moon: 12.6 }[angle];
  const k = angle === 'sun_plus_moon' ? 2 : 1;
  const ayanamsaTermS = angle === 'elongation' ? 0 : (k * maxShiftArcsec) / ((slowest * 3600) / SECONDS_PER_DAY);
  return DRIK_ROUNDING_S + 95 + ayanamsaTermS;
}

/**
 * A record of test/fixtures/golden/drik-tithi-masa/tithi_masa_at_sunrise.json (tithi and amanta month at sunrise, four
 * places).
 */
export interface TithiMasa {
  place: string;
  lat: number;
  lng: number;
  tz: string;
  date: string;
  tithi_index: number;
  tithi_name: string;
  paksha: string;
  amanta_masa?: string;
  amanta_masa_index?: number;
  adhika?: boolean;
  saka_year?: number;
  utc_offset_raw?: number;
}
