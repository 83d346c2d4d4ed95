/**
 * Yoga conditions as data: a small closed language of clauses over the rasi chart (whole-sign houses),
 * each JSON-serialisable so the catalogue can publish it, with one evaluator and one describer. An
 * evaluation is three-valued: a clause over a body the chart does not give is 'unknown' and names it.
 */
import { GrahaKey } from '@pj/ephemeris';
import { MissingNeed } from '../chart-input';
import { ChartView, DUAL, FIXED, MALEFICS, Missing, MOVABLE, NaturalDignity, NINE } from './view';
import { CompoundRelation, SEVEN, SIGN_LORD } from '../../tables';

/** A house lord by house number from the lagna (`{ lord: 10 }` = the 10th lord). */
export interface LordRef {
  readonly lord: number;
}
/** The lord of the sign a graha occupies (its dispositor). */
export interface DispositorRef {
  readonly dispositor: GrahaKey;
}
/** A body of the chart: a graha, a house lord, or a graha's dispositor. */
export type Subject = GrahaKey | LordRef | DispositorRef;
/** Where houses are counted from: the lagna, a graha, or a house lord's sign. */
export type From = 'lagna' | Subject;
/** A set of grahas: the seven planets, all nine, the natural benefics or malefics, or a list. */
export type Group = 'seven' | 'nine' | 'benefics' | 'malefics' | readonly GrahaKey[];
export type SignKind = 'movable' | 'fixed' | 'dual';

export type Condition =
  | { readonly op: 'all'; readonly of: readonly Condition[] }
  | { readonly op: 'any'; readonly of: readonly Condition[] }
  | { readonly op: 'not'; readonly of: Condition }
  /** The subject is in one of the houses counted from `from`. */
  | { readonly op: 'in_houses'; readonly subject: Subject; readonly houses: readonly number[]; readonly from: From }
  | { readonly op: 'in_signs'; readonly subject: Subject; readonly signs: readonly number[] }
  | { readonly op: 'in_sign_kind'; readonly subject: Subject; readonly kind: SignKind }
  /** The subject's natural dignity in its sign is one of `is`. */
  | { readonly op: 'dignity'; readonly subject: Subject; readonly is: readonly NaturalDignity[] }
  /** Compound relation (BPHS 3.57) of the subject toward the lord of the sign it occupies. */
  | { readonly op: 'relation_to_dispositor'; readonly subject: Subject; readonly is: readonly CompoundRelation[] }
  /** Subjects in the same sign. */
  | { readonly op: 'together'; readonly subjects: readonly Subject[] }
  /** Every pair of subjects in kendras (1, 4, 7, 10) from each other. */
  | { readonly op: 'mutual_kendras'; readonly subjects: readonly Subject[] }
  /** At least `min` (default 1) grahas of `by`, other than `except`, in the house. */
  | {
      readonly op: 'occupied';
      readonly house: number;
      readonly from: From;
      readonly by: Group;
      readonly except?: readonly GrahaKey[];
      readonly min?: number;
    }
  /** The house holds grahas, all of `by` (or is empty, when `allow_empty`). */
  | {
      readonly op: 'only';
      readonly house: number;
      readonly from: From;
      readonly by: Group;
      readonly allow_empty: boolean;
    }
  /** Of the houses, exactly `count` hold a graha of `by`. */
  | {
      readonly op: 'count_houses';
      readonly houses: readonly number[];
      readonly from: From;
      readonly by: Group;
      readonly count: number;
    }
  /** Every graha of `grahas` in the houses (`fill`: and every one of those houses occupied). */
  | {
      readonly op: 'within';
      readonly grahas: Group;
      readonly houses: readonly number[];
      readonly from: From;
      readonly fill?: boolean;
    }
  /** `within` for some set of `sets` (the first that holds is reported). */
  | {
      readonly op: 'within_one_of';
      readonly grahas: Group;
      readonly sets: readonly (readonly number[])[];
      readonly from: From;
      readonly fill?: boolean;
    }
  /** The grahas occupy exactly the houses of one of the sets (each house occupied, none elsewhere). */
  | { readonly op: 'occupy_exactly'; readonly grahas: Group; readonly sets: readonly (readonly number[])[] }
  | { readonly op: 'all_in_sign_kind'; readonly grahas: Group; readonly kind: SignKind }
  /** The grahas occupy exactly `count` distinct signs. */
  | { readonly op: 'distinct_signs'; readonly grahas: Group; readonly count: number }
  /** The subject casts graha drishti on the target (a subject's sign or a house from the lagna). */
  | {
      readonly op: 'aspects';
      readonly by: Subject;
      readonly target: Subject | { readonly house: number; readonly from: From };
    }
  /** At least one graha of `by` joins the subject or aspects it (graha drishti). */
  | { readonly op: 'joined_or_aspected'; readonly subject: Subject; readonly by: Group }
  /** Within the Surya Siddhanta orb of the Sun (needs longitudes). */
  | { readonly op: 'combust'; readonly subject: Subject }
  /** A rule computed in code over the whole chart (lord pairs, exchanges, cancellations): `computed.ts`. */
  | { readonly op: 'computed'; readonly rule: ComputedRule };

