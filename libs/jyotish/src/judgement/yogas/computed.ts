/**
 * The yoga rules that range over every pair of lords or every debilitated graha: raja and dhana yoga
 * lord pairs, parivartana (sign exchange) and neecha bhanga (cancelled debilitation). Each returns a
 * clause-like Outcome with the pairs or cancellations that decided it.
 */
import { GrahaKey } from '@pj/ephemeris';
import { EXALTATION, PlanetKey, SEVEN, SIGN_LORD } from '../../tables';
import { Association, ComputedRule, describeCondition, LordPair, NeechaBhanga, Outcome } from './conditions';
import { ChartView, KENDRAS, Missing, TRIKONAS } from './view';

/** Houses (from the lagna) each of the seven planets rules. */
function lordships(view: ChartView): Map<PlanetKey, number[]> {
  const out = new Map<PlanetKey, number[]>();
  for (let h = 1; h <= 12; h++) {
    const lord = view.lordOf(h);
    out.set(lord, [...(out.get(lord) ?? []), h]);
  }
  return out;
}

/**
 * How two grahas are associated (BPHS 39 on raja yogas, as P.V.R. Narasimha Rao ch. 11 reads it):
 * in one sign, in mutual graha drishti, or each in a sign of the other (parivartana).
 */
export function associationOf(view: ChartView, a: PlanetKey, b: PlanetKey): Association[] {
  const out: Association[] = [];
  const sa = view.sign(a);
  const sb = view.sign(b);
  if (sa === sb) out.push('conjunction');
  if (view.aspectedSigns(a).includes(sb) && view.aspectedSigns(b).includes(sa)) out.push('mutual_aspect');
  if (SIGN_LORD[sa] === b && SIGN_LORD[sb] === a) out.push('exchange');
  return out;
}

const byOrder = (a: GrahaKey, b: GrahaKey) => SEVEN.indexOf(a as PlanetKey) - SEVEN.indexOf(b as PlanetKey);

/** Pairs of different lords, one ruling a house of `left`, the other a house of `right`, that are associated. */
export function lordPairs(view: ChartView, left: readonly number[], right: readonly number[]): LordPair[] {
  const rules = lordships(view);
  const lordsOf = (hs: readonly number[]) => [...new Set(hs.map((h) => view.lordOf(h)))];
  const seen = new Set<string>();
  const pairs: LordPair[] = [];
  for (const p of lordsOf(left)) {
    for (const q of lordsOf(right)) {
      if (p === q) continue;
      const [a, b] = [p, q].sort(byOrder) as [PlanetKey, PlanetKey];
      const id = `${a}-${b}`;
      if (seen.has(id)) continue;
      seen.add(id);
      const association = associationOf(view, a, b);
      if (association.length) pairs.push({ grahas: [a, b], rules: [rules.get(a)!, rules.get(b)!], association });
    }
  }
  return pairs.sort((x, y) => byOrder(x.grahas[0], y.grahas[0]) || byOrder(x.grahas[1], y.grahas[1]));
}

function pairOutcome(view: ChartView, rule: ComputedRule, pairs: LordPair[]): Outcome {
  const text = describeCondition({ op: 'computed', rule });
  if (!pairs.length) return { state: 'no', grahas: [], houses: [], text: `${text}: no such pair`, missing: [] };
  const grahas = [...new Set(pairs.flatMap((p) => p.grahas))];
  const houses = [...new Set(grahas.map((g) => view.house(g)))];
  return { state: 'yes', grahas, houses, text, missing: [], pairs };
}

const MAHA_HOUSES = [1, 2, 4, 5, 7, 9, 10, 11];

/** Sign exchanges between two of the seven planets, classed as Phaladeepika 6.32–34 does (maha, khala, dainya). */
function exchanges(view: ChartView, kind: 'maha' | 'khala' | 'dainya'): LordPair[] {
  const rules = lordships(view);
  const out: LordPair[] = [];
  SEVEN.forEach((a, i) => {
    for (const b of SEVEN.slice(i + 1)) {
      if (!associationOf(view, a, b).includes('exchange')) continue;
      const hs = [view.house(a), view.house(b)];
      const dusthana = hs.some((h) => h === 6 || h === 8 || h === 12);
      const third = hs.includes(3);
      const k = dusthana ? 'dainya' : third ? 'khala' : hs.every((h) => MAHA_HOUSES.includes(h)) ? 'maha' : null;
      if (k === kind) out.push({ grahas: [a, b], rules: [rules.get(a)!, rules.get(b)!], association: ['exchange'] });
    }
  });
  return out;
}

/** Sign of the navamsa (D9, BPHS 6) of a longitude: the 108 navamsas run from Aries continuously. */
const navamsaSign = (lonDeg: number) => Math.floor((lonDeg * 9) / 30) % 12;

