/**
 * The golden records of test/fixtures/golden/jyotish-core/cases-subset.json (PyJHora, Jagannatha
 * Hora and book values; provenance in that folder's README), shared by the library's specs.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { formatOffset } from '@pj/ephemeris';
import { SIGN_NAMES_EN } from '../src/judgement/chart-input';

export interface GoldenBirth {
  date: string;
  time: string;
  utc_offset_hours: number;
  latitude: number;
  longitude: number;
}

/** The records, typed by the caller (each spec reads the fields it checks). */
export const goldenRecords = <Rec extends { id: string }>(): Rec[] =>
  JSON.parse(readFileSync(join(__dirname, '../../../test/fixtures/golden/jyotish-core/cases-subset.json'), 'utf8'));

/** Lookup by id of the records (throws on an unknown id). */
export function goldenCases<Rec extends { id: string }>(cases: Rec[] = goldenRecords<Rec>()): (id: string) => Rec {
  return (id) => {
    const found = cases.find((c) => c.id === id);
    if (!found) throw new Error(`no golden record ${id}`);
    return found;
  };
}

/** The records' UTC offset in hours as ±HH:MM (the `utc_offset` of a birth). */
export const utcOffsetOf = (hours: number): string => formatOffset(Math.round(hours * 60));

/** The records' western sign names, by sign index 0 = Aries (the names judgement placements accept). */
export const WESTERN = SIGN_NAMES_EN;
