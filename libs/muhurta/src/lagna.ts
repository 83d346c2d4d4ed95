/**
 * Lagna (sidereal ascendant sign) changes over an interval, in closed form with one Newton step.
 *
 * A point of the ecliptic at tropical longitude λ rises when the local sidereal time (ARMC) equals its
 * oblique ascension minus 90°: ARMC = RA(λ) − AD(λ) − 90°, with RA = atan2(sin λ cos ε, cos λ),
 * δ = asin(sin ε sin λ), AD = asin(tan φ tan δ) (the ascensional difference). ARMC grows at 360.98564736629°
 * per UT day, so each sign boundary (sidereal k·30°, tropical k·30° + ayanamsa) rises at a computable instant.
 * ε is the mean obliquity (IAU 1980; nutation ≤ 9.2″ moves the guess by a few seconds); one Newton step on the
 * Swiss Ephemeris ascendant (libs/ephemeris housesAt, the definition libs/panchang lagnaSpans uses) brings each
 * boundary well within 1 s. About 2 + 12 house computations a day instead of a 10-minute scan (~150).
 * Returns null where some ecliptic degree does not rise (|tan φ tan δ| > 1: beyond the polar circles):
 * the caller then falls back to the scan.
 */
import { AyanamsaKey, housesAt, instantFromJdUt, Place } from '@pj/ephemeris';

const ARMC_RATE_DEG_PER_DAY = 360.98564736629;
const RAD = Math.PI / 180;
const norm = (x: number) => ((x % 360) + 360) % 360;

export interface LagnaSpan {
  readonly index: number;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

function meanObliquityDeg(jdUt: number): number {
  const T = (jdUt - 2451545) / 36525;
  return 23.439291111 - (46.815 * T + 0.00059 * T * T - 0.001813 * T * T * T) / 3600;
}

function sidAsc(jdUt: number, place: Place, ayanamsa: AyanamsaKey): number {
  return housesAt(instantFromJdUt(jdUt), place, { system: 'equal', ayanamsa }).ascendantDeg;
}

/** Lagna spans over [a, b): the first starts at a, the last ends at b (their true edges lie outside). */
export function fastLagnaSpans(place: Place, ayanamsa: AyanamsaKey, a: number, b: number): LagnaSpan[] | null {
  const phi = place.latDeg * RAD;
  const eps = meanObliquityDeg(a) * RAD;
  const trop = housesAt(instantFromJdUt(a), place, { system: 'equal', ayanamsa: null });
  const sid0 = sidAsc(a, place, ayanamsa);
  const ay = norm(trop.ascendantDeg - sid0);
  const armc0 = trop.armcDeg;
  const bounds: { t: number; to: number }[] = [];
  for (let k = 0; k < 12; k++) {
    const lam = norm(k * 30 + ay) * RAD;
    const dec = Math.asin(Math.sin(eps) * Math.sin(lam));
    const x = Math.tan(phi) * Math.tan(dec);
    if (Math.abs(x) >= 1) return null;
    const ra = Math.atan2(Math.sin(lam) * Math.cos(eps), Math.cos(lam)) / RAD;
    const armc = norm(ra - Math.asin(x) / RAD - 90);
    let t = a + norm(armc - armc0) / ARMC_RATE_DEG_PER_DAY;
    for (; t < b; t += 360 / ARMC_RATE_DEG_PER_DAY) bounds.push({ t, to: k });
  }
  const out: LagnaSpan[] = [];
  let start = a;
  let index = Math.floor(sid0 / 30) % 12;
  for (const g of bounds.sort((p, q) => p.t - q.t)) {
    // one Newton step on the library's ascendant (rate from two close evaluations)
    const target = g.to * 30;
    const d0 = ((sidAsc(g.t, place, ayanamsa) - target + 540) % 360) - 180;
    const h = 20 / 86_400;
    const d1 = ((sidAsc(g.t + h, place, ayanamsa) - target + 540) % 360) - 180;
    const t = g.t - (d0 * h) / (d1 - d0);
    if (t <= start || t >= b) continue;
    out.push({ index, startJdUt: start, endJdUt: t });
    start = t;
    index = g.to;
  }
  out.push({ index, startJdUt: start, endJdUt: b });
  return out;
}
