/** Packets of the Jyotish endpoints: body + methodology, ready for the service's enveloper. */
import { presentPerson } from './present/person';
import { BirthData, resolveBirth } from './birth';
import { ChartCore, computeChart } from './chart';
import { chartBody } from './present/chart';
import { signObj } from './present/wire';
import { DASHA_SCHEMES, DASHA_YEAR_DAYS, DashaSystem, dashaTimeline, DashaYear, vimshottari } from './dasha';
import { charaKarakas, jaiminiProfile, KarakaScheme } from './karakas';
import { specialLagnas, timeUpagrahas } from './lagnas';
import { charaDasha, narayanaDasha } from './chara-dasha';
import { kalachakraDasha } from './kalachakra';
import { sarvatobhadra } from './sarvatobhadra';
import { transitsOver } from './transit';
import { jyotishMethodology } from './methodology';
import { argala, arudhasBody, bhavChalitBody, housesBody, sunUpagrahas } from './points';
import { SIGN_LORD } from './tables';
import { divisionalBody, Varga, VARGAS, vargaChart, vargaSignsOf, vimshopaka } from './vargas';

/** A computed body (the route's wire type) with the methodology its envelope fingerprints. */
export interface Packet<Body extends object = object> {
  readonly body: Body;
  readonly methodology: Record<string, string>;
}

export interface PersonRequest {
  person: BirthData;
}

function coreOf(person: BirthData): ChartCore {
  return computeChart(resolveBirth(person));
}

const baseMethod = (core: ChartCore) => ({
  ayanamsa: core.birth.ayanamsa,
  nodeType: core.birth.nodeType,
  houseSystem: core.birth.houseSystem,
  positionModel: core.birth.positionModel,
});

export function chartPacket(req: PersonRequest): Packet {
  const core = coreOf(req.person);
  return { body: chartBody(core), methodology: jyotishMethodology(baseMethod(core)) };
}

export interface DivisionalRequest extends PersonRequest {
  vargas?: Varga[];
}

export function divisionalPacket(req: DivisionalRequest): Packet {
  const core = coreOf(req.person);
  const wanted = req.vargas && req.vargas.length > 0 ? VARGAS.filter((v) => req.vargas!.includes(v)) : VARGAS;
  return { body: divisionalBody(core, wanted), methodology: jyotishMethodology({ ...baseMethod(core), vargas: true }) };
}

/** One varga as a chart: its lagna and the 12 houses counted from it, with occupants and lords. */
function vargaHouses(core: ChartCore, n: Varga) {
  const signs = vargaSignsOf(core, n);
  const lagna = signs.ascendant;
  return Array.from({ length: 12 }, (_, i) => {
    const sign = (lagna + i) % 12;
    const lord = SIGN_LORD[sign];
    return {
      house: i + 1,
      sign: signObj(sign),
      lord,
      lord_in_house: ((signs[lord] - lagna + 12) % 12) + 1,
      occupants: core.points.filter((p) => p.key !== 'ascendant' && signs[p.key] === sign).map((p) => p.key),
    };
  });
}

export function careerD10Packet(req: PersonRequest): Packet {
  const core = coreOf(req.person);
  const houses = vargaHouses(core, 10);
  const body = {
    person: presentPerson(core.birth),
    varga: 'D10',
    points: vargaChart(core, 10),
    houses,
    tenth_house: houses[9],
    lagna_lord: { key: houses[0].lord, in_house: houses[0].lord_in_house },
  };
  return { body, methodology: jyotishMethodology({ ...baseMethod(core), vargas: true }) };
}

/** Life domains and the vargas Parashara assigns them (BPHS 6.37–41). */
export const DOMAIN_VARGAS: Readonly<Record<string, Varga[]>> = {
  body: [1],
  wealth: [2],
  siblings: [3],
  property: [4],
  children: [7],
  marriage: [9],
  career: [10],
  parents: [12],
  vehicles: [16],
  spirituality: [20],
  education: [24],
  strength: [27],
  misfortune: [30],
  maternal_legacy: [40],
  paternal_legacy: [45],
  past_karma: [60],
};
export const DOMAINS = Object.freeze(Object.keys(DOMAIN_VARGAS));

