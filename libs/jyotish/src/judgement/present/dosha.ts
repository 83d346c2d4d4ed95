/** Wire form of /dosha: one entry per dosha, each with its verdict, rule, source and deciding clauses. */
import { GrahaKey } from '@pj/ephemeris';
import { utcWholeSecond } from '../../present/person';
import { formatBirthInstant, signObj, SignWire } from '../../present/wire';
import { ChartInput, describeMissing } from '../chart-input';
import {
  Cancellation,
  Clause,
  DoshaCore,
  Doshas,
  GuruChandalaSchool,
  KALA_SARPA_RULE,
  KALA_SARPA_SOURCE,
  Manglik,
  ManglikReference,
  ManglikSchool,
  SadeSatiPhase,
  SaturnState,
} from '../dosha';
import { ChartInputWire, MissingWire, presentChartInput } from './chart';

export interface ClauseWire {
  key: string;
  rule: string;
  /** Whether it holds; null when the chart lacks what it needs. */
  holds: boolean | null;
  grahas: GrahaKey[];
}

export interface CancellationWire extends ClauseWire {
  /** 'cancels': the dosha is void when this holds; 'reduces': it stands, weakened. */
  effect: 'cancels' | 'reduces';
  source: string;
}

export interface DoshaBaseWire {
  key: string;
  name: string;
  /** null when the chart lacks a body the rule needs (see missing). */
  present: boolean | null;
  rule: string;
  source: string;
  clauses: ClauseWire[];
  missing: MissingWire[];
  /** Why present is null, else null. */
  reason: string | null;
}

export interface ManglikWire extends DoshaBaseWire {
  school: ManglikSchool;
  /** Present and a cancelling exception holds (null when unknown). */
  cancelled: boolean | null;
  mars_house_from: Record<ManglikReference, number | null>;
  schools: {
    school: ManglikSchool;
    houses: number[];
    source: string;
    from_references: ManglikReference[] | null;
    present: boolean | null;
  }[];
  cancellations: CancellationWire[];
}

export interface KalaSarpaWire extends DoshaBaseWire {
  partial: boolean | null;
  /** rahu_to_ketu: kala sarpa proper; ketu_to_rahu: the grahas ahead of Ketu (kala amrita). */
  direction: 'rahu_to_ketu' | 'ketu_to_rahu' | null;
  outside: GrahaKey[];
  /** Named by Rahu's house from the lagna (null when absent or the lagna is not given). */
  kind: { name: string; rahu_house: number } | null;
}

export interface GuruChandalaWire extends DoshaBaseWire {
  by_school: Record<GuruChandalaSchool, boolean | null>;
}

export interface KemadrumaWire extends DoshaBaseWire {
  cancelled: boolean | null;
  cancellations: CancellationWire[];
}

export interface SaturnStateWire {
  saturn_sign: SignWire;
  house_from_moon: number;
  sade_sati: boolean;
  dhaiya: boolean;
  phase: SadeSatiPhase | null;
}

export interface SadeSatiWire extends DoshaBaseWire {
  at_birth: SaturnStateWire | null;
  on_date: (SaturnStateWire & { date: string; instant: string; basis: string }) | null;
}

export interface DoshaWire {
  chart: ChartInputWire;
  manglik_school: ManglikSchool;
  on_date: string | null;
  doshas: {
    manglik: ManglikWire;
    kala_sarpa: KalaSarpaWire;
    pitru: DoshaBaseWire;
    guru_chandala: GuruChandalaWire;
    grahan: DoshaBaseWire;
    shrapit: DoshaBaseWire;
    kemadruma: KemadrumaWire;
    sade_sati: SadeSatiWire;
  };
}

const clauseWire = (c: Clause): ClauseWire => ({ key: c.key, rule: c.rule, holds: c.holds, grahas: [...c.grahas] });
const cancellationWire = (c: Cancellation): CancellationWire => ({
  ...clauseWire(c),
  effect: c.effect,
  source: c.source,
});

