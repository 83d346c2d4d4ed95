/**
 * The prashna routes' wire bodies and packets (/jyotish/prashna, /jyotish/prashna/batch): snake_case,
 * degrees rounded to 1e-6.
 */
import { GrahaKey, NAKSHATRA_NAMES } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import type { BirthData, ResolvedBirth } from '../../birth';
import { natalChart, NatalChart } from '../../chart';
import { birthMethodology } from '../../present/birth-methodology';
import { chartBody, ChartWire } from '../../present/chart';
import type { Packet } from '../../present/packets';
import { round6, signObj, SignWire } from '../../present/wire';
import { PlanetKey } from '../../tables';
import { TAJIKA_ASPECT_RULE } from '../../annual/tables';
import { presentTajikaAspect, TajikaAspectWire } from '../../annual/present/annual';
import { KARYA_HOUSE_DEFAULT, lordsRelation, prashnaIndications } from '../judge';
import { kpDivision, questionArudha, withLagna } from '../prashna';
import { KP_NUMBER_RULE, PRASHNA_RULES, PrashnaRuleKey, PrashnaVerdict, QUESTION_ARUDHA_RULE } from '../rules';
import { kpLords } from '../../kp';

/** One question: its moment and place (CONTRACT §3b birth-data shape), optional KP number and house of the matter. */
export interface PrashnaRequest {
  question_at: BirthData;
  /** 1..249: the lagna is set to the start of that KP division. */
  kp_number?: number;
  /** House of the matter asked about, 2..12 (default 7). */
  karya_house?: number;
}

export interface PrashnaBatchRequest {
  questions: PrashnaRequest[];
}

export const PRASHNA_BATCH_MAX = 20;
export const PRASHNA_DEFAULTS = Object.freeze({ karyaHouse: KARYA_HOUSE_DEFAULT });

export interface PrashnaLagnaWire {
  /** moment: the ascendant of the moment and place; kp_number: the start of the named KP division. */
  readonly source: 'moment' | 'kp_number';
  readonly longitude: number;
  readonly sign: SignWire;
  readonly degree_in_sign: number;
  readonly nakshatra: { readonly index: number; readonly name: string };
  readonly pada: number;
  /** KP lords of the lagna degree. */
  readonly sign_lord: GrahaKey;
  readonly star_lord: GrahaKey;
  readonly sub_lord: GrahaKey;
}

export interface KpNumberWire {
  /**
   * @minimum 1
   * @maximum 249
   */
  readonly number: number;
  readonly from_deg: number;
  readonly to_deg: number;
  readonly sign_lord: PlanetKey;
  readonly star_lord: GrahaKey;
  readonly sub_lord: GrahaKey;
  /** Whole-sign house of each graha from the KP lagna. */
  readonly houses: readonly { readonly key: GrahaKey; readonly house: number }[];
  readonly rule: string;
}

export interface QuestionArudhaWire {
  readonly key: string;
  readonly lagna_sign: SignWire;
  readonly lord: GrahaKey;
  readonly sign: SignWire;
  /** House of the arudha from the prashna lagna, 1–12. */
  readonly house: number;
  readonly rule: string;
}

export interface PrashnaLordsWire {
  readonly lagna_lord: PlanetKey;
  readonly karya_house: number;
  readonly karya_lord: PlanetKey;
  /** Null when one planet lords both, or they are 2, 6, 8 or 12 signs apart (no Tajika aspect). */
  readonly tajika_aspect: TajikaAspectWire | null;
}

export interface PrashnaIndicationWire {
  readonly key: PrashnaRuleKey;
  /** Null where the rule states no indication for these facts. */
  readonly verdict: PrashnaVerdict | null;
  readonly basis: string;
  readonly rule: string;
  readonly source: string;
}

/** Body of POST /jyotish/prashna. */
export interface PrashnaWire {
  /** The chart of the moment and place of the question (as /chart/calculate for the same body). */
  readonly chart: ChartWire;
  readonly prashna_lagna: PrashnaLagnaWire;
  /** Null without kp_number. */
  readonly kp: KpNumberWire | null;
  readonly arudha: QuestionArudhaWire;
  readonly lords: PrashnaLordsWire;
  /** Each classical rule applied, with its verdict or null; no combined verdict is given. */
  readonly indications: readonly PrashnaIndicationWire[];
  readonly note: string;
}

/** Body of POST /jyotish/prashna/batch: the answers in the order of the questions. */
export interface PrashnaBatchWire {
  readonly count: number;
  readonly answers: readonly PrashnaWire[];
}

