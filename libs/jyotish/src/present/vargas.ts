/** The varga routes on the wire: /divisional, /career/d10, /varga/domain-pack and the vargas of /jyotish/bundle. */
import { AyanamsaKey, GrahaKey, NodeType, PositionModel } from '@pj/ephemeris';
import type { NatalChart, PointKey } from '../chart';
import { PlanetKey } from '../tables';
import { Varga, vargaChart, VargaHouse, vargaHouses, vimshopaka } from '../vargas';
import { PersonWire, presentPerson } from './person';
import { round6, signObj, SignWire } from './wire';

/**
 * A varga name, 'D' and the division: D1, D2, … D60.
 * @pattern ^D\d{1,2}$
 */
export type VargaName = string;

export interface VargaPointWire {
  readonly key: PointKey;
  readonly sign: SignWire;
  /** Degrees within the varga sign (amsa longitude), [0, 30). */
  readonly degree_in_varga: number;
}

export interface VargaChartWire {
  readonly varga: VargaName;
  /** The division n of Dn. */
  readonly division: Varga;
  readonly points: readonly VargaPointWire[];
}

export interface VimshopakaWire {
  readonly key: PlanetKey;
  /** Vimshopaka strength, 0..20 (4 decimals). */
  readonly score: number;
  readonly max: 20;
  readonly by_varga: readonly {
    readonly varga: VargaName;
    /** Placement points out of 20 (own 20 … great enemy 5). */
    readonly points: number;
    /** weight × points / 20 (4 decimals). */
    readonly contribution: number;
  }[];
}

/** Body of POST /divisional. */
export interface DivisionalWire {
  readonly person: PersonWire;
  readonly settings: {
    readonly ayanamsa: AyanamsaKey;
    readonly node_type: NodeType;
    readonly position_model: PositionModel;
  };
  readonly vargas: readonly VargaChartWire[];
  readonly vimshopaka: readonly VimshopakaWire[];
}

export interface VargaHouseWire {
  /** 1–12 from the varga lagna. */
  readonly house: number;
  readonly sign: SignWire;
  readonly lord: PlanetKey;
  /** House (1–12 from the varga lagna) of the lord's varga sign. */
  readonly lord_in_house: number;
  readonly occupants: readonly GrahaKey[];
}

/** Body of POST /career/d10. */
export interface CareerD10Wire {
  readonly person: PersonWire;
  readonly varga: 'D10';
  readonly points: readonly VargaPointWire[];
  readonly houses: readonly VargaHouseWire[];
  /** The 10th house from the D10 lagna (= houses[9]). */
  readonly tenth_house: VargaHouseWire;
  readonly lagna_lord: { readonly key: PlanetKey; readonly in_house: number };
}

/** Body of POST /varga/domain-pack. */
export interface DomainPackWire {
  readonly person: PersonWire;
  readonly domains: readonly {
    /** Life domain (BPHS 6.37–41), e.g. career. */
    readonly domain: string;
    readonly vargas: readonly {
      readonly varga: VargaName;
      readonly points: readonly VargaPointWire[];
      readonly houses: readonly VargaHouseWire[];
    }[];
  }[];
}

export function presentVargaPoints(core: NatalChart, n: Varga): VargaPointWire[] {
  return vargaChart(core, n).map((p) => ({
    key: p.key,
    sign: signObj(p.sign),
    degree_in_varga: round6(p.degInVarga),
  }));
}

export function presentVargaCharts(core: NatalChart, vargas: readonly Varga[]): VargaChartWire[] {
  return vargas.map((n) => ({ varga: `D${n}`, division: n, points: presentVargaPoints(core, n) }));
}

const round4 = (x: number) => Number(x.toFixed(4));

export function presentVimshopaka(core: NatalChart): VimshopakaWire[] {
  return vimshopaka(core).map((v) => ({
    key: v.key,
    score: round4(v.score),
    max: v.max,
    by_varga: v.byVarga.map((b) => ({ varga: `D${b.varga}`, points: b.points, contribution: round4(b.contribution) })),
  }));
}

const presentVargaHouse = (h: VargaHouse): VargaHouseWire => ({
  house: h.house,
  sign: signObj(h.sign),
  lord: h.lord,
  lord_in_house: h.lordInHouse,
  occupants: h.occupants,
});

export function presentVargaHouses(core: NatalChart, n: Varga): VargaHouseWire[] {
  return vargaHouses(core, n).map(presentVargaHouse);
}

export function divisionalBody(core: NatalChart, vargas: readonly Varga[]): DivisionalWire {
  return {
    person: presentPerson(core.birth),
    settings: {
      ayanamsa: core.birth.ayanamsa,
      node_type: core.birth.nodeType,
      position_model: core.birth.positionModel,
    },
    vargas: presentVargaCharts(core, vargas),
    vimshopaka: presentVimshopaka(core),
  };
}

export function careerD10Body(core: NatalChart): CareerD10Wire {
  const houses = presentVargaHouses(core, 10);
  return {
    person: presentPerson(core.birth),
    varga: 'D10',
    points: presentVargaPoints(core, 10),
    houses,
    tenth_house: houses[9],
    lagna_lord: { key: houses[0].lord, in_house: houses[0].lord_in_house },
  };
}

export function domainPackBody(core: NatalChart, domains: readonly { domain: string; vargas: readonly Varga[] }[]) {
  const body: DomainPackWire = {
    person: presentPerson(core.birth),
    domains: domains.map((d) => ({
      domain: d.domain,
      vargas: d.vargas.map((n) => ({
        varga: `D${n}`,
        points: presentVargaPoints(core, n),
        houses: presentVargaHouses(core, n),
      })),
    })),
  };
  return body;
}
