/**
 * POST /dasha on the wire: any system of the /dasha registry (libs/jyotish/src/dashas) as
 * one period tree; a period names its graha (`lord`, 'lagna' in Naisargika) or its sign.
 */
import { natalChart } from '../chart';
import type { ResolvedBirth } from '../birth';
import { DASHA_YEAR_DAYS, DashaLevel, DashaYear } from '../dasha';
import { computeDasha, SystemDasha, SystemPeriod } from '../dashas';
import { jyotishMethodology } from '../methodology';
import { DashaSystemRequest, JYOTISH_DEFAULTS } from '../requests';
import type { Packet } from './packets';
import { DashaYearWire } from './dasha';
import { PersonWire, presentPerson } from './person';
import { formatBirthInstant, IsoInstant, round6, signObj, SignWire } from './wire';

export interface SystemPeriodWire {
  /** Graha dashas: the period's graha ('lagna' for Naisargika's lagna period); null in a rasi dasha. */
  readonly lord: string | null;
  /** Rasi dashas: the period's sign; null in a graha dasha. */
  readonly sign: SignWire | null;
  /** Yogini's names where the system has them. */
  readonly name?: string;
  readonly level: DashaLevel;
  readonly start: IsoInstant;
  readonly end: IsoInstant;
  /** Length in dasha years (6 decimals). */
  readonly years: number;
  /** Present down to the requested level. */
  readonly sub_periods?: readonly SystemPeriodWire[];
}

/** Body of POST /dasha. */
export interface DashaSystemWire {
  readonly person: PersonWire;
  readonly system: string;
  /** graha: periods ruled by grahas; rasi: by signs. */
  readonly kind: 'graha' | 'rasi';
  readonly year: DashaYearWire;
  /** 1–3. */
  readonly levels: number;
  /** Divisional chart read (1 = rasi). */
  readonly varga: number;
  /** The school applied, where the system has several; null otherwise. */
  readonly method: string | null;
  readonly tribhagi: boolean;
  readonly rasi_bhukthi: boolean;
  /** Seeded systems: the element and the point read at birth; null when the dasha starts at birth. */
  readonly seed: {
    readonly element: 'nakshatra' | 'tithi' | 'yoga' | 'karana';
    /** The point whose star seeds a nakshatra dasha; null for tithi/yoga/karana. */
    readonly point: string | null;
    /** Sidereal longitude (nakshatra) or angle (tithi/karana: Moon − Sun; yoga: Moon + Sun), degrees. */
    readonly longitude: number;
    /** Fraction of the first period elapsed at birth, [0, 1) (9 decimals). */
    readonly elapsed_fraction: number;
  } | null;
  readonly balance_at_birth: {
    readonly lord: string | null;
    readonly sign: SignWire | null;
    /** Years of the birth period still to run (6 decimals). */
    readonly years: number;
  };
  /** The system's rule in words. */
  readonly rule: string;
  /** Classical or documented source of the rule. */
  readonly source: string;
  readonly periods: readonly SystemPeriodWire[];
}

function presentPeriod(birth: ResolvedBirth, p: SystemPeriod, yearDays: number): SystemPeriodWire {
  return {
    lord: p.lord,
    sign: p.sign === null ? null : signObj(p.sign),
    ...(p.name ? { name: p.name } : {}),
    level: p.level,
    start: formatBirthInstant(birth, p.startJd),
    end: formatBirthInstant(birth, p.endJd),
    years: round6((p.endJd - p.startJd) / yearDays),
    ...(p.subPeriods ? { sub_periods: p.subPeriods.map((s) => presentPeriod(birth, s, yearDays)) } : {}),
  };
}

export function presentDashaSystem(birth: ResolvedBirth, d: SystemDasha): Omit<DashaSystemWire, 'person'> {
  return {
    system: d.system,
    kind: d.kind,
    year: { key: d.year, days: d.yearDays },
    levels: d.levels,
    varga: d.varga,
    method: d.method,
    tribhagi: d.tribhagi,
    rasi_bhukthi: d.rasiBhukthi,
    seed: d.seed && {
      element: d.seed.element,
      point: d.seed.point,
      longitude: round6(d.seed.longitude),
      elapsed_fraction: Number(d.seed.elapsed.toFixed(9)),
    },
    balance_at_birth: {
      lord: d.balance.lord,
      sign: d.balance.sign === null ? null : signObj(d.balance.sign),
      years: round6(d.balance.years),
    },
    rule: d.rule,
    source: d.source,
    periods: d.periods.map((p) => presentPeriod(birth, p, d.yearDays)),
  };
}

export function dashaSystemPacket(req: DashaSystemRequest): Packet<DashaSystemWire> {
  const core = natalChart(req.person);
  const year: DashaYear = req.dasha_year ?? JYOTISH_DEFAULTS.dashaYear;
  const d = computeDasha(core, req.system, {
    levels: req.levels ?? JYOTISH_DEFAULTS.levels,
    year,
    varga: req.varga ?? 1,
    method: req.method,
    startingPoint: req.starting_planet,
    tribhagi: req.tribhagi,
    rasiBhukthi: req.rasi_bhukthi,
  });
  return {
    body: { person: presentPerson(core.birth), ...presentDashaSystem(core.birth, d) },
    methodology: jyotishMethodology({
      ayanamsa: core.birth.ayanamsa,
      nodeType: core.birth.nodeType,
      houseSystem: core.birth.houseSystem,
      positionModel: core.birth.positionModel,
      dashaYearDays: DASHA_YEAR_DAYS[year],
      dashaRule: `${d.system}: ${d.rule}. Source: ${d.source}`,
    }),
  };
}
