/** The Moon's doshas: kemadruma (classical, with its cancellations) and the sade sati state. */
import { grahaPositions, instantFromUtcMillis, Instant } from '@pj/ephemeris';
import { BirthData, resolveBirth } from '../../birth';
import { ChartInput, MissingNeed } from '../chart-input';
import { Outcome } from '../yogas/conditions';
import { yogaWithCancellations } from '../yogas/evaluate';
import { Cancellation, Clause, DoshaCore, houseOf, missingFor, signsOf } from './common';

export interface Kemadruma extends DoshaCore {
  readonly cancelled: boolean | null;
  readonly cancellations: readonly Cancellation[];
}

const holdsOf = (o: Outcome): boolean | null => (o.state === 'unknown' ? null : o.state === 'yes');

/**
 * Kemadruma as the yoga catalogue defines it (yogas/catalogue.ts, the one source of its formation and of
 * KEMADRUMA_CANCELLATIONS): /dosha reports the same verdict as /yogas, with every cancellation evaluated.
 */
export function kemadruma(input: ChartInput): Kemadruma {
  const { verdict, cancellations } = yogaWithCancellations(input, 'kemadruma');
  const flanking: Clause = {
    key: 'no_graha_flanking_moon',
    rule: 'no graha (Mars … Saturn) in the 2nd or the 12th sign from the Moon',
    holds: holdsOf(verdict.outcome),
    grahas: [],
  };
  const present = flanking.holds;
  return {
    present,
    cancelled: present !== true ? (present === false ? false : null) : verdict.cancelled,
    rule: flanking.rule,
    source: verdict.def.source,
    missing: missingFor(input, ['moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']),
    clauses: [flanking],
    cancellations: cancellations.map((c) => ({
      key: c.key,
      rule: c.text,
      holds: holdsOf(c.outcome),
      grahas: c.outcome.state === 'yes' ? [...c.outcome.grahas] : [],
      effect: 'cancels',
      source: c.source,
    })),
  };
}

export type SadeSatiPhase = 'rising' | 'peak' | 'setting' | 'kantaka' | 'ashtama';
/** Saturn's house from the natal Moon sign → phase: sade sati (12, 1, 2) and the two dhaiyas (4, 8). */
const PHASE_OF_HOUSE: Readonly<Record<number, SadeSatiPhase>> = {
  12: 'rising',
  1: 'peak',
  2: 'setting',
  4: 'kantaka',
  8: 'ashtama',
};

export interface SaturnState {
  readonly saturnSign: number;
  readonly houseFromMoon: number;
  /** In sade sati (Saturn in the 12th, 1st or 2nd sign from the natal Moon). */
  readonly sadeSati: boolean;
  /** In a dhaiya (the 4th: kantaka; the 8th: ashtama shani). */
  readonly dhaiya: boolean;
  readonly phase: SadeSatiPhase | null;
}

export interface SadeSati {
  readonly atBirth: SaturnState | null;
  /** The state on the requested date (null when no date was asked). */
  readonly onDate: (SaturnState & { readonly date: string; readonly instant: Instant; readonly basis: string }) | null;
  readonly missing: readonly MissingNeed[];
}

function stateOf(moonSign: number, saturnSign: number): SaturnState {
  const houseFromMoon = houseOf(moonSign, saturnSign);
  const phase = PHASE_OF_HOUSE[houseFromMoon] ?? null;
  return {
    saturnSign,
    houseFromMoon,
    sadeSati: [12, 1, 2].includes(houseFromMoon),
    dhaiya: [4, 8].includes(houseFromMoon),
    phase,
  };
}

/**
 * Sade sati at birth, and on `onDate` (YYYY-MM-DD) when given: for a birth, Saturn at 12:00 local time at the
 * natal place with the chart's settings; for placements, at 12:00 UTC with Lahiri and mean nodes.
 */
export function sadeSati(input: ChartInput, onDate: string | null): SadeSati {
  const s = signsOf(input, ['moon', 'saturn'] as const);
  const missing = missingFor(input, onDate === null ? ['moon', 'saturn'] : ['moon']);
  const atBirth = s.moon === null || s.saturn === null ? null : stateOf(s.moon, s.saturn);
  if (onDate === null || s.moon === null) return { atBirth, onDate: null, missing };
  const birth = input.chart?.birth ?? null;
  const when = birth
    ? resolveBirth({ ...(birth.input as BirthData), date: onDate, time: '12:00:00' }).instant
    : instantFromUtcMillis(Date.parse(`${onDate}T12:00:00Z`));
  const opts = birth
    ? { ayanamsa: birth.ayanamsa, nodeType: birth.nodeType, positionModel: birth.positionModel }
    : { ayanamsa: 'lahiri' as const, nodeType: 'mean' as const };
  const saturn = grahaPositions(when, opts).find((g) => g.key === 'saturn')!;
  const basis = birth ? '12:00 local time at the natal place, chart settings' : '12:00 UTC, Lahiri, mean nodes';
  return {
    atBirth,
    onDate: { ...stateOf(s.moon, Math.floor(saturn.siderealLonDeg / 30)), date: onDate, instant: when, basis },
    missing,
  };
}
