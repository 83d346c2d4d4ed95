/**
 * Kala sarpa: the seven grahas hemmed on one side of the Rahu–Ketu axis. Not in BPHS, Phaladeepika or
 * Saravali; the rule and the twelve kinds (named by Rahu's house from the lagna) follow modern usage.
 */
import { forwardDiffDeg, GrahaKey } from '@pj/ephemeris';
import { SEVEN } from '../../tables';
import { ChartInput, MissingNeed } from '../chart-input';
import { houseOf, missingFor } from './common';

/** Kinds by Rahu's house from the lagna, 1..12 (the common modern list). */
export const KALA_SARPA_KINDS: readonly string[] = Object.freeze([
  'Ananta',
  'Kulika',
  'Vasuki',
  'Shankhapala',
  'Padma',
  'Mahapadma',
  'Takshaka',
  'Karkotaka',
  'Shankhachuda',
  'Ghataka',
  'Vishadhara',
  'Sheshanaga',
]);

export const KALA_SARPA_RULE =
  'the seven grahas in the seven signs from Rahu to Ketu (kala sarpa) or from Ketu to Rahu (kala amrita), ' +
  'a graha in a node\u2019s sign counting as inside; with longitudes, a graha in a node\u2019s sign must also lie ' +
  'on the inner side of the node. Partial: all but one graha inside. Kind: Rahu\u2019s house from the lagna';
export const KALA_SARPA_SOURCE =
  'modern usage (not in BPHS, Phaladeepika or Saravali); twelve kinds as commonly listed (e.g. PyJHora dosha messages)';

export interface KalaSarpa {
  readonly present: boolean | null;
  readonly partial: boolean | null;
  /** 'rahu_to_ketu': the grahas lie zodiacally ahead of Rahu (kala sarpa); 'ketu_to_rahu': kala amrita. */
  readonly direction: 'rahu_to_ketu' | 'ketu_to_rahu' | null;
  /** The grahas outside the hemmed side (the one of a partial; all of the other side otherwise). */
  readonly outside: readonly GrahaKey[];
  readonly kind: { readonly name: string; readonly rahuHouse: number } | null;
  readonly missing: readonly MissingNeed[];
}

/** Is a graha inside the arc starting at the node `from` (zodiacally forward, 180°)? */
function inside(input: ChartInput, g: GrahaKey, from: 'rahu' | 'ketu'): boolean {
  const p = input.placements[g]!;
  const node = input.placements[from]!;
  const k = (p.sign - node.sign + 12) % 12;
  if (k > 6) return false;
  const other = input.placements[from === 'rahu' ? 'ketu' : 'rahu']!;
  const boundary = k === 0 || p.sign === other.sign;
  // a graha in a node's sign is decided by degree when both degrees are known
  if (boundary && p.lonDeg !== null && node.lonDeg !== null) return forwardDiffDeg(p.lonDeg, node.lonDeg) <= 180;
  return true;
}

export function kalaSarpa(input: ChartInput): KalaSarpa {
  const missing = missingFor(input, [...SEVEN, 'rahu', 'ketu']);
  const lagna = input.placements.ascendant?.sign ?? null;
  const rahu = input.placements.rahu?.sign ?? null;
  const kind =
    lagna === null || rahu === null
      ? null
      : { name: KALA_SARPA_KINDS[houseOf(lagna, rahu) - 1], rahuHouse: houseOf(lagna, rahu) };
  if (missing.length > 0) return { present: null, partial: null, direction: null, outside: [], kind: null, missing };
  const outsideOf = (from: 'rahu' | 'ketu') => SEVEN.filter((g) => !inside(input, g, from));
  const [fromRahu, fromKetu] = [outsideOf('rahu'), outsideOf('ketu')];
  const best = fromRahu.length <= fromKetu.length ? ('rahu_to_ketu' as const) : ('ketu_to_rahu' as const);
  const outside = best === 'rahu_to_ketu' ? fromRahu : fromKetu;
  const present = outside.length === 0;
  return {
    present,
    partial: outside.length === 1,
    direction: outside.length <= 1 ? best : null,
    outside,
    kind: present || outside.length === 1 ? kind : null,
    missing,
  };
}
