/**
 * Issue 6 in distributed mode: the gateway and two comments-svc replicas as processes over a real
 * NATS, on a fresh PostgreSQL database. Both replicas start (and migrate) at once; the lifecycle,
 * the per-address limit across replicas, idempotent submission (concurrent duplicates on both
 * replicas: one row), exact counters, a replica killed during a burst of POSTs (a client retrying
 * every non-202 with the same challenge ends with one row per submission: no duplicate, none lost),
 * and the POST throughput.
 * Needs `npm run build`, NATS (TEST_NATS_URL) and PostgreSQL (TEST_POSTGRES_URL).
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { postComment, send, solve } from './support/comments-client';
import { NATS_URL, Proc, requireBuild, startApp, startGateway, stopAll, waitFor } from './support/processes';
import { FUNCTIONAL_TEST_LIMITS } from './support/limits';
import { createDatabase, dropDatabase } from './support/postgres';

jest.setTimeout(120_000);

const OPERATOR_KEY = 'comments-pg-operator-key-0123456789';
const run = randomBytes(4).toString('hex');
const dbName = `pj_comments_${process.pid}_${run}`;
const procs: Proc[] = [];
let base = '';
let pg: Client;
let dbUrl = '';

const replica = (id: string) => {
  const p = startApp('comments-svc', { NATS_URL, DATABASE_URL: dbUrl, INSTANCE_ID: `${run}-${id}`, LOG_LEVEL: 'log' });
  procs.push(p);
  return p;
};

beforeAll(async () => {
  requireBuild();
  dbUrl = await createDatabase(dbName);
  pg = new Client({ connectionString: dbUrl });
  replica('a');
  replica('b');
  base = await startGateway(procs, {
    NATS_URL,
    INSTANCE_ID: `${run}-gw`,
    TRUSTED_PROXIES: '127.0.0.1',
    SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY,
    ...FUNCTIONAL_TEST_LIMITS,
  });
  await waitFor(
    async () => procs.slice(0, 2).every((p) => p.output.includes('serving on NATS')),
    60_000,
    'both comments-svc replicas',
  );
  await waitFor(async () => (await fetch(`${base}/api/v1/engage/config`)).status === 200, 30_000, 'the gateway');
  await pg.connect();
}, 120_000);

/** Challenges fetched and solved ahead, so that a timed burst measures the POSTs alone; pages `<prefix>/0..3`. */
async function prepare(n: number, prefix: string, text: string): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = [];
  for (let i = 0; i < n; i++) {
    const ch = (await send(base, 'GET', '/api/v1/comments/challenge')).body;
    out.push({
      page_key: `${prefix}/${i % 4}`,
      body: `${text} (${i})`,
      challenge: ch.challenge,
      solution: solve(ch.challenge, ch.difficulty_bits),
    });
  }
  return out;
}

/** Runs `fn` over `items`, `concurrency` at a time; results in item order. */
async function runConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Submissions the gateway sent again after an attempt got no reply (its warning per retry). */
const gatewayRetries = (output: string) => output.match(/comments\.submit\.v1 attempt \d+ got no reply/g)?.length ?? 0;

afterAll(async () => {
  await pg?.end();
  await stopAll(procs);
  await dropDatabase(dbName);
});

