/**
 * Memo of global events. New moons and sankrantis are the same instants for every place and
 * day, and a daily packet needs the two around its date (lunar month, sun-sign spans): searching
 * them costs about a quarter of a packet. Their searches sample on a grid aligned to the step in
 * Julian days and use exact positions, so a span's instants do not depend on the day that asked:
 * a memoised span is the very value a fresh search returns (a unit test checks). Bounded: a memo
 * holds at most `limit` spans and starts afresh when full. Pure otherwise: same input, same output.
 */
import { AngleSpan } from '@pj/ephemeris';

export class SpanMemo {
  /** Sorted by start; runs of contiguous spans (end of one = start of the next) with gaps between runs. */
  private spans: AngleSpan[] = [];

  constructor(private readonly limit: number) {}

  /** The memoised spans overlapping [t0, t1) (with t0 = t1: the span containing t0), or null when any is missing. */
  lookup(t0: number, t1: number): AngleSpan[] | null {
    const a = this.spans;
    let lo = 0;
    let hi = a.length - 1;
    let i = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (a[mid].startJdUt <= t0) {
        i = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (i < 0 || a[i].endJdUt <= t0) return null;
    const out = [a[i]];
    while (t1 > t0 && out[out.length - 1].endJdUt < t1) {
      const next = a[i + out.length];
      if (!next || next.startJdUt !== out[out.length - 1].endJdUt) return null;
      out.push(next);
    }
    return out;
  }

  add(spans: readonly AngleSpan[]): void {
    if (this.spans.length + spans.length > this.limit) this.spans = [];
    const known = new Set(this.spans.map((s) => s.startJdUt));
    for (const s of spans) if (!known.has(s.startJdUt)) this.spans.push(s);
    this.spans.sort((x, y) => x.startJdUt - y.startJdUt);
  }
}

const memos = new Map<string, SpanMemo>();
/** ~160 years of sankrantis or lunations per (kind, convention, ayanamsa). */
const MEMO_LIMIT = 2000;

/** Spans of a global event kind: from the memo, else searched with `search` and memoised. */
export function memoisedSpans(key: string, t0: number, t1: number, search: () => AngleSpan[]): AngleSpan[] {
  let memo = memos.get(key);
  if (!memo) {
    memo = new SpanMemo(MEMO_LIMIT);
    memos.set(key, memo);
  }
  const hit = memo.lookup(t0, t1);
  if (hit) return hit;
  const found = search();
  memo.add(found);
  return found;
}

/** Forget every memoised span (tests: cold and warm computations must agree). */
export function clearSpanMemos(): void {
  memos.clear();
}
