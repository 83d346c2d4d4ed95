/**
 * Madhva (Tatvavadi) Ekadashi, as Narasimha's printed tables show it (tatvavadi.ru, 37 cities
 * 2017–2020: test/fixtures/golden/ekadashi/tatvavadi-madhva.jsonl.gz). Rules (README.md):
 * 1. The fast is on the first sunrise after the Ekadashi tithi begins (Ekadashi, or Dwadashi
 *    when Ekadashi is kshaya), unless Dashami is present at that day's arunodaya, 4 ghatikas of
 *    the night (night / 30 each) before sunrise: then the next day. The ativriddhyadi checking
 *    points (54 gh 40 vigh … 55 gh 55 vigh, chosen by how Dashami, Ekadashi and Dwadashi lengths
 *    grow) are computed and reported in the evidence; the tables of 2017–2020 follow arunodaya
 *    (1 863/1 884 dates against 1 858 with those points).
 * 2. Atirikta Ekadashi: Ekadashi at the sunrises of the fast day and the next: both fasted,
 *    parana on the third day. Atirikta Dwadashi: Dwadashi at the sunrises of the two days after
 *    the fast: the fast continues through the first. Shravana Dwadashi: Dwadashi joined with
 *    Shravana nakshatra from sunrise for about half the daytime: the fast continues, parana the
 *    day after.
 * 3. Parana: from sunrise to the end of the first fifth of the daytime, never before the end of
 *    Dwadashi's first quarter and never after Dwadashi ends (printed "> hh:mm" / "< hh:mm");
 *    after an atirikta fast, sunrise to the first fifth or the end of Dwadashi.
 */
import { Day, EkadashiFacts, Span } from './facts';
import { ParanaJd, polarNote, PRATAHKALA_FRACTION } from './parana';

export type MadhvaClass = 'ativriddha' | 'vriddha' | 'samya' | 'hrasva';
export type MadhvaCase = 'shuddha' | 'viddha' | 'atirikta_ekadashi' | 'atirikta_dwadashi' | 'shravana_dwadashi';
/** The cases with an extra fasting day after the fast. */
export type MadhvaExtraKind = Exclude<MadhvaCase, 'shuddha' | 'viddha'>;

/** Why the day after the fast is fasted too, by case. */
const EXTRA_DAY_REASONS: Readonly<Record<MadhvaExtraKind, string>> = {
  atirikta_ekadashi: 'Ekadashi prevails at two sunrises (atirikta Ekadashi): both days are fasted',
  atirikta_dwadashi: 'Dwadashi prevails at two sunrises (atirikta Dwadashi): the fast continues through the first',
  shravana_dwadashi:
    'Dwadashi at sunrise joined with Shravana nakshatra for about half the day or more (Shravana Dwadashi): the fast continues, parana the day after',
};

export interface MadhvaDecision {
  readonly fastDay: number;
  readonly case: MadhvaCase;
  readonly tithiClass: MadhvaClass;
  /** JD UT of the point before the first sunrise that must be free of Dashami. */
  readonly checkJdUt: number;
  readonly extra: {
    readonly day: number;
    readonly kind: MadhvaExtraKind;
    readonly reason: string;
  } | null;
  readonly parana: ParanaJd & { readonly printed: 'standard' | 'after' | 'before' | 'window' };
  readonly rule: string;
  readonly notes: readonly string[];
  /** Arunodaya (4 night ghatikas before sunrise) of day i. */
  readonly arunodaya: (i: number) => number;
}

/** A ghatika of the tithi lengths: 1/60 of a day (24 min). */
const DAY_GHATIKA = 1 / 60;

function tithiClass(e: EkadashiFacts): MadhvaClass {
  const l10 = (e.ekadashi.startJdUt - e.dashami.startJdUt) / DAY_GHATIKA;
  const l11 = (e.ekadashi.endJdUt - e.ekadashi.startJdUt) / DAY_GHATIKA;
  const l12 = (e.dwadashi.endJdUt - e.dwadashi.startJdUt) / DAY_GHATIKA;
  const d1 = l11 - l10;
  const d2 = l12 - l11;
  if (d1 > 0 && d2 > 0 && (d1 >= 4 || d2 >= 4)) return 'ativriddha';
  if (d1 > 0 && d2 > 0 && (d1 >= 1 || d2 >= 1)) return 'vriddha';
  if (d1 < 0 && d2 < 0) return 'hrasva';
  return 'samya';
}

