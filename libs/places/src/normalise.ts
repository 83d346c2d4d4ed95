/**
 * The search key of a name: Latin diacritics removed (Allahābād → allahabad), case folded,
 * apostrophes and dots dropped, other punctuation and spacing collapsed to one space. Marks of
 * the Indic scripts (matras, virama, anusvara) are kept: they are letters of the word there.
 */
export function searchKey(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`.ʻ]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
    .normalize('NFC');
}

/** Rows of the banded distance table, reused between calls (the fuzzy scan makes ~10⁵ of them). */
let rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transposition) when it is ≤ max,
 * else max + 1. Only the band |i − j| ≤ max of the table is computed, and the scan stops as soon
 * as a whole row exceeds max.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (rows[0].length < lb + 1) rows = [0, 1, 2].map(() => new Int32Array(lb + 1));
  const big = max + 1;
  let [prev2, prev, cur] = rows;
  for (let j = 0; j <= lb; j++) prev[j] = j <= max ? j : big;
  for (let i = 1; i <= la; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(lb, i + max);
    cur[0] = i <= max ? i : big;
    if (lo > 1) cur[lo - 1] = big;
    let rowMin = cur[0];
    for (let j = lo; j <= hi; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = prev[j - 1] + cost;
      if (prev[j] + 1 < v) v = prev[j] + 1;
      if (cur[j - 1] + 1 < v) v = cur[j - 1] + 1;
      if (
        i > 1 &&
        j > 1 &&
        cost === 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      )
        if (prev2[j - 2] + 1 < v) v = prev2[j - 2] + 1;
      cur[j] = v > big ? big : v;
      if (cur[j] < rowMin) rowMin = cur[j];
    }
    if (hi < lb) cur[hi + 1] = big;
    if (rowMin > max) return big;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[lb] <= max ? prev[lb] : big;
}

/** The set of characters of a key as 32 bits (one bit per code unit mod 32): a cheap fuzzy-match filter. */
export function charSignature(s: string): number {
  let sig = 0;
  for (let i = 0; i < s.length; i++) sig |= 1 << (s.charCodeAt(i) & 31);
  return sig;
}

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
