/**
 * Gochara: the grahas at a chosen moment (at the natal place, same zone/offset rule) counted from
 * the natal lagna and the natal Moon sign, with the natal points they share a sign with, and
 * Saturn's sade sati phase (Saturn in the 12th, 1st or 2nd sign from the natal Moon).
 */
import { GrahaKey, grahaPositions, nakshatraOf } from '@pj/ephemeris';
import { ResolvedBirth, resolveBirth } from './birth';
import { NatalChart, PointKey } from './chart';

const SADE_SATI_PHASE: Readonly<Record<number, string>> = {
  12: 'rising (12th from the Moon)',
  1: 'peak (over the Moon sign)',
  2: 'setting (2nd from the Moon)',
};

export interface TransitGraha {
  readonly key: GrahaKey;
  /** Sidereal longitude at the transit moment, degrees [0, 360). */
  readonly lon: number;
  readonly sign: number;
  readonly nakshatra: number;
  readonly pada: number;
  readonly retrograde: boolean;
  readonly houseFromLagna: number;
  readonly houseFromMoon: number;
  /** Natal points (grahas and ascendant) in the same sign. */
  readonly natalPointsInSign: readonly PointKey[];
}

export interface Transits {
  /** The transit moment, resolved like the birth (same place and zone rule). */
  readonly at: ResolvedBirth;
  readonly natalLagna: number;
  readonly natalMoonSign: number;
  readonly grahas: readonly TransitGraha[];
  readonly sadeSati: {
    readonly active: boolean;
    readonly phase: string | null;
    /** 1..12. */
    readonly saturnHouseFromMoon: number;
  };
}

export function transitsOver(core: NatalChart, at: { date: string; time: string }): Transits {
  const when = resolveBirth({ ...core.birth.input, date: at.date, time: at.time });
  const lagna = core.lagnaSign;
  const moon = core.byKey.moon.sign;
  const houseFrom = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;
  const grahas = grahaPositions(when.instant, {
    ayanamsa: core.birth.ayanamsa,
    nodeType: core.birth.nodeType,
    positionModel: core.birth.positionModel,
  }).map((g): TransitGraha => {
    const sign = Math.floor(g.siderealLonDeg / 30);
    const nak = nakshatraOf(g.siderealLonDeg);
    return {
      key: g.key,
      lon: g.siderealLonDeg,
      sign,
      nakshatra: nak.index,
      pada: nak.pada,
      retrograde: g.retrograde,
      houseFromLagna: houseFrom(lagna, sign),
      houseFromMoon: houseFrom(moon, sign),
      natalPointsInSign: core.points.filter((p) => p.sign === sign).map((p) => p.key),
    };
  });
  const saturnFromMoon = grahas.find((g) => g.key === 'saturn')!.houseFromMoon;
  return {
    at: when,
    natalLagna: lagna,
    natalMoonSign: moon,
    grahas,
    sadeSati: {
      active: saturnFromMoon in SADE_SATI_PHASE,
      phase: SADE_SATI_PHASE[saturnFromMoon] ?? null,
      saturnHouseFromMoon: saturnFromMoon,
    },
  };
}