/** Rules too wide for clauses (every pair of lords, every debilitated graha): evaluated in computed.ts. */
export type ComputedRule =
  | 'raja_yoga_pairs'
  | 'dharma_karmadhipati'
  | 'dhana_yoga_pairs'
  | 'maha_parivartana'
  | 'khala_parivartana'
  | 'dainya_parivartana'
  | 'neecha_bhanga';

/** A computed rule's verdict: state, grahas, houses and words, as for a clause. */
export type ComputedEvaluator = (rule: ComputedRule, view: ChartView) => Outcome;

export type State = 'yes' | 'no' | 'unknown';

export interface Outcome {
  readonly state: State;
  /** Grahas that make the clause hold (for 'yes'); the offending ones for 'no' when known. */
  readonly grahas: readonly GrahaKey[];
  /** Houses from the lagna that the clause is about. */
  readonly houses: readonly number[];
  /** The clause in words; for 'no' with what the chart shows instead. */
  readonly text: string;
  readonly missing: readonly MissingNeed[];
  /** Lord pairs of a computed pair rule (raja, dhana, exchanges). */
  readonly pairs?: readonly LordPair[];
  /** Debilitated grahas and the rules that cancel their debilitation (neecha bhanga). */
  readonly neecha?: readonly NeechaBhanga[];
}

export type Association = 'conjunction' | 'mutual_aspect' | 'exchange';

/** Two grahas, the houses (from the lagna) each rules, and how they are associated. */
export interface LordPair {
  readonly grahas: readonly [GrahaKey, GrahaKey];
  readonly rules: readonly [readonly number[], readonly number[]];
  readonly association: readonly Association[];
}

export interface NeechaBhanga {
  readonly graha: GrahaKey;
  /** The cancellation rules that hold (keys of NEECHA_BHANGA_RULES) with the grahas that make them hold. */
  readonly cancelled_by: readonly { readonly rule: string; readonly grahas: readonly GrahaKey[] }[];
}

const SIGN_KIND: Readonly<Record<SignKind, readonly number[]>> = { movable: MOVABLE, fixed: FIXED, dual: DUAL };

const ord = (n: number) => {
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
};
const orList = (xs: readonly (string | number)[], joiner = 'or') =>
  xs.length <= 1 ? String(xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${joiner} ${xs[xs.length - 1]}`;
const isLord = (s: Subject | From): s is LordRef => typeof s === 'object' && s !== null && 'lord' in s;

export function subjectName(s: Subject): string {
  if (isLord(s)) return `the ${ord(s.lord)} lord`;
  if (typeof s === 'object') return `the lord of ${s.dispositor}'s sign`;
  return s;
}
function fromName(f: From): string {
  return f === 'lagna' ? 'the lagna' : subjectName(f);
}
function groupName(g: Group): string {
  if (typeof g === 'string') {
    const names = { seven: 'the seven grahas', nine: 'the nine grahas', benefics: 'benefics', malefics: 'malefics' };
    return names[g];
  }
  return orList(g);
}
const housesName = (hs: readonly number[]) => `house ${orList(hs)}`;
const setsText = (sets: readonly (readonly number[])[], joiner: string) =>
  sets.map((s) => `{${s.join(',')}}`).join(joiner);
const fillText = (fill: boolean | undefined, what: string) => (fill ? `, ${what} occupied` : '');

