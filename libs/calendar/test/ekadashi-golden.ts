/**
 * Reading the Ekadashi golden fixtures (test/fixtures/golden/ekadashi/README.md). Shared by the unit
 * test (libs/calendar/src/ekadashi/ekadashi.golden.spec.ts, a sample) and scripts/golden-ekadashi.js
 * (the whole range, from dist/).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

/** The rows of a gzipped JSON-lines fixture, one object per non-blank line. */
export function readJsonLinesGz<T = unknown>(dir: string, file: string): T[] {
  return zlib
    .gunzipSync(fs.readFileSync(path.join(dir, file)))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as T);
}

/**
 * The extra fast a Tatvavadi table row's `atirikta` note names, as libs/calendar's
 * `extra_fast.kind`: "atirikta dvadashi …", "atirikta ekadashi …", otherwise Shravana Dwadashi; no note → null.
 */
export function atiriktaKindOf(
  note: string | null,
): 'atirikta_dwadashi' | 'atirikta_ekadashi' | 'shravana_dwadashi' | null {
  if (!note) return null;
  if (note.startsWith('atirikta dvadashi')) return 'atirikta_dwadashi';
  if (note.startsWith('atirikta ekadashi')) return 'atirikta_ekadashi';
  return 'shravana_dwadashi';
}