/** Neecha bhanga rules: key → words and source; evaluated in `neechaBhanga`. */
export const NEECHA_BHANGA_RULES: Readonly<Record<string, string>> = {
  dispositor_in_kendra: 'the lord of the debilitation sign in a kendra from the lagna or the Moon (Phaladeepika 7.26)',
  exaltation_lord_in_kendra:
    'the graha exalted in the debilitation sign in a kendra from the lagna or the Moon (Phaladeepika 7.26)',
  dispositor_exalted: 'the lord of the debilitation sign exalted (B. V. Raman, Three Hundred Important Combinations)',
  dispositor_aspects:
    'the lord of the debilitation sign joins or aspects the debilitated graha ' +
    '(B. V. Raman, Three Hundred Important Combinations)',
  with_exalted_graha: 'the debilitated graha joined by an exalted graha (PyJHora, after B. V. Raman)',
  exalted_in_navamsa: 'the debilitated graha in its exaltation sign in the navamsa (BPHS 28; needs its longitude)',
};

function kendraFromLagnaOrMoon(view: ChartView, g: GrahaKey): boolean {
  const s = view.sign(g);
  const fromL = (s - view.sign('ascendant') + 12) % 3 === 0;
  const fromM = (s - view.sign('moon') + 12) % 3 === 0;
  return fromL || fromM;
}

/** Every debilitated planet (of the seven) with the cancellation rules that hold for it. */
export function neechaBhanga(view: ChartView): NeechaBhanga[] {
  const out: NeechaBhanga[] = [];
  for (const g of SEVEN) {
    const s = view.sign(g);
    if (s !== (EXALTATION[g].sign + 6) % 12) continue;
    const lord = SIGN_LORD[s];
    const exaltedHere = SEVEN.filter((x) => EXALTATION[x].sign === s);
    const hits: { rule: string; grahas: GrahaKey[] }[] = [];
    if (kendraFromLagnaOrMoon(view, lord)) hits.push({ rule: 'dispositor_in_kendra', grahas: [lord] });
    const exLords = exaltedHere.filter((x) => kendraFromLagnaOrMoon(view, x));
    if (exLords.length) hits.push({ rule: 'exaltation_lord_in_kendra', grahas: exLords });
    if (view.dignity(lord) === 'exalted') hits.push({ rule: 'dispositor_exalted', grahas: [lord] });
    if (lord !== g && (view.sign(lord) === s || view.aspectedSigns(lord).includes(s))) {
      hits.push({ rule: 'dispositor_aspects', grahas: [lord] });
    }
    const exaltedWith = SEVEN.filter((x) => x !== g && view.sign(x) === s && view.dignity(x) === 'exalted');
    if (exaltedWith.length) hits.push({ rule: 'with_exalted_graha', grahas: exaltedWith });
    const p = view.input.placements[g];
    if (p?.lonDeg != null && navamsaSign(p.lonDeg) === EXALTATION[g].sign) {
      hits.push({ rule: 'exalted_in_navamsa', grahas: [g] });
    }
    out.push({ graha: g, cancelled_by: hits });
  }
  return out;
}

function neechaOutcome(view: ChartView): Outcome {
  const text = describeCondition({ op: 'computed', rule: 'neecha_bhanga' });
  const all = neechaBhanga(view);
  const cancelled = all.filter((n) => n.cancelled_by.length > 0);
  if (!cancelled.length) {
    const why = all.length
      ? `${all.map((n) => n.graha).join(', ')} debilitated, not cancelled`
      : 'no graha debilitated';
    return { state: 'no', grahas: [], houses: [], text: `${text}: ${why}`, missing: [] };
  }
  const grahas = [...new Set(cancelled.flatMap((n) => [n.graha, ...n.cancelled_by.flatMap((c) => c.grahas)]))];
  const houses = [...new Set(grahas.map((x) => view.house(x)))];
  return { state: 'yes', grahas, houses, text, missing: [], neecha: cancelled };
}

/** The evaluator of the `computed` clauses (passed to the clause Evaluator). */
export function evaluateComputed(rule: ComputedRule, view: ChartView): Outcome {
  try {
    switch (rule) {
      case 'raja_yoga_pairs':
        return pairOutcome(view, rule, lordPairs(view, KENDRAS, TRIKONAS));
      case 'dharma_karmadhipati':
        return pairOutcome(view, rule, lordPairs(view, [9], [10]));
      case 'dhana_yoga_pairs':
        return pairOutcome(view, rule, lordPairs(view, [2, 11], [1, 5, 9]));
      case 'maha_parivartana':
        return pairOutcome(view, rule, exchanges(view, 'maha'));
      case 'khala_parivartana':
        return pairOutcome(view, rule, exchanges(view, 'khala'));
      case 'dainya_parivartana':
        return pairOutcome(view, rule, exchanges(view, 'dainya'));
      case 'neecha_bhanga':
        return neechaOutcome(view);
    }
  } catch (e) {
    if (e instanceof Missing) {
      return {
        state: 'unknown',
        grahas: [],
        houses: [],
        text: describeCondition({ op: 'computed', rule }),
        missing: [e.need],
      };
    }
    throw e;
  }
}
