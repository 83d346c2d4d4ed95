/**
 * House cusps, ascendant, MC, ARMC and vertex (swe_houses, tropical, true obliquity of date),
 * made sidereal by subtracting the true ayanamsa: the same definition as graha longitudes.
 */
import { norm360 } from './angles';
import { withSwe } from './engine';
import { EphemerisInputError } from './errors';
import { checkPlace, Place } from './riseset';
import { AyanamsaKey, isAyanamsaKey } from './settings';
import { Instant } from './time';

export type HouseSystem =
  'placidus' | 'koch' | 'equal' | 'whole_sign' | 'porphyry' | 'regiomontanus' | 'campanus' | 'sripati' | 'kp';

export const HOUSE_SYSTEMS: readonly HouseSystem[] = Object.freeze([
  'placidus',
  'koch',
  'equal',
  'whole_sign',
  'porphyry',
  'regiomontanus',
  'campanus',
  'sripati',
  'kp',
]);

/**
 * Swiss Ephemeris hsys letters (SE 2.09 swehouse.c; 'S' = Sripati: cusps at the midpoints of Porphyry cusps).
 * KP (Krishnamurti Paddhati) takes the Placidus cusps; its sign/star/sub lords are added by libs/jyotish.
 */
const HSYS: Readonly<Record<HouseSystem, string>> = {
  placidus: 'P',
  koch: 'K',
  equal: 'E',
  whole_sign: 'W',
  porphyry: 'O',
  regiomontanus: 'R',
  campanus: 'C',
  sripati: 'S',
  kp: 'P',
};

export interface Houses {
  ascendantDeg: number;
  mcDeg: number;
  /** Sidereal time at the place as an angle (right ascension of the MC); not made sidereal. */
  armcDeg: number;
  /** Cusps of houses 1..12, [0, 360). */
  cuspsDeg: number[];
  vertexDeg: number;
}

/**
 * Houses at an instant and place.
 * @param opts.system house system; opts.ayanamsa null for tropical, else sidereal (tropical − true ayanamsa).
 *   whole_sign cusps are the signs of the (tropical or sidereal) ascendant, so they stay multiples of 30°.
 * @throws EphemerisInputError where the system is undefined: Placidus and Koch inside the polar
 *   circles (|lat| ≥ 90° − obliquity ≈ 66.56°, where some ecliptic degrees never rise).
 */
export function housesAt(
  instant: Instant,
  place: Place,
  opts: { system: HouseSystem; ayanamsa: AyanamsaKey | null },
): Houses {
  const topo = checkPlace(place);
  const letter = Object.prototype.hasOwnProperty.call(HSYS, opts.system) ? HSYS[opts.system] : undefined;
  if (letter === undefined) throw new EphemerisInputError(`unknown house system: ${JSON.stringify(opts.system)}`);
  if (opts.ayanamsa !== null && !isAyanamsaKey(opts.ayanamsa))
    throw new EphemerisInputError(`unknown ayanamsa: ${JSON.stringify(opts.ayanamsa)}`);
  const ayanamsa = opts.ayanamsa;
  return withSwe({ ayanamsa: ayanamsa ?? undefined }, (s) => {
    const h = s.houses(instant.jdUt, topo.latDeg, topo.lngDeg, letter);
    if (h === null) {
      throw new EphemerisInputError(
        `${opts.system} houses are undefined at latitude ${topo.latDeg}° (inside the polar circle some ecliptic degrees never rise); use equal, whole_sign, porphyry or sripati`,
      );
    }
    const ay = ayanamsa === null ? 0 : s.ayanamsaDeg(instant.jdUt, true);
    const ascendantDeg = norm360(h.ascendantDeg - ay);
    const firstSign = Math.floor(ascendantDeg / 30) * 30;
    const cuspsDeg =
      opts.system === 'whole_sign'
        ? Array.from({ length: 12 }, (_, i) => norm360(firstSign + 30 * i))
        : h.cuspsDeg.map((c) => norm360(c - ay));
    return {
      ascendantDeg,
      mcDeg: norm360(h.mcDeg - ay),
      armcDeg: h.armcDeg,
      cuspsDeg,
      vertexDeg: norm360(h.vertexDeg - ay),
    };
  });
}
