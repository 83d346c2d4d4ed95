/**
 * The /dasha registry: every system by name, each computed into the same period tree (tree.ts).
 * Graha dashas on a DashaScheme go through dasha.ts's `dashaTimeline`; the others (Naisargika, the
 * rasi dashas of rasi.ts) through `buildPeriods`.
 */
import { GRAHAS, GrahaKey, NAKSHATRA_WIDTH_DEG } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { NatalChart, PointKey } from '../chart';
import { DASHA_YEAR_DAYS, DashaYear } from '../dasha';
import { charaKarakas } from '../karakas';
import { VIMSHOTTARI } from '../tables';
import { Varga, vargaSign } from '../vargas';
import { GRAHA_SYSTEMS, grahaDasha, TRIBHAGI_SYSTEMS } from './seeded';
import { birthKaala, RASI_SYSTEMS } from './rasi';
import { buildPeriods, fromScheme, SystemPeriod, Unit } from './tree';

export interface DashaSystemOptions {
  readonly levels: 1 | 2 | 3;
  readonly year: DashaYear;
  /** Divisional chart the system reads (1 = rasi). */
  readonly varga: Varga;
  /** School where they differ (e.g. tara: sanjay_rath | parashara). */
  readonly method?: string;
  /** Seed a nakshatra dasha from this point's star (default the Moon). */
  readonly startingPoint?: PointKey;
  readonly tribhagi?: boolean;
  /** Antardashas as the 12 signs from the mahadasha lord's sign (graha dashas). */
  readonly rasiBhukthi?: boolean;
}

export interface SystemDasha {
  readonly system: string;
  readonly kind: 'graha' | 'rasi';
  readonly year: DashaYear;
  readonly yearDays: number;
  readonly levels: number;
  readonly varga: Varga;
  readonly method: string | null;
  readonly tribhagi: boolean;
  readonly rasiBhukthi: boolean;
  /** Nakshatra/tithi/yoga/karana systems: what seeded the first period. */
  readonly seed: {
    readonly element: 'nakshatra' | 'tithi' | 'yoga' | 'karana';
    readonly point: PointKey | null;
    /** Sidereal longitude (or Sun–Moon angle) read, degrees. */
    readonly longitude: number;
    /** Fraction of the first period elapsed at birth. */
    readonly elapsed: number;
  } | null;
  /** The first period and its years still to run at birth (= its length when it starts at birth). */
  readonly balance: { readonly lord: string | null; readonly sign: number | null; readonly years: number };
  readonly rule: string;
  readonly source: string;
  readonly periods: readonly SystemPeriod[];
}

/** What a rasi-type (or Naisargika) system provides: its first-level units and how to divide them. */
export interface TreeSystem {
  readonly kind: 'graha' | 'rasi';
  readonly rule: string;
  readonly source: string;
  /** Schools the system knows (first = default); empty when there is one rule. */
  readonly methods: readonly string[];
  /** Whether `varga` changes the chart read (else only 1 is accepted). */
  readonly readsVarga: boolean;
  /** Deepest level offered (1 = mahadashas only, where the sub-period rule is not established). */
  readonly maxLevels: 1 | 2 | 3;
  readonly build: (
    core: NatalChart,
    signs: Readonly<Record<PointKey, number>>,
    method: string,
  ) => {
    units: Unit[];
    children: (parent: Unit, depth: number) => readonly Unit[];
    /** Years of the first period already run at birth (seeded systems); 0 = the dasha starts at birth. */
    elapsedYears?: number;
  };
}

/**
 * Naisargika dasha (BPHS ch. 46, the natural ages): Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter
 * 18, Sun 20, Saturn 50, then the lagna 12 years, from birth. Antardashas (as PyJHora and Jagannatha
 * Hora give them): the seven grahas other than the dasha lord in the kendras from its sign, then the
 * panapharas, then the apoklimas (Sun … Saturn order within a sign), equal shares.
 */
const NAISARGIKA: [GrahaKey | 'lagna', number][] = [
  ['moon', 1],
  ['mars', 2],
  ['mercury', 9],
  ['venus', 20],
  ['jupiter', 18],
  ['sun', 20],
  ['saturn', 50],
  ['lagna', 12],
];
const SEVEN: GrahaKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const KAALA_ORDER: GrahaKey[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'];
const KENDRA_ORDER = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];

