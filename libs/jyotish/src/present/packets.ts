/**
 * The Jyotish packets: each route's request → the natal chart → its domain values → its wire body,
 * with the methodology the service's enveloper fingerprints. The request defaults
 * (JYOTISH_DEFAULTS) are applied here and nowhere else.
 */
import { natalChart, NatalChart } from '../chart';
import type { ResolvedBirth } from '../birth';
import { charaDasha, narayanaDasha, RasiDashaTimeline } from '../chara-dasha';
import { DASHA_SCHEMES, DASHA_YEAR_DAYS, DashaSystem, dashaTimeline, DashaYear, vimshottari } from '../dasha';
import { kalachakraDasha, KalachakraTimeline } from '../kalachakra';
import { charaKarakas } from '../karakas';
import { jyotishMethodology, JyotishMethodologyOpts } from '../methodology';
import {
  ArudhaRequest,
  BundleRequest,
  DashaRequest,
  DivisionalRequest,
  DomainPackRequest,
  JaiminiRequest,
  JYOTISH_DEFAULTS,
  PersonRequest,
  RasiDashaRequest,
  SarvatobhadraRequest,
  TransitRequest,
} from '../requests';
import { DOMAIN_VARGAS, DOMAINS, VARGAS } from '../vargas';
import { chartBody, ChartWire } from './chart';
import {
  charaDashaBody,
  CharaDashaWire,
  DashaTimelineWire,
  DashaWire,
  kalachakraBody,
  KalachakraWire,
  narayanaDashaBody,
  NarayanaDashaWire,
  presentDashaTimeline,
} from './dasha';
import { CharaKarakaWire, jaiminiBody, JaiminiWire, presentKarakas } from './jaimini';
import { presentPerson } from './person';
import {
  argalaBody,
  ArgalaWire,
  arudhaBody,
  ArudhaWire,
  bhavChalitBody,
  BhavChalitWire,
  housesBody,
  HousesWire,
  specialLagnasBody,
  SpecialLagnasWire,
  upagrahaBody,
  UpagrahaWire,
} from './points';
import { sarvatobhadraBody, SarvatobhadraWire, transitBody, TransitWire } from './transit';
import {
  careerD10Body,
  CareerD10Wire,
  divisionalBody,
  DivisionalWire,
  domainPackBody,
  DomainPackWire,
  presentVargaCharts,
  presentVimshopaka,
  VargaChartWire,
  VimshopakaWire,
} from './vargas';

/** A computed body (the route's wire type) with the methodology its envelope fingerprints. */
export interface Packet<Body extends object = object> {
  readonly body: Body;
  readonly methodology: Record<string, string>;
}

/** The chart settings in the methodology, plus the route's own parts. */
const methodOf = (core: NatalChart, extra: JyotishMethodologyOpts = {}) =>
  jyotishMethodology({
    ayanamsa: core.birth.ayanamsa,
    nodeType: core.birth.nodeType,
    houseSystem: core.birth.houseSystem,
    positionModel: core.birth.positionModel,
    ...extra,
  });

/** Packet of a route whose body depends on the chart only. */
const chartRoute =
  <Body extends object>(body: (core: NatalChart) => Body, extra: JyotishMethodologyOpts = {}) =>
  (req: PersonRequest): Packet<Body> => {
    const core = natalChart(req.person);
    return { body: body(core), methodology: methodOf(core, extra) };
  };

export const chartPacket = chartRoute<ChartWire>(chartBody);
export const careerD10Packet = chartRoute<CareerD10Wire>(careerD10Body, { vargas: true });
export const upagrahaPacket = chartRoute<UpagrahaWire>(upagrahaBody, { upagrahas: true });
export const argalaPacket = chartRoute<ArgalaWire>(argalaBody, { argala: true });
export const housesPacket = chartRoute<HousesWire>(housesBody);
export const bhavChalitPacket = chartRoute<BhavChalitWire>(bhavChalitBody, { bhavChalit: true });
export const specialLagnasPacket = chartRoute<SpecialLagnasWire>(specialLagnasBody, { specialLagnas: true });

/** The requested subset of `all`, in the order of `all`; all of them when none is requested. */
const subset = <T>(all: readonly T[], wanted: readonly T[] | undefined): T[] =>
  wanted && wanted.length > 0 ? all.filter((x) => wanted.includes(x)) : [...all];

export function divisionalPacket(req: DivisionalRequest): Packet<DivisionalWire> {
  const core = natalChart(req.person);
  return { body: divisionalBody(core, subset(VARGAS, req.vargas)), methodology: methodOf(core, { vargas: true }) };
}

export function domainPackPacket(req: DomainPackRequest): Packet<DomainPackWire> {
  const core = natalChart(req.person);
  const domains = subset(DOMAINS, req.domains).map((domain) => ({ domain, vargas: DOMAIN_VARGAS[domain] }));
  return { body: domainPackBody(core, domains), methodology: methodOf(core, { vargas: true }) };
}