const NOTE =
  'Traditional horary (prashna) indications, each from its named rule; the rules can disagree and no combined ' +
  'verdict is computed. Astrological, not a prediction of fact.';

function lagnaWire(c: NatalChart, source: PrashnaLagnaWire['source']): PrashnaLagnaWire {
  const a = c.byKey.ascendant;
  const kp = kpLords(a.lon);
  return {
    source,
    longitude: round6(a.lon),
    sign: signObj(a.sign),
    degree_in_sign: round6(a.degInSign),
    nakshatra: { index: a.nakshatra, name: NAKSHATRA_NAMES[a.nakshatra] },
    pada: a.pada,
    sign_lord: kp.signLord,
    star_lord: kp.starLord,
    sub_lord: kp.subLord,
  };
}

/**
 * An InputError of the birth resolver names `person.*`; here the moment is `question_at` (and, in a batch,
 * `questions.<i>.question_at`).
 */
function relocated(e: unknown, prefix: readonly (string | number)[]): unknown {
  if (!(e instanceof InputError)) return e;
  return new InputError(
    e.details.map((d) => ({
      ...d,
      loc: [...prefix, ...(d.loc[0] === 'person' ? ['question_at', ...d.loc.slice(1)] : d.loc)],
    })),
  );
}

function questionChart(req: PrashnaRequest): NatalChart {
  try {
    return natalChart(req.question_at);
  } catch (e) {
    throw relocated(e, []);
  }
}

/** The prashna of one question: the moment's chart, then the judgement chart (KP lagna when named). */
export function prashnaBody(req: PrashnaRequest, moment: NatalChart = questionChart(req)): PrashnaWire {
  const karyaHouse = req.karya_house ?? PRASHNA_DEFAULTS.karyaHouse;
  const div = req.kp_number === undefined ? null : kpDivision(req.kp_number);
  const c = div === null ? moment : withLagna(moment, div.fromDeg);
  const arudha = questionArudha(c);
  const rel = lordsRelation(c, karyaHouse);
  const a = rel.aspect;
  return {
    chart: chartBody(moment),
    prashna_lagna: lagnaWire(c, div === null ? 'moment' : 'kp_number'),
    kp:
      div === null
        ? null
        : {
            number: div.number,
            from_deg: round6(div.fromDeg),
            to_deg: round6(div.toDeg),
            sign_lord: div.signLord,
            star_lord: div.starLord,
            sub_lord: div.subLord,
            houses: c.points
              .filter((p) => p.key !== 'ascendant')
              .map((p) => ({ key: p.key as GrahaKey, house: p.house })),
            rule: KP_NUMBER_RULE,
          },
    arudha: {
      key: arudha.key,
      lagna_sign: signObj(arudha.houseSign),
      lord: arudha.lord,
      sign: signObj(arudha.sign),
      house: ((arudha.sign - c.lagnaSign + 12) % 12) + 1,
      rule: QUESTION_ARUDHA_RULE,
    },
    lords: {
      lagna_lord: rel.lagnaLord,
      karya_house: rel.karyaHouse,
      karya_lord: rel.karyaLord,
      tajika_aspect: a === null ? null : presentTajikaAspect(a),
    },
    indications: prashnaIndications(c, karyaHouse).map((i) => ({
      key: i.key,
      verdict: i.verdict,
      basis: i.basis,
      rule: i.rule,
      source: i.source,
    })),
    note: NOTE,
  };
}

export const prashnaMethodology = (b: ResolvedBirth | null = null) => ({
  ...birthMethodology(b),
  kp_number: KP_NUMBER_RULE,
  question_arudha: QUESTION_ARUDHA_RULE,
  tajika_aspects: TAJIKA_ASPECT_RULE,
  prashna_rules: Object.values(PRASHNA_RULES)
    .map((r) => `${r.key}: ${r.source}`)
    .join('; '),
});

export function prashnaPacket(req: PrashnaRequest): Packet<PrashnaWire> {
  const moment = questionChart(req);
  return { body: prashnaBody(req, moment), methodology: prashnaMethodology(moment.birth) };
}

/**
 * A batch: each question answered as /jyotish/prashna; the methodology is the default one (the questions'
 * settings are echoed in each chart).
 */
export function prashnaBatchPacket(req: PrashnaBatchRequest): Packet<PrashnaBatchWire> {
  const answers = req.questions.map((q, i) => {
    try {
      return prashnaBody(q);
    } catch (e) {
      throw relocated(e, ['questions', String(i)]);
    }
  });
  return { body: { count: answers.length, answers }, methodology: prashnaMethodology() };
}
