/**
 * Jaimini chara (variable) karakas (BPHS ch. 32; Jaimini Upadesa Sutras 1.1.10–18): grahas ranked
 * by degrees within their sign, highest first. The 8-karaka scheme includes Rahu, whose degrees
 * are counted backwards (30° − degree in sign) because it moves retrograde; the 7-karaka scheme
 * omits Rahu and Pitrikaraka. Karakamsa = the navamsa sign of the atmakaraka.
 */
import { GrahaKey } from '@pj/ephemeris';
import { ChartPoint, grahasWhere, NatalChart, RasiHouse } from './chart';
import { SIGN_LORD } from './tables';
import { vargaSign, vargaSignsOf } from './vargas';

export type KarakaScheme = 7 | 8;

const ROLES: Readonly<Record<KarakaScheme, readonly KarakaRole[]>> = {
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

export type KarakaRole =
  | 'atmakaraka'
  | 'amatyakaraka'
  | 'bhratrikaraka'
  | 'matrikaraka'
  | 'pitrikaraka'
  | 'putrakaraka'
  | 'gnatikaraka'
  | 'darakaraka';

/** A chara karaka: its role, the graha and the degrees that ranked it. */
export interface CharaKaraka {
  readonly role: KarakaRole;
  readonly key: GrahaKey;
  /** Degrees in sign (Rahu: 30° − degrees in sign), [0, 30). */
  readonly degrees: number;
}

/** Ranking by degree in sign; a tie (to 1e-9°) keeps the natural order sun … saturn, rahu. */
export function charaKarakasFromLongitudes(
  lon: Readonly<Record<GrahaKey, number>>,
  scheme: KarakaScheme,
): CharaKaraka[] {
  const keys = scheme === 8 ? [...CANDIDATES, 'rahu' as GrahaKey] : [...CANDIDATES];
  const degree = (k: GrahaKey) => (k === 'rahu' ? 30 - (lon[k] % 30) : lon[k] % 30);
  const ranked = keys
    .map((k, i) => ({ k, d: degree(k), i }))
    .sort((a, b) => (Math.abs(b.d - a.d) > 1e-9 ? b.d - a.d : a.i - b.i));
  return ROLES[scheme].map((role, i) => ({ role, key: ranked[i].k, degrees: ranked[i].d }));
}

export function charaKarakas(core: NatalChart, scheme: KarakaScheme): CharaKaraka[] {
  return charaKarakasFromLongitudes(core.lon, scheme);
}

/** The Jaimini profile: karakas, karakamsa, and the houses from it in the rasi chart and the navamsa (swamsa). */
export interface JaiminiProfile {
  readonly scheme: KarakaScheme;
  readonly karakas: readonly CharaKaraka[];
  readonly atmakaraka: GrahaKey;
  /** Navamsa sign (0..11) of the atmakaraka. */
  readonly karakamsa: number;
  readonly karakamsaInRasi: readonly RasiHouse[];
  readonly swamsa: readonly RasiHouse[];
}

export function jaiminiProfile(core: NatalChart, scheme: KarakaScheme): JaiminiProfile {
  const karakas = charaKarakas(core, scheme);
  const ak = karakas[0].key;
  const kSign = vargaSign(core.lon[ak], 9);
  const d9 = vargaSignsOf(core, 9);
  const housesFrom = (signOfPoint: (p: ChartPoint) => number): RasiHouse[] =>
    Array.from({ length: 12 }, (_, i) => {
      const sign = (kSign + i) % 12;
      return {
        house: i + 1,
        sign,
        lord: SIGN_LORD[sign],
        occupants: grahasWhere(core, (p) => signOfPoint(p) === sign),
      };
    });
  return {
    scheme,
    karakas,
    atmakaraka: ak,
    karakamsa: kSign,
    karakamsaInRasi: housesFrom((p) => p.sign),
    swamsa: housesFrom((p) => d9[p.key]),
  };
}
