/**
 * Panchang conventions: how sidereal longitudes and the time scale are defined for the element
 * searches (tithi, karana, nakshatra, yoga, rashis, lunar month). Practitioners' engines differ
 * here by up to ~1.5 minutes on an element end, so the choice is an option, named in
 * `_meta.methodology`, never an accident.
 *
 * - `drik` (default): Drik Panchang's conventions as measured from its published New Delhi grid
 *   1900–2050 (test/fixtures/golden/drik-grid/README.md, scripts/experiments/README.md):
 *   1. the Moon's longitude from the truncated ELP-2000/82 series of Meeus' *Astronomical
 *      Algorithms* ch. 47 (at TT = UT + τ + SE ΔT, plus SE's Δψ) instead of DE431: the 2.7″ rms
 *      difference between the two Moons was the whole scatter of our element ends around Drik's
 *      minutes (nakshatra ends within Drik's ±30 s rounding: 98.7 % with it, 93.9 % with DE431);
 *   2. sidereal = apparent tropical − a nutation-free (mean) ayanamsa; for Lahiri that mean
 *      ayanamsa exceeds Swiss Ephemeris' mean Lahiri by 24.0″ (23°15′07.9″ at 1956-03-21);
 *   3. a time scale whose ΔT exceeds Swiss Ephemeris' by τ(t): 0 s to 2000, 4–17 s over
 *      2003–2019, 61 s from 2020 rising to 91 s in 2050 (Drik's implied ΔT ≈ 130 s in 2020,
 *      ≈ 169 s in 2050); held at 91 s after 2051, where no published value constrains it.
 *   τ is a calibration fitted to Drik's data (piecewise linear through yearly means), not a
 *   physical model; the other ayanamsas keep their own mean value (no 24.0″ excess).
 * - `drik_de431`: `drik` with the Swiss Ephemeris (DE431) Moon in the element searches (the
 *   default until Drik's Moon was identified).
 * - `ephemeris`: the library's own definitions: sidereal = apparent tropical − true ayanamsa
 *   (mean + Δψ), Swiss Ephemeris ΔT (observed values, then its extrapolation) and Moon.
 * Sunrise, sunset and the moon events are the same under all three (τ moves the Sun by < 4″;
 * rise/set have their own `sunrise` convention and keep SE's Moon).
 */
import { AyanamsaKey, MoonTheory } from '@pj/ephemeris';

export const PANCHANG_CONVENTIONS = ['drik', 'ephemeris', 'drik_de431'] as const;
export type PanchangConvention = (typeof PANCHANG_CONVENTIONS)[number];
export const DEFAULT_PANCHANG_CONVENTION: PanchangConvention = 'drik';

export function isPanchangConvention(v: unknown): v is PanchangConvention {
  return typeof v === 'string' && (PANCHANG_CONVENTIONS as readonly string[]).includes(v);
}

/** Drik's Lahiri (nutation-free) minus Swiss Ephemeris' mean Lahiri, arcseconds (fit to 32 050 nakshatra ends). */
export const DRIK_AYANAMSA_EXCESS_ARCSEC = 24.0;

/**
 * τ(year) knots, seconds: Drik's ΔT − Swiss Ephemeris ΔT. Yearly means of the grid's nakshatra
 * ends after removing the ayanamsa term (rounded); Drik's 2023 tithi ends (ayanamsa-free) give 59.6 s.
 */
export const DRIK_TIME_EXCESS_KNOTS: readonly (readonly [number, number])[] = [
  [1800, 0], [2000, 0], [2003, 4], [2005, 8], [2010, 11], [2015, 12], [2019.999, 17],
  [2020, 61], [2026, 62], [2030, 66], [2035, 73], [2040, 81], [2045, 86], [2051, 91],
];

const JD_2000 = 2451544.5;

