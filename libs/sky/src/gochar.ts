import { AyanamsaKey, GrahaKey, NAKSHATRA_NAMES, nakshatraOf, norm360, signOf, StopCheck } from '@pj/ephemeris';
import { PanchangConvention } from '@pj/panchang';
import { LIBRARY_SKY_CONVENTION, siderealFrame } from './frame';
import { Ingress, signIngresses } from './ingress';

/** The slow grahas whose sign changes make gochar (transit) news: Jupiter, Saturn, Rahu, Ketu, and Mars. */
export const GOCHAR_GRAHAS: readonly GrahaKey[] = ['jupiter', 'saturn', 'rahu', 'ketu', 'mars'];

/** /panchang/transits and /feeds/gochar.json: the scan from 00:00 UTC of `fromDate` over `windowDays`. */
export interface GocharQuery {
  /** UTC date, YYYY-MM-DD. */
  readonly fromDate: string;
  readonly windowDays: number;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

export interface GocharLane {
  readonly planet: GrahaKey;
  /** Position at the start of the window. */
  readonly start: {
    readonly longitudeDeg: number;
    readonly sign: { index: number; name: string };
    readonly nakshatra: { index: number; name: string };
    readonly retrograde: boolean;
  };
  readonly ingresses: readonly Ingress[];
}

/**
 * Stateless gochar scan: where each graha of `grahas` (default the slow ones) stands at the start, and every sidereal
 * sign ingress in the window, in the sidereal frame of `convention` (./frame.ts; library default ephemeris).
 */
export function gocharScan(
  fromJdUt: number,
  windowDays: number,
  ayanamsa: AyanamsaKey,
  grahas: readonly GrahaKey[] = GOCHAR_GRAHAS,
  convention: PanchangConvention = LIBRARY_SKY_CONVENTION,
  stop?: StopCheck,
): GocharLane[] {
  const frame = siderealFrame(ayanamsa, 'mean', convention);
  return grahas.map((planet) => {
    const at = frame.sidereal(planet, fromJdUt);
    const p = { lonDeg: norm360(at.deg), speedDegPerDay: at.rateDegPerDay };
    const sign = signOf(p.lonDeg);
    const nak = nakshatraOf(p.lonDeg);
    return {
      planet,
      start: {
        longitudeDeg: p.lonDeg,
        sign: { index: sign.index, name: sign.name },
        nakshatra: { index: nak.index, name: NAKSHATRA_NAMES[nak.index] },
        retrograde: p.speedDegPerDay < 0,
      },
      ingresses: signIngresses(planet, fromJdUt, windowDays, { ayanamsa, nodeType: 'mean', convention, stop }),
    };
  });
}
