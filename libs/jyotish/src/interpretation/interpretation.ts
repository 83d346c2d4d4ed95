/**
 * The interpretation packet of one natal chart: per house (1–12, whole signs from the lagna) the sign, its lord and
 * where the lord stands (house, sign, dignity), the occupants, the graha drishti the house receives, its bhava bala
 * (the /shadbala computation), the yogas (/yogas) and doshas (/dosha) that touch it, and how the running Vimshottari
 * maha- and antardasha lords relate to it. Facts only, each from an existing evaluator; no prose, no prediction.
 * Typed domain values; the wire shape (with the statements and their citations) is present.ts's.
 */
import { GrahaKey } from '@pj/ephemeris';
import { BirthData, resolveBirth } from '../birth';
import { DignityStatus, NatalChart } from '../chart';
import { DashaPeriod, DashaYear, vimshottari } from '../dasha';
import { chartInputOfChart, ChartInput } from '../judgement/chart-input';
import { Doshas, doshas, ManglikSchool } from '../judgement/dosha';
import { DEFAULT_MANGLIK_SCHOOL } from '../judgement/packets';
import { shadbala, Shadbala, ShadbalaUnavailable } from '../judgement/strength';
import { evaluateYogas, YogaVerdict } from '../judgement/yogas/evaluate';
import { ChartView, GRAHA_DRISHTI, NINE } from '../judgement/yogas/view';
import { SIGN_LORD, PlanetKey } from '../tables';

/** A graha's full aspect on a house: counted `nth` houses from the graha's own sign (7 for all; 3–10 special). */
export interface AspectOn {
  readonly graha: GrahaKey;
  /** House (from the lagna) the aspecting graha occupies. */
  readonly fromHouse: number;
  /** The aspect counted from the graha's sign (the graha's sign = 1). */
  readonly nth: number;
  /** Mars 4/8, Jupiter 5/9, Saturn 3/10 (BPHS 26). */
  readonly special: boolean;
}

export interface Occupant {
  readonly graha: GrahaKey;
  readonly degInSign: number;
  readonly retrograde: boolean;
  readonly dignity: DignityStatus;
}

/** Why a yoga or dosha touches a house: one of its grahas occupies it, or its rule names the house. */
export type TouchReason = 'graha_in_house' | 'house_in_rule';

export interface YogaTouch {
  readonly verdict: YogaVerdict;
  readonly reasons: readonly TouchReason[];
  /** The yoga's grahas that occupy the house. */
  readonly grahas: readonly GrahaKey[];
}

export type DoshaKey = keyof Doshas;

export interface DoshaTouch {
  readonly key: DoshaKey;
  /** The dosha's grahas that occupy the house. */
  readonly grahas: readonly GrahaKey[];
}

/** How a dasha lord relates to a house. */
export type DashaRelation = 'lord' | 'occupant' | 'aspect';

export interface DashaTouch {
  readonly level: 'mahadasha' | 'antardasha';
  readonly lord: GrahaKey;
  readonly relations: readonly DashaRelation[];
}

export interface HouseFacts {
  readonly house: number;
  readonly sign: number;
  readonly lord: PlanetKey;
  readonly lordHouse: number;
  readonly lordSign: number;
  readonly lordDignity: DignityStatus;
  readonly occupants: readonly Occupant[];
  readonly aspects: readonly AspectOn[];
  readonly yogas: readonly YogaTouch[];
  readonly doshas: readonly DoshaTouch[];
  readonly dasha: readonly DashaTouch[];
}

export interface RunningDasha {
  /** The moment the lords are read at: the birth (no `at`), or 12:00 local time at the natal place on `at`. */
  readonly atDate: string | null;
  readonly jdUt: number;
  readonly mahadasha: DashaPeriod;
  readonly antardasha: DashaPeriod;
}

export interface Interpretation {
  readonly chart: NatalChart;
  readonly input: ChartInput;
  /** The request's `at` (YYYY-MM-DD) or null (the birth). */
  readonly atDate: string | null;
  readonly houses: readonly HouseFacts[];
  readonly shadbala: Shadbala | ShadbalaUnavailable;
  readonly yogas: readonly YogaVerdict[];
  readonly doshas: Doshas;
  readonly manglikSchool: ManglikSchool;
  readonly dashaYear: DashaYear;
  /** Null when the moment lies outside the 120-year cycle listed from the birth period. */
  readonly dasha: RunningDasha | null;
}

export interface InterpretationOptions {
  /** YYYY-MM-DD, or null: the dasha lords (and the sade sati state) at birth. */
  readonly atDate: string | null;
  readonly manglikSchool?: ManglikSchool;
  readonly dashaYear?: DashaYear;
}

/**
 * The grahas through which a present dosha touches houses: manglik Mars; kala sarpa the nodes; kemadruma and sade
 * sati the natal Moon (sade sati is counted from it); the others the grahas of their clauses that hold.
 */
export function doshaGrahas(d: Doshas, key: DoshaKey): GrahaKey[] {
  switch (key) {
    case 'manglik':
      return ['mars'];
    case 'kalaSarpa':
      return ['rahu', 'ketu'];
    case 'kemadruma':
    case 'sadeSati':
      return ['moon'];
    default: {
      const core = d[key];
      return [...new Set(core.clauses.filter((c) => c.holds === true).flatMap((c) => c.grahas))];
    }
  }
}