/** Night ghatikas before sunrise at which Dashami must be absent, per class. */
const CHECK_GHATIKAS: Readonly<Record<MadhvaClass, number>> = {
  ativriddha: 5 + 20 / 60,
  vriddha: 5,
  samya: 4 + 10 / 60,
  hrasva: 4 + 5 / 60,
};
const CHECK_LABEL: Readonly<Record<MadhvaClass, string>> = {
  ativriddha: '54 gh 40 vigh',
  vriddha: '55 gh',
  samya: '55 gh 50 vigh',
  hrasva: '55 gh 55 vigh',
};

function nightGhatika(days: readonly Day[], i: number): number {
  const prevSet = i > 0 ? days[i - 1].sunsetJdUt : null;
  const rise = days[i].startJdUt;
  return prevSet !== null && prevSet < rise ? (rise - prevSet) / 30 : 0.5 / 30;
}

export function madhvaDecision(
  days: readonly Day[],
  e: EkadashiFacts,
  firstDay: number,
  shravana: readonly Span[] = [],
): MadhvaDecision {
  const E = e.ekadashi;
  const W = e.dwadashi;
  const rise = (i: number) => days[i].startJdUt;
  const isE = (t: number) => E.startJdUt <= t && t < E.endJdUt;
  const isW = (t: number) => W.startJdUt <= t && t < W.endJdUt;
  const arunodaya = (i: number) => rise(i) - 4 * nightGhatika(days, i);
  const cls = tithiClass(e);
  let d = firstDay + 1; // the first sunrise after Ekadashi begins
  const check = arunodaya(d);
  const viddha = check < E.startJdUt;
  const classPoint = rise(d) - CHECK_GHATIKAS[cls] * nightGhatika(days, d);
  const notes: string[] = [
    `tithi lengths: ${cls} (Dashami ${fmtGh(E.startJdUt - e.dashami.startJdUt)}, Ekadashi ${fmtGh(E.endJdUt - E.startJdUt)}, Dwadashi ${fmtGh(W.endJdUt - W.startJdUt)} ghatikas of 24 min); ` +
      `the ativriddhyadi checking point (${CHECK_LABEL[cls]}) ${classPoint < E.startJdUt === viddha ? 'gives the same day' : 'would give the other day (the tables 2017–2020 follow arunodaya)'}`,
  ];
  let rule: string;
  if (viddha) {
    d += 1;
    rule =
      'Dashami present at arunodaya (4 night ghatikas before sunrise): the Ekadashi is viddha, the fast moves to the next day';
  } else {
    rule = 'Ekadashi free of Dashami at arunodaya (4 night ghatikas before sunrise), shuddha: fast on that day';
  }
  const extraKind: MadhvaExtraKind | null =
    isE(rise(d)) && isE(rise(d + 1))
      ? 'atirikta_ekadashi'
      : isW(rise(d + 1)) && isW(rise(d + 2))
        ? 'atirikta_dwadashi'
        : isW(rise(d + 1)) && shravanaDwadashi(days, d + 1, W, shravana)
          ? 'shravana_dwadashi'
          : null;
  const kase: MadhvaCase = extraKind ?? (viddha ? 'viddha' : 'shuddha');
  // the extra day is the one after the fast; parana the day after it
  const extra = extraKind ? { day: d + 1, kind: extraKind, reason: EXTRA_DAY_REASONS[extraKind] } : null;
  const paranaDay = extra ? d + 2 : d + 1;
  return {
    fastDay: d,
    case: kase,
    tithiClass: cls,
    checkJdUt: check,
    extra,
    parana: withPolarNote(days, madhvaParana(days, e, paranaDay, extra !== null)),
    rule,
    notes,
    arunodaya,
  };
}

/**
 * Fraction of the daytime for which Dwadashi and Shravana must both still hold after the
 * Dwadashi day's sunrise. Fitted to the tables: 2018-03-14 (30 cities) joined for 0.498–0.53
 * of the day → Shravana Dwadashi, 0.37–0.489 → not; 2019-03-03 (Dwadashi ends ~5 h after
 * sunrise, Shravana all day) → not; 2018-09-21 Fredericton (Shravana 1.1 h) → not; the whole
 * morning (2018-09-21, 31 cities) → yes. About half the day.
 */
