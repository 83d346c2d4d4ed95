/**
 * Panchaka (Moon in the last five nakshatras from Dhanishta's second half: sidereal 300°–360°,
 * i.e. Kumbha and Meena) and Pradosham (Trayodashi during pradosha kala).
 */
import { AyanamsaKey } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION, elementSpans, PanchangConvention, SunMoonSampler, VARA_NAMES } from '../daily';
import { DayFrame, RawWindow } from './frame';

/** Kumbha (10) and Meena (11): Dhanishta padas 3–4, Shatabhisha, Purva and Uttara Bhadrapada, Revati. */
const PANCHAKA_SIGNS = new Set([10, 11]);
/** The Moon passes 60° in ≤ 5.1 days; searching 6 days each side finds both ends of a panchaka overlapping the day. */
const PANCHAKA_REACH_DAYS = 6;
/**
 * Name of a panchaka by the vara it begins on (Muhurta Chintamani tradition as Drik prints it):
 * Sunday Roga, Monday Raja, Tuesday Agni, Friday Chora, Saturday Mrityu; Wednesday and Thursday
 * plain (dosha-free).
 */
export const PANCHAKA_BY_VARA: readonly string[] = [
  'Roga Panchaka',
  'Raja Panchaka',
  'Agni Panchaka',
  'Panchaka',
  'Panchaka',
  'Chora Panchaka',
  'Mrityu Panchaka',
];

/**
 * Panchaka spans overlapping [t0, t1): the Moon's stay in Kumbha + Meena, whole (start before,
 * end after the day when it runs over). `varaOf(jd)` gives the local weekday of an instant.
 */
export function panchakaSpans(
  ayanamsa: AyanamsaKey,
  t0: number,
  t1: number,
  varaOf: (jdUt: number) => number,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
): RawWindow[] {
  const sampler = new SunMoonSampler(ayanamsa, convention);
  const signs = elementSpans(sampler, 'moonsign', t0 - PANCHAKA_REACH_DAYS, t1 + PANCHAKA_REACH_DAYS);
  const out: RawWindow[] = [];
  for (let i = 0; i < signs.length; i++) {
    if (signs[i].index !== 10) continue;
    const next = signs[i + 1];
    if (!next || !PANCHAKA_SIGNS.has(next.index)) continue;
    const s = signs[i].startJdUt;
    const e = next.endJdUt;
    if (e <= t0 || s >= t1) continue;
    const vara = varaOf(s);
    out.push({
      kind: 'panchaka',
      name: PANCHAKA_BY_VARA[vara],
      startJdUt: s,
      endJdUt: e,
      quality: 'inauspicious',
      extra: { starts_on_vara: { index: vara, name: VARA_NAMES[vara] } },
    });
  }
  return out;
}

export interface TithiSpanJd {
  /** 0–29 (12 = Shukla Trayodashi, 27 = Krishna Trayodashi). */
  readonly index: number;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

/** Pradosham names by vara: Soma (Monday), Bhauma (Tuesday), Shani (Saturday). */
const PRADOSHAM_NAME: readonly string[] = [
  'Ravi Pradosham',
  'Soma Pradosham',
  'Bhauma Pradosham',
  'Budha Pradosham',
  'Guru Pradosham',
  'Shukra Pradosham',
  'Shani Pradosham',
];

/**
 * Pradosham: the day's pradosha kala (first fifth of the night) and whether a Trayodashi (shukla
 * or krishna) prevails in it — the day of the Pradosha vrata (Drik's rule: Trayodashi during
 * pradosha kala).
 */
export function pradosham(f: DayFrame, pradoshaKala: RawWindow, tithis: readonly TithiSpanJd[]) {
  const overlap = tithis.filter(
    (t) =>
      (t.index === 12 || t.index === 27) && t.startJdUt < pradoshaKala.endJdUt && t.endJdUt > pradoshaKala.startJdUt,
  );
  const t = overlap[0];
  return {
    pradosha_kala: pradoshaKala,
    trayodashi_in_pradosha: t !== undefined,
    paksha: (t === undefined ? null : t.index === 12 ? 'shukla' : 'krishna') as 'shukla' | 'krishna' | null,
    name: t === undefined ? null : PRADOSHAM_NAME[f.vara],
  };
}
