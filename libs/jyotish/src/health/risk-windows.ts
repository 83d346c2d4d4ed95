/**
 * Health risk windows (astrological): the periods in a date range when classical health indicators of a
 * birth chart coincide: Vimshottari maha/antar dashas of the lords of the 6th, 8th and 12th (dusthanas) or of
 * the 2nd and 7th (marakas), Saturn over the natal Moon (sade sati: the 12th, 1st and 2nd signs from it) or
 * the lagna sign, Rahu over the natal Moon's or the lagna's sign, and eclipses in the natal Moon's or the
 * lagna's sign. Pure: Julian days UT, keys; no medical meaning is claimed.
 */
import { GrahaKey, grahaPositions, instantFromJdUt } from '@pj/ephemeris';
import { signIngresses, nextEclipses } from '@pj/sky';
import { NatalChart } from '../chart';
import { DashaYear, vimshottari } from '../dasha';
import { SIGN_LORD } from '../tables';

export const RISK_RANGE_MAX_DAYS = 1096;

export type RiskIndicatorKind =
  | 'mahadasha_lord'
  | 'antardasha_lord'
  | 'sade_sati'
  | 'saturn_over_lagna'
  | 'rahu_over_moon'
  | 'rahu_over_lagna'
  | 'eclipse_in_moon_sign'
  | 'eclipse_in_lagna_sign';

export const RISK_SOURCES: Readonly<Record<RiskIndicatorKind, string>> = {
  mahadasha_lord: 'BPHS 44 (maraka: lords of the 2nd and 7th; the 6th, 8th and 12th as dusthanas)',
  antardasha_lord: 'BPHS 44 (maraka: lords of the 2nd and 7th; the 6th, 8th and 12th as dusthanas)',
  sade_sati:
    'Saturn transiting the 12th, 1st and 2nd signs from the natal Moon (sade sati; gochara of Saturn, Phaladeepika 26)',
  saturn_over_lagna: 'Saturn transiting the natal lagna sign (Phaladeepika 26, gochara)',
  rahu_over_moon: 'Rahu transiting the natal Moon sign (Phaladeepika 26, gochara)',
  rahu_over_lagna: 'Rahu transiting the natal lagna sign (Phaladeepika 26, gochara)',
  eclipse_in_moon_sign: 'An eclipse in the janma rashi (the natal Moon sign) (Muhurta Chintamani, grahana phala)',
  eclipse_in_lagna_sign: 'An eclipse in the natal lagna sign (Muhurta Chintamani, grahana phala)',
};

export interface RiskIndicator {
  readonly kind: RiskIndicatorKind;
  readonly startJd: number;
  readonly endJd: number;
  /** The graha (dasha lord or transiting planet; the eclipsed luminary for eclipses). */
  readonly planet: GrahaKey;
  /** Houses from the natal lagna the dasha lord rules among 2, 6, 7, 8, 12 (empty for transits). */
  readonly houses: readonly number[];
  readonly detail: string;
}

export interface RiskWindow {
  readonly startJd: number;
  readonly endJd: number;
  /** Indices into the indicators list, in its order. */
  readonly indicators: readonly number[];
}

export interface RiskWindows {
  readonly fromJd: number;
  readonly toJd: number;
  readonly indicators: readonly RiskIndicator[];
  readonly windows: readonly RiskWindow[];
  readonly minIndicators: number;
}

const RISK_HOUSES = [2, 6, 7, 8, 12];

/** Houses among 2, 6, 7, 8, 12 from the lagna that `lord` rules (seven-planet sign lords; nodes none). */
export function riskHousesOf(c: NatalChart, lord: GrahaKey): number[] {
  return RISK_HOUSES.filter((h) => SIGN_LORD[(c.lagnaSign + h - 1) % 12] === lord);
}

function clip(a: number, b: number, from: number, to: number): [number, number] | null {
  const s = Math.max(a, from);
  const e = Math.min(b, to);
  return e > s ? [s, e] : null;
}

function dashaIndicators(c: NatalChart, from: number, to: number, year: DashaYear): RiskIndicator[] {
  const out: RiskIndicator[] = [];
  for (const md of vimshottari(c, { levels: 2, year }).periods) {
    if (md.endJd <= from || md.startJd >= to) continue;
    const mh = riskHousesOf(c, md.lord);
    const m = clip(md.startJd, md.endJd, from, to);
    if (m && mh.length) {
      out.push({
        kind: 'mahadasha_lord',
        startJd: m[0],
        endJd: m[1],
        planet: md.lord,
        houses: mh,
        detail: `${md.lord} mahadasha, lord of house ${mh.join(', ')}`,
      });
    }
    for (const ad of md.subPeriods ?? []) {
      const ah = riskHousesOf(c, ad.lord);
      const a = clip(ad.startJd, ad.endJd, from, to);
      if (a && ah.length) {
        out.push({
          kind: 'antardasha_lord',
          startJd: a[0],
          endJd: a[1],
          planet: ad.lord,
          houses: ah,
          detail: `${md.lord}\u2013${ad.lord} antardasha, ${ad.lord} lord of house ${ah.join(', ')}`,
        });
      }
    }
  }
  return out;
}

