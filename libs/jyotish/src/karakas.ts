/**
 * Jaimini chara (variable) karakas (BPHS ch. 32; Jaimini Upadesa Sutras 1.1.10–18): grahas ranked
 * by degrees within their sign, highest first. The 8-karaka scheme includes Rahu, whose degrees
 * are counted backwards (30° − degree in sign) because it moves retrograde; the 7-karaka scheme
 * omits Rahu and Pitrikaraka. Karakamsa = the navamsa sign of the atmakaraka.
 */
import { GrahaKey } from '@pj/ephemeris';
import { ChartCore } from './chart';
import { signObj } from './present/wire';
import { SIGN_LORD } from './tables';
import { vargaSign, vargaSignsOf } from './vargas';

export type KarakaScheme = 7 | 8;

const ROLES: Readonly<Record<KarakaScheme, readonly string[]>> = {
  8: [
    'atmakaraka',
    'amatyakaraka',
    'bhratrikaraka',
    'matrikaraka',
    'pitrikaraka',
    'putrakaraka',
    'gnatikaraka',
    'darakaraka',
  ],
  7: ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'],
};

const CANDIDATES: readonly GrahaKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** Ranking by degree in sign; a tie (to 1e-9°) keeps the natural order sun … saturn, rahu. */
export function charaKarakasFromLongitudes(lon: Readonly<Record<GrahaKey, number>>, scheme: KarakaScheme) {
  const keys = scheme === 8 ? [...CANDIDATES, 'rahu' as GrahaKey] : [...CANDIDATES];
  const degree = (k: GrahaKey) => (k === 'rahu' ? 30 - (lon[k] % 30) : lon[k] % 30);
  const ranked = keys
    .map((k, i) => ({ k, d: degree(k), i }))
    .sort((a, b) => (Math.abs(b.d - a.d) > 1e-9 ? b.d - a.d : a.i - b.i));
  return ROLES[scheme].map((role, i) => ({ role, key: ranked[i].k, degrees: Number(ranked[i].d.toFixed(6)) }));
}

export function charaKarakas(core: ChartCore, scheme: KarakaScheme) {
  return charaKarakasFromLongitudes(core.lon as Record<GrahaKey, number>, scheme);
}

export function jaiminiProfile(core: ChartCore, scheme: KarakaScheme) {
  const karakas = charaKarakas(core, scheme);
  const ak = karakas[0].key;
  const kSign = vargaSign(core.lon[ak], 9);
  const d9 = vargaSignsOf(core, 9);
  const housesFrom = (signs: Readonly<Record<string, number>>) =>
    Array.from({ length: 12 }, (_, i) => {
      const sign = (kSign + i) % 12;
      return {
        house: i + 1,
        sign: signObj(sign),
        lord: SIGN_LORD[sign],
        occupants: core.points.filter((p) => p.key !== 'ascendant' && signs[p.key] === sign).map((p) => p.key),
      };
    });
  const rasi = Object.fromEntries(core.points.map((p) => [p.key, Math.floor(p.lon / 30)]));
  return {
    scheme,
    karakas,
    atmakaraka: ak,
    karakamsa: { sign: signObj(kSign), note: 'navamsa sign of the atmakaraka' },
    karakamsa_in_rasi: housesFrom(rasi),
    swamsa: housesFrom(d9),
  };
}
