/**
 * The /yogas presenter: the only place that writes the family's wire JSON (snake_case). Exports the
 * wire types (`YogasWire`), which the response schema and the contract reply are generated from.
 */
import { GrahaKey } from '@pj/ephemeris';
import { PersonWire, presentPerson } from '../../present/person';
import { signObj, SignWire } from '../../present/wire';
import { ChartBody, describeMissing, MissingNeed } from '../chart-input';
import { Association, LordPair, NeechaBhanga } from './conditions';
import { NEECHA_BHANGA_RULES } from './computed';
import { YogaFamily } from './catalogue';
import { YogasResult, YogaVerdict } from './evaluate';

export interface LordPairWire {
  /** The two grahas, in the order sun … saturn. */
  grahas: GrahaKey[];
  /** Houses (from the lagna) each graha rules, in the order of `grahas`. */
  rules: number[][];
  association: Association[];
}

export interface NeechaBhangaWire {
  graha: GrahaKey;
  cancelled_by: { rule: string; text: string; grahas: GrahaKey[] }[];
}

export interface YogaPresentWire {
  key: string;
  name: string;
  family: YogaFamily;
  /** The grahas that satisfy the condition. */
  grahas: GrahaKey[];
  /** Houses (from the lagna) the satisfying clauses are about. */
  houses: number[];
  /** The condition in words. */
  rule: string;
  source: string;
  /** Formed, but one of its classical cancellations holds (listed in `cancellations`). */
  cancelled: boolean;
  cancellations: { key: string; rule: string; source: string }[];
  /** Lord pairs (raja, dhana, parivartana yogas). */
  pairs?: LordPairWire[];
  /** Debilitated grahas and the rules that cancel their debilitation. */
  neecha_bhanga?: NeechaBhangaWire[];
}

export interface YogaAbsentWire {
  key: string;
  name: string;
  family: YogaFamily;
  /** The clause that failed, with what the chart shows instead. */
  failed: string;
  source: string;
}

export interface YogaUndeterminedWire {
  key: string;
  name: string;
  family: YogaFamily;
  reason: string;
  needs: { body: ChartBody; what: 'sign' | 'longitude' }[];
}

export type RajaYogaPairsWire =
  | { available: true; pairs: LordPairWire[] }
  | { available: false; reason: string; needs: { body: ChartBody; what: 'sign' | 'longitude' }[] };

export interface YogasWire {
  chart: {
    source: 'person' | 'placements';
    /** The birth as resolved (person charts only). */
    person: PersonWire | null;
    lagna: SignWire | null;
  };
  /** Number of yogas in the catalogue evaluated. */
  evaluated: number;
  present: YogaPresentWire[];
  /** Only with include_absent=true. */
  absent?: YogaAbsentWire[];
  /** Yogas a clause of which needs a body or degree the placements do not give. */
  undetermined: YogaUndeterminedWire[];
  raja_yoga_pairs: RajaYogaPairsWire;
}

const pairWire = (p: LordPair): LordPairWire => ({
  grahas: [...p.grahas],
  rules: p.rules.map((r) => [...r]),
  association: [...p.association],
});

const neechaWire = (n: NeechaBhanga): NeechaBhangaWire => ({
  graha: n.graha,
  cancelled_by: n.cancelled_by.map((c) => ({ rule: c.rule, text: NEECHA_BHANGA_RULES[c.rule], grahas: [...c.grahas] })),
});

const needsWire = (m: readonly MissingNeed[]) => {
  const seen = new Set<string>();
  return m.filter((x) => !seen.has(`${x.body}:${x.what}`) && seen.add(`${x.body}:${x.what}`)).map((x) => ({ ...x }));
};

function presentWire(v: YogaVerdict): YogaPresentWire {
  const o = v.outcome;
  return {
    key: v.def.key,
    name: v.def.name,
    family: v.def.family,
    grahas: [...o.grahas],
    houses: [...o.houses].sort((a, b) => a - b),
    rule: o.text,
    source: v.def.source,
    cancelled: v.cancelled,
    cancellations: v.cancellations.map((c) => ({ key: c.key, rule: c.text, source: c.source })),
    ...(o.pairs ? { pairs: o.pairs.map(pairWire) } : {}),
    ...(o.neecha ? { neecha_bhanga: o.neecha.map(neechaWire) } : {}),
  };
}

export function presentYogas(r: YogasResult, includeAbsent: boolean): YogasWire {
  const asc = r.input.placements.ascendant;
  const of = (s: 'yes' | 'no' | 'unknown') => r.verdicts.filter((v) => v.state === s);
  const raja = r.rajaYogaPairs;
  return {
    chart: {
      source: r.input.source,
      person: r.input.chart && presentPerson(r.input.chart.birth),
      lagna: asc ? signObj(asc.sign) : null,
    },
    evaluated: r.verdicts.length,
    present: of('yes').map(presentWire),
    ...(includeAbsent
      ? {
          absent: of('no').map((v) => ({
            key: v.def.key,
            name: v.def.name,
            family: v.def.family,
            failed: v.outcome.text,
            source: v.def.source,
          })),
        }
      : {}),
    undetermined: of('unknown').map((v) => ({
      key: v.def.key,
      name: v.def.name,
      family: v.def.family,
      reason: describeMissing(needsWire(v.outcome.missing)),
      needs: needsWire(v.outcome.missing),
    })),
    raja_yoga_pairs: raja.available
      ? { available: true, pairs: raja.pairs.map(pairWire) }
      : { available: false, reason: describeMissing(raja.missing), needs: needsWire(raja.missing) },
  };
}
