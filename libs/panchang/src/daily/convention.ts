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
 *   3. Drik's ΔT (drikDeltaTForYearS): Swiss Ephemeris' until 1996, then one value per calendar
 *      year — a fitted linear extrapolation to 2019 and the CCF97 parabola (Meeus ch. 10) from 2020;
 *      its excess τ over SE's ΔT is 0 s to 1996, 2–17 s over 1997–2019, 58.5 s in 2020, 94 s in
 *      2050 and 163 s in 2100 (held after). Nakshatra and moon-sign ends of the whole grid: 99.1 %
 *      within Drik's ±30 s as served; 99.4 % with every third year left out of the fit;
 *   4. the Sun 0.5″ ahead of Swiss Ephemeris' apparent Sun (DRIK_SUN_EXCESS_ARCSEC), fitted to the
 *      tithi, karana and yoga ends of Drik's 2023 feed and confirmed by its 12 sankrantis.
 *   The other ayanamsas keep their own mean value (no 24.0″ excess).
 * - `drik_de431`: `drik` with the Swiss Ephemeris (DE431) Moon in the element searches (the
 *   default until Drik's Moon was identified).
 * - `ephemeris`: the library's own definitions: sidereal = apparent tropical − true ayanamsa
 *   (mean + Δψ), Swiss Ephemeris ΔT (observed values, then its extrapolation) and Moon.
 * Sunrise, sunset and the moon events are the same under all three (τ moves the Sun by < 4″;
 * rise/set have their own `sunrise` convention and keep SE's Moon).
 */
import { AyanamsaKey, instantFromJdUt, MoonTheory } from '@pj/ephemeris';

export const PANCHANG_CONVENTIONS = ['drik', 'ephemeris', 'drik_de431'] as const;
export type PanchangConvention = (typeof PANCHANG_CONVENTIONS)[number];
export const DEFAULT_PANCHANG_CONVENTION: PanchangConvention = 'drik';

export function isPanchangConvention(v: unknown): v is PanchangConvention {
  return typeof v === 'string' && (PANCHANG_CONVENTIONS as readonly string[]).includes(v);
}

/** Drik's Lahiri (nutation-free) minus Swiss Ephemeris' mean Lahiri, arcseconds (fit to 32 050 nakshatra ends). */
export const DRIK_AYANAMSA_EXCESS_ARCSEC = 24.0;

/**
 * Drik's Sun minus Swiss Ephemeris' apparent Sun, arcseconds (`drik` only; fitted to the 1 129
 * tithi/karana and yoga ends of Drik's 2023 feed, where the Moon − Sun angle decides and the Moon
 * alone is fixed by the grid's 47 643 nakshatra ends). With 0 the feed had tithi 98.4 %, karana
 * 99.2 %, yoga 98.5 % of ends within Drik's ±30 s; every value from 0.4″ to 0.6″ gives 99.5 %,
 * 99.6 %, 99.7 %, and each half-year alone has the same optimum (scripts/experiments/README.md,
 * "The Sun's 0.5″"). Only the Moon − Sun and Sun + Moon angles tell it: a Moon 0.5″ behind with
 * the ayanamsa 0.5″ lower gives the same ends, and Meeus' Moon already holds the light-time term
 * (−0.70″) that an engine applying light-time again would double. Nakshatra and moon-sign ends
 * are untouched; sun-sign ends (sankrantis) come 12 s earlier.
 */
export const DRIK_SUN_EXCESS_ARCSEC = 0.5;

/**
 * Drik Panchang's ΔT, seconds, as measured from its grid with its own Moon (scripts/experiments/
 * README.md, "ΔT"): Swiss Ephemeris' ΔT until 1996; from 1997 one value per calendar year Y (UT),
 * 66.3 + 1.03 (Y − 2000) s (a linear extrapolation fitted to the grid, never below SE's);
 * from 2020 the parabola of Chapront, Chapront-Touzé & Francou (1997) quoted in Meeus,
 * *Astronomical Algorithms* (2nd ed.) ch. 10, 102.3 + 123.5 t + 32.5 t² with t = (Y − 2000)/100,
 * at the integer year, less 0.4 s (fitted). Evidence for the yearly steps: within each year the
 * residual drifts by −1.4 s, SE ΔT's own slope; before 1997 it does not. Beyond 2100, the end of
 * the daily family's range, τ = this − SE ΔT is held at its 2100 value.
 */
export function drikDeltaTForYearS(year: number, seDeltaTS: number): number {
  if (year >= 2020) {
    const t = (year - 2000) / 100;
    return 102.3 + 123.5 * t + 32.5 * t * t - DRIK_DELTA_T_OFFSET_S;
  }
  if (year >= 1997) return Math.max(seDeltaTS, 66.3 + 1.03 * (year - 2000));
  return seDeltaTS;
}
/** Fitted offset of Drik's ΔT from the CCF97 parabola, s. */
const DRIK_DELTA_T_OFFSET_S = 0.4;
const FIRST_STEP_YEAR = 1997;
const LAST_STEP_YEAR = 2100;
const JD_UNIX = 2440587.5;
const jdOfYearStart = (year: number) => Date.UTC(year, 0, 1) / 86_400_000 + JD_UNIX;
const FIRST_STEP_JD = jdOfYearStart(FIRST_STEP_YEAR);
const HOLD_FROM_JD = jdOfYearStart(LAST_STEP_YEAR + 1);

/** SE ΔT (s) at whole-day anchors, linear in between (ΔT moves < 0.01 s a day): one engine call per day. */
const seDeltaTAnchors = new Map<number, number>();
const MAX_ANCHORS = 200_000;
function seDeltaTS(jdUt: number): number {
  const d = Math.floor(jdUt);
  const at = (k: number): number => {
    let v = seDeltaTAnchors.get(k);
    if (v === undefined) {
      if (seDeltaTAnchors.size >= MAX_ANCHORS) seDeltaTAnchors.clear();
      v = instantFromJdUt(k).deltaTS;
      seDeltaTAnchors.set(k, v);
    }
    return v;
  };
  const a = at(d);
  return a + (at(d + 1) - a) * (jdUt - d);
}

/** τ at a Julian day (UT), seconds: Drik's ΔT − Swiss Ephemeris' ΔT (0 before 1997). */
export function drikTimeExcessS(jdUt: number): number {
  if (jdUt < FIRST_STEP_JD) return 0;
  const t = Math.min(jdUt, HOLD_FROM_JD - 1e-6);
  const year = new Date((t - JD_UNIX) * 86_400_000).getUTCFullYear();
  const se = seDeltaTS(t);
  return drikDeltaTForYearS(year, se) - se;
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
  /**
   * Added to the Sun's apparent tropical longitude, degrees (Drik's Sun leads Swiss Ephemeris' by
   * DRIK_SUN_EXCESS_ARCSEC).
   */
  readonly sunOffsetDeg: number;
}

/** τ steps at every 1 January (UT) from 1997 to 2101. */
const KNOTS_JD_UT = Array.from({ length: LAST_STEP_YEAR + 2 - FIRST_STEP_YEAR }, (_, i) =>
  jdOfYearStart(FIRST_STEP_YEAR + i),
);

export function conventionRules(convention: PanchangConvention, ayanamsa: AyanamsaKey): ConventionRules {
  if (convention === 'ephemeris')
    return {
      timeExcessS: () => 0,
      ayanamsaNutation: true,
      ayanamsaOffsetDeg: 0,
      knotsJdUt: [],
      moonTheory: 'ephemeris',
      sunOffsetDeg: 0,
    };
  return {
    moonTheory: convention === 'drik_de431' ? 'ephemeris' : 'meeus',
    sunOffsetDeg: convention === 'drik' ? DRIK_SUN_EXCESS_ARCSEC / 3600 : 0,
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
      convention: "ephemeris (the library's own definitions)",
      sidereal: 'apparent tropical longitude of date − true ayanamsa (mean + nutation Δψ)',
      element_time_scale: 'Swiss Ephemeris ΔT',
    };
  }
  const moon: Record<string, string> =
    convention === 'drik_de431'
      ? {
          convention: "drik_de431 (drik with the Swiss Ephemeris (DE431) Moon instead of Drik Panchang's own)",
          element_moon: 'Moon for the element searches: Swiss Ephemeris (DE431), apparent, at UT + τ',
        }
      : {
          element_moon:
            "Moon for the element searches: Drik Panchang's, the truncated ELP-2000/82 of Meeus, Astronomical Algorithms ch. 47 (59 periodic terms + 3 additive, mean equinox of date) " +
            'at TT = UT + τ + Swiss Ephemeris ΔT, plus Swiss Ephemeris nutation Δψ; rise/set use Swiss Ephemeris (DE431)',
        };
  return {
    convention: "drik (Drik Panchang's conventions, measured from its 1900–2050 New Delhi grid)",
    sidereal:
      'apparent tropical longitude of date − mean (nutation-free) ayanamsa; Lahiri + ' +
      `${DRIK_AYANAMSA_EXCESS_ARCSEC.toFixed(1)}″ (23°15′07.9″ at 1956-03-21), other ayanamsas their own mean value`,
    element_time_scale:
      "element searches use Drik Panchang's ΔT: Swiss Ephemeris ΔT to 1996; from 1997 one value per calendar year Y, " +
      'max(SE ΔT, 66.3 + 1.03 (Y − 2000)) s to 2019, then 102.3 + 123.5 t + 32.5 t² − 0.4 s, t = (Y − 2000)/100 ' +
      '(Chapront, Chapront-Touzé & Francou 1997 via Meeus ch. 10); its excess over SE ΔT held after 2100 ' +
      "(fitted to Drik's published ends); rise/set use Swiss Ephemeris ΔT",
    element_sun:
      `Sun for the element searches: Swiss Ephemeris apparent Sun + ${DRIK_SUN_EXCESS_ARCSEC.toFixed(1)}″ ` +
      "(fitted to Drik Panchang's 2023 tithi, karana and yoga ends; equivalently its Moon − Sun is that much smaller)",
    ...moon,
  };
}