/** Whether a dosha is present (true only; null = undetermined is not counted). */
export function doshaPresent(d: Doshas, key: DoshaKey): boolean {
  if (key === 'sadeSati') return (d.sadeSati.onDate ?? d.sadeSati.atBirth)?.sadeSati === true;
  return d[key].present === true;
}

export const DOSHA_KEYS: readonly DoshaKey[] = [
  'manglik',
  'kalaSarpa',
  'pitru',
  'guruChandala',
  'grahan',
  'shrapit',
  'kemadruma',
  'sadeSati',
];

/** The instant of `at`: 12:00 local time at the natal place (the /dosha on_date rule), else the birth. */
function atInstant(chart: NatalChart, atDate: string | null): number {
  if (atDate === null) return chart.birth.instant.jdUt;
  return resolveBirth({ ...(chart.birth.input as BirthData), date: atDate, time: '12:00:00' }).instant.jdUt;
}

const within = (p: DashaPeriod, jd: number) => p.startJd <= jd && jd < p.endJd;

function runningDasha(chart: NatalChart, atDate: string | null, year: DashaYear): RunningDasha | null {
  const jdUt = atInstant(chart, atDate);
  const maha = vimshottari(chart, { levels: 2, year }).periods.find((p) => within(p, jdUt));
  const antar = maha?.subPeriods?.find((p) => within(p, jdUt));
  if (!maha || !antar) return null;
  return { atDate, jdUt, mahadasha: maha, antardasha: antar };
}

function aspectsOn(view: ChartView, sign: number): AspectOn[] {
  const out: AspectOn[] = [];
  for (const g of NINE) {
    const from = view.sign(g);
    for (const nth of GRAHA_DRISHTI[g]) {
      if (ChartView.signAt(from, nth) === sign)
        out.push({ graha: g, fromHouse: view.house(g), nth, special: nth !== 7 });
    }
  }
  return out;
}

function dashaRelations(view: ChartView, lord: GrahaKey, house: number): DashaRelation[] {
  const sign = view.houseSign(house);
  const out: DashaRelation[] = [];
  if (SIGN_LORD[sign] === lord) out.push('lord');
  if (view.sign(lord) === sign) out.push('occupant');
  if (view.aspectedSigns(lord).includes(sign)) out.push('aspect');
  return out;
}

export function interpretation(chart: NatalChart, o: InterpretationOptions): Interpretation {
  const input = chartInputOfChart(chart);
  const view = new ChartView(input);
  const manglikSchool = o.manglikSchool ?? DEFAULT_MANGLIK_SCHOOL;
  const dashaYear = o.dashaYear ?? 'julian';
  const yogas = evaluateYogas(input).verdicts.filter((v) => v.state === 'yes');
  const ds = doshas(input, { manglikSchool, onDate: o.atDate });
  const dasha = runningDasha(chart, o.atDate, dashaYear);
  const houses: HouseFacts[] = [];
  for (let house = 1; house <= 12; house++) {
    const sign = view.houseSign(house);
    const lord = SIGN_LORD[sign];
    const inHouse = (g: GrahaKey) => view.sign(g) === sign;
    const yogaTouches: YogaTouch[] = [];
    for (const v of yogas) {
      const grahas = v.outcome.grahas.filter(inHouse);
      const reasons: TouchReason[] = [];
      if (grahas.length > 0) reasons.push('graha_in_house');
      if (v.outcome.houses.includes(house)) reasons.push('house_in_rule');
      if (reasons.length > 0) yogaTouches.push({ verdict: v, reasons, grahas });
    }
    const doshaTouches: DoshaTouch[] = [];
    for (const key of DOSHA_KEYS) {
      if (!doshaPresent(ds, key)) continue;
      const grahas = doshaGrahas(ds, key).filter(inHouse);
      if (grahas.length > 0) doshaTouches.push({ key, grahas });
    }
    const dashaTouches: DashaTouch[] = [];
    if (dasha) {
      for (const [level, p] of [
        ['mahadasha', dasha.mahadasha],
        ['antardasha', dasha.antardasha],
      ] as const) {
        const relations = dashaRelations(view, p.lord, house);
        if (relations.length > 0) dashaTouches.push({ level, lord: p.lord, relations });
      }
    }
    houses.push({
      house,
      sign,
      lord,
      lordHouse: view.house(lord),
      lordSign: view.sign(lord),
      lordDignity: chart.byKey[lord].dignity!.status,
      occupants: NINE.filter(inHouse).map((g) => ({
        graha: g,
        degInSign: chart.byKey[g].degInSign,
        retrograde: chart.byKey[g].retrograde,
        dignity: chart.byKey[g].dignity!.status,
      })),
      aspects: aspectsOn(view, sign),
      yogas: yogaTouches,
      doshas: doshaTouches,
      dasha: dashaTouches,
    });
  }
  return {
    chart,
    input,
    atDate: o.atDate,
    houses,
    shadbala: shadbala(chart),
    yogas,
    doshas: ds,
    manglikSchool,
    dashaYear,
    dasha,
  };
}