export const SHRAVANA_DAY_FRACTION = 0.495;

function shravanaDwadashi(days: readonly Day[], i: number, dwadashi: Span, shravana: readonly Span[]): boolean {
  const rise = days[i].startJdUt;
  const set = days[i].sunsetJdUt;
  if (set === null || set <= rise) return false;
  const s = shravana.find((x) => x.startJdUt <= rise && rise < x.endJdUt);
  return s !== undefined && Math.min(s.endJdUt, dwadashi.endJdUt) - rise >= (set - rise) * SHRAVANA_DAY_FRACTION;
}

function withPolarNote(days: readonly Day[], p: MadhvaDecision['parana']): MadhvaDecision['parana'] {
  const note = polarNote(days, p.dayIndex);
  return note ? { ...p, explanation: p.explanation + note } : p;
}

function fmtGh(days: number): string {
  return (days / DAY_GHATIKA).toFixed(2);
}

function madhvaParana(days: readonly Day[], e: EkadashiFacts, p: number, atirikta: boolean): MadhvaDecision['parana'] {
  const sunrise = days[p].startJdUt;
  const sunset =
    days[p].sunsetJdUt !== null && days[p].sunsetJdUt! > sunrise ? days[p].sunsetJdUt! : days[p + 1].startJdUt;
  const fifth = sunrise + (sunset - sunrise) * PRATAHKALA_FRACTION;
  const W = e.dwadashi;
  const quarter = W.startJdUt + (W.endJdUt - W.startJdUt) / 4;
  const base = { dayIndex: p, hariVasaraEndJdUt: quarter, dwadashiEndJdUt: W.endJdUt };
  if (atirikta) {
    if (W.endJdUt > sunrise && W.endJdUt < fifth) {
      return {
        ...base,
        startJdUt: sunrise,
        endJdUt: W.endJdUt,
        rule: 'before_dwadashi_end',
        printed: 'before',
        explanation: 'after an atirikta fast: parana from sunrise, before Dwadashi ends',
      };
    }
    return {
      ...base,
      startJdUt: sunrise,
      endJdUt: fifth,
      rule: 'pratahkala',
      printed: 'standard',
      explanation: 'after an atirikta fast: parana from sunrise in the first fifth of the day',
    };
  }
  if (W.endJdUt <= sunrise) {
    return {
      ...base,
      startJdUt: sunrise,
      endJdUt: fifth,
      rule: 'dwadashi_over_at_sunrise',
      printed: 'standard',
      explanation: 'Dwadashi ends before sunrise of the parana day: parana from sunrise in the first fifth of the day',
    };
  }
  let start = sunrise;
  let end = fifth;
  let printed: 'standard' | 'after' | 'before' | 'window' = 'standard';
  if (start < quarter) {
    start = quarter;
    printed = 'after';
    if (end <= start) {
      // the first quarter of Dwadashi outlasts the first fifth of the day: the tables print only "> start"
      const sunset =
        days[p].sunsetJdUt !== null && days[p].sunsetJdUt! > start ? days[p].sunsetJdUt! : days[p + 1].startJdUt;
      end = Math.min(W.endJdUt, sunset);
      return {
        ...base,
        startJdUt: start,
        endJdUt: end,
        rule: 'after_hari_vasara',
        printed,
        explanation:
          'the first quarter of Dwadashi ends after the first fifth of the day: parana after it, before Dwadashi ends (the tables print only the start)',
      };
    }
  }
  if (W.endJdUt > start && W.endJdUt < end) {
    end = W.endJdUt;
    printed = printed === 'after' ? 'window' : 'before';
  }
  const explanation =
    printed === 'standard'
      ? 'parana from sunrise to the end of the first fifth of the day'
      : printed === 'after'
        ? 'parana after the first quarter of Dwadashi ends'
        : printed === 'before'
          ? 'parana from sunrise, before Dwadashi ends'
          : 'parana after the first quarter of Dwadashi and before Dwadashi ends';
  return {
    ...base,
    startJdUt: start,
    endJdUt: end,
    rule: printed === 'standard' ? 'pratahkala' : printed === 'after' ? 'after_hari_vasara' : 'before_dwadashi_end',
    printed,
    explanation,
  };
}
