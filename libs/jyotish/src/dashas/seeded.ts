/**
 * Every graha dasha system through one entry point (`grahaDasha`), on dasha.ts's single timeline
 * builder: the six older systems keep their own functions and routes; this module adds the
 * systems of graha.ts, the tribhagi variant of any star-seeded scheme, the divisional (varga) seed
 * and a starting point other than the Moon.
 */
import { NatalChart, PointKey } from '../chart';
import {
  ASHTOTTARI_SCHEME,
  DashaScheme,
  dashaTimeline,
  DashaTimeline,
  DashaYear,
  VIMSHOTTARI_SCHEME,
  YOGINI_SCHEME,
} from '../dasha';
import { Varga, vargaDegree, vargaSign } from '../vargas';
import { GRAHA_DASHAS, GrahaDashaDef, tribhagi } from './graha';

const nak = (s: DashaScheme, rule: string, source: string): GrahaDashaDef => ({
  ...s,
  element: 'nakshatra',
  rule,
  source,
});

/** All graha dashas `/dasha` serves, by system name. */
export const GRAHA_SYSTEMS: Readonly<Record<string, GrahaDashaDef>> = Object.freeze({
  vimshottari: nak(VIMSHOTTARI_SCHEME, 'Vimshottari: 120 years, lord of the birth star', 'BPHS ch. 46'),
  ashtottari: nak(ASHTOTTARI_SCHEME, 'Ashtottari: 108 years, star groups from Ardra', 'BPHS ch. 46'),
  yogini: nak(YOGINI_SCHEME, 'Yogini: 36 years × 3, (star + 3) mod 8', 'Mansagari; BPHS-tradition'),
  ...GRAHA_DASHAS,
});
export type GrahaSystem = keyof typeof GRAHA_SYSTEMS;

/** Systems that have a tribhagi variant (star-seeded ones). */
export const TRIBHAGI_SYSTEMS = Object.freeze(
  Object.keys(GRAHA_SYSTEMS).filter((k) => GRAHA_SYSTEMS[k].element === 'nakshatra'),
);

export interface GrahaDashaOptions {
  readonly levels: 1 | 2 | 3;
  readonly year: DashaYear;
  /** Seed the dasha from this point's star instead of the Moon's (nakshatra systems). */
  readonly startingPoint?: PointKey;
  /** Read the seeding point in this divisional chart (its sign × 30 + amsa degree). */
  readonly varga?: Varga;
  readonly tribhagi?: boolean;
}

export interface GrahaDashaResult extends DashaTimeline {
  readonly element: GrahaDashaDef['element'];
  /** Sidereal longitude or angle the seed was read from (degrees). */
  readonly seedLon: number;
  readonly startingPoint: PointKey | null;
  readonly varga: Varga;
  readonly tribhagi: boolean;
  readonly rule: string;
  readonly source: string;
}

const mod360 = (x: number) => ((x % 360) + 360) % 360;

/** The longitude (or the Sun–Moon angle) a system reads at birth. */
export function seedLongitude(core: NatalChart, def: GrahaDashaDef, point: PointKey, varga: Varga): number {
  const { sun, moon } = core.lon;
  if (def.element === 'tithi' || def.element === 'karana') return mod360(moon - sun);
  if (def.element === 'yoga') return mod360(moon + sun);
  const lon = core.lon[point];
  return varga === 1 ? lon : vargaSign(lon, varga) * 30 + vargaDegree(lon, varga);
}

export function grahaDasha(core: NatalChart, system: GrahaSystem, opts: GrahaDashaOptions): GrahaDashaResult {
  const def = GRAHA_SYSTEMS[system];
  const point = opts.startingPoint ?? 'moon';
  const varga = opts.varga ?? 1;
  const seedLon = seedLongitude(core, def, point, varga);
  const scheme = opts.tribhagi ? tribhagi(def) : def;
  const t = dashaTimeline(core, scheme, { levels: opts.levels, year: opts.year, seedLon });
  return {
    ...t,
    element: def.element,
    seedLon,
    startingPoint: def.element === 'nakshatra' ? point : null,
    varga,
    tribhagi: !!opts.tribhagi,
    rule: def.rule,
    source: def.source,
  };
}
