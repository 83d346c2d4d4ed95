/**
 * The natal report (POST /reports/generate, kind natal): facts taken from the computed bodies of the chart,
 * divisional, Vimshottari, yogas, dosha and shadbala routes (their presenters' output, unchanged), and
 * statements that each cite, as JSON Pointers (RFC 6901) into this report, the computed fields they rest
 * on. Nothing is written that is not one of those fields: no interpretation beyond the rules the source
 * routes already name.
 */
import { DateTime } from 'luxon';
import { NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { doshaPacket } from '../judgement/packets';
import { shadbalaPacket } from '../judgement/packets';
import { yogasPacket } from '../judgement/yogas/packet';
import { chartPacket, divisionalPacket, Packet, vimshottariPacket } from '../present/packets';
import type { PersonRequest } from '../requests';
import type { ChartPointWire, RasiHouseWire } from '../present/chart';
import type { DashaPeriodWire, DashaTimelineWire } from '../present/dasha';
import type { ChartSettingsWire, PersonWire } from '../present/person';
import type { VargaChartWire, VimshopakaWire } from '../present/vargas';
import type { DoshaWire } from '../judgement/present/dosha';
import type { ShadbalaWire } from '../judgement/present/shadbala';
import type { YogaPresentWire } from '../judgement/yogas/present';

export const REPORT_KINDS = ['natal'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['json', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Version of the report's assembly (which facts, which statements); part of the methodology. */
export const NATAL_REPORT_VERSION = 'natal-report-1';

export interface NatalReportRequest extends PersonRequest {
  kind: ReportKind;
  /** YYYY-MM-DD: the date whose running dasha is reported (12:00 UTC); default today (UTC). */
  as_of?: string | null;
}

/** A statement of the report and the computed fields (JSON Pointers into the report) it rests on. */
export interface ReportStatementWire {
  readonly text: string;
  readonly cites: readonly string[];
}

export interface ReportSectionWire {
  readonly key: string;
  readonly title: string;
  readonly statements: readonly ReportStatementWire[];
}

export interface ReportPeriodWire {
  readonly lord: string;
  readonly level: string;
  readonly start: string;
  readonly end: string;
}

/** The computed values a natal report states, as their routes present them. */
export interface NatalFactsWire {
  readonly chart: { readonly points: readonly ChartPointWire[]; readonly houses: readonly RasiHouseWire[] };
  readonly vargas: {
    readonly navamsa: VargaChartWire | null;
    readonly vimshopaka: readonly VimshopakaWire[];
  };
  readonly dasha: {
    readonly system: 'vimshottari';
    readonly balance_at_birth: DashaTimelineWire['balance_at_birth'];
    readonly mahadasha: ReportPeriodWire | null;
    readonly antardasha: ReportPeriodWire | null;
  };
  readonly yogas: { readonly evaluated: number; readonly present: readonly YogaPresentWire[] };
  readonly doshas: DoshaWire['doshas'];
  readonly shadbala: ShadbalaWire;
}

export interface NatalReportWire {
  readonly kind: 'natal';
  readonly report_version: string;
  readonly as_of: string;
  readonly person: PersonWire;
  readonly settings: ChartSettingsWire;
  readonly facts: NatalFactsWire;
  readonly sections: readonly ReportSectionWire[];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The period of `periods` running at `at` (start inclusive, end exclusive); null past the timeline. */
function runningAt(periods: readonly DashaPeriodWire[], at: DateTime): DashaPeriodWire | null {
  return periods.find((p) => DateTime.fromISO(p.start) <= at && at < DateTime.fromISO(p.end)) ?? null;
}

const period = (p: DashaPeriodWire): ReportPeriodWire => ({
  lord: p.lord,
  level: p.level,
  start: p.start,
  end: p.end,
});

/** The statements of the report: each built from the facts it cites, never from anything else. */
function sectionsOf(f: NatalFactsWire): ReportSectionWire[] {
  const chart: ReportStatementWire[] = f.chart.points.map((p, i) => {
    const at = `/facts/chart/points/${i}`;
    const retro = p.retrograde ? ', retrograde' : '';
    return {
      text:
        `${p.name}: ${p.sign.name} ${p.degree_in_sign.toFixed(2)}\u00b0, nakshatra ${p.nakshatra.name} ` +
        `pada ${p.pada}, house ${p.house}${retro}.`,
      cites: [
        `${at}/name`,
        `${at}/sign/name`,
        `${at}/degree_in_sign`,
        `${at}/nakshatra/name`,
        `${at}/pada`,
        `${at}/house`,
        `${at}/retrograde`,
      ],
    };
  });
  const houses: ReportStatementWire[] = f.chart.houses.map((h, i) => ({
    text:
      `House ${h.house}: ${h.sign.name}, lord ${h.lord}` +
      (h.occupants.length > 0 ? `, occupied by ${h.occupants.join(', ')}.` : ', unoccupied.'),
    cites: [
      `/facts/chart/houses/${i}/house`,
      `/facts/chart/houses/${i}/sign/name`,
      `/facts/chart/houses/${i}/lord`,
    ].concat([`/facts/chart/houses/${i}/occupants`]),
  }));
  const navamsa = f.vargas.navamsa;
  const vargas: ReportStatementWire[] = [
    ...(navamsa
      ? navamsa.points.map((p, i) => ({
          text: `Navamsa (D9): ${p.key} in ${p.sign.name}.`,
          cites: [`/facts/vargas/navamsa/points/${i}/key`, `/facts/vargas/navamsa/points/${i}/sign/name`],
        }))
      : []),
    ...f.vargas.vimshopaka.map((v, i) => ({
      text: `Vimshopaka bala of ${v.key}: ${v.score} of ${v.max}.`,
      cites: [
        `/facts/vargas/vimshopaka/${i}/key`,
        `/facts/vargas/vimshopaka/${i}/score`,
        `/facts/vargas/vimshopaka/${i}/max`,
      ],
    })),
  ];
  const d = f.dasha;
  const dasha: ReportStatementWire[] = [
    {
      text: `Vimshottari balance at birth: ${cap(d.balance_at_birth.lord)} mahadasha, ${d.balance_at_birth.years} years.`,
      cites: ['/facts/dasha/balance_at_birth/lord', '/facts/dasha/balance_at_birth/years'],
    },
    ...(['mahadasha', 'antardasha'] as const).flatMap((level) => {
      const p = d[level];
      return p
        ? [
            {
              text: `${cap(level)} running on the report date: ${cap(p.lord)}, ${p.start} to ${p.end}.`,
              cites: [
                `/as_of`,
                `/facts/dasha/${level}/lord`,
                `/facts/dasha/${level}/start`,
                `/facts/dasha/${level}/end`,
              ],
            },
          ]
        : [];
    }),
  ];
  const yogas: ReportStatementWire[] = [
    {
      text: `${f.yogas.present.length} of the ${f.yogas.evaluated} yogas evaluated are present.`,
      cites: ['/facts/yogas/evaluated', '/facts/yogas/present'],
    },
    ...f.yogas.present.map((y, i) => ({
      text: `${y.name} yoga${y.cancelled ? ' (cancelled)' : ''}: ${y.rule} (${y.source}).`,
      cites: [
        `/facts/yogas/present/${i}/name`,
        `/facts/yogas/present/${i}/cancelled`,
        `/facts/yogas/present/${i}/rule`,
      ].concat([`/facts/yogas/present/${i}/source`]),
    })),
  ];
  const doshas: ReportStatementWire[] = Object.entries(f.doshas).map(([key, x]) => {
    const at = `/facts/doshas/${key}`;
    const state = x.reason ? `not determined (${x.reason})` : x.present ? 'present' : 'absent';
    const cancelled = 'cancelled' in x && x.cancelled === true ? ', cancelled by an exception' : '';
    return {
      text: `${x.name}: ${state}${cancelled}. Rule: ${x.rule}.`,
      cites: [`${at}/name`, `${at}/present`, `${at}/reason`, `${at}/rule`].concat(
        'cancelled' in x && x.cancelled === true ? [`${at}/cancelled`] : [],
      ),
    };
  });
  const s = f.shadbala;
  const shadbala: ReportStatementWire[] =
    s.available === true
      ? Object.keys(s.total_rupas).map((g) => ({
          text:
            `Shadbala of ${g}: ${s.total_rupas[g as keyof typeof s.total_rupas]} rupas against ` +
            `${s.required_rupas[g as keyof typeof s.required_rupas]} required (ratio ${s.ratio[g as keyof typeof s.ratio]}).`,
          cites: [
            `/facts/shadbala/total_rupas/${g}`,
            `/facts/shadbala/required_rupas/${g}`,
            `/facts/shadbala/ratio/${g}`,
          ],
        }))
      : [
          {
            text: `Shadbala not available: ${s.reason}.`,
            cites: ['/facts/shadbala/available', '/facts/shadbala/reason'],
          },
        ];
  return [
    { key: 'chart', title: 'Birth chart (rasi)', statements: chart },
    { key: 'houses', title: 'Houses', statements: houses },
    { key: 'vargas', title: 'Navamsa and vimshopaka bala', statements: vargas },
    { key: 'dasha', title: 'Vimshottari dasha', statements: dasha },
    { key: 'yogas', title: 'Yogas present', statements: yogas },
    { key: 'doshas', title: 'Doshas', statements: doshas },
    { key: 'shadbala', title: 'Shadbala', statements: shadbala },
  ];
}

/** The natal report and the union of its sources' methodologies (plus the report's version). */
export function natalReportPacket(req: NatalReportRequest, stop: StopCheck = NEVER_STOP): Packet<NatalReportWire> {
  const person = req.person;
  const asOf = req.as_of ?? DateTime.utc().toISODate();
  const at = DateTime.fromISO(`${asOf}T12:00:00Z`);
  // the deadline is checked between the parts (each takes milliseconds to tens of milliseconds)
  const chart = chartPacket({ person });
  stop();
  const divisional = divisionalPacket({ person, vargas: [9] });
  stop();
  const dasha = vimshottariPacket({ person, levels: 2 });
  stop();
  const yogas = yogasPacket({ person, includeAbsent: false });
  stop();
  const dosha = doshaPacket({ person, on_date: asOf });
  stop();
  const shadbala = shadbalaPacket({ person });
  stop();
  const maha = runningAt(dasha.body.periods, at);
  const antar = maha ? runningAt(maha.sub_periods ?? [], at) : null;
  const facts: NatalFactsWire = {
    chart: { points: chart.body.points, houses: chart.body.houses },
    vargas: { navamsa: divisional.body.vargas[0] ?? null, vimshopaka: divisional.body.vimshopaka },
    dasha: {
      system: 'vimshottari',
      balance_at_birth: dasha.body.balance_at_birth,
      mahadasha: maha ? period(maha) : null,
      antardasha: antar ? period(antar) : null,
    },
    yogas: { evaluated: yogas.body.evaluated, present: yogas.body.present },
    doshas: dosha.body.doshas,
    shadbala: shadbala.body,
  };
  const body: NatalReportWire = {
    kind: 'natal',
    report_version: NATAL_REPORT_VERSION,
    as_of: asOf as string,
    person: chart.body.person,
    settings: chart.body.settings,
    facts,
    sections: sectionsOf(facts),
  };
  const methodology = {
    ...chart.methodology,
    ...divisional.methodology,
    ...dasha.methodology,
    ...yogas.methodology,
    ...dosha.methodology,
    ...shadbala.methodology,
    report: `${NATAL_REPORT_VERSION}: facts of /chart/calculate, /divisional (D9, vimshopaka), /dasha/vimshottari (running at 12:00 UTC of as_of), /yogas, /dosha (sade sati on as_of), /shadbala; every statement cites its fields (JSON Pointers)`,
  };
  return { body, methodology };
}

/** The value at a JSON Pointer (RFC 6901) in `doc`; undefined when it does not resolve. */
export function resolvePointer(doc: unknown, pointer: string): unknown {
  if (pointer === '') return doc;
  if (!pointer.startsWith('/')) return undefined;
  let cur: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (cur === null || typeof cur !== 'object' || !Object.prototype.hasOwnProperty.call(cur, key)) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

/** Body of a report rendered as PDF: the bytes (base64 on the bus) and what the gateway sends as headers. */
export interface ReportPdfWire {
  readonly content_type: 'application/pdf';
  readonly filename: string;
  readonly pdf_base64: string;
  readonly pages: number;
  readonly bytes: number;
}