/** The clause in words (published beside the data in the catalogue and in verdicts). */
export function describeCondition(c: Condition): string {
  switch (c.op) {
    case 'all':
      return c.of.map(describeCondition).join('; and ');
    case 'any':
      return `either ${c.of.map(describeCondition).join('; or ')}`;
    case 'not':
      return `not (${describeCondition(c.of)})`;
    case 'in_houses':
      return `${subjectName(c.subject)} in ${housesName(c.houses)} from ${fromName(c.from)}`;
    case 'in_signs':
      return `${subjectName(c.subject)} in sign ${orList(c.signs.map(signLabel))}`;
    case 'in_sign_kind':
      return `${subjectName(c.subject)} in a ${c.kind} sign`;
    case 'dignity':
      return `${subjectName(c.subject)} ${orList(c.is)} in its sign`;
    case 'relation_to_dispositor':
      return `${subjectName(c.subject)} a ${orList(c.is)} (compound) of the lord of its sign`;
    case 'together':
      return `${orList(c.subjects.map(subjectName), 'and')} in one sign`;
    case 'mutual_kendras':
      return `${orList(c.subjects.map(subjectName), 'and')} in kendras from each other`;
    case 'occupied': {
      const other = c.except?.length ? ` other than ${orList(c.except)}` : '';
      const n = c.min && c.min > 1 ? `at least ${c.min} of ` : 'one of ';
      return `${n}${groupName(c.by)}${other} in the ${ord(c.house)} house from ${fromName(c.from)}`;
    }
    case 'only': {
      const empty = c.allow_empty ? 'empty or ' : '';
      return `the ${ord(c.house)} house from ${fromName(c.from)} ${empty}held only by ${groupName(c.by)}`;
    }
    case 'count_houses':
      return `exactly ${c.count} of ${housesName(c.houses)} from ${fromName(c.from)} hold ${groupName(c.by)}`;
    case 'within': {
      const fill = fillText(c.fill, 'each of them');
      return `${groupName(c.grahas)} all in ${housesName(c.houses)} from ${fromName(c.from)}${fill}`;
    }
    case 'within_one_of': {
      const sets = setsText(c.sets, ' ');
      const fill = fillText(c.fill, 'each house of the set');
      return `${groupName(c.grahas)} all in one of the sets ${sets} of houses from ${fromName(c.from)}${fill}`;
    }
    case 'occupy_exactly':
      return `${groupName(c.grahas)} occupy exactly the houses ${setsText(c.sets, ' or ')}`;
    case 'all_in_sign_kind':
      return `${groupName(c.grahas)} all in ${c.kind} signs`;
    case 'distinct_signs':
      return `${groupName(c.grahas)} occupy exactly ${c.count} sign${c.count === 1 ? '' : 's'}`;
    case 'aspects': {
      const t =
        typeof c.target === 'object' && 'house' in c.target
          ? `the ${ord(c.target.house)} house from ${fromName(c.target.from)}`
          : subjectName(c.target);
      return `${subjectName(c.by)} aspects ${t} (graha drishti)`;
    }
    case 'joined_or_aspected':
      return `${subjectName(c.subject)} joined or aspected by ${groupName(c.by)}`;
    case 'combust':
      return `${subjectName(c.subject)} combust`;
    case 'computed':
      return COMPUTED_TEXT[c.rule];
  }
}

const ASSOCIATED = 'in one sign, in mutual graha drishti, or in exchange of signs';
const COMPUTED_TEXT: Readonly<Record<ComputedRule, string>> = {
  raja_yoga_pairs:
    'a lord of a kendra (1, 4, 7, 10) and a different lord of a trikona (1, 5, 9) associated: ' + ASSOCIATED,
  dharma_karmadhipati: 'the 9th and 10th lords (two different grahas) associated: ' + ASSOCIATED,
  dhana_yoga_pairs: 'a lord of the 2nd or 11th and a different lord of the 1st, 5th or 9th associated: ' + ASSOCIATED,
  maha_parivartana: 'two grahas each in a sign of the other, both signs in houses 1, 2, 4, 5, 7, 9, 10 or 11',
  khala_parivartana:
    'two grahas each in a sign of the other, one of the signs the 3rd house (neither the 6th, 8th or 12th)',
  dainya_parivartana: 'two grahas each in a sign of the other, one of the signs the 6th, 8th or 12th house',
  neecha_bhanga: 'a debilitated graha whose debilitation is cancelled (cancellation rules listed with each verdict)',
};

