/**
 * The bala routes' domain values (/panchang/chandrabalam, /panchang/tarabalam): the Moon's sign and nakshatra
 * spans of the Hindu day with their bala for every natal index; ../present/bala.ts writes them on the wire.
 */
import {
  AyanamsaKey,
  DEFAULT_AYANAMSA,
  NAKSHATRA_NAMES,
  RASHI_NAMES,
  RiseConvention,
  riseConventionOf,
} from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION, PanchangConvention } from '../daily/convention';
import { dailyMethodology } from '../daily/methodology';
import { PROFILE_NOT_USED } from '../methodology';
import { methodologyFields } from '../windows/methodology';
import { ChandraBala, CHANDRABALA_FAVOURABLE_HOUSES, chandraBalaOf } from './chandra';
import { moonDay, MoonDay, MoonDayQuery, MoonSpan } from './spans';
import { Tara, taraOf } from './tara';

export const BALA_ALGORITHM = 'bala-1';

const BALA_SOURCES =
  'Muhurta Chintamani (Ram Daivajna) ch. 1 (tarabala, chandrabala); B. V. Raman, Muhurtha (Electional Astrology) ch. 3; Phaladeepika ch. 26 (Moon in gochara)';

/** Methodology of /panchang/chandrabalam and /panchang/tarabalam: the daily spans plus the bala rules. */
export function balaMethodology(
  ayanamsa: AyanamsaKey = DEFAULT_AYANAMSA,
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  const d = dailyMethodology(ayanamsa, convention, rise);
  return {
    ...methodologyFields(d, [
      'engine',
      'ephemeris',
      'delta_t',
      'ayanamsa',
      'convention',
      'sidereal',
      'element_time_scale',
      'positions',
      'sunrise',
      'time_zones',
      'event_search',
      'hindu_day',
    ]),
    chandrabala: `house of the transit Moon sign counted from the natal Moon sign (1 = same sign); favourable ${CHANDRABALA_FAVOURABLE_HOUSES.join(', ')}; the bright-fortnight allowance for 2, 5, 9 is not applied`,
    tarabala:
      'inclusive count from the natal to the transit nakshatra, remainder mod 9 (0 → 9): 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyak, 6 Sadhana, 7 Naidhana, 8 Mitra, 9 Parama Mitra; favourable 2, 4, 6, 8, 9',
    profile: PROFILE_NOT_USED,
    sources: BALA_SOURCES,
    algorithms: BALA_ALGORITHM,
  };
}

/** A local date at a place: the daily core's input. */
export type BalaQuery = MoonDayQuery;

/** One Moon-element span of the day with its bala for every natal index (0–11 signs or 0–26 stars). */
export interface BalaSpan<C> {
  readonly span: MoonSpan;
  /** The bala of the span for natal index i, at [i]. */
  readonly byNatal: readonly C[];
}

/** The bala of each span of one Moon element over the Hindu day; `natal` selects the personal projection. */
export interface DayBala<C> {
  readonly day: MoonDay;
  readonly spans: readonly BalaSpan<C>[];
  /** The natal index asked for, or null for the public matrix only. */
  readonly natal: number | null;
  readonly methodology: Record<string, string>;
}

function dayBala<C>(
  q: BalaQuery,
  natal: number | null,
  spansOf: (day: MoonDay) => readonly MoonSpan[],
  natalCount: number,
  cell: (natal: number, transit: number) => C,
): DayBala<C> {
  const day = moonDay(q);
  const spans = spansOf(day).map((span) => ({
    span,
    byNatal: Array.from({ length: natalCount }, (_, n) => cell(n, span.index)),
  }));
  const methodology = balaMethodology(day.ayanamsa, q.convention, riseConventionOf(q.sunrise));
  return { day, spans, natal, methodology };
}

/**
 * Chandrabalam for the Hindu day: each Moon-sign span with the house and quality for all 12 natal
 * Moon signs (the public matrix), and the natal sign of the personal projection (`natalMoonRashiIdx`).
 */
export function chandrabalamDay(q: BalaQuery & { natalMoonRashiIdx?: number | null }): DayBala<ChandraBala> {
  return dayBala(q, q.natalMoonRashiIdx ?? null, (d) => d.moonsign, RASHI_NAMES.length, chandraBalaOf);
}

/**
 * Tarabalam for the Hindu day: each nakshatra span with the tara for all 27 birth stars (the
 * public matrix), and the birth star of the personal projection (`natalNakshatraIdx`).
 */
export function tarabalamDay(q: BalaQuery & { natalNakshatraIdx?: number | null }): DayBala<Tara> {
  return dayBala(q, q.natalNakshatraIdx ?? null, (d) => d.nakshatra, NAKSHATRA_NAMES.length, taraOf);
}
