/**
 * The reference records of test/fixtures/golden/jyotish-core/cases-subset.json (README there: PyJHora
 * regression output, P.V.R. Narasimha Rao's and B. V. Raman's book charts), read once for the specs.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { BirthData } from '../src';

/** Untyped JSON, as the spec files read it (the lint rule's exception for specs, here for their support). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Untyped = Record<string, any>;

/** `E` and `I`: the shapes of `expected` and `inputs` a spec reads. */
export interface JyotishCase<E = Untyped, I = Untyped> {
  id: string;
  calculation: string;
  /** 'LAHIRI' or, for B. V. Raman's chart, 'RAMAN'. */
  ayanamsa: string;
  /** Local civil time with a fixed offset from UTC, in hours; null for records without a chart. */
  birth: { date: string; time: string; utc_offset_hours: number; latitude: number; longitude: number } | null;
  params?: Record<string, unknown>;
  inputs?: I;
  expected: E;
}

const CASES: readonly JyotishCase[] = JSON.parse(
  readFileSync(join(__dirname, '../../../test/fixtures/golden/jyotish-core/cases-subset.json'), 'utf8'),
);

/** The first record that `test` accepts (e.g. by id: `jyotishCase('pyjhora-own-yogini')`). */
export function findCase<E = Untyped, I = Untyped>(test: (c: JyotishCase) => boolean, what: string): JyotishCase<E, I> {
  const found = CASES.find(test);
  if (!found) throw new Error(`no record ${what} in jyotish-core/cases-subset.json`);
  return found as JyotishCase<E, I>;
}

export function jyotishCase<E = Untyped, I = Untyped>(id: string): JyotishCase<E, I> {
  return findCase<E, I>((c) => c.id === id, id);
}

/** The records' (English) sign names, Aries = index 0. */
export const WESTERN_SIGNS: readonly string[] = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];

/** ±HH:MM of an offset in hours (5.5 → '+05:30'). */
export function utcOffsetOf(hours: number): string {
  const m = Math.round(Math.abs(hours) * 60);
  return `${hours < 0 ? '-' : '+'}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The record's birth as our input (its fixed offset, library defaults otherwise), with `extra` settings. */
export function birthOf(r: JyotishCase<unknown, unknown>, extra: Partial<BirthData> = {}): BirthData {
  const b = r.birth;
  if (!b) throw new Error(`record ${r.id} has no birth data`);
  return {
    date: b.date,
    time: b.time,
    lat: b.latitude,
    lng: b.longitude,
    utc_offset: utcOffsetOf(b.utc_offset_hours),
    ...extra,
  };
}