const SIGN_LABELS = ['Ar', 'Ta', 'Ge', 'Cn', 'Le', 'Vi', 'Li', 'Sc', 'Sg', 'Cp', 'Aq', 'Pi'];
const signLabel = (s: number) => SIGN_LABELS[s];

/** Evaluates conditions on one chart; caches nothing but the benefic group (Mercury's company). */
export class Evaluator {
  private beneficsCache: GrahaKey[] | null = null;
  constructor(
    readonly view: ChartView,
    private readonly computed: ComputedEvaluator,
  ) {}

  graha(s: Subject): GrahaKey {
    if (isLord(s)) return this.view.lordOf(s.lord);
    if (typeof s === 'object') return SIGN_LORD[this.view.sign(s.dispositor)];
    return s;
  }

  private sign(s: Subject): number {
    return this.view.sign(this.graha(s));
  }

  private fromSign(f: From): number {
    return f === 'lagna' ? this.view.sign('ascendant') : this.sign(f);
  }

  private group(g: Group): readonly GrahaKey[] {
    if (g === 'seven') return SEVEN;
    if (g === 'nine') return NINE;
    if (g === 'malefics') return MALEFICS;
    if (g === 'benefics') return (this.beneficsCache ??= this.view.benefics());
    return g;
  }

  /**
   * A group with the members known to belong to it; for the benefics, Mercury's membership is
   * unknown when a graha that might join it is not placed (`unsure` is then that Missing).
   */
  private groupParts(g: Group): { sure: readonly GrahaKey[]; unsure: Missing | null } {
    if (g !== 'benefics') return { sure: this.group(g), unsure: null };
    try {
      return { sure: this.group(g), unsure: null };
    } catch (e) {
      if (!(e instanceof Missing)) throw e;
      return { sure: ['jupiter', 'venus'], unsure: e };
    }
  }

  private lagnaHouse(sign: number): number {
    return ((sign - this.view.sign('ascendant') + 12) % 12) + 1;
  }

  private houseSign(n: number, f: From): number {
    return (this.fromSign(f) + n - 1) % 12;
  }

  evaluate(c: Condition): Outcome {
    try {
      return this.evalInner(c);
    } catch (e) {
      if (e instanceof Missing) {
        return { state: 'unknown', grahas: [], houses: [], text: describeCondition(c), missing: [e.need] };
      }
      throw e;
    }
  }

  private yes(c: Condition, grahas: readonly GrahaKey[], signs: readonly number[]): Outcome {
    const houses = this.view.has('ascendant') ? [...new Set(signs.map((s) => this.lagnaHouse(s)))] : [];
    return { state: 'yes', grahas: [...new Set(grahas)], houses, text: describeCondition(c), missing: [] };
  }

  private no(c: Condition, observed: string): Outcome {
    return { state: 'no', grahas: [], houses: [], text: `${describeCondition(c)}: ${observed}`, missing: [] };
  }

  private verdict(c: Condition, ok: boolean, grahas: readonly GrahaKey[], signs: number[], observed: () => string) {
    return ok ? this.yes(c, grahas, signs) : this.no(c, observed());
  }

  private where(g: GrahaKey): string {
    return `${g} in ${signLabel(this.view.sign(g))}`;
  }

