/**
 * The /health/risk-windows wire body and packet: instants ISO with the birth's offset rule, snake_case. The
 * body states that these are astrological indications, not medical advice.
 */
import { GrahaKey } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { DateTime, FixedOffsetZone } from 'luxon';
import type { BirthData, ResolvedBirth } from '../../birth';
import { natalChart } from '../../chart';
import { DASHA_YEAR_DAYS } from '../../dasha';
import { birthMethodology } from '../../present/birth-methodology';
import type { Packet } from '../../present/packets';
import { PersonWire, presentPerson } from '../../present/person';
import { formatBirthInstant, IsoInstant } from '../../present/wire';
import { JYOTISH_DEFAULTS } from '../../requests';
import { RISK_RANGE_MAX_DAYS, RISK_SOURCES, RiskIndicatorKind, riskWindows } from '../risk-windows';

export interface RiskWindowsRequest {
  person: BirthData;
  /** First local date of the range (the birth's zone rule), YYYY-MM-DD. */
  from: string;
  /** Last local date of the range, included; at most 1096 days after `from`. */
  to: string;
  /** Indicators that must coincide for a window, 1..8 (default 2). */
  min_indicators?: number;
}

export const RISK_DEFAULTS = Object.freeze({ minIndicators: 2 });
export const RISK_MIN_INDICATORS_MAX = 8;

export const RISK_DISCLAIMER =
  'Astrological indications from classical Jyotish texts, not medical advice: they say nothing about anyone\u2019s ' +
  'health. For any health concern consult a qualified medical professional.';

export const RISK_RULES =
  'Indicators: Vimshottari mahadasha and antardasha of a lord of the 6th, 8th or 12th (dusthana) or the 2nd or ' +
  '7th (maraka) from the natal lagna (seven-planet sign lords, BPHS 44); Saturn in the 12th, 1st or 2nd sign ' +
  'from the natal Moon (sade sati) or in the lagna sign; Rahu in the natal Moon\u2019s or the lagna\u2019s sign ' +
  '(sign ingresses to 1 s, the birth\u2019s ayanamsa and node); an eclipse (first to last contact; penumbral for ' +
  'lunar) with the eclipsed luminary in the natal Moon\u2019s or the lagna\u2019s sign. A window: a span in which ' +
  'at least min_indicators indicators are active at once, consecutive spans with the same indicators merged.';

export interface RiskIndicatorWire {
  readonly kind: RiskIndicatorKind;
  readonly start: IsoInstant;
  readonly end: IsoInstant;
  readonly planet: GrahaKey;
  /** Houses from the natal lagna the dasha lord rules among 2, 6, 7, 8, 12 (empty for transits and eclipses). */
  readonly houses: readonly number[];
  readonly detail: string;
  readonly source: string;
}

export interface RiskWindowWire {
  readonly start: IsoInstant;
  readonly end: IsoInstant;
  /** Indices into `indicators`. */
  readonly indicators: readonly number[];
  readonly kinds: readonly RiskIndicatorKind[];
}

/** Body of POST /health/risk-windows. */
export interface RiskWindowsWire {
  readonly person: PersonWire;
  readonly range: { readonly start: IsoInstant; readonly end: IsoInstant };
  readonly min_indicators: number;
  readonly indicators: readonly RiskIndicatorWire[];
  readonly windows: readonly RiskWindowWire[];
  readonly rules: string;
  readonly disclaimer: string;
}

/** Local midnight of a date in the birth's zone rule, as a Julian day UT. */
function localMidnightJd(b: ResolvedBirth, date: string): number {
  const zone = b.utcOffsetMinutes === null ? b.tz : FixedOffsetZone.instance(b.utcOffsetMinutes);
  return DateTime.fromISO(date, { zone }).toMillis() / 86400000 + 2440587.5;
}

export const riskWindowsMethodology = (b: ResolvedBirth | null = null) => ({
  ...birthMethodology(b, { dashaYearDays: DASHA_YEAR_DAYS[JYOTISH_DEFAULTS.dashaYear] }),
  risk_indicators: RISK_RULES,
});

export function riskWindowsPacket(req: RiskWindowsRequest): Packet<RiskWindowsWire> {
  const c = natalChart(req.person);
  const b = c.birth;
  const fromJd = localMidnightJd(b, req.from);
  const toJd = localMidnightJd(b, DateTime.fromISO(req.to).plus({ days: 1 }).toISODate()!);
  if (!(toJd > fromJd) || toJd - fromJd > RISK_RANGE_MAX_DAYS + 1) {
    // the gateway refuses the same ranges first, naming query.to
    const msg = `to must be on or after from and at most ${RISK_RANGE_MAX_DAYS} days after it`;
    throw new InputError([{ loc: ['to'], msg, type: 'range' }]);
  }
  const min = req.min_indicators ?? RISK_DEFAULTS.minIndicators;
  const r = riskWindows(c, fromJd, toJd, { minIndicators: min, dashaYear: JYOTISH_DEFAULTS.dashaYear });
  const at = (jd: number) => formatBirthInstant(b, jd);
  const body: RiskWindowsWire = {
    person: presentPerson(b),
    range: { start: at(fromJd), end: at(toJd) },
    min_indicators: min,
    indicators: r.indicators.map((i) => ({
      kind: i.kind,
      start: at(i.startJd),
      end: at(i.endJd),
      planet: i.planet,
      houses: i.houses,
      detail: i.detail,
      source: RISK_SOURCES[i.kind],
    })),
    windows: r.windows.map((w) => ({
      start: at(w.startJd),
      end: at(w.endJd),
      indicators: w.indicators,
      kinds: [...new Set(w.indicators.map((k) => r.indicators[k].kind))],
    })),
    rules: RISK_RULES,
    disclaimer: RISK_DISCLAIMER,
  };
  return { body, methodology: riskWindowsMethodology(b) };
}
