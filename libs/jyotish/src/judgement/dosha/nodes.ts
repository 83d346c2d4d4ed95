/**
 * The node doshas of modern usage: pitru, guru chandala, grahan and shrapit. None is defined or graded in
 * BPHS, Phaladeepika or Saravali; the rules are the common modern ones, stated with each verdict.
 */
import { GrahaKey } from '@pj/ephemeris';
import { SIGN_LORD } from '../../tables';
import { ChartInput } from '../chart-input';
import { anyHolds, clause, Clause, DoshaCore, houseOf, missingFor, signsOf } from './common';

const MODERN = 'modern usage (no classical text defines this dosha)';
const NODES = ['rahu', 'ketu'] as const;

/** A dosha of modern usage: its clauses, the rule text and the bodies it needs; present when any clause holds. */
const modern = (
  input: ChartInput,
  rule: string,
  needs: Parameters<typeof missingFor>[1],
  clauses: Clause[],
  present = anyHolds(clauses),
): DoshaCore => ({ present, rule, source: MODERN, missing: missingFor(input, needs), clauses });

const withNode = (s: Record<string, number | null>, g: GrahaKey, nodes: readonly ('rahu' | 'ketu')[]) =>
  nodes.filter((n) => s[n] === s[g]);

const NAME: Readonly<Record<GrahaKey, string>> = {
  sun: 'the Sun',
  moon: 'the Moon',
  mars: 'Mars',
  mercury: 'Mercury',
  jupiter: 'Jupiter',
  venus: 'Venus',
  saturn: 'Saturn',
  rahu: 'Rahu',
  ketu: 'Ketu',
};

/** "a in one sign with b": the clause keyed a_with_b. */
function together(s: Record<string, number | null>, a: GrahaKey, b: GrahaKey) {
  const rule = `${NAME[a]} in one sign with ${NAME[b]}`;
  return clause(`${a}_with_${b}`, rule.charAt(0).toUpperCase() + rule.slice(1), [s[a], s[b]], () =>
    s[a] === s[b] ? [a, b] : [],
  );
}

export function pitru(input: ChartInput): DoshaCore {
  const s = signsOf(input, [
    'ascendant',
    'sun',
    'rahu',
    'ketu',
    'mars',
    'jupiter',
    'mercury',
    'moon',
    'venus',
    'saturn',
  ] as const);
  const ninth = s.ascendant === null ? null : (s.ascendant + 8) % 12;
  const ninthLord = ninth === null ? null : SIGN_LORD[ninth];
  const clauses = [
    clause('sun_with_node', 'the Sun in one sign with Rahu or Ketu', [s.sun, s.rahu, s.ketu], () =>
      withNode(s, 'sun', NODES).length > 0 ? ['sun', ...withNode(s, 'sun', NODES)] : [],
    ),
    clause('node_in_ninth', 'Rahu or Ketu in the 9th house from the lagna', [s.ascendant, s.rahu, s.ketu], () =>
      NODES.filter((n) => houseOf(s.ascendant!, s[n]!) === 9),
    ),
    clause(
      'ninth_lord_with_node',
      'the lord of the 9th house in one sign with Rahu or Ketu',
      [s.ascendant, s.rahu, s.ketu, ninthLord === null ? null : s[ninthLord]],
      () => (withNode(s, ninthLord!, NODES).length > 0 ? [ninthLord!, ...withNode(s, ninthLord!, NODES)] : []),
    ),
  ];
  return modern(
    input,
    'any of: the Sun with a node; a node in the 9th house; the 9th lord with a node',
    ['ascendant', 'sun', 'rahu', 'ketu'],
    clauses,
  );
}

export const GURU_CHANDALA_SCHOOLS = ['rahu_only', 'rahu_or_ketu'] as const;
export type GuruChandalaSchool = (typeof GURU_CHANDALA_SCHOOLS)[number];

export function guruChandala(
  input: ChartInput,
): DoshaCore & { readonly bySchool: Record<GuruChandalaSchool, boolean | null> } {
  const s = signsOf(input, ['jupiter', 'rahu', 'ketu'] as const);
  const clauses = [together(s, 'jupiter', 'rahu'), together(s, 'jupiter', 'ketu')];
  return {
    ...modern(
      input,
      'Jupiter in one sign with Rahu (rahu_only, the verdict); rahu_or_ketu also counts Ketu',
      ['jupiter', 'rahu', 'ketu'],
      clauses,
      clauses[0].holds,
    ),
    bySchool: { rahu_only: clauses[0].holds, rahu_or_ketu: anyHolds(clauses) },
  };
}

export function grahan(input: ChartInput): DoshaCore {
  const s = signsOf(input, ['sun', 'moon', 'rahu', 'ketu'] as const);
  const clauses = (['sun', 'moon'] as const).map((g) =>
    clause(
      `${g}_with_node`,
      `the ${g === 'sun' ? 'Sun' : 'Moon'} in one sign with Rahu or Ketu`,
      [s[g], s.rahu, s.ketu],
      () => (withNode(s, g, NODES).length > 0 ? [g, ...withNode(s, g, NODES)] : []),
    ),
  );
  return modern(input, 'the Sun or the Moon in one sign with Rahu or Ketu', ['sun', 'moon', 'rahu', 'ketu'], clauses);
}

export function shrapit(input: ChartInput): DoshaCore {
  const s = signsOf(input, ['saturn', 'rahu'] as const);
  const clauses = [together(s, 'saturn', 'rahu')];
  return modern(input, 'Saturn in one sign with Rahu', ['saturn', 'rahu'], clauses);
}
