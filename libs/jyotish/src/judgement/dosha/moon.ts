/** The Moon's doshas: kemadruma (classical, with its cancellations) and the sade sati state. */
import { GrahaKey, grahaPositions, instantFromUtcMillis, Instant } from '@pj/ephemeris';
import { BirthData, resolveBirth } from '../../birth';
import { ChartInput, MissingNeed } from '../chart-input';
import { yogaVerdict } from '../yogas/evaluate';
import { Cancellation, Clause, clause, DoshaCore, houseOf, missingFor, signsOf } from './common';

/** The grahas kemadruma counts: Mars … Saturn (the Sun and the nodes do not count). */
const FIVE = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const;
const KENDRAS = [1, 4, 7, 10];
const KEMADRUMA_CANCEL_SOURCE =
  'cancellations as commonly cited from Phaladeepika ch. 6 and Jataka Parijata ch. 7 (verse numbers not checked here)';

export interface Kemadruma extends DoshaCore {
  readonly cancelled: boolean | null;
  readonly cancellations: readonly Cancellation[];
}

/**
 * Kemadruma is formed by the yoga catalogue's rule (yogas/catalogue.ts, the one source of it: no graha of
 * the seven but the Sun in the 2nd or the 12th sign from the Moon, i.e. none of Mars … Saturn); /dosha adds
 * the wider list of cancellations below.
 */
export function kemadruma(input: ChartInput): Kemadruma {
  const s = signsOf(input, ['ascendant', 'moon', ...FIVE] as const);
  const formed = yogaVerdict(input, 'kemadruma').state;
  const flanking: Clause = {
    key: 'no_graha_flanking_moon',
    rule: 'no graha (Mars … Saturn) in the 2nd or the 12th sign from the Moon',
    holds: formed === 'unknown' ? null : formed === 'yes',
    grahas: [],
  };
  const fiveIn = (from: number | null, houses: readonly number[]): GrahaKey[] =>
    FIVE.filter((g) => houses.includes(houseOf(from!, s[g]!)));
  const needsFive = FIVE.map((g) => s[g]);
  const cancel = (x: ReturnType<typeof clause>): Cancellation => ({
    ...x,
    effect: 'cancels',
    source: KEMADRUMA_CANCEL_SOURCE,
  });
  const cancellations = [
    cancel(
      clause(
        'graha_in_kendra_from_lagna',
        'a graha (Mars … Saturn) in a kendra from the lagna',
        [s.ascendant, ...needsFive],
        () => fiveIn(s.ascendant, KENDRAS),
      ),
    ),
    cancel(
      clause(
        'graha_in_kendra_from_moon',
        'a graha (Mars … Saturn) in a kendra from the Moon',
        [s.moon, ...needsFive],
        () => fiveIn(s.moon, [4, 7, 10]),
      ),
    ),
    cancel(
      clause('graha_with_moon', 'the Moon in one sign with a graha (Mars … Saturn)', [s.moon, ...needsFive], () =>
        fiveIn(s.moon, [1]),
      ),
    ),
  ];
  const present = flanking.holds;
  const anyCancel = cancellations.some((c) => c.holds === true);
  return {
    present,
    cancelled: present !== true ? (present === false ? false : null) : anyCancel,
    rule: flanking.rule,
    source: 'BPHS ch. 37 (Candra yogas); Phaladeepika ch. 6',
    missing: missingFor(input, ['moon', ...FIVE]),
    clauses: [flanking],
    cancellations,
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