/** A graha dasha timeline of `system` (vimshottari, yogini, ashtottari). */
export function dashaPacket(system: DashaSystem, req: DashaRequest): Packet<DashaWire> {
  const core = natalChart(req.person);
  const year = req.dasha_year ?? JYOTISH_DEFAULTS.dashaYear;
  const timeline = dashaTimeline(core, DASHA_SCHEMES[system], { levels: req.levels ?? JYOTISH_DEFAULTS.levels, year });
  return {
    body: { person: presentPerson(core.birth), ...presentDashaTimeline(core.birth, timeline) },
    methodology: methodOf(core, { dashaYearDays: DASHA_YEAR_DAYS[year], dashaSystem: system }),
  };
}

export const vimshottariPacket = (req: DashaRequest) => dashaPacket('vimshottari', req);
export const yoginiPacket = (req: DashaRequest) => dashaPacket('yogini', req);
export const ashtottariPacket = (req: DashaRequest) => dashaPacket('ashtottari', req);

/** Body of POST /jyotish/bundle: the chart, the 16 vargas, vimshopaka, Vimshottari (2 levels), chara karakas. */
export interface BundleWire extends ChartWire {
  readonly vargas: readonly VargaChartWire[];
  readonly vimshopaka: readonly VimshopakaWire[];
  readonly vimshottari: DashaTimelineWire;
  readonly chara_karakas: readonly CharaKarakaWire[];
}

export function bundlePacket(req: BundleRequest): Packet<BundleWire> {
  const core = natalChart(req.person);
  const year = req.dasha_year ?? JYOTISH_DEFAULTS.dashaYear;
  const karakas = req.karakas ?? JYOTISH_DEFAULTS.karakas;
  const body: BundleWire = {
    ...chartBody(core),
    vargas: presentVargaCharts(core, VARGAS),
    vimshopaka: presentVimshopaka(core),
    vimshottari: presentDashaTimeline(core.birth, vimshottari(core, { levels: JYOTISH_DEFAULTS.bundleLevels, year })),
    chara_karakas: presentKarakas(charaKarakas(core, karakas)),
  };
  return { body, methodology: methodOf(core, { vargas: true, dashaYearDays: DASHA_YEAR_DAYS[year], karakas }) };
}

export function jaiminiPacket(req: JaiminiRequest): Packet<JaiminiWire> {
  const core = natalChart(req.person);
  const scheme = req.karakas ?? JYOTISH_DEFAULTS.karakas;
  return { body: jaiminiBody(core, scheme), methodology: methodOf(core, { karakas: scheme }) };
}

export function arudhaPacket(req: ArudhaRequest): Packet<ArudhaWire> {
  const core = natalChart(req.person);
  const varga = req.varga ?? JYOTISH_DEFAULTS.arudhaVarga;
  return { body: arudhaBody(core, varga), methodology: methodOf(core, { vargas: varga !== 1, arudhas: true }) };
}

export function transitPacket(req: TransitRequest): Packet<TransitWire> {
  const core = natalChart(req.person);
  const at = { date: req.date, time: req.time ?? JYOTISH_DEFAULTS.transitTime };
  return { body: transitBody(core, at), methodology: methodOf(core, { transit: true }) };
}

export function sarvatobhadraPacket(req: SarvatobhadraRequest): Packet<SarvatobhadraWire> {
  const core = natalChart(req.person);
  return { body: sarvatobhadraBody(core, req.transit_date), methodology: methodOf(core, { sarvatobhadra: true }) };
}

/** Packet of a sign dasha (mahadashas from birth) of `system`. */
const rasiDashaRoute =
  <Timeline, Body extends object>(
    system: 'chara' | 'narayana' | 'kalachakra',
    compute: (core: NatalChart, year: DashaYear) => Timeline,
    present: (birth: ResolvedBirth, t: Timeline) => Body,
  ) =>
  (req: RasiDashaRequest): Packet<Body> => {
    const core = natalChart(req.person);
    const year = req.dasha_year ?? JYOTISH_DEFAULTS.dashaYear;
    return {
      body: present(core.birth, compute(core, year)),
      methodology: methodOf(core, { dashaYearDays: DASHA_YEAR_DAYS[year], dashaSystem: system }),
    };
  };

export const charaDashaPacket = rasiDashaRoute<RasiDashaTimeline, CharaDashaWire>('chara', charaDasha, charaDashaBody);
export const narayanaDashaPacket = rasiDashaRoute<RasiDashaTimeline, NarayanaDashaWire>(
  'narayana',
  narayanaDasha,
  narayanaDashaBody,
);
export const kalachakraDashaPacket = rasiDashaRoute<KalachakraTimeline, KalachakraWire>(
  'kalachakra',
  kalachakraDasha,
  kalachakraBody,
);