  private evalInner(c: Condition): Outcome {
    const v = this.view;
    switch (c.op) {
      case 'all':
        return this.combine(c.of, c, 'no');
      case 'any':
        return this.combine(c.of, c, 'yes');
      case 'not': {
        const inner = this.evaluate(c.of);
        if (inner.state === 'unknown') return { ...inner, text: describeCondition(c) };
        return inner.state === 'yes' ? this.no(c, inner.text) : this.yes(c, [], []);
      }
      case 'in_houses': {
        const g = this.graha(c.subject);
        const s = v.sign(g);
        const n = ((s - this.fromSign(c.from) + 12) % 12) + 1;
        return this.verdict(c, c.houses.includes(n), [g], [s], () => `${g} is in the ${ord(n)}`);
      }
      case 'in_signs': {
        const g = this.graha(c.subject);
        const s = v.sign(g);
        return this.verdict(c, c.signs.includes(s), [g], [s], () => this.where(g));
      }
      case 'in_sign_kind': {
        const g = this.graha(c.subject);
        const s = v.sign(g);
        return this.verdict(c, SIGN_KIND[c.kind].includes(s), [g], [s], () => this.where(g));
      }
      case 'dignity': {
        const g = this.graha(c.subject);
        const d = v.dignity(g);
        return this.verdict(c, c.is.includes(d), [g], [v.sign(g)], () => `${g} is ${d} in ${signLabel(v.sign(g))}`);
      }
      case 'relation_to_dispositor': {
        const g = this.graha(c.subject);
        if (g === 'rahu' || g === 'ketu') return this.no(c, `${g} has no compound relation`);
        const lord = SIGN_LORD[v.sign(g)];
        if (lord === g) return this.no(c, `${g} is in its own sign`);
        const rel = v.compound(g, lord as typeof g);
        return this.verdict(c, c.is.includes(rel), [g, lord], [v.sign(g)], () => `${g} is a ${rel} of ${lord}`);
      }
      case 'together': {
        const gs = c.subjects.map((s) => this.graha(s));
        const signs = gs.map((g) => v.sign(g));
        const ok = signs.every((s) => s === signs[0]);
        return this.verdict(c, ok, gs, signs, () => gs.map((g) => this.where(g)).join(', '));
      }
      case 'mutual_kendras': {
        const gs = c.subjects.map((s) => this.graha(s));
        const signs = gs.map((g) => v.sign(g));
        const ok = signs.every((a) => signs.every((b) => (a - b + 12) % 3 === 0));
        return this.verdict(c, ok, gs, signs, () => gs.map((g) => this.where(g)).join(', '));
      }
      case 'occupied': {
        const sign = this.houseSign(c.house, c.from);
        const { sure, unsure } = this.groupParts(c.by);
        const members = sure.filter((g) => !(c.except ?? []).includes(g));
        // Decided by the placed grahas when enough of them are there; an absent one matters only otherwise.
        const here = members.filter((g) => v.has(g) && v.sign(g) === sign);
        if (here.length >= (c.min ?? 1)) return this.yes(c, here, [sign]);
        if (unsure) throw unsure;
        const absent = members.find((g) => !v.has(g));
        if (absent) throw new Missing({ body: absent, what: 'sign' });
        // What the house holds, of the grahas placed (the decision does not depend on the others).
        const seen = NINE.filter((g) => v.has(g) && v.sign(g) === sign);
        return this.no(c, `it holds ${seen.length ? orList(seen, 'and') : 'no graha'}`);
      }
      case 'only': {
        const sign = this.houseSign(c.house, c.from);
        const here = v.occupants(sign);
        const group = this.group(c.by);
        const ok = (here.length > 0 || c.allow_empty) && here.every((g) => group.includes(g));
        return this.verdict(c, ok, here, [sign], () => `it holds ${here.length ? orList(here, 'and') : 'no graha'}`);
      }
      case 'count_houses': {
        const group = this.group(c.by);
        const held = c.houses.filter((h) => v.occupants(this.houseSign(h, c.from), group).length > 0);
        const signs = held.map((h) => this.houseSign(h, c.from));
        const gs = signs.flatMap((s) => v.occupants(s, group));
        const ok = held.length === c.count;
        const observed = () => `${held.length} do (${held.length ? housesName(held) : 'none'})`;
        return this.verdict(c, ok, gs, signs, observed);
      }
      case 'within': {
        const r = this.within(this.group(c.grahas), c.houses, c.from, c.fill ?? false);
        return this.verdict(c, r.ok, this.group(c.grahas), r.signs, () => r.why);
      }
      case 'within_one_of': {
        const gs = this.group(c.grahas);
        for (const set of c.sets) {
          const r = this.within(gs, set, c.from, c.fill ?? false);
          if (r.ok) return this.yes(c, gs, r.signs);
        }
        return this.no(c, `occupied: ${this.occupiedHouses(gs)}`);
      }
      case 'occupy_exactly': {
        const gs = this.group(c.grahas);
        const asc = v.sign('ascendant');
        const occupied = [...new Set(gs.map((g) => v.sign(g)))];
        const hs = new Set(occupied.map((s) => this.lagnaHouse(s)));
        const ok = c.sets.some((set) => set.length === hs.size && set.every((h) => hs.has(h)));
        return this.verdict(c, ok, gs, occupied, () => `occupied: ${this.occupiedHouses(gs)} (lagna ${asc})`);
      }
      case 'all_in_sign_kind': {
        const gs = this.group(c.grahas);
        const inKind = (g: GrahaKey) => SIGN_KIND[c.kind].includes(v.sign(g));
        const off = this.placedFirst(gs, inKind).filter((g) => !inKind(g));
        if (off.length) return this.no(c, off.map((g) => this.where(g)).join(', '));
        return this.yes(
          c,
          gs,
          gs.map((g) => v.sign(g)),
        );
      }
      case 'distinct_signs': {
        const gs = this.group(c.grahas);
        const signs = [...new Set(gs.map((g) => v.sign(g)))];
        return this.verdict(c, signs.length === c.count, gs, signs, () => `they occupy ${signs.length}`);
      }
      case 'aspects': {
        const by = this.graha(c.by);
        const target =
          typeof c.target === 'object' && 'house' in c.target
            ? this.houseSign(c.target.house, c.target.from)
            : this.sign(c.target);
        const ok = v.aspectedSigns(by).includes(target);
        return this.verdict(c, ok, [by], [target], () => `${by} in ${signLabel(v.sign(by))} does not`);
      }
      case 'joined_or_aspected': {
        const g = this.graha(c.subject);
        const s = v.sign(g);
        const hits = this.group(c.by).filter((b) => b !== g && (v.sign(b) === s || v.aspectedSigns(b).includes(s)));
        return this.verdict(c, hits.length > 0, [g, ...hits], [s], () => `none of ${groupName(c.by)} does`);
      }
      case 'combust': {
        const g = this.graha(c.subject);
        return this.verdict(c, v.combust(g), [g], [v.sign(g)], () => `${g} is outside the orb`);
      }
      case 'computed':
        return this.computed(c.rule, v);
    }
  }

