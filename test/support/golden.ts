import * as fs from 'node:fs';
import * as path from 'node:path';
import { GOLDEN_DIR, readJson, readJsonLines } from '../../libs/ephemeris/test/golden';
import { ROOT } from './processes';

/** The reference data copied into the repository (each folder's README.md gives source and date). */
export const GOLDEN = GOLDEN_DIR;

/** A reference file from the repository's fixtures, else from the shared reference set beside the checkout. */
export function referenceFile(fixture: string, shared: string = fixture): string {
  const candidates = [
    path.join(GOLDEN, fixture),
    path.resolve(ROOT, '..', 'shared', 'reference', shared),
    path.resolve(ROOT, '..', '..', 'shared', 'reference', shared),
  ];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error(`reference ${shared} not found (looked in ${candidates.join(', ')})`);
  return found;
}

export { readJson, readJsonLines };

/** A festival as Drik Panchang's New Delhi month grids print it (festivals/README.md). */
export interface DrikFestivalRow {
  date: string;
  festival: string;
  year: number;
}

let festivals: DrikFestivalRow[] | null = null;

/** The festival listing of festivals/drik-new-delhi-1900-2050.jsonl.gz (9 085 rows), read once. */
export function drikFestivals(): DrikFestivalRow[] {
  return (festivals ??= readJsonLines<DrikFestivalRow>(referenceFile('festivals/drik-new-delhi-1900-2050.jsonl.gz')));
}

/** Drik's twelve "X Sankranti" entries of a year, in date order. */
export function drikSankrantis(year: number): DrikFestivalRow[] {
  return drikFestivals()
    .filter((r) => r.year === year && r.festival.endsWith(' Sankranti'))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** An Ekadashi as Drik Panchang's New Delhi listing prints it (ekadashi/README.md). */
export interface DrikEkadashiRow {
  date: string;
  ekadashi: string;
  observance: string;
}

/** The Ekadashi listing of ekadashi/drik-new-delhi-1900-2050.jsonl.gz. */
export function drikEkadashis(): DrikEkadashiRow[] {
  return readJsonLines<DrikEkadashiRow>(referenceFile('ekadashi/drik-new-delhi-1900-2050.jsonl.gz'));
}