describe('comments-svc on PostgreSQL over NATS', () => {
  it('two replicas starting together migrate once', async () => {
    const applied = await pg.query(`SELECT name FROM schema_migrations ORDER BY name`);
    expect(applied.rows.map((r) => r.name)).toEqual([
      '0001_api_keys.sql',
      '0002_comments_logs_engagement.sql',
      '0003_comment_submission_identity.sql',
    ]);
    const said = procs
      .slice(0, 2)
      .map((p) =>
        p.output.includes('applied migration(s)')
          ? 'applied'
          : p.output.includes('schema up to date')
            ? 'up to date'
            : '?',
      );
    expect(said.sort()).toEqual(['applied', 'up to date']);
  });

  it('runs the comment lifecycle and keeps the per-address limit across replicas', async () => {
    const key = '/pg/lifecycle';
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await postComment(
        base,
        {
          page_key: key,
          body: i % 2 ? 'The tithi time was wrong by an hour.' : `Great site, helpful and clear (${i}).`,
        },
        '198.51.100.20',
      );
      expect(r.status).toBe(202);
      ids.push(r.body.id);
    }
    const instances = new Set<string>();
    // both replicas serve: the gateway alternates between idle ones, and one that missed an
    // acknowledgement window on a loaded machine rejoins after its next probe (so: for up to 15 s)
    const until = Date.now() + 15_000;
    while (instances.size < 2 && Date.now() < until) {
      instances.add((await send(base, 'GET', '/api/v1/engage/config')).headers.get('x-svc-instance')!);
      await new Promise((res) => setTimeout(res, 50));
    }
    expect(instances.size).toBe(2);
    const sixth = await postComment(base, { page_key: key, body: 'Great again' }, '198.51.100.20');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3500);
    const list = await send(base, 'GET', `/panchang/comments?page_key=${encodeURIComponent(key)}`);
    expect(list.body.comments.map((c: { id: string }) => c.id)).toEqual([ids[4], ids[2], ids[0]]);
    const stored = await pg.query(`SELECT state, client_hash FROM comments WHERE page_key = $1`, [key]);
    expect(stored.rows.map((r) => r.state).sort()).toEqual(['approved', 'approved', 'approved', 'held', 'held']);
    expect(JSON.stringify(stored.rows)).not.toContain('198.51.100.20');
  });

  it('answers concurrent identical submissions on both replicas with one row and the same 202; other content is 422', async () => {
    const instancesSeen = new Set<string>();
    // the queue group picks replicas at random: repeat until one round reached both (≈ 7 in 8 per round)
    for (let round = 0; round < 6 && instancesSeen.size < 2; round++) {
      const ch = (await send(base, 'GET', '/api/v1/comments/challenge')).body;
      const body = {
        page_key: `/pg/replay/${round}`,
        body: 'Helpful.',
        challenge: ch.challenge,
        solution: solve(ch.challenge, ch.difficulty_bits),
      };
      const rs = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          send(base, 'POST', '/panchang/comments', body, {
            'x-forwarded-for': `198.51.100.${30 + 2 * round + (i % 2)}`,
          }),
        ),
      );
      expect(rs.map((r) => r.status)).toEqual([202, 202, 202, 202]);
      expect(new Set(rs.map((r) => JSON.stringify({ ...r.body, _meta: null }))).size).toBe(1);
      const instances = new Set(rs.map((r) => r.body._meta.provenance.instance as string));
      if (instances.size === 2) instances.forEach((i) => instancesSeen.add(i));
      const rows = await pg.query(`SELECT id FROM comments WHERE page_key = $1`, [body.page_key]);
      expect(rows.rows).toEqual([{ id: rs[0].body.id }]);
      const other = await send(base, 'POST', '/panchang/comments', { ...body, body: 'Other text.' });
      expect(other.body.detail?.[0]?.type).toBe('challenge_replayed');
    }
    expect(instancesSeen.size).toBe(2);
  });

  it('counts exactly under 50 parallel likes from 50 clients spread over both replicas', async () => {
    const rs = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(base, 'POST', '/api/v1/engage/like', { path: '/pg/atomic' }, { 'x-forwarded-for': `192.0.2.${i + 1}` }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(rs.map((r) => r.body._meta.provenance.instance)).size).toBe(2);
    expect((await send(base, 'GET', '/api/v1/engage?path=/pg/atomic')).body.counters).toEqual({
      view: 0,
      like: 50,
      share: 0,
    });
    expect(
      (await pg.query(`SELECT count FROM engagement_counters WHERE page = '/pg/atomic' AND kind = 'like'`)).rows,
    ).toEqual([{ count: 50 }]);
  });

  it('client logs (redacted), journey events and blog sitemaps work over NATS on PostgreSQL; reading and purging logs is for the operator', async () => {
    const one = await send(base, 'POST', '/api/v1/client_logs', {
      entries: [
        { level: 'error', message: 'boom token=abc123secret\r\nforged', page: '/pg/x' },
        { level: 'warn', message: 'mail ravi@example.com' },
      ],
    });
    expect(one.status).toBe(202);
    expect(one.body.accepted).toBe(2);
    const stored = await pg.query(`SELECT message FROM client_logs ORDER BY message`);
    expect(stored.rows.map((r) => r.message)).toEqual(['boom token=[REDACTED]\\u000d\\u000aforged', 'mail [EMAIL]']);
    expect((await send(base, 'GET', '/api/v1/client_logs/recent')).status).toBe(401);
    const recent = await send(base, 'GET', '/api/v1/client_logs/recent?level=warn', undefined, {
      authorization: `Bearer ${OPERATOR_KEY}`,
    });
    expect(recent.status).toBe(200);
    expect(recent.body.entries.map((e: { message: string }) => e.message)).toEqual(['mail [EMAIL]']);
    await pg.query(
      `INSERT INTO client_logs (id, level, message, client_hash, created_at) VALUES ('pg-old', 'info', 'old', 'h', '2020-01-01T00:00:00Z')`,
    );
    const purged = await send(base, 'POST', '/api/v1/client_logs/purge?older_than_days=30', undefined, {
      'x-api-key': OPERATOR_KEY,
    });
    expect(purged.body).toMatchObject({ older_than_days: 30, deleted: 1 });
    const journey = await send(base, 'POST', '/api/v1/journey_events', {
      session_id: 'sess-pg-0001',
      events: [{ name: 'open', path: '/pg/x', props: { email: 'a@b.co', n: 2 } }],
    });
    expect(journey.status).toBe(202);
    expect(journey.body.accepted).toBe(1);
    const xml = await send(base, 'GET', '/api/v1/seo/blog_sitemap.xml?limit=3');
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(xml.text.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      `<loc>${base}/blog/what-is-a-tithi</loc>`,
      `<loc>${base}/blog/reading-choghadiya</loc>`,
      `<loc>${base}/blog/adhika-masa-explained</loc>`,
    ]);
    expect((await send(base, 'GET', '/api/v1/seo/blog_sitemap_meta?limit=3')).body).toMatchObject({
      total_urls: 4,
      shard_count: 2,
    });
  });

  it('measures POST /panchang/comments throughput with both replicas up (200 posts, concurrency 8)', async () => {
    const prepared = await prepare(200, '/pg/throughput', 'Wonderful and helpful, thanks');
    const started = performance.now();
    const statuses = await runConcurrently(prepared, 8, (b, i) =>
      send(base, 'POST', '/panchang/comments', b, { 'x-forwarded-for': `10.8.${Math.floor(i / 5)}.${i % 5}` }).then(
        (r) => r.status,
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(statuses).toEqual(Array(200).fill(202));
    expect(
      (await pg.query(`SELECT count(*)::int AS n FROM comments WHERE page_key LIKE '/pg/throughput/%'`)).rows[0].n,
    ).toBe(200);
    console.log(
      `POST /panchang/comments on PostgreSQL over NATS, 2 replicas: 200 in ${seconds.toFixed(2)} s = ${(200 / seconds).toFixed(1)}/s at concurrency 8`,
    );
  });

  it('a replica killed (SIGKILL) during a burst of POSTs: a client retrying every non-202 with the same challenge ends with exactly one row per submission', async () => {
    const total = 120;
    const prepared = await prepare(total, '/pg/burst', 'Great and helpful page, thanks');
    const a = procs.find((p) => p.name.endsWith(`${run}-a`))!;
    const gateway = procs.find((p) => p.name.endsWith(`${run}-gw`))!;
    const gatewayRetriesBefore = gatewayRetries(gateway.output);
    const firstStatuses: number[] = [];
    const retryStatuses: number[] = [];
    const started = performance.now();
    const results = await runConcurrently(prepared, 8, async (b, i) => {
      if (i === 40) a.child.kill('SIGKILL');
      const headers = { 'x-forwarded-for': `10.9.${Math.floor(i / 5)}.${i % 5}` };
      let r = await send(base, 'POST', '/panchang/comments', b, headers);
      firstStatuses.push(r.status);
      // what a client should do with a 503/504: wait Retry-After, then repeat the same request
      for (let tries = 0; r.status !== 202 && tries < 10; tries++) {
        await new Promise((done) => setTimeout(done, 1000 * Math.min(2, Number(r.headers.get('retry-after') ?? 1))));
        r = await send(base, 'POST', '/panchang/comments', b, headers);
        retryStatuses.push(r.status);
      }
      return { status: r.status, id: r.body.id as string | undefined };
    });
    const seconds = (performance.now() - started) / 1000;
    await a.exited;
    const refusedAtFirst = firstStatuses.filter((s) => s !== 202);
    // a write without a reply is never a 503 any more: 504 outcome_unknown (or 503 when nothing was sent)
    expect(refusedAtFirst.every((s) => s === 503 || s === 504)).toBe(true);
    expect(results.map((r) => r.status)).toEqual(Array(total).fill(202));
    const accepted = results.map((r) => r.id!);
    expect(new Set(accepted).size).toBe(total);
    const rows = (await pg.query(`SELECT id, body, challenge_nonce FROM comments WHERE page_key LIKE '/pg/burst/%'`))
      .rows as { id: string; body: string; challenge_nonce: string }[];
    const duplicates = rows.length - new Set(rows.map((r) => r.body)).size;
    const lost = prepared.filter((p) => !rows.some((r) => r.body === p.body)).length;
    expect({ rows: rows.length, duplicates, lost }).toEqual({ rows: total, duplicates: 0, lost: 0 });
    expect(new Set(rows.map((r) => r.challenge_nonce)).size).toBe(total);
    expect(rows.map((r) => r.id).sort()).toEqual([...accepted].sort());
    const listed = new Set<string>();
    for (let p = 0; p < 4; p++)
      for (const c of (await send(base, 'GET', `/panchang/comments?page_key=/pg/burst/${p}&limit=50`)).body.comments)
        listed.add(c.id);
    expect(accepted.filter((id) => !listed.has(id))).toEqual([]);
    console.log(
      `SIGKILL burst on PostgreSQL over NATS: ${total} submissions in ${seconds.toFixed(2)} s; first answers ` +
        `${total - refusedAtFirst.length} × 202 and ${JSON.stringify(refusedAtFirst)}; retries ${JSON.stringify(retryStatuses)}; ` +
        `final ${rows.length} rows for ${total} × 202, ${duplicates} duplicates, ${lost} lost; ` +
        `the gateway repeated ${gatewayRetries(gateway.output) - gatewayRetriesBefore} unanswered submission(s) itself`,
    );
  });
});