  private occupiedHouses(gs: readonly GrahaKey[]): string {
    const hs = [...new Set(gs.map((g) => this.lagnaHouse(this.view.sign(g))))].sort((a, b) => a - b);
    return housesName(hs);
  }

  /**
   * The grahas, after checking that every one is placed unless a placed one already decides a rule
   * that needs them all ("all of them …"): the placed ones first, Missing for the first absent one
   * only when none of the placed ones fails `ok`.
   */
  private placedFirst(gs: readonly GrahaKey[], ok?: (g: GrahaKey) => boolean): readonly GrahaKey[] {
    const placed = gs.filter((g) => this.view.has(g));
    if (placed.length === gs.length) return gs;
    if (ok && placed.some((g) => !ok(g))) return placed;
    throw new Missing({ body: gs.find((g) => !this.view.has(g))!, what: 'sign' });
  }

  private within(gs: readonly GrahaKey[], houses: readonly number[], from: From, fill: boolean) {
    const signs = houses.map((h) => this.houseSign(h, from));
    const outside = this.placedFirst(gs, (g) => signs.includes(this.view.sign(g))).filter(
      (g) => !signs.includes(this.view.sign(g)),
    );
    const empty =
      fill && !outside.length ? houses.filter((_, i) => this.view.occupants(signs[i], gs).length === 0) : [];
    const ok = outside.length === 0 && empty.length === 0;
    const why = outside.length ? `${orList(outside, 'and')} outside` : `${housesName(empty)} empty`;
    return { ok, signs, why };
  }

  /** `all` stops at the first 'no', `any` at the first 'yes'; otherwise an unknown clause makes it unknown. */
  private combine(of: readonly Condition[], c: Condition, decisive: 'yes' | 'no'): Outcome {
    const outs: Outcome[] = [];
    for (const x of of) {
      const o = this.evaluate(x);
      if (o.state === decisive) return o;
      outs.push(o);
    }
    const missing = outs.filter((o) => o.state === 'unknown').flatMap((o) => o.missing);
    if (missing.length) return { state: 'unknown', grahas: [], houses: [], text: describeCondition(c), missing };
    if (decisive === 'yes') {
      return { state: 'no', grahas: [], houses: [], text: outs.map((o) => o.text).join('; '), missing: [] };
    }
    const grahas = [...new Set(outs.flatMap((o) => o.grahas))];
    return {
      state: 'yes',
      grahas,
      houses: [...new Set(outs.flatMap((o) => o.houses))],
      text: describeCondition(c),
      missing,
    };
  }
}