/** τ at a Julian day (UT), seconds: linear between knots, constant outside them. */
export function drikTimeExcessS(jdUt: number): number {
  const year = 2000 + (jdUt - JD_2000) / 365.25;
  const k = DRIK_TIME_EXCESS_KNOTS;
  if (year <= k[0][0]) return k[0][1];
  for (let i = 1; i < k.length; i++) {
    if (year <= k[i][0]) return k[i - 1][1] + ((k[i][1] - k[i - 1][1]) * (year - k[i - 1][0])) / (k[i][0] - k[i - 1][0]);
  }
  return k[k.length - 1][1];
}

/** What a convention does to the sampler: time shift of the positions and the ayanamsa definition. */
export interface ConventionRules {
  /** Seconds added to UT before the positions are evaluated (Drik's larger ΔT). */
  readonly timeExcessS: (jdUt: number) => number;
  /** True: true ayanamsa (mean + Δψ); false: mean ayanamsa. */
  readonly ayanamsaNutation: boolean;
  /** Added to the ayanamsa, degrees. */
  readonly ayanamsaOffsetDeg: number;
  /** Instants (JD UT) where the time shift changes slope. */
  readonly knotsJdUt: readonly number[];
  /** The Moon's theory for the element searches. */
  readonly moonTheory: MoonTheory;
}

const KNOTS_JD_UT = DRIK_TIME_EXCESS_KNOTS.map(([year]) => JD_2000 + (year - 2000) * 365.25);

export function conventionRules(convention: PanchangConvention, ayanamsa: AyanamsaKey): ConventionRules {
  if (convention === 'ephemeris') return { timeExcessS: () => 0, ayanamsaNutation: true, ayanamsaOffsetDeg: 0, knotsJdUt: [], moonTheory: 'ephemeris' };
  return {
    moonTheory: convention === 'drik_de431' ? 'ephemeris' : 'meeus',
    timeExcessS: drikTimeExcessS,
    knotsJdUt: KNOTS_JD_UT,
    ayanamsaNutation: false,
    ayanamsaOffsetDeg: ayanamsa === 'lahiri' ? DRIK_AYANAMSA_EXCESS_ARCSEC / 3600 : 0,
  };
}

/**
 * The methodology strings of a convention (part of the daily fingerprint). They override the
 * ephemeris' `sidereal` entry, which states the library's own definition.
 */
export function conventionMethodology(convention: PanchangConvention): Record<string, string> {
  if (convention === 'ephemeris') {
    return {
      convention: 'ephemeris (the library\'s own definitions)',
      sidereal: 'apparent tropical longitude of date − true ayanamsa (mean + nutation Δψ)',
      element_time_scale: 'Swiss Ephemeris ΔT',
    };
  }
  const moon: Record<string, string> =
    convention === 'drik_de431'
      ? {
          convention: 'drik_de431 (drik with the Swiss Ephemeris (DE431) Moon instead of Drik Panchang\'s own)',
          element_moon: 'Moon for the element searches: Swiss Ephemeris (DE431), apparent, at UT + τ',
        }
      : {
          element_moon:
            'Moon for the element searches: Drik Panchang\'s, the truncated ELP-2000/82 of Meeus, Astronomical Algorithms ch. 47 (59 periodic terms + 3 additive, mean equinox of date) ' +
            'at TT = UT + τ + Swiss Ephemeris ΔT, plus Swiss Ephemeris nutation Δψ; rise/set use Swiss Ephemeris (DE431)',
        };
  return {
    convention: 'drik (Drik Panchang\'s conventions, measured from its 1900–2050 New Delhi grid)',
    sidereal:
      'apparent tropical longitude of date − mean (nutation-free) ayanamsa; Lahiri + ' +
      `${DRIK_AYANAMSA_EXCESS_ARCSEC.toFixed(1)}″ (23°15′07.9″ at 1956-03-21), other ayanamsas their own mean value`,
    element_time_scale:
      'element searches use ΔT = Swiss Ephemeris ΔT + τ, τ (s) piecewise linear in the year through ' +
      DRIK_TIME_EXCESS_KNOTS.map(([y, t]) => `${y}:${t}`).join(', ') +
      ' (constant outside; a calibration to Drik\'s published ends); rise/set use Swiss Ephemeris ΔT',
    ...moon,
  };
}