/** Tara dasha lords in order with their (Vimshottari) years, by school. */
const TARA_ORDER: Readonly<Record<string, readonly GrahaKey[]>> = {
  sanjay_rath: ['venus', 'moon', 'ketu', 'saturn', 'jupiter', 'mercury', 'rahu', 'mars', 'sun'],
  parashara: ['venus', 'sun', 'moon', 'mars', 'rahu', 'jupiter', 'saturn', 'mercury', 'ketu'],
};
const VIM_YEARS = Object.fromEntries(VIMSHOTTARI.map((p) => [p.lord, p.years])) as Record<GrahaKey, number>;
const DIGNITY_RANK: Readonly<Record<string, number>> = { exalted: 3, moolatrikona: 2, own: 1 };

export const TREE_GRAHA_SYSTEMS: Readonly<Record<string, TreeSystem>> = Object.freeze({
  tara: {
    kind: 'graha',
    methods: ['sanjay_rath', 'parashara'],
    readsVarga: false,
    maxLevels: 3,
    rule:
      'first lord: the strongest graha in the kendras from the lagna (more grahas in its sign, then ' +
      'exalted > moolatrikona > own sign, then more degrees in the sign); then the lords in the order of the ' +
      'school (sanjay_rath: Ve Mo Ke Sa Ju Me Ra Ma Su; parashara: Ve Su Mo Ma Ra Ju Sa Me Ke) with Vimshottari ' +
      "years; balance from the fraction of the Moon's nakshatra passed × the first lord's years; antardashas " +
      'from the period lord in the same order, proportional to years (of 120)',
    source: 'Tara dasa as taught by Sanjay Rath / BPHS order; applicability and orders as PyJHora tara.py',
    build: (core, signs, method) => {
      const order = TARA_ORDER[method];
      const inKendra = GRAHAS.filter((g) => (signs[g] - signs.ascendant + 12) % 3 === 0);
      const conj = (g: GrahaKey) => GRAHAS.filter((k) => signs[k] === signs[g]).length;
      const point = (g: GrahaKey) => core.points.find((p) => p.key === g)!;
      const score = (g: GrahaKey) => [conj(g), DIGNITY_RANK[point(g).dignity?.status ?? ''] ?? 0, point(g).lon % 30];
      const stronger = (a: GrahaKey, b: GrahaKey) => {
        const [x, y] = [score(a), score(b)];
        const i = x.findIndex((v, k) => v !== y[k]);
        return i < 0 || x[i] > y[i] ? a : b;
      };
      const first = inKendra.length ? inKendra.reduce(stronger) : order[0];
      const k = order.indexOf(first);
      const rotated = (from: number) => [...order.slice(from), ...order.slice(0, from)];
      const unit = (g: GrahaKey): Unit => ({ lord: g, sign: null, years: VIM_YEARS[g] });
      const nak = core.lon.moon / NAKSHATRA_WIDTH_DEG;
      return {
        units: rotated(k).map(unit),
        children: (p) => rotated(order.indexOf(p.lord as GrahaKey)).map(unit),
        elapsedYears: (nak - Math.floor(nak)) * VIM_YEARS[first],
      };
    },
  },
  karaka: {
    kind: 'graha',
    methods: [],
    readsVarga: true,
    maxLevels: 3,
    rule:
      'the 8 chara karakas (Rahu counted by 30° − degree) from the atmakaraka, from birth; years of each = ' +
      'signs from the lagna to the karaka − 1 (0 in the lagna); antardashas: the karakas after the period ' +
      'lord in that order, the lord last, in proportion to their years',
    source: 'Jaimini Sutras (chara karakas); dasha rule as PyJHora karaka.py documents it',
    build: (core, signs) => {
      const years = (g: GrahaKey) => (signs[g] - signs.ascendant + 12) % 12;
      const order = charaKarakas(core, 8).map((k) => k.key);
      const unit = (g: GrahaKey): Unit => ({ lord: g, sign: null, years: years(g) });
      return {
        units: order.map(unit),
        children: (p) => {
          const i = order.indexOf(p.lord as GrahaKey);
          return [...order.slice(i + 1), ...order.slice(0, i + 1)].map(unit);
        },
      };
    },
  },
  naisargika: {
    kind: 'graha',
    methods: [],
    readsVarga: true,
    maxLevels: 3,
    rule:
      'Moon 1, Mars 2, Mercury 9, Venus 20, Jupiter 18, Sun 20, Saturn 50, lagna 12 years from birth; ' +
      'antardashas: the other grahas (Sun … Saturn) in kendras, panapharas, apoklimas from the lord, equal',
    source: 'BPHS ch. 46 (naisargika ayus); antardashas as Jagannatha Hora / PyJHora naisargika.py',
    build: (_core, signs) => ({
      units: NAISARGIKA.map(([lord, years]) => ({ lord, sign: null, years })),
      children: (parent) => {
        const from = parent.lord === 'lagna' ? signs.ascendant : signs[parent.lord as GrahaKey];
        return KENDRA_ORDER.flatMap((h) => SEVEN.filter((g) => g !== parent.lord && signs[g] === (from + h) % 12)).map(
          (lord) => ({ lord, sign: null, years: 1 }),
        );
      },
    }),
  },
  kaala: {
    kind: 'graha',
    methods: [],
    readsVarga: false,
    maxLevels: 1,
    rule:
      'the part of the day of the birth (day, night, or twilight within a sixth of the adjoining night ' +
      "of sunrise or sunset; the Sun's disc centre, no refraction) and the fraction F of it elapsed; " +
      'two cycles of Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu from birth, the n-th ' +
      'lord n/45 of 120 × F years in the first cycle and n/45 of 120 × (1 − F) in the second; mahadashas only',
    source: 'BPHS (Kala dasa); day parts and cycles as PyJHora kaala.py documents them',
    build: (core) => {
      const f = birthKaala(core).frac;
      const cycle = (total: number) =>
        KAALA_ORDER.map((lord, i) => ({ lord, sign: null, years: ((i + 1) * total) / 45 }));
      return { units: [...cycle(120 * f), ...cycle(120 * (1 - f))], children: () => [] };
    },
  },
});