export interface DomainPackRequest extends PersonRequest {
  domains?: string[];
}

export function domainPackPacket(req: DomainPackRequest): Packet {
  const core = coreOf(req.person);
  const domains = req.domains && req.domains.length > 0 ? DOMAINS.filter((d) => req.domains!.includes(d)) : DOMAINS;
  const body = {
    person: presentPerson(core.birth),
    domains: domains.map((d) => ({
      domain: d,
      vargas: DOMAIN_VARGAS[d].map((n) => ({
        varga: `D${n}`,
        points: vargaChart(core, n),
        houses: vargaHouses(core, n),
      })),
    })),
  };
  return { body, methodology: jyotishMethodology({ ...baseMethod(core), vargas: true }) };
}

export interface DashaRequest extends PersonRequest {
  levels?: 1 | 2 | 3;
  dasha_year?: DashaYear;
}

/** A dasha timeline of `system` (vimshottari, yogini, ashtottari). */
export function dashaPacket(system: DashaSystem, req: DashaRequest): Packet {
  const core = coreOf(req.person);
  const year = req.dasha_year ?? 'julian';
  const body = {
    person: presentPerson(core.birth),
    ...dashaTimeline(core, DASHA_SCHEMES[system], { levels: req.levels ?? 3, year }),
  };
  return {
    body,
    methodology: jyotishMethodology({ ...baseMethod(core), dashaYearDays: DASHA_YEAR_DAYS[year], dashaSystem: system }),
  };
}

export const vimshottariPacket = (req: DashaRequest) => dashaPacket('vimshottari', req);
export const yoginiPacket = (req: DashaRequest) => dashaPacket('yogini', req);
export const ashtottariPacket = (req: DashaRequest) => dashaPacket('ashtottari', req);

export interface BundleRequest extends PersonRequest {
  dasha_year?: DashaYear;
  karakas?: KarakaScheme;
}

export function bundlePacket(req: BundleRequest): Packet {
  const core = coreOf(req.person);
  const year = req.dasha_year ?? 'julian';
  const chart = chartBody(core);
  const body = {
    ...chart,
    vargas: VARGAS.map((n) => ({ varga: `D${n}`, division: n, points: vargaChart(core, n) })),
    vimshopaka: vimshopaka(core),
    vimshottari: vimshottari(core, { levels: 2, year }),
    chara_karakas: charaKarakas(core, req.karakas ?? 8),
  };
  return {
    body,
    methodology: jyotishMethodology({
      ...baseMethod(core),
      vargas: true,
      dashaYearDays: DASHA_YEAR_DAYS[year],
      karakas: req.karakas ?? 8,
    }),
  };
}

export interface JaiminiRequest extends PersonRequest {
  karakas?: KarakaScheme;
}

export function jaiminiPacket(req: JaiminiRequest): Packet {
  const core = coreOf(req.person);
  const scheme = req.karakas ?? 8;
  return {
    body: { person: presentPerson(core.birth), ...jaiminiProfile(core, scheme) },
    methodology: jyotishMethodology({ ...baseMethod(core), karakas: scheme }),
  };
}

export interface ArudhaRequest extends PersonRequest {
  varga?: Varga;
}

export function arudhaPacket(req: ArudhaRequest): Packet {
  const core = coreOf(req.person);
  const varga = req.varga ?? 1;
  return {
    body: { person: presentPerson(core.birth), ...arudhasBody(core, varga) },
    methodology: jyotishMethodology({ ...baseMethod(core), vargas: varga !== 1, arudhas: true }),
  };
}

