/** The rasi chart on the wire: /chart/calculate and the chart part of /jyotish/bundle (CONTRACT §3b). */
import { GRAHA_NAMES, GrahaKey, NAKSHATRA_NAMES, NakshatraName } from '@pj/ephemeris';
import type { ChartPoint, Dignity, DignityStatus, NatalChart, PointKey, RasiHouse } from '../chart';
import { rasiHouses } from '../chart';
import { CompoundRelation, NAKSHATRA_LORD, PlanetKey, Relation } from '../tables';
import { ChartSettingsWire, PersonWire, presentPerson, presentSettings } from './person';
import { round6, signObj, SignWire } from './wire';

export interface DignityWire {
  readonly status: DignityStatus;
  readonly sign_lord: PlanetKey;
  /** Natural relation to the sign lord; null for the nodes and in its own sign. */
  readonly natural: Relation | null;
  readonly temporary: 'friend' | 'enemy' | null;
  readonly compound: CompoundRelation | null;
}

export interface NakshatraWire {
  /**
   * 0 = Ashwini … 26 = Revati.
   * @minimum 0
   * @maximum 26
   */
  readonly index: number;
  readonly name: NakshatraName;
  /** Vimshottari lord of the nakshatra. */
  readonly lord: GrahaKey;
}

export interface ChartPointWire {
  readonly key: PointKey;
  /** Sanskrit name of the graha; 'Lagna' for the ascendant. */
  readonly name: string;
  /**
   * Sidereal longitude, degrees [0, 360) (360 only by rounding to 1e-6).
   * @minimum 0
   * @maximum 360
   */
  readonly longitude: number;
  readonly sign: SignWire;
  /**
   * Degrees within the sign, [0, 30).
   * @minimum 0
   * @maximum 30
   */
  readonly degree_in_sign: number;
  readonly nakshatra: NakshatraWire;
  /**
   * Quarter of the nakshatra, 1–4.
   * @minimum 1
   * @maximum 4
   */
  readonly pada: number;
  /** Degrees per day (negative: retrograde). */
  readonly speed_deg_per_day: number | null;
  readonly retrograde: boolean;
  /** Null for the ascendant. */
  readonly combust: boolean | null;
  /** Null for the ascendant. */
  readonly dignity: DignityWire | null;
  /**
   * Whole-sign house from the lagna, 1–12.
   * @minimum 1
   * @maximum 12
   */
  readonly house: number;
  /**
   * Bhava of the chosen house system, 1–12.
   * @minimum 1
   * @maximum 12
   */
  readonly bhava: number;
}

export interface RasiHouseWire {
  /** 1–12 from the lagna. */
  readonly house: number;
  readonly sign: SignWire;
  readonly lord: PlanetKey;
  readonly occupants: readonly GrahaKey[];
}

/** Body of POST /chart/calculate. */
export interface ChartWire {
  readonly person: PersonWire;
  readonly settings: ChartSettingsWire;
  /** Sun … Ketu, then the ascendant. */
  readonly points: readonly ChartPointWire[];
  readonly houses: readonly RasiHouseWire[];
  /** Cusps (house starts) of the chosen house system, sidereal degrees, houses 1–12. */
  readonly bhava_cusps: readonly number[];
  /** Sidereal midheaven, degrees. */
  readonly midheaven: number;
}

export function presentDignity(d: Dignity): DignityWire {
  return { status: d.status, sign_lord: d.signLord, natural: d.natural, temporary: d.temporary, compound: d.compound };
}

export function presentPoint(p: ChartPoint): ChartPointWire {
  return {
    key: p.key,
    name: p.key === 'ascendant' ? 'Lagna' : GRAHA_NAMES[p.key],
    longitude: round6(p.lon),
    sign: signObj(p.sign),
    degree_in_sign: round6(p.degInSign),
    nakshatra: { index: p.nakshatra, name: NAKSHATRA_NAMES[p.nakshatra], lord: NAKSHATRA_LORD(p.nakshatra) },
    pada: p.pada,
    speed_deg_per_day: p.speed === null ? null : round6(p.speed),
    retrograde: p.retrograde,
    combust: p.combust,
    dignity: p.dignity === null ? null : presentDignity(p.dignity),
    house: p.house,
    bhava: p.bhava,
  };
}

/** Houses counted from a sign (the lagna, or the karakamsa) with their lords and occupants. */
export const presentHouses = (houses: readonly RasiHouse[]): RasiHouseWire[] =>
  houses.map((h) => ({ house: h.house, sign: signObj(h.sign), lord: h.lord, occupants: h.occupants }));

export const presentRasiHouses = (core: NatalChart): RasiHouseWire[] => presentHouses(rasiHouses(core));

export function chartBody(core: NatalChart): ChartWire {
  return {
    person: presentPerson(core.birth),
    settings: presentSettings(core.birth),
    points: core.points.map(presentPoint),
    houses: presentRasiHouses(core),
    bhava_cusps: core.cusps.map(round6),
    midheaven: round6(core.mc),
  };
}
