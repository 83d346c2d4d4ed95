import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { contentDigest, noneMatch, RepresentationMemo, strongEtag } from './representation';

const body = (value: number, at: string, id: string, instance = 'panchang-svc/a') =>
  JSON.stringify({
    value,
    _meta: {
      methodology: { fingerprint: 'f' },
      provenance: { service: 'panchang-svc', contract_version: '0.1.0', computed_at: at, request_id: id, instance },
    },
  });
const settle = (memo: RepresentationMemo, key: string, fresh: string, remember: boolean) => {
  const r = memo.settle(key, fresh, remember);
  if (!r) throw new Error('not JSON');
  return r;
};
const sha = (s: string) => `"${createHash('sha256').update(s).digest('base64url')}"`;

describe('strong validators of computed GETs', () => {
  it('the ETag is SHA-256 of exactly the bytes sent', () => {
    const b = body(1, '2026-01-01T00:00:00Z', 'r1');
    expect(strongEtag(b)).toBe(sha(b));
    expect(strongEtag(b)).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  });

  it('the content digest ignores computed_at, request_id and the replica, nothing else', () => {
    const a = contentDigest(body(1, '2026-01-01T00:00:00Z', 'r1', 'x/1'));
    expect(contentDigest(body(1, '2026-01-01T00:04:59Z', 'r2', 'x/2'))).toBe(a);
    expect(contentDigest(body(2, '2026-01-01T00:00:00Z', 'r1', 'x/1'))).not.toBe(a);
    expect(contentDigest('not json')).toBeNull();
  });

  it('reads the provenance of the last _meta, whatever its values or the strings before it hold', () => {
    const odd = 'a"}{\\"_meta":{';
    const nested = (at: string, id: string) =>
      JSON.stringify({
        note: odd,
        inner: { x: 1, _meta: { provenance: { computed_at: 'inner', request_id: 'i' } } },
        _meta: { methodology: { fingerprint: 'f' }, provenance: { service: 's', computed_at: at, request_id: id } },
      });
    const a = contentDigest(nested('2026-01-01T00:00:00Z', odd));
    expect(contentDigest(nested('2026-01-01T00:00:09Z', 'plain'))).toBe(a);
    expect(contentDigest(nested('2026-01-01T00:00:09Z', 'plain').replace('"x":1', '"x":2'))).not.toBe(a);
    expect(contentDigest(JSON.stringify({ value: 1 }))).not.toBe(contentDigest(JSON.stringify({ value: 2 })));
  });

  it('compresses a remembered representation once and counts its gzip bytes', () => {
    const memo = new RepresentationMemo();
    const big = body(1, '2026-01-01T00:00:00Z', 'r1').replace('"value":1', `"value":1,"pad":"${'x'.repeat(5000)}"`);
    const first = settle(memo, 'k', big, true);
    const plainBytes = memo.totalBytes;
    const zipped = first.gzipped();
    expect(memo.totalBytes).toBe(plainBytes + zipped.length);
    const again = settle(memo, 'k', big.replace('"r1"', '"r2"'), true);
    expect(again.gzipped()).toBe(zipped);
    expect(gunzipSync(zipped).toString()).toBe(big);
  });

  it('repeats the first bytes (and tag) while the content is the same, within the window', () => {
    let now = 0;
    const memo = new RepresentationMemo(undefined, () => now);
    const first = body(1, '2026-01-01T00:00:00Z', 'r1');
    expect(settle(memo, 'k', first, true)).toMatchObject({ body: first, etag: sha(first) });
    now = 299_000;
    // the remembered bytes name replica a; the header value names b, which computed this request
    expect(settle(memo, 'k', body(1, '2026-01-01T00:04:59Z', 'r2', 'panchang-svc/b'), true)).toMatchObject({
      body: first,
      etag: sha(first),
      computedBy: 'panchang-svc/b',
    });
    // the content changed: the fresh bytes go out and replace the entry
    const changed = body(2, '2026-01-01T00:04:59Z', 'r3');
    expect(settle(memo, 'k', changed, true)).toMatchObject({ body: changed, etag: sha(changed) });
    expect(settle(memo, 'k', body(2, '2026-01-01T00:05:00Z', 'r4'), true).body).toBe(changed);
    // after the window (300 s = max-age) a new computation is a new representation
    now = 299_000 + 300_000;
    const later = body(2, '2026-01-01T00:09:59Z', 'r5');
    expect(settle(memo, 'k', later, true)).toMatchObject({ body: later, etag: sha(later) });
  });

  it('never remembers a caller-supplied request id, but may send it the remembered bytes', () => {
    const memo = new RepresentationMemo();
    const mine = body(1, '2026-01-01T00:00:00Z', 'callers-own-id');
    expect(settle(memo, 'k', mine, false).body).toBe(mine);
    const server = body(1, '2026-01-01T00:00:01Z', 'uuid-1');
    expect(settle(memo, 'k', server, true).body).toBe(server);
    expect(settle(memo, 'k', body(1, '2026-01-01T00:00:02Z', 'callers-own-id'), false).body).toBe(server);
  });

  it('stays within its entry and byte bounds after 10 000 distinct URLs, oldest out first', () => {
    const memo = new RepresentationMemo({ maxEntries: 500, maxBytes: 40_000, maxEntryBytes: 1000, ttlMs: 300_000 });
    for (let i = 0; i < 10_000; i++) {
      settle(memo, `k${i}`, body(i, '2026-01-01T00:00:00Z', `r${i}`), true);
      expect(memo.size).toBeLessThanOrEqual(500);
      expect(memo.totalBytes).toBeLessThanOrEqual(40_000);
    }
    // the byte bound binds here (about 210 bytes a body): the memo is nearly full, not emptied
    expect(memo.totalBytes).toBeGreaterThan(40_000 - 250);
    // the newest is still there, the oldest is gone
    const newest = body(9_999, '2026-01-01T00:00:00Z', 'r9999');
    expect(settle(memo, 'k9999', body(9_999, '2026-01-01T00:01:00Z', 'x'), true).body).toBe(newest);
    expect(settle(memo, 'k0', body(0, '2026-01-01T00:01:00Z', 'y'), true).body).toContain('"request_id":"y"');
    // a body over maxEntryBytes is sent, not kept
    const big = JSON.stringify({ pad: 'x'.repeat(2000) });
    settle(memo, 'big', big, true);
    expect(settle(memo, 'big', JSON.stringify({ pad: 'x'.repeat(2000) }), true).etag).toBe(sha(big));
    expect(memo.totalBytes).toBeLessThanOrEqual(40_000);
  });

  it('If-None-Match uses the weak comparison: W/ prefixes and lists match, * matches anything', () => {
    expect(noneMatch('"abc"', '"abc"')).toBe(true);
    expect(noneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(noneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatch('*', '"abc"')).toBe(true);
    expect(noneMatch('"abc"', '"abc-gzip"')).toBe(false);
    expect(noneMatch(undefined, '"abc"')).toBe(false);
  });
});