/** Sun-based and time-based upagrahas (the latter absent, with a reason, where the place has no sunrise/sunset). */
export function upagrahaPacket(req: PersonRequest): Packet {
  const core = coreOf(req.person);
  const u = sunUpagrahas(core.lon.sun);
  const point = (key: string, lon: number) => ({
    key,
    longitude: Number(lon.toFixed(6)),
    sign: signObj(Math.floor(lon / 30)),
    degree_in_sign: Number((lon % 30).toFixed(6)),
  });
  const timed = timeUpagrahas(core);
  return {
    body: {
      person: presentPerson(core.birth),
      upagrahas: Object.entries(u).map(([k, v]) => point(k, v)),
      time_based: timed ?? {
        available: false,
        reason: 'no sunrise or sunset at this place and date (polar day or night)',
      },
    },
    methodology: jyotishMethodology({ ...baseMethod(core), upagrahas: true }),
  };
}

export function argalaPacket(req: PersonRequest): Packet {
  const core = coreOf(req.person);
  return {
    body: { person: presentPerson(core.birth), houses: argala(core) },
    methodology: jyotishMethodology({ ...baseMethod(core), argala: true }),
  };
}

export function housesPacket(req: PersonRequest): Packet {
  const core = coreOf(req.person);
  return {
    body: { person: presentPerson(core.birth), ...housesBody(core) },
    methodology: jyotishMethodology(baseMethod(core)),
  };
}

export function bhavChalitPacket(req: PersonRequest): Packet {
  const core = coreOf(req.person);
  return {
    body: { person: presentPerson(core.birth), ...bhavChalitBody(core) },
    methodology: jyotishMethodology({ ...baseMethod(core), bhavChalit: true }),
  };
}

export function specialLagnasPacket(req: PersonRequest): Packet {
  const core = coreOf(req.person);
  return {
    body: { person: presentPerson(core.birth), ...specialLagnas(core) },
    methodology: jyotishMethodology({ ...baseMethod(core), specialLagnas: true }),
  };
}

export interface TransitRequest extends PersonRequest {
  date: string;
  time?: string;
}

export function transitPacket(req: TransitRequest): Packet {
  const core = coreOf(req.person);
  const body = {
    person: presentPerson(core.birth),
    ...transitsOver(core, { date: req.date, time: req.time ?? '12:00:00' }),
  };
  return { body, methodology: jyotishMethodology({ ...baseMethod(core), transit: true }) };
}

const RASI_DASHAS = { chara: charaDasha, narayana: narayanaDasha, kalachakra: kalachakraDasha } as const;

function rasiDashaPacket(system: keyof typeof RASI_DASHAS, req: { person: BirthData; dasha_year?: DashaYear }): Packet {
  const core = coreOf(req.person);
  const year = req.dasha_year ?? 'julian';
  const timeline = RASI_DASHAS[system](core, year);
  return {
    body: { person: presentPerson(core.birth), ...timeline },
    methodology: jyotishMethodology({ ...baseMethod(core), dashaYearDays: DASHA_YEAR_DAYS[year], dashaSystem: system }),
  };
}

export const charaDashaPacket = (req: { person: BirthData; dasha_year?: DashaYear }) => rasiDashaPacket('chara', req);
export const narayanaDashaPacket = (req: { person: BirthData; dasha_year?: DashaYear }) =>
  rasiDashaPacket('narayana', req);
export const kalachakraDashaPacket = (req: { person: BirthData; dasha_year?: DashaYear }) =>
  rasiDashaPacket('kalachakra', req);

export interface SarvatobhadraRequest extends PersonRequest {
  transit_date: string;
}

export function sarvatobhadraPacket(req: SarvatobhadraRequest): Packet {
  const core = coreOf(req.person);
  return {
    body: { person: presentPerson(core.birth), ...sarvatobhadra(core, req.transit_date) },
    methodology: jyotishMethodology({ ...baseMethod(core), sarvatobhadra: true }),
  };
}
