/**
 * The interpretation packet on the wire: per house the computed facts, and `statements`, one per fact, each with
 * its kind, the value, the JSON path (`field`, from the body root) of the computed value it rests on and the
 * classical source of the rule that produced it. No prose and no predictions: the facts and where they come from.
 */
import { GrahaKey } from '@pj/ephemeris';
import { DignityStatus } from '../chart';
import { DashaYear } from '../dasha';
import { ManglikSchool } from '../judgement/dosha';
import { DoshaWire, presentDoshas } from '../judgement/present/dosha';
import { BhavaBalaWire, presentBhava } from '../judgement/present/shadbala';
import { YogaFamily } from '../judgement/yogas/catalogue';
import { PersonWire, presentPerson } from '../present/person';
import { formatBirthInstant, IsoInstant, signObj, SignWire } from '../present/wire';
import { PlanetKey } from '../tables';
import { DashaRelation, DoshaKey, HouseFacts, Interpretation, TouchReason } from './interpretation';

/** Where each kind of statement comes from (the rule the evaluator applied). */
export const STATEMENT_SOURCES = Object.freeze({
  house_sign: 'whole-sign houses counted from the lagna sign (BPHS ch. 11: the bhavas from the ascendant)',
  house_lord: 'lords of the signs (BPHS ch. 4); Scorpio Mars, Aquarius Saturn (classical single lords)',
  lord_placement: 'the house lord by its house from the lagna (BPHS ch. 24, effects of the bhava lords)',
  lord_dignity:
    'dignity (BPHS ch. 3: exaltation, debilitation, moolatrikona, own sign; compound relation 3.55–57), as /chart',
  occupant: 'grahas in the sign of the house (whole signs; BPHS ch. 11)',
  aspect: 'graha drishti by whole signs (BPHS 26.2–5): all the 7th; Mars 4, 8; Jupiter 5, 9; Saturn 3, 10',
  aspect_node: 'Rahu and Ketu the 7th only: the convention of /yogas and /dosha (BPHS 26 names the seven grahas)',
  bhava_bala: 'bhava bala (BPHS ch. 27 as worked by B. V. Raman, Graha and Bhava Balas), as /shadbala',
  dasha: 'Vimshottari dasha (BPHS ch. 46); relation = the lord rules, occupies or aspects (BPHS 26) the house',
} as const);

export type StatementKind =
  | 'house_sign'
  | 'house_lord'
  | 'lord_placement'
  | 'lord_dignity'
  | 'occupant'
  | 'aspect'
  | 'bhava_bala'
  | 'yoga'
  | 'dosha'
  | 'dasha';

export interface StatementWire {
  kind: StatementKind;
  /** The graha the statement is about, when there is one. */
  graha: GrahaKey | null;
  /** The computed value (a copy of the value at `field`). */
  value: string | number | boolean | string[] | null;
  /** JSON path of that value from the body root, e.g. houses[3].lord.house. */
  field: string;
  source: string;
}

export interface HouseWire {
  house: number;
  sign: SignWire;
  lord: { graha: PlanetKey; house: number; sign: SignWire; dignity: DignityStatus };
  occupants: { graha: GrahaKey; deg_in_sign: number; retrograde: boolean; dignity: DignityStatus }[];
  /** Full graha drishti on the sign of the house. */
  aspects_received: { graha: GrahaKey; from_house: number; nth: number; special: boolean }[];
  /** The house's row of /shadbala bhava_bala (Sripati bhava); null when shadbala is unavailable. */
  bhava_bala: BhavaBalaWire | null;
  /** Present yogas whose grahas occupy the house or whose rule names it. */
  yogas: {
    key: string;
    name: string;
    family: YogaFamily;
    cancelled: boolean;
    reasons: TouchReason[];
    grahas: GrahaKey[];
    source: string;
  }[];
  /** Present doshas (as /dosha with the same on_date) whose grahas occupy the house. */
  doshas: { key: string; name: string; grahas: GrahaKey[]; source: string }[];
  /** The running dasha lords that rule, occupy or aspect the house. */
  dasha: { level: 'mahadasha' | 'antardasha'; lord: GrahaKey; relations: DashaRelation[] }[];
  statements: StatementWire[];
}

export interface RunningPeriodWire {
  lord: GrahaKey;
  start: IsoInstant;
  end: IsoInstant;
}

export type RunningDashaWire =
  | {
      available: true;
      /** The `at` date, or null: the birth instant. */
      at: string | null;
      basis: string;
      instant: IsoInstant;
      dasha_year: DashaYear;
      mahadasha: RunningPeriodWire;
      antardasha: RunningPeriodWire;
    }
  | { available: false; at: string | null; reason: string };

export interface InterpretationWire {
  person: PersonWire;
  lagna: SignWire;
  manglik_school: ManglikSchool;
  dasha: RunningDashaWire;
  /** Why bhava_bala is null in every house, else null. */
  bhava_bala_unavailable: string | null;
  houses: HouseWire[];
}

