import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

/** Copied reference data (see each folder's README.md): repo-local so CI needs no outside files. */
export const GOLDEN_DIR = path.join(__dirname, '..', '..', '..', 'test', 'fixtures', 'golden');

/** The text of a file below GOLDEN_DIR (or at an absolute path); `.gz` files are gunzipped. */
export function readText(...parts: string[]): string {
  const file = path.resolve(GOLDEN_DIR, ...parts);
  const raw = fs.readFileSync(file);
  return (file.endsWith('.gz') ? zlib.gunzipSync(raw) : raw).toString('utf8');
}

export function readJson<T>(...parts: string[]): T {
  return JSON.parse(readText(...parts)) as T;
}

/** One JSON value per line. */
export function readJsonLines<T>(...parts: string[]): T[] {
  return readText(...parts)
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export interface ErrorStats {
  n: number;
  maxAbs: number;
  meanAbs: number;
  meanSigned: number;
}

export function stats(errors: readonly number[]): ErrorStats {
  const n = errors.length;
  const abs = errors.map(Math.abs);
  return {
    n,
    maxAbs: n ? Math.max(...abs) : NaN,
    meanAbs: n ? abs.reduce((a, b) => a + b, 0) / n : NaN,
    meanSigned: n ? errors.reduce((a, b) => a + b, 0) / n : NaN,
  };
}

/** One-line summary for the test log: the gate's measured max and mean. */
export function report(label: string, s: ErrorStats, unit: string, digits = 2): void {
  console.log(
    `${label}: n=${s.n} max|err|=${s.maxAbs.toFixed(digits)} ${unit} mean|err|=${s.meanAbs.toFixed(digits)} ${unit} mean err=${s.meanSigned.toFixed(digits)} ${unit}`,
  );
}

export const SECONDS_PER_DAY = 86_400;