export const ALL_SYSTEMS = Object.freeze([
  ...Object.keys(GRAHA_SYSTEMS),
  ...Object.keys(TREE_GRAHA_SYSTEMS),
  ...Object.keys(RASI_SYSTEMS),
]);
export { TRIBHAGI_SYSTEMS };

/** Methods a system accepts (first = default); [] when it has one rule. */
export const methodsOf = (system: string): readonly string[] =>
  (TREE_GRAHA_SYSTEMS[system] ?? RASI_SYSTEMS[system])?.methods ?? [];

/** The deepest level a system offers (graha dashas on a scheme: 3). */
export const maxLevelsOf = (system: string): 1 | 2 | 3 =>
  (TREE_GRAHA_SYSTEMS[system] ?? RASI_SYSTEMS[system])?.maxLevels ?? 3;

/** Signs of the points in varga `n` (1 = rasi chart). */
function signsIn(core: NatalChart, n: Varga): Record<PointKey, number> {
  return Object.fromEntries(core.points.map((p) => [p.key, n === 1 ? p.sign : vargaSign(p.lon, n)])) as Record<
    PointKey,
    number
  >;
}

const bad = (field: string, msg: string): never => {
  throw new InputError([{ loc: [field], msg, type: 'value_error' }]);
};

export function computeDasha(core: NatalChart, system: string, opts: DashaSystemOptions): SystemDasha {
  const yearDays = DASHA_YEAR_DAYS[opts.year];
  const common = {
    system,
    year: opts.year,
    yearDays,
    levels: opts.levels,
    varga: opts.varga,
    tribhagi: !!opts.tribhagi,
    rasiBhukthi: !!opts.rasiBhukthi,
  };
  if (GRAHA_SYSTEMS[system]) {
    if (opts.tribhagi && !TRIBHAGI_SYSTEMS.includes(system))
      bad('tribhagi', `tribhagi applies to ${TRIBHAGI_SYSTEMS.join(', ')}`);
    if (opts.method) bad('method', `${system} has one rule: omit method`);
    if (GRAHA_SYSTEMS[system].element !== 'nakshatra') {
      if (opts.startingPoint && opts.startingPoint !== 'moon')
        bad('starting_planet', `${system} is seeded by the ${GRAHA_SYSTEMS[system].element}: omit starting_planet`);
      if (opts.varga !== 1)
        bad('varga', `${system} is seeded by the ${GRAHA_SYSTEMS[system].element}: varga must be 1`);
    }
    if (opts.rasiBhukthi && opts.levels > 2) bad('levels', 'levels must be 1 or 2 with rasi_bhukthi');
    const t = grahaDasha(core, system, {
      levels: opts.rasiBhukthi ? 1 : opts.levels,
      year: opts.year,
      varga: opts.varga,
      startingPoint: opts.startingPoint,
      tribhagi: opts.tribhagi,
    });
    let periods = fromScheme(t.periods);
    if (opts.rasiBhukthi && opts.levels === 2) {
      const signs = signsIn(core, opts.varga);
      periods = periods.map((p) => {
        const from = signs[p.lord as GrahaKey];
        const kids = Array.from({ length: 12 }, (_, i) => ({ lord: null, sign: (from + i) % 12, years: 1 }));
        const years = (p.endJd - p.startJd) / yearDays;
        return {
          ...p,
          subPeriods: buildPeriods(
            kids.map((k) => ({ ...k, years: years / 12 })),
            p.startJd,
            yearDays,
            1,
            () => [],
          ).map((s) => ({ ...s, level: 'antardasha' as const })),
        };
      });
    }
    return {
      ...common,
      kind: 'graha',
      method: null,
      seed: { element: t.element, point: t.startingPoint, longitude: t.seedLon, elapsed: t.elapsedAtBirth },
      balance: { lord: t.balance.lord, sign: null, years: t.balance.years },
      rule: t.rule + (opts.tribhagi ? '; tribhagi: each period a third, three cycles' : ''),
      source: t.source,
      periods,
    };
  }
  const def = TREE_GRAHA_SYSTEMS[system] ?? RASI_SYSTEMS[system];
  if (!def) return bad('system', `system must be one of ${ALL_SYSTEMS.join(', ')}`);
  if (opts.tribhagi) bad('tribhagi', `tribhagi applies to ${TRIBHAGI_SYSTEMS.join(', ')}`);
  if (opts.rasiBhukthi) bad('rasi_bhukthi', `rasi_bhukthi applies to ${Object.keys(GRAHA_SYSTEMS).join(', ')}`);
  if (opts.startingPoint && opts.startingPoint !== 'moon')
    bad('starting_planet', `starting_planet applies to the nakshatra dashas (${TRIBHAGI_SYSTEMS.join(', ')})`);
  if (opts.levels > def.maxLevels)
    bad('levels', `${system} offers ${def.maxLevels} level(s): levels ≤ ${def.maxLevels}`);
  if (opts.varga !== 1 && !def.readsVarga) bad('varga', `${system} reads the rasi chart only: varga must be 1`);
  const method = opts.method ?? def.methods[0] ?? null;
  if (method !== null && !def.methods.includes(method))
    bad('method', `method of ${system} must be one of ${def.methods.join(', ')}`);
  if (method === null && opts.method) bad('method', `${system} has one rule: omit method`);
  const { units, children, elapsedYears = 0 } = def.build(core, signsIn(core, opts.varga), method ?? '');
  const periods = buildPeriods(
    units,
    core.birth.instant.jdUt - elapsedYears * yearDays,
    yearDays,
    opts.levels,
    children,
  );
  return {
    ...common,
    kind: def.kind,
    method,
    seed: elapsedYears
      ? { element: 'nakshatra', point: 'moon', longitude: core.lon.moon, elapsed: elapsedYears / units[0].years }
      : null,
    balance: { lord: periods[0].lord, sign: periods[0].sign, years: units[0].years - elapsedYears },
    rule: def.rule,
    source: def.source,
    periods,
  };
}