const DOSHA_WIRE_KEY: Readonly<Record<DoshaKey, keyof DoshaWire['doshas']>> = {
  manglik: 'manglik',
  kalaSarpa: 'kala_sarpa',
  pitru: 'pitru',
  guruChandala: 'guru_chandala',
  grahan: 'grahan',
  shrapit: 'shrapit',
  kemadruma: 'kemadruma',
  sadeSati: 'sade_sati',
};

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

function houseWire(h: HouseFacts, i: number, bhava: BhavaBalaWire | null, dw: DoshaWire): HouseWire {
  const at = `houses[${i}]`;
  const st: StatementWire[] = [];
  const say = (
    kind: StatementKind,
    graha: GrahaKey | null,
    value: StatementWire['value'],
    field: string,
    src: string,
  ) => st.push({ kind, graha, value, field: `${at}.${field}`, source: src });
  const S = STATEMENT_SOURCES;
  const wire: HouseWire = {
    house: h.house,
    sign: signObj(h.sign),
    lord: { graha: h.lord, house: h.lordHouse, sign: signObj(h.lordSign), dignity: h.lordDignity },
    occupants: h.occupants.map((o) => ({
      graha: o.graha,
      deg_in_sign: r4(o.degInSign),
      retrograde: o.retrograde,
      dignity: o.dignity,
    })),
    aspects_received: h.aspects.map((a) => ({
      graha: a.graha,
      from_house: a.fromHouse,
      nth: a.nth,
      special: a.special,
    })),
    bhava_bala: bhava,
    yogas: h.yogas.map((y) => ({
      key: y.verdict.def.key,
      name: y.verdict.def.name,
      family: y.verdict.def.family,
      cancelled: y.verdict.cancelled,
      reasons: [...y.reasons],
      grahas: [...y.grahas],
      source: y.verdict.def.source,
    })),
    doshas: h.doshas.map((d) => {
      const w = dw.doshas[DOSHA_WIRE_KEY[d.key]];
      return { key: w.key, name: w.name, grahas: [...d.grahas], source: w.source };
    }),
    dasha: h.dasha.map((d) => ({ level: d.level, lord: d.lord, relations: [...d.relations] })),
    statements: st,
  };
  say('house_sign', null, wire.sign.name, 'sign.name', S.house_sign);
  say('house_lord', h.lord, h.lord, 'lord.graha', S.house_lord);
  say('lord_placement', h.lord, h.lordHouse, 'lord.house', S.lord_placement);
  say('lord_dignity', h.lord, h.lordDignity, 'lord.dignity', S.lord_dignity);
  wire.occupants.forEach((o, k) => say('occupant', o.graha, o.graha, `occupants[${k}].graha`, S.occupant));
  wire.aspects_received.forEach((a, k) => {
    const node = a.graha === 'rahu' || a.graha === 'ketu';
    say('aspect', a.graha, a.nth, `aspects_received[${k}].nth`, node ? `${S.aspect}; ${S.aspect_node}` : S.aspect);
  });
  if (bhava) say('bhava_bala', null, bhava.total_rupas, 'bhava_bala.total_rupas', S.bhava_bala);
  wire.yogas.forEach((y, k) => say('yoga', null, y.key, `yogas[${k}].key`, y.source));
  wire.doshas.forEach((d, k) => say('dosha', null, d.key, `doshas[${k}].key`, d.source));
  wire.dasha.forEach((d, k) => say('dasha', d.lord, [...d.relations], `dasha[${k}].relations`, S.dasha));
  return wire;
}

export const DASHA_AT_BASIS = {
  birth: 'no at given: the dasha lords running at the birth instant (deterministic)',
  date: '12:00 local time at the natal place on the at date (the /dosha on_date rule)',
} as const;

export function presentInterpretation(r: Interpretation): InterpretationWire {
  const birth = r.chart.birth;
  const at = r.atDate;
  const bhava = r.shadbala.available ? presentBhava(r.shadbala.bhava) : null;
  const dw = presentDoshas(r.input, r.doshas, { school: r.manglikSchool, onDate: r.atDate });
  const period = (p: { lord: GrahaKey; startJd: number; endJd: number }): RunningPeriodWire => ({
    lord: p.lord,
    start: formatBirthInstant(birth, p.startJd),
    end: formatBirthInstant(birth, p.endJd),
  });
  return {
    person: presentPerson(birth),
    lagna: signObj(r.chart.lagnaSign),
    manglik_school: r.manglikSchool,
    dasha: r.dasha
      ? {
          available: true,
          at,
          basis: at === null ? DASHA_AT_BASIS.birth : DASHA_AT_BASIS.date,
          instant: formatBirthInstant(birth, r.dasha.jdUt),
          dasha_year: r.dashaYear,
          mahadasha: period(r.dasha.mahadasha),
          antardasha: period(r.dasha.antardasha),
        }
      : { available: false, at: r.atDate, reason: 'the at date lies outside the Vimshottari cycle from the birth' },
    bhava_bala_unavailable: r.shadbala.available ? null : r.shadbala.reason,
    houses: r.houses.map((h, i) => houseWire(h, i, bhava ? bhava[i] : null, dw)),
  };
}
