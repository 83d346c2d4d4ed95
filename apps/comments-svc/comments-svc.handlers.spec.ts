/**
 * The comments-svc handlers as plain methods over a fresh SQLite file: the contract's request in,
 * the enveloped reply out, without NATS, a gateway or a build. Expected values come from the rules
 * (SPEC §8: 5 submissions per address per 3600 s; a 300 s challenge; one mark per client, path, kind
 * and UTC day), from the seed posts file, and from rows written here with known times.
 */
import { DomainError, RateLimitedError } from '@pj/platform';
import { solve } from '../../test/support/comments-client';
import { BlogSeeder } from './blog/blog-sitemap.controller';
import seed from './blog/seed-posts.json';
import { CommentsUnderTest, openCommentsService, request } from '../../test/support/comments-service';

const HOUR_S = 3600;
const DAY_MS = 86_400_000;
/** Slack between a handler's clock and the test's: the work between them takes far less. */
const CLOCK_SLACK_MS = 5_000;

let svc: CommentsUnderTest;
beforeAll(async () => {
  svc = await openCommentsService();
});
afterAll(() => svc?.close());

describe('comments-svc CommentsController', () => {
  it('challenge: 12 bits, expires 300 s after issue, names the 5-per-3600-s limit, enveloped', async () => {
    const before = Date.now();
    const c = await svc.comments.challenge(request({}));
    expect(c).toMatchObject({
      algorithm: 'sha256-leading-zero-bits',
      difficulty_bits: 12,
      submission_limit: { max: 5, window_seconds: HOUR_S },
    });
    const expiresMs = Date.parse(c.expires_at);
    expect(expiresMs - before).toBeGreaterThan(300_000 - 1000);
    expect(expiresMs - before).toBeLessThanOrEqual(300_000 + CLOCK_SLACK_MS);
    expect(c._meta.provenance).toMatchObject({ service: 'comments-svc', instance: 'comments-svc/spec' });
    expect(c._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('submit answers pending; an approved comment is listed newest first; a repeat answers the first id', async () => {
    const first = await svc.submission({ pageKey: '/p/list', body: 'Excellent and helpful, thank you!' });
    const a = await svc.comments.submit(request(first));
    expect(a).toMatchObject({ state: 'pending', page_key: '/p/list' });
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(a.created_at) - Date.now())).toBeLessThan(CLOCK_SLACK_MS);
    const again = await svc.comments.submit(request(first));
    expect(again.id).toBe(a.id);
    expect(again.created_at).toBe(a.created_at);

    const b = await svc.comments.submit(
      request(await svc.submission({ pageKey: '/p/list', body: 'Very accurate panchang, thank you so much!' })),
    );
    const held = await svc.comments.submit(
      request(
        await svc.submission({ pageKey: '/p/list', body: 'Disappointed, the festival list is missing', rating: 2 }),
      ),
    );
    const list = await svc.comments.list(request({ pageKey: '/p/list', limit: 10 }));
    expect(list).toMatchObject({ page_key: '/p/list', limit: 10, count: 2 });
    // the held one (a complaint, rating 2) is never listed; the newest approved comes first
    expect(list.comments.map((c) => c.id)).toEqual([b.id, a.id]);
    expect(list.comments.map((c) => c.id)).not.toContain(held.id);
    expect(list.comments[1]).toEqual({
      id: a.id,
      body: 'Excellent and helpful, thank you!',
      display_name: 'Asha',
      rating: 5,
      created_at: a.created_at,
    });
    expect((await svc.comments.list(request({ pageKey: '/p/list', limit: 1 }))).comments.map((c) => c.id)).toEqual([
      b.id,
    ]);
  });

  it('the sixth submission of one address within 3600 s is rate limited until the first leaves the window', async () => {
    const clientAddress = '198.51.100.23';
    const t0 = Date.now();
    // within the challenges' 300 s: the five at 30 s steps, the sixth 150 s after the first
    for (let i = 0; i < 5; i++) {
      const at = new Date(t0 + i * 30_000);
      await svc.submitter.submit(await svc.submission({ clientAddress, body: `Thank you, great page ${i}` }), at);
    }
    const sixthAt = new Date(t0 + 150_000);
    const sixth = svc.submitter.submit(await svc.submission({ clientAddress, body: 'Thank you again' }), sixthAt);
    await expect(sixth).rejects.toBeInstanceOf(RateLimitedError);
    // the first leaves the window at t0 + 3600 s: 3450 s after the sixth
    await expect(sixth).rejects.toMatchObject({ retryAfterSeconds: HOUR_S - 150 });
    // another address is not limited by it
    const other = await svc.submitter.submit(await svc.submission({ clientAddress: '198.51.100.24' }), sixthAt);
    expect(other.pageKey).toBe('/panchang/tithi');
  });

  it('a challenge answered for other content, or an unsolved one, is refused naming the field', async () => {
    const answered = await svc.submission({ body: 'Thank you, lovely!' });
    await svc.comments.submit(request(answered));
    await expect(svc.comments.submit(request({ ...answered, body: 'Other text' }))).rejects.toMatchObject({
      code: 'validation_failed',
      details: [{ loc: ['challenge'], type: 'challenge_replayed' }],
    });
    const c = await svc.comments.challenge(request({}));
    const unsolved = await svc.submission({ challenge: c.challenge, solution: 'x' });
    // 'x' gives 12 leading zero bits with probability 2^-12: check that it does not, independently
    if (unsolved.solution !== solve(c.challenge, 12))
      await expect(svc.comments.submit(request(unsolved))).rejects.toBeInstanceOf(DomainError);
  });
});

describe('comments-svc ClientLogsController', () => {
  it('ingest redacts secrets and contact details; recent lists them newest first with UTC instants', async () => {
    const ingest = await svc.logs.ingest(
      request({
        clientAddress: '203.0.113.9',
        entries: [
          { level: 'error', message: 'token=abc123secret failed', page: '/p', attributes: {}, ts: null },
          {
            level: 'info',
            message: 'mail me at asha@example.org',
            page: null,
            attributes: { n: 1 },
            ts: '2026-01-02T03:04:05.678Z',
          },
        ],
      }),
    );
    expect(ingest.accepted).toBe(2);
    const recent = await svc.logs.recent(request({ sinceMinutes: 60, limit: 10, level: null, page: null }));
    expect(recent).toMatchObject({ since_minutes: 60, count: 2 });
    const byLevel = Object.fromEntries(recent.entries.map((e) => [e.level, e]));
    expect(byLevel.error).toMatchObject({ message: 'token=[REDACTED] failed', page: '/p', client_time: null });
    expect(byLevel.info.message).not.toContain('asha@example.org');
    expect(byLevel.info).toMatchObject({ attributes: { n: 1 }, client_time: '2026-01-02T03:04:05Z' });
    expect(byLevel.info.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const onlyErrors = await svc.logs.recent(request({ sinceMinutes: 60, limit: 10, level: 'error', page: null }));
    expect(onlyErrors.entries.map((e) => e.level)).toEqual(['error']);
  });

  it('attributes out of bounds are refused naming the entry and the rule', async () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 6; i++) deep = { d: deep };
    const batch = {
      clientAddress: '203.0.113.9',
      entries: [{ level: 'info' as const, message: 'm', page: null, attributes: deep, ts: null }],
    };
    await expect(svc.logs.ingest(request(batch))).rejects.toMatchObject({
      code: 'validation_failed',
      details: [{ loc: expect.arrayContaining(['entries', 0]), type: 'depth' }],
    });
  });

  it('purge deletes entries received more than N days ago and keeps the others', async () => {
    const now = Date.now();
    await svc.db.prisma.clientLog.createMany({
      data: [
        { level: 'warn', message: 'old', attributes: '{}', clientHash: 'h', createdAt: new Date(now - 8 * DAY_MS) },
        { level: 'warn', message: 'young', attributes: '{}', clientHash: 'h', createdAt: new Date(now - 6 * DAY_MS) },
      ],
    });
    const r = await svc.logs.purge(request({ olderThanDays: 7 }));
    expect(r).toMatchObject({ older_than_days: 7, deleted: 1 });
    expect(Math.abs(Date.parse(r.before) - (now - 7 * DAY_MS))).toBeLessThan(CLOCK_SLACK_MS);
    const left = await svc.db.prisma.clientLog.findMany({ where: { message: { in: ['old', 'young'] } } });
    expect(left.map((l) => l.message)).toEqual(['young']);
  });
});