/** The sign spans of a slow graha over [from, to]: its sign at `from`, then each ingress. */
function signSpans(c: NatalChart, planet: 'saturn' | 'rahu', from: number, to: number) {
  const { ayanamsa, nodeType, positionModel } = c.birth;
  const at = grahaPositions(instantFromJdUt(from), { ayanamsa, nodeType, positionModel }).find(
    (g) => g.key === planet,
  )!;
  const spans: { sign: number; start: number; end: number }[] = [];
  let sign = Math.floor(at.siderealLonDeg / 30);
  let start = from;
  for (const ing of signIngresses(planet, from, to - from, { ayanamsa, nodeType })) {
    spans.push({ sign, start, end: ing.jdUt });
    sign = ing.to.index;
    start = ing.jdUt;
  }
  spans.push({ sign, start, end: to });
  return spans;
}

function transitIndicators(c: NatalChart, from: number, to: number): RiskIndicator[] {
  const moonSign = c.byKey.moon.sign;
  const out: RiskIndicator[] = [];
  const put = (kind: RiskIndicatorKind, planet: GrahaKey, s: { start: number; end: number }, detail: string) =>
    out.push({ kind, startJd: s.start, endJd: s.end, planet, houses: [], detail });
  for (const s of signSpans(c, 'saturn', from, to)) {
    const fromMoon = ((s.sign - moonSign + 12) % 12) + 1;
    if ([12, 1, 2].includes(fromMoon))
      put('sade_sati', 'saturn', s, `Saturn in sign ${s.sign + 1}, house ${fromMoon} from the natal Moon`);
    if (s.sign === c.lagnaSign) put('saturn_over_lagna', 'saturn', s, `Saturn in the natal lagna sign ${s.sign + 1}`);
  }
  for (const s of signSpans(c, 'rahu', from, to)) {
    if (s.sign === moonSign) put('rahu_over_moon', 'rahu', s, `Rahu in the natal Moon sign ${s.sign + 1}`);
    if (s.sign === c.lagnaSign) put('rahu_over_lagna', 'rahu', s, `Rahu in the natal lagna sign ${s.sign + 1}`);
  }
  return out;
}

function eclipseIndicators(c: NatalChart, from: number, to: number): RiskIndicator[] {
  const { ayanamsa, nodeType, positionModel } = c.birth;
  const out: RiskIndicator[] = [];
  // at most 7 eclipses a year: 3 years hold fewer than 24
  for (const e of nextEclipses(from, 24)) {
    if (e.maxJdUt >= to) break;
    const body = e.kind === 'solar' ? 'sun' : 'moon';
    const lon = grahaPositions(instantFromJdUt(e.maxJdUt), { ayanamsa, nodeType, positionModel }).find(
      (g) => g.key === body,
    )!.siderealLonDeg;
    const sign = Math.floor(lon / 30);
    const [s, en] = e.kind === 'solar' ? [e.beginJdUt, e.endJdUt] : [e.penumbral.beginJdUt, e.penumbral.endJdUt];
    const what = `${e.kind} eclipse (${e.type}), the ${body} in sign ${sign + 1}`;
    if (sign === c.byKey.moon.sign)
      out.push({
        kind: 'eclipse_in_moon_sign',
        startJd: s,
        endJd: en,
        planet: body,
        houses: [],
        detail: `${what}: the natal Moon sign`,
      });
    if (sign === c.lagnaSign)
      out.push({
        kind: 'eclipse_in_lagna_sign',
        startJd: s,
        endJd: en,
        planet: body,
        houses: [],
        detail: `${what}: the natal lagna sign`,
      });
  }
  return out;
}

/** Windows where at least `minIndicators` indicators are active; consecutive spans with the same set merged. */
export function coincidences(indicators: readonly RiskIndicator[], minIndicators: number): RiskWindow[] {
  const cuts = [...new Set(indicators.flatMap((i) => [i.startJd, i.endJd]))].sort((a, b) => a - b);
  const out: RiskWindow[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const mid = (cuts[k] + cuts[k + 1]) / 2;
    const active = indicators.flatMap((i, idx) => (i.startJd <= mid && mid < i.endJd ? [idx] : []));
    if (active.length < minIndicators) continue;
    const last = out[out.length - 1];
    if (last && last.endJd === cuts[k] && last.indicators.join() === active.join()) {
      out[out.length - 1] = { ...last, endJd: cuts[k + 1] };
    } else out.push({ startJd: cuts[k], endJd: cuts[k + 1], indicators: active });
  }
  return out;
}

export function riskWindows(
  c: NatalChart,
  fromJd: number,
  toJd: number,
  opts: { minIndicators: number; dashaYear: DashaYear },
): RiskWindows {
  const indicators = [
    ...dashaIndicators(c, fromJd, toJd, opts.dashaYear),
    ...transitIndicators(c, fromJd, toJd),
    ...eclipseIndicators(c, fromJd, toJd),
  ].sort((a, b) => a.startJd - b.startJd || a.kind.localeCompare(b.kind));
  return {
    fromJd,
    toJd,
    indicators,
    windows: coincidences(indicators, opts.minIndicators),
    minIndicators: opts.minIndicators,
  };
}