function base(key: string, name: string, d: DoshaCore): DoshaBaseWire {
  return {
    key,
    name,
    present: d.present,
    rule: d.rule,
    source: d.source,
    clauses: d.clauses.map(clauseWire),
    missing: d.missing.map((m) => ({ ...m })),
    reason: d.present === null && d.missing.length > 0 ? describeMissing(d.missing) : null,
  };
}

const stateWire = (s: SaturnState): SaturnStateWire => ({
  saturn_sign: signObj(s.saturnSign),
  house_from_moon: s.houseFromMoon,
  sade_sati: s.sadeSati,
  dhaiya: s.dhaiya,
  phase: s.phase,
});

const SADE_SATI_RULE =
  "Saturn in the 12th (rising), 1st (peak) or 2nd (setting) sign from the natal Moon's sign; dhaiya: the 4th " +
  '(kantaka) or 8th (ashtama); present = in sade sati on on_date when given, else at birth';

/** The manglik dosha of one chart on the wire; also read by /compatibility/advanced for each partner. */
export function presentManglikDosha(m: Manglik): ManglikWire {
  return {
    ...base('manglik', 'Manglik (kuja) dosha', {
      present: m.present,
      rule: m.rule,
      source: m.schools.find((v) => v.school === m.school)!.source,
      missing: m.missing,
      clauses: [],
    }),
    school: m.school,
    cancelled: m.cancelled,
    mars_house_from: { ...m.marsHouseFrom },
    schools: m.schools.map((v) => ({
      school: v.school,
      houses: [...v.houses],
      source: v.source,
      from_references: v.fromReferences === null ? null : [...v.fromReferences],
      present: v.present,
    })),
    cancellations: m.cancellations.map(cancellationWire),
  };
}

export function presentDoshas(
  input: ChartInput,
  d: Doshas,
  o: { school: ManglikSchool; onDate: string | null },
): DoshaWire {
  const m = d.manglik;
  const ks = d.kalaSarpa;
  const ss = d.sadeSati;
  const ssState = ss.onDate ?? ss.atBirth;
  const birth = input.chart?.birth ?? null;
  const format = (jdUt: number, iso: string) => (birth ? formatBirthInstant(birth, jdUt) : utcWholeSecond(iso));
  return {
    chart: presentChartInput(input),
    manglik_school: o.school,
    on_date: o.onDate,
    doshas: {
      manglik: presentManglikDosha(m),
      kala_sarpa: {
        ...base('kala_sarpa', 'Kala sarpa dosha', {
          present: ks.present,
          rule: KALA_SARPA_RULE,
          source: KALA_SARPA_SOURCE,
          missing: ks.missing,
          clauses: [],
        }),
        partial: ks.partial,
        direction: ks.direction,
        outside: [...ks.outside],
        kind: ks.kind && { name: ks.kind.name, rahu_house: ks.kind.rahuHouse },
      },
      pitru: base('pitru', 'Pitru dosha', d.pitru),
      guru_chandala: {
        ...base('guru_chandala', 'Guru chandala dosha', d.guruChandala),
        by_school: { ...d.guruChandala.bySchool },
      },
      grahan: base('grahan', 'Grahan dosha', d.grahan),
      shrapit: base('shrapit', 'Shrapit dosha', d.shrapit),
      kemadruma: {
        ...base('kemadruma', 'Kemadruma', d.kemadruma),
        cancelled: d.kemadruma.cancelled,
        cancellations: d.kemadruma.cancellations.map(cancellationWire),
      },
      sade_sati: {
        ...base('sade_sati', 'Sade sati', {
          present: ssState ? ssState.sadeSati : null,
          rule: SADE_SATI_RULE,
          source: 'gochara of Saturn from the natal Moon sign (Phaladeepika ch. 26), as commonly applied',
          missing: ss.missing,
          clauses: [],
        }),
        at_birth: ss.atBirth && stateWire(ss.atBirth),
        on_date: ss.onDate && {
          ...stateWire(ss.onDate),
          date: ss.onDate.date,
          instant: format(ss.onDate.instant.jdUt, ss.onDate.instant.utcIso),
          basis: ss.onDate.basis,
        },
      },
    },
  };
}
