/**
 * Gochara: the grahas at a chosen moment (at the natal place, same zone/offset rule) counted from
 * the natal lagna and the natal Moon sign, with the natal points they share a sign with, and
 * Saturn's sade sati phase (Saturn in the 12th, 1st or 2nd sign from the natal Moon).
 */
import { utcWholeSecond } from './present/person';
import { formatBirthInstant } from './present/wire';
import { GrahaKey, grahaPositions, nakshatraOf } from '@pj/ephemeris';
import { BirthData, resolveBirth } from './birth';
import { ChartCore } from './chart';
import { round6, signObj } from './present/wire';

const SADE_SATI_PHASE: Readonly<Record<number, string>> = {
  12: 'rising (12th from the Moon)',
  1: 'peak (over the Moon sign)',
  2: 'setting (2nd from the Moon)',
};

export function transitsOver(core: ChartCore, at: { date: string; time: string }) {
  const when = resolveBirth({ ...(core.birth.input as BirthData), date: at.date, time: at.time });
  const lagna = Math.floor(core.lon.ascendant / 30);
  const moon = Math.floor(core.lon.moon / 30);
  const houseFrom = (from: number, sign: number) => ((sign - from + 12) % 12) + 1;
  const grahas = grahaPositions(when.instant, {
    ayanamsa: core.birth.ayanamsa,
    nodeType: core.birth.nodeType,
    positionModel: core.birth.positionModel,
  }).map((g) => {
    const sign = Math.floor(g.siderealLonDeg / 30);
    const nak = nakshatraOf(g.siderealLonDeg);
    return {
      key: g.key as GrahaKey,
      longitude: round6(g.siderealLonDeg),
      sign: signObj(sign),
      nakshatra: { index: nak.index, name: nak.name },
      pada: nak.pada,
      retrograde: g.retrograde,
      house_from_lagna: houseFrom(lagna, sign),
      house_from_moon: houseFrom(moon, sign),
      natal_points_in_sign: core.points.filter((p) => Math.floor(p.lon / 30) === sign).map((p) => p.key),
    };
  });
  const saturnFromMoon = grahas.find((g) => g.key === 'saturn')!.house_from_moon;
  return {
    at: formatBirthInstant(when, when.instant.jdUt),
    at_utc: utcWholeSecond(when.instant.utcIso),
    natal: { lagna: signObj(lagna), moon_sign: signObj(moon) },
    grahas,
    sade_sati: {
      active: saturnFromMoon in SADE_SATI_PHASE,
      phase: SADE_SATI_PHASE[saturnFromMoon] ?? null,
      saturn_house_from_moon: saturnFromMoon,
    },
  };
}