describe('comments-svc EngagementController', () => {
  it('config: the three kinds, one mark per client, path and kind per UTC day, 50 journey events', () => {
    const c = svc.engage.config(request({}));
    expect(c).toMatchObject({
      kinds: ['view', 'like', 'share'],
      dedupe: { per: ['client_address', 'path', 'kind'], window_seconds: 86_400, window_alignment: 'utc_day' },
      journey_events: { max_events: 50 },
    });
  });

  it('a mark counts once per client per day; counters of every kind, 0 when never marked', async () => {
    const mark = (clientAddress: string, kind: 'like' | 'view') =>
      svc.engage.mark(request({ path: '/p/engage', kind, clientAddress }));
    expect(await svc.engage.counters(request({ path: '/p/engage' }))).toMatchObject({
      path: '/p/engage',
      counters: { view: 0, like: 0, share: 0 },
    });
    expect(await mark('192.0.2.1', 'like')).toMatchObject({ counted: true, counters: { view: 0, like: 1, share: 0 } });
    expect(await mark('192.0.2.1', 'like')).toMatchObject({ counted: false, counters: { like: 1 } });
    expect(await mark('192.0.2.2', 'like')).toMatchObject({ counted: true, counters: { like: 2 } });
    expect(await mark('192.0.2.1', 'view')).toMatchObject({
      path: '/p/engage',
      kind: 'view',
      counted: true,
      counters: { view: 1, like: 2, share: 0 },
    });
  });

  it('journey events: accepted count; props out of bounds name the event', async () => {
    const event = { name: 'open_panchang', path: '/panchang', ts: null, props: { a: 1 } };
    const ok = await svc.engage.journey(
      request({ clientAddress: '192.0.2.9', sessionId: null, events: [event, event] }),
    );
    expect(ok.accepted).toBe(2);
    const big = { ...event, props: { s: 'x'.repeat(9000) } };
    await expect(
      svc.engage.journey(request({ clientAddress: '192.0.2.9', sessionId: null, events: [event, big] })),
    ).rejects.toMatchObject({ code: 'validation_failed', details: [{ loc: ['events', 1, 'props'] }] });
  });
});

describe('comments-svc BlogSitemapController', () => {
  const origin = 'https://snapshots.example';
  const published = [...seed].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  /** The seed file's newest update (else publication), in the wire's whole seconds. */
  const latest = published
    .map((p) => p.updatedAt ?? p.publishedAt)
    .sort()
    .at(-1)!
    .replace(/\.\d{3}Z$/, 'Z');

  beforeAll(() => new BlogSeeder(svc.db).onModuleInit());

  it('meta: the seed posts in shards of `limit`, the last one partial, lastmod the newest update', async () => {
    const m = await svc.sitemap.meta(request({ origin, shard: 0, limit: 3 }));
    expect(m).toMatchObject({
      total_urls: seed.length,
      limit: 3,
      shard_count: Math.ceil(seed.length / 3),
      lastmod: latest,
    });
    expect(m.shards[0]).toEqual({ shard: 0, url: `${origin}/api/v1/seo/blog_sitemap.xml?shard=0&limit=3`, urls: 3 });
    expect(m.shards.at(-1)!.urls).toBe(seed.length - 3 * (m.shard_count - 1));
  });

  it('shard: one <url> per post in publication order; a shard past the end is not_found', async () => {
    const s = await svc.sitemap.shard(request({ origin, shard: 0, limit: 50 }));
    const locs = [...s.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((x) => x[1]);
    expect(locs).toEqual(published.map((p) => `${origin}/blog/${p.slug}`));
    expect(s).toMatchObject({ shard: 0, limit: 50, urls: seed.length });
    await expect(svc.sitemap.shard(request({ origin, shard: 1, limit: 50 }))).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
