/**
 * Issue 6 through the embedded gateway (comments-svc in-process) on SQLite (a file under a temp
 * folder) and on a fresh PostgreSQL database: comment lifecycle, moderation, challenge replay,
 * per-address limit (also under parallel posts), client logs with redaction, operator-only reads and
 * purge, engagement counters under 50 parallel clients, journey events, blog sitemaps (XML checked
 * by Python's parser), OpenAPI. Needs PostgreSQL (TEST_POSTGRES_URL).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import { createGateway, listen, RunningGateway } from '../apps/gateway/bootstrap';
import { startEmbeddedServices } from '../apps/embedded/services';
import { createApiKey } from '../apps/gateway/http/api-keys';
import { parseConfig, Secret } from '@pj/config';
import { Subjects } from '@pj/contracts';
import { RpcFailure, RpcTransportClient } from '@pj/platform';
import { startEmbedded } from './support/embedded';
import { FUNCTIONAL_TEST_LIMITS } from './support/limits';
import { postComment, send, solve } from './support/comments-client';
import { createDatabase, dropDatabase } from './support/postgres';

jest.setTimeout(60_000);

const OPERATOR_KEY = 'op-key-for-comments-tests-0123456789';
const HASH_SECRET = 'comments-tests-hash-secret-0123456789abcdef';

interface Backend {
  readonly url: string;
  /** Raw SQL without Prisma (`?` placeholders); rows as plain objects. */
  q(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

async function openBackend(kind: 'sqlite' | 'postgresql'): Promise<Backend> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'pj-comments-'));
    const file = path.join(dir, 'comments.db');
    let conn: BetterSqlite3.Database | null = null;
    const open = () => (conn ??= new BetterSqlite3(file));
    return {
      url: `file:${file}`,
      async q(sql, params = []) {
        const stmt = open().prepare(sql);
        if (stmt.reader) return stmt.all(...params) as Record<string, unknown>[];
        stmt.run(...params);
        return [];
      },
      async close() {
        conn?.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `pj_comments_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(name);
  const conn = new Client({ connectionString: url });
  let connected = false;
  return {
    url,
    async q(sql, params = []) {
      if (!connected) await conn.connect().then(() => (connected = true));
      let i = 0;
      return (
        await conn.query(
          sql.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows as Record<string, unknown>[];
    },
    async close() {
      if (connected) await conn.end();
      await dropDatabase(name);
    },
  };
}

/**
 * The in-process transport, except that the replies of the next `lose` requests on `subject` are
 * lost after the service has handled them: what a gateway sees when the replica that acknowledged
 * a committed write dies before its reply (the transport's `lost`).
 */
class LosingTransport implements RpcTransportClient {
  readonly lose = new Map<string, number>();
  constructor(private readonly inner: RpcTransportClient) {}

  async request(subject: Parameters<RpcTransportClient['request']>[0], data: unknown, timeoutMs: number) {
    const reply = await this.inner.request(subject, data, timeoutMs);
    const left = this.lose.get(subject) ?? 0;
    if (left === 0) return reply;
    this.lose.set(subject, left - 1);
    throw new RpcFailure('lost', subject);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** A second embedded gateway on the same database whose transport loses replies on demand. */
async function startLosingGateway(databaseUrl: string) {
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    ...FUNCTIONAL_TEST_LIMITS,
    DATABASE_URL: databaseUrl,
    TRUSTED_PROXIES: '127.0.0.1',
  });
  const services = await startEmbeddedServices(config);
  const transport = new LosingTransport(services.client);
  const gateway = await createGateway(config, { client: transport, mode: 'embedded', close: () => services.close() });
  const base = (await listen(gateway, config)).replace('[::1]', '127.0.0.1');
  return {
    base,
    transport,
    async close() {
      await gateway.close();
    },
  };
}

describe.each(['sqlite', 'postgresql'] as const)('on %s', (kind) => {
  let base = '';
  let gateway: RunningGateway | null = null;
  let db: Backend;

  beforeAll(async () => {
    db = await openBackend(kind);
    ({ base, gateway } = await startEmbedded({
      DATABASE_URL: db.url,
      TRUSTED_PROXIES: '127.0.0.1',
      SVC_BOOTSTRAP_OPERATOR_KEY: OPERATOR_KEY,
      API_KEY_HASH_SECRET: HASH_SECRET,
    }));
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });
  const q = (sql: string, params?: unknown[]) => db.q(sql, params);

  const page = (name: string) => `/test/${name}`;

  describe('comments', () => {
    it('accepts with 202 pending, publishes only approved comments, newest first, as given, without internals', async () => {
      const key = page('lifecycle');
      const posted: string[] = [];
      for (const [i, body] of [
        'Great site, helpful and clear.',
        'The tithi time was wrong by an hour.',
        'I <3 this great & wonderful site',
        'Visit www.luckystones.shop now',
      ].entries()) {
        const r = await postComment(
          base,
          { page_key: key, body, display_name: `<b>N${i}</b>`, rating: 5 },
          `10.1.0.${i}`,
        );
        expect(r.status).toBe(202);
        expect(r.body).toMatchObject({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          state: 'pending',
          page_key: key,
          created_at: expect.stringMatching(/Z$/),
        });
        expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
        posted.push(r.body.id);
      }
      const states = (await q(`SELECT id, state, reasons FROM comments WHERE page_key = ?`, [key])) as {
        id: string;
        state: string;
        reasons: string;
      }[];
      expect(Object.fromEntries(states.map((s) => [posted.indexOf(s.id), s.state]))).toEqual({
        0: 'approved',
        1: 'held',
        2: 'approved',
        3: 'held',
      });

      const list = await send(base, 'GET', `/panchang/comments?page_key=${encodeURIComponent(key)}&limit=50`);
      expect(list.status).toBe(200);
      expect(list.body.comments.map((c: { id: string }) => c.id)).toEqual([posted[2], posted[0]]);
      expect(list.body.comments[0]).toEqual({
        id: posted[2],
        body: 'I <3 this great & wonderful site',
        display_name: '<b>N2</b>',
        rating: 5,
        created_at: expect.any(String),
      });
      const byPath = await send(base, 'GET', `/api/v1/comments?path=${encodeURIComponent(key)}&limit=1`);
      expect(byPath.body.comments.map((c: { id: string }) => c.id)).toEqual([posted[2]]);
    });

    it('POST /api/v1/comments takes the page as path', async () => {
      const r = await postComment(
        base,
        { path: page('api'), body: 'Excellent resource, very helpful.' },
        '10.2.0.1',
        '/api/v1/comments',
      );
      expect(r.status).toBe(202);
      expect((await send(base, 'GET', `/api/v1/comments?path=${encodeURIComponent(page('api'))}`)).body.count).toBe(1);
    });

    it('stores an HMAC of the address, never the address', async () => {
      await postComment(base, { page_key: page('addr'), body: 'Lovely and useful.' }, '203.0.113.77');
      const [row] = await q(`SELECT * FROM comments WHERE page_key = ?`, [page('addr')]);
      expect(row.client_hash).toMatch(/^v1:[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(await q(`SELECT * FROM comments`))).not.toContain('203.0.113.77');
    });

    it('refuses a replayed, forged or unsolved challenge with 422 naming it', async () => {
      const h = { 'x-forwarded-for': '10.3.0.1' };
      const ch = (await send(base, 'GET', '/api/v1/comments/challenge', undefined, h)).body;
      expect(ch).toMatchObject({
        algorithm: 'sha256-leading-zero-bits',
        difficulty_bits: 12,
        submission_limit: { max: 5, window_seconds: 3600 },
      });
      expect(Date.parse(ch.expires_at) - Date.now()).toBeGreaterThan(290_000);
      const body = {
        page_key: page('replay'),
        body: 'Great and helpful.',
        challenge: ch.challenge,
        solution: solve(ch.challenge, ch.difficulty_bits),
      };
      const first = await send(base, 'POST', '/panchang/comments', body, h);
      expect(first.status).toBe(202);
      // the same submission again (a retry): the first outcome, nothing stored twice
      const again = await send(base, 'POST', '/panchang/comments', body, h);
      expect(again.status).toBe(202);
      expect({ ...again.body, _meta: null }).toEqual({ ...first.body, _meta: null });
      const replay = await send(base, 'POST', '/panchang/comments', { ...body, body: 'Something else.' }, h);
      expect(replay.status).toBe(422);
      expect(replay.body.detail).toEqual([
        { loc: ['body', 'challenge'], msg: expect.stringMatching(/already answered/), type: 'challenge_replayed' },
      ]);
      expect(await q(`SELECT id FROM comments WHERE page_key = ?`, [page('replay')])).toEqual([{ id: first.body.id }]);

      const [v, n, e, bits, sig] = ch.challenge.split('.');
      const forged = [v, n, String(Number(e) + 3_600_000), bits, sig].join('.');
      expect(
        (await send(base, 'POST', '/panchang/comments', { ...body, challenge: forged, solution: solve(forged, 12) }, h))
          .body.detail[0].type,
      ).toBe('challenge_bad_signature');
      const fresh = (await send(base, 'GET', '/api/v1/comments/challenge', undefined, h)).body.challenge;
      let wrong = 0;
      while (solve(fresh, 12) === `s${wrong}`) wrong++;
      const unsolved = await send(
        base,
        'POST',
        '/panchang/comments',
        { ...body, challenge: fresh, solution: `s${wrong}` },
        h,
      );
      expect(unsolved.body.detail).toEqual([
        { loc: ['body', 'solution'], msg: expect.any(String), type: 'challenge_insufficient_work' },
      ]);
    });

    it('is idempotent by challenge: concurrent identical submissions (two addresses) store one row, all get the same 202', async () => {
      const ch = (await send(base, 'GET', '/api/v1/comments/challenge')).body;
      const body = {
        page_key: page('concurrent'),
        body: 'Helpful and clear, thank you.',
        challenge: ch.challenge,
        solution: solve(ch.challenge, ch.difficulty_bits),
      };
      const rs = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          send(base, 'POST', '/panchang/comments', body, { 'x-forwarded-for': `198.51.100.${40 + (i % 2)}` }),
        ),
      );
      expect(rs.map((r) => r.status)).toEqual(Array(8).fill(202));
      expect(new Set(rs.map((r) => JSON.stringify({ ...r.body, _meta: null }))).size).toBe(1);
      const rows = await q(`SELECT id FROM comments WHERE page_key = ?`, [page('concurrent')]);
      expect(rows).toEqual([{ id: rs[0].body.id }]);
    });

    it('is idempotent by Idempotency-Key across challenges; the same key with other content is 422 naming the header', async () => {
      const key = `idem-${randomBytes(8).toString('hex')}`;
      const h = { 'x-forwarded-for': '198.51.100.44', 'idempotency-key': key };
      const fields = { page_key: page('idem-key'), body: 'Clear and accurate, thanks.' };
      const first = await postComment(base, fields, '198.51.100.44');
      expect(first.status).toBe(202);
      const keyed = await (async () => {
        const ch = (await send(base, 'GET', '/api/v1/comments/challenge')).body;
        const b = { ...fields, challenge: ch.challenge, solution: solve(ch.challenge, ch.difficulty_bits) };
        return send(base, 'POST', '/panchang/comments', b, h);
      })();
      expect(keyed.status).toBe(202);
      expect(keyed.body.id).not.toBe(first.body.id);
      const solved = async (over: Record<string, unknown>) => {
        const ch = (await send(base, 'GET', '/api/v1/comments/challenge')).body;
        return { ...fields, ...over, challenge: ch.challenge, solution: solve(ch.challenge, ch.difficulty_bits) };
      };
      // a fresh challenge, the same key and content (e.g. after the first challenge expired): the first outcome
      const retried = await send(base, 'POST', '/panchang/comments', await solved({}), {
        ...h,
        'idempotency-key': `"${key}"`,
      });
      expect(retried.status).toBe(202);
      expect({ ...retried.body, _meta: null }).toEqual({ ...keyed.body, _meta: null });
      const conflict = await send(base, 'POST', '/panchang/comments', await solved({ body: 'Other text.' }), h);
      expect(conflict.status).toBe(422);
      expect(conflict.body.detail).toEqual([
        {
          loc: ['header', 'idempotency-key'],
          msg: expect.stringMatching(/different submission/),
          type: 'idempotency_key_conflict',
        },
      ]);
      const bad = await send(base, 'POST', '/panchang/comments', await solved({}), { 'idempotency-key': 'has space' });
      expect(bad.status).toBe(422);
      expect(bad.body.detail[0]).toMatchObject({ loc: ['header', 'idempotency-key'], type: 'format' });
      expect((await q(`SELECT id FROM comments WHERE page_key = ?`, [page('idem-key')])).length).toBe(2);
    });

    it('a reply lost after the write: the gateway retries once (same outcome); lost twice: 504 outcome_unknown, retry_safe, and the client retry gets the same id; one row', async () => {
      const losing = await startLosingGateway(db.url);
      try {
        const prepared = async (text: string) => {
          const ch = (await send(losing.base, 'GET', '/api/v1/comments/challenge')).body;
          return {
            page_key: page('lost'),
            body: text,
            challenge: ch.challenge,
            solution: solve(ch.challenge, ch.difficulty_bits),
          };
        };
        const once = await prepared('Lost once, helpful page.');
        losing.transport.lose.set(Subjects.commentsSubmit, 1);
        const r1 = await send(losing.base, 'POST', '/panchang/comments', once, { 'x-forwarded-for': '198.51.100.50' });
        expect(r1.status).toBe(202);

        const twice = await prepared('Lost twice, helpful page.');
        const key = `lost-${randomBytes(6).toString('hex')}`;
        losing.transport.lose.set(Subjects.commentsSubmit, 2);
        const h = { 'x-forwarded-for': '198.51.100.51', 'idempotency-key': key };
        const unknown = await send(losing.base, 'POST', '/panchang/comments', twice, h);
        expect(unknown.status).toBe(504);
        expect(unknown.headers.get('retry-after')).toBe('2');
        expect(unknown.body.detail).toEqual({
          code: 'outcome_unknown',
          message: expect.stringMatching(/may or may not be stored/),
          retry_safe: true,
          idempotency_key: key,
          challenge: twice.challenge,
          retry_after_seconds: 2,
        });
        const retry = await send(losing.base, 'POST', '/panchang/comments', twice, h);
        expect(retry.status).toBe(202);
        const rows = (await q(`SELECT id, body FROM comments WHERE page_key = ? ORDER BY body`, [page('lost')])) as {
          id: string;
          body: string;
        }[];
        expect(rows).toEqual([
          { id: r1.body.id, body: once.body },
          { id: retry.body.id, body: twice.body },
        ]);

        losing.transport.lose.set(Subjects.journeyEvents, 1);
        const events = [{ name: 'lost', path: '/lost' }];
        const journey = await send(losing.base, 'POST', '/api/v1/journey_events', { events });
        expect(journey.status).toBe(504);
        expect(journey.body.detail).toMatchObject({
          code: 'outcome_unknown',
          retry_safe: false,
          idempotency_key: null,
        });
        // it was stored (the reply alone was lost); removed so that the journey test sees only its own events
        expect(await q(`SELECT name FROM journey_events WHERE name = 'lost'`)).toEqual([{ name: 'lost' }]);
        await q(`DELETE FROM journey_events WHERE name = 'lost'`);
      } finally {
        await losing.close();
      }
    });

    it('limits 5 submissions per address per 60 minutes (429, Retry-After), per address only', async () => {
      for (let i = 0; i < 5; i++)
        expect(
          (await postComment(base, { page_key: page('limit'), body: `Helpful page number ${i}` }, '198.51.100.5'))
            .status,
        ).toBe(202);
      const sixth = await postComment(base, { page_key: page('limit'), body: 'one more' }, '198.51.100.5');
      expect(sixth.status).toBe(429);
      const retry = Number(sixth.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(3500);
      expect(retry).toBeLessThanOrEqual(3600);
      expect(sixth.body.detail).toEqual({
        code: 'rate_limit_exceeded',
        retry_after_seconds: retry,
        tier: 'panchang_comments',
      });
      expect((await postComment(base, { page_key: page('limit'), body: 'other address' }, '198.51.100.6')).status).toBe(
        202,
      );
    });

    it('holds the limit under 8 parallel posts from one address: exactly 5 accepted', async () => {
      const rs = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postComment(base, { page_key: page('parallel'), body: `parallel ${i}` }, '198.51.100.9'),
        ),
      );
      expect(rs.map((r) => r.status).sort()).toEqual([202, 202, 202, 202, 202, 429, 429, 429]);
    });

    it('answers 422 for every broken rule, unknown fields included', async () => {
      const r = await send(base, 'POST', '/panchang/comments', {
        page_key: 'x'.repeat(181),
        body: '   ',
        rating: 6,
        extra: 1,
        challenge: 'c'.repeat(20),
        solution: 'no way',
      });
      expect(r.status).toBe(422);
      expect(r.body.detail.map((d: { loc: string[]; type: string }) => `${d.loc.join('.')}:${d.type}`).sort()).toEqual(
        [
          'body.body:format',
          'body.extra:extra_forbidden',
          'body.page_key:length',
          'body.rating:range',
          'body.solution:format',
        ].sort(),
      );
      const missing = await send(base, 'POST', '/panchang/comments', {});
      expect(missing.body.detail.map((d: { loc: string[]; type: string }) => `${d.loc[1]}:${d.type}`).sort()).toEqual([
        'body:missing',
        'challenge:missing',
        'page_key:missing',
        'solution:missing',
      ]);
      expect((await send(base, 'GET', '/panchang/comments?page_key=a&limit=51')).body.detail).toEqual([
        { loc: ['query', 'limit'], msg: 'limit must be between 1 and 50', type: 'range' },
      ]);
      expect((await send(base, 'GET', '/panchang/comments')).body.detail).toEqual([
        { loc: ['query', 'page_key'], msg: 'page_key is required', type: 'missing' },
      ]);
    });
  });

  describe('OpenAPI', () => {
    it('documents the comment body as PanchangCommentRequest with its bounds, the 202 and 429 answers, and the operator-only routes', async () => {
      const doc = (await send(base, 'GET', '/api-docs/openapi.json')).body;
      const post = doc.paths['/panchang/comments'].post;
      expect(post.requestBody.content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/PanchangCommentRequest',
      });
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['202', '422', '429', '504']));
      expect(post.responses['504'].description).toMatch(/outcome_unknown.*retry_safe: true/s);
      expect(post.responses['504'].content['application/json'].schema.properties.detail.properties).toHaveProperty(
        'retry_safe',
      );
      expect(post.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key')).toMatchObject({
        in: 'header',
        required: false,
      });
      expect(doc.paths['/api/v1/journey_events'].post.responses['504'].description).toMatch(/retry_safe: false/);
      const schema = doc.components.schemas.PanchangCommentRequest;
      expect(schema.required.sort()).toEqual(['body', 'challenge', 'page_key', 'solution']);
      expect(schema.properties.page_key).toMatchObject({ minLength: 1, maxLength: 180 });
      expect(schema.properties.rating).toMatchObject({ minimum: 1, maximum: 5 });
      expect(
        doc.paths['/panchang/comments'].get.parameters.find((p: { name: string }) => p.name === 'limit').schema,
      ).toMatchObject({ minimum: 1, maximum: 50, default: 20 });
      expect(doc.paths['/api/v1/client_logs/recent'].get.security).toEqual([{ bearer: [] }]);
      expect(doc.paths['/api/v1/client_logs/recent'].get.description).toMatch(/Operator scope only/);
      expect(doc.paths['/api/v1/seo/blog_sitemap.xml'].get.responses['200'].content).toHaveProperty([
        'application/xml',
      ]);
    });
  });

  describe('client logs', () => {
    const op = { authorization: `Bearer ${OPERATOR_KEY}` };

    it('stores a single entry and a batch redacted and neutralised; reads them back as operator only', async () => {
      const one = await send(base, 'POST', '/api/v1/client_logs', {
        level: 'error',
        message: 'login failed password=hunter2\n[info] forged',
        page: '/x',
        attributes: { token: 'abc', n: 1 },
      });
      expect(one.status).toBe(202);
      expect(one.body.accepted).toBe(1);
      const batch = await send(base, 'POST', '/api/v1/client_logs', {
        entries: [
          { level: 'warn', message: 'mail asha@example.org', page: '/y', ts: new Date().toISOString() },
          { level: 'info', message: 'call +91 98765 43210' },
        ],
      });
      expect(batch.body.accepted).toBe(2);
      const stored = await q(`SELECT message, attributes FROM client_logs ORDER BY message`);
      expect(stored).toEqual([
        { message: 'call [PHONE]', attributes: '{}' },
        { message: 'login failed password=[REDACTED]\\u000a[info] forged', attributes: '{"token":"[REDACTED]","n":1}' },
        { message: 'mail [EMAIL]', attributes: '{}' },
      ]);
      expect((await send(base, 'GET', '/api/v1/client_logs/recent')).status).toBe(401);
      // an unknown key is refused by the gateway's access check (CONTRACT §5: 401 invalid_credentials)
      expect(
        (await send(base, 'GET', '/api/v1/client_logs/recent', undefined, { 'x-api-key': 'wrong-key' })).status,
      ).toBe(401);
      const recent = await send(base, 'GET', '/api/v1/client_logs/recent?level=warn', undefined, op);
      expect(recent.status).toBe(200);
      expect(recent.body.entries.map((e: { message: string }) => e.message)).toEqual(['mail [EMAIL]']);
    });

    it('refuses bad levels, oversize or deep attributes, mixed forms and batches over 50', async () => {
      expect((await send(base, 'POST', '/api/v1/client_logs', { level: 'fatal', message: 'x' })).body.detail).toEqual([
        { loc: ['body', 'level'], msg: 'level must be one of debug, info, warn, error', type: 'enum' },
      ]);
      const deep = await send(base, 'POST', '/api/v1/client_logs', {
        level: 'info',
        message: 'x',
        attributes: { a: { b: { c: { d: { e: 1 } } } } },
      });
      expect(deep.status).toBe(422);
      expect(deep.body.detail[0]).toMatchObject({ type: 'depth' });
      expect(
        (await send(base, 'POST', '/api/v1/client_logs', { entries: [], level: 'info' })).body.detail
          .map((d: { type: string }) => d.type)
          .sort(),
      ).toEqual(['exclusive', 'range']);
      const many = Array.from({ length: 51 }, () => ({ level: 'info', message: 'm' }));
      expect((await send(base, 'POST', '/api/v1/client_logs', { entries: many })).body.detail).toEqual([
        { loc: ['body', 'entries'], msg: 'entries must be an array of 1 to 50 items', type: 'range' },
      ]);
      const nested = await send(base, 'POST', '/api/v1/client_logs', {
        entries: [{ level: 'info', message: 'm', bogus: 1 }],
      });
      expect(nested.body.detail).toEqual([
        {
          loc: ['body', 'entries', '0', 'bogus'],
          msg: 'bogus is not a parameter of this endpoint',
          type: 'extra_forbidden',
        },
      ]);
    });

    it('operator-only means the operator scope: a stored operator key reads and purges, a partner key gets 403', async () => {
      const prisma = gateway!.database.prisma;
      const stored = (await createApiKey(prisma, new Secret(HASH_SECRET), { scope: 'operator', label: 'ops' })).key;
      const partner = (await createApiKey(prisma, new Secret(HASH_SECRET), { scope: 'partner', label: 'acme' })).key;
      const asStored = await send(base, 'GET', '/api/v1/client_logs/recent?level=warn', undefined, {
        authorization: `Bearer ${stored}`,
      });
      expect(asStored.status).toBe(200);
      expect(asStored.body.entries.map((e: { message: string }) => e.message)).toEqual(['mail [EMAIL]']);
      const asPartner = await send(base, 'GET', '/api/v1/client_logs/recent', undefined, { 'x-api-key': partner });
      expect(asPartner.status).toBe(403);
      expect(asPartner.body.detail.code).toBe('forbidden');
      expect(JSON.stringify(asPartner.body)).not.toContain(
        partner.slice(17) /* the 43-character secret after pjk_<12-hex prefix>_ (it may itself contain _) */,
      );
      expect(
        (await send(base, 'POST', '/api/v1/client_logs/purge?older_than_days=365', undefined, { 'x-api-key': partner }))
          .status,
      ).toBe(403);
      const purged = await send(base, 'POST', '/api/v1/client_logs/purge?older_than_days=365', undefined, {
        'x-api-key': stored,
      });
      expect(purged.status).toBe(200);
      expect(purged.body).toMatchObject({ older_than_days: 365, deleted: 0 });
    });

    it('purges entries older than N days (operator)', async () => {
      await q(
        `INSERT INTO client_logs (id, level, message, client_hash, created_at) VALUES ('old-1', 'info', 'old', 'h', '2020-01-01T00:00:00.000+00:00')`,
      );
      expect((await send(base, 'POST', '/api/v1/client_logs/purge?older_than_days=30')).status).toBe(401);
      const r = await send(base, 'POST', '/api/v1/client_logs/purge?older_than_days=30', undefined, {
        'x-api-key': OPERATOR_KEY,
      });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ older_than_days: 30, deleted: 1 });
      expect(Number((await q(`SELECT count(*) AS n FROM client_logs WHERE id = 'old-1'`))[0].n)).toBe(0);
      expect(Number((await q(`SELECT count(*) AS n FROM client_logs`))[0].n)).toBe(3);
    });
  });

  describe('engagement and journey events', () => {
    it('counts exactly under 50 parallel clients, once per client and day', async () => {
      const p = '/blog/atomic';
      const rs = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          send(base, 'POST', '/api/v1/engage/like', { path: p }, { 'x-forwarded-for': `192.0.2.${i + 1}` }),
        ),
      );
      expect(rs.every((r) => r.status === 200 && r.body.counted === true)).toBe(true);
      const again = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          send(base, 'GET', `/api/v1/engage/like?path=${p}`, undefined, { 'x-forwarded-for': `192.0.2.${i + 1}` }),
        ),
      );
      expect(again.every((r) => r.body.counted === false)).toBe(true);
      expect((await send(base, 'GET', `/api/v1/engage?path=${p}`)).body.counters).toEqual({
        view: 0,
        like: 50,
        share: 0,
      });
      expect((await send(base, 'GET', `/api/v1/engage/view?path=${p}`)).body).toMatchObject({
        kind: 'view',
        counted: true,
        counters: { view: 1, like: 50, share: 0 },
      });
      await q(
        `INSERT INTO engagement_marks (page, kind, client_hash, window_start) VALUES ('/old', 'like', 'h', '2020-01-01T00:00:00.000+00:00')`,
      );
      await send(base, 'POST', '/api/v1/engage/share', { path: p });
      expect(await q(`SELECT page FROM engagement_marks WHERE page = '/old'`)).toEqual([]);
      expect(Number((await q(`SELECT count(*) AS n FROM engagement_marks WHERE page = ?`, [p]))[0].n)).toBe(52);
    });

    it('refuses unknown kinds and bad paths, serves its config', async () => {
      expect((await send(base, 'POST', '/api/v1/engage/hug', { path: '/x' })).body.detail).toEqual([
        { loc: ['path', 'kind'], msg: 'kind must be one of view, like, share', type: 'enum' },
      ]);
      expect((await send(base, 'GET', '/api/v1/engage?path=no-slash')).body.detail[0]).toMatchObject({
        loc: ['query', 'path'],
        type: 'format',
      });
      expect((await send(base, 'GET', '/api/v1/engage/config')).body).toMatchObject({
        kinds: ['view', 'like', 'share'],
        dedupe: { window_seconds: 86400 },
        journey_events: { max_events: 50 },
      });
    });

    it('stores a bounded batch of journey events with redacted props', async () => {
      const events = [
        { name: 'open_panchang', path: '/panchang', props: { from: 'home' } },
        { name: 'share.click', path: '/panchang', props: { email: 'x@y.z' }, ts: new Date().toISOString() },
      ];
      const r = await send(base, 'POST', '/api/v1/journey_events', { session_id: 'sess-12345678', events });
      expect(r.status).toBe(202);
      expect(r.body.accepted).toBe(2);
      expect(await q(`SELECT name, props, session_id FROM journey_events ORDER BY name`)).toEqual([
        { name: 'open_panchang', props: '{"from":"home"}', session_id: 'sess-12345678' },
        { name: 'share.click', props: '{"email":"[REDACTED]"}', session_id: 'sess-12345678' },
      ]);
      const tooMany = Array.from({ length: 51 }, () => events[0]);
      expect((await send(base, 'POST', '/api/v1/journey_events', { events: tooMany })).status).toBe(422);
    });
  });

  describe('blog sitemaps', () => {
    const parse = (xml: string) =>
      JSON.parse(
        execFileSync(
          'python3',
          [
            '-c',
            "import sys,json,xml.etree.ElementTree as E;r=E.fromstring(sys.stdin.buffer.read());n='{http://www.sitemaps.org/schemas/sitemap/0.9}';print(json.dumps({'root':r.tag,'urls':[[u.find(n+'loc').text,(u.find(n+'lastmod').text if u.find(n+'lastmod') is not None else None)] for u in r]}))",
          ],
          { input: xml },
        ).toString(),
      ) as { root: string; urls: [string, string | null][] };

    it('lists the seeded posts in a valid urlset, sharded by limit', async () => {
      const meta = await send(base, 'GET', '/api/v1/seo/blog_sitemap_meta?limit=3');
      expect(meta.body).toMatchObject({ total_urls: 4, limit: 3, shard_count: 2, lastmod: '2025-04-22T12:00:00Z' });
      expect(meta.body.shards).toEqual([
        { shard: 0, url: `${base}/api/v1/seo/blog_sitemap.xml?shard=0&limit=3`, urls: 3 },
        { shard: 1, url: `${base}/api/v1/seo/blog_sitemap.xml?shard=1&limit=3`, urls: 1 },
      ]);
      const all = await send(base, 'GET', '/api/v1/seo/blog_sitemap.xml');
      expect(all.status).toBe(200);
      expect(all.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(parse(all.text)).toEqual({
        root: '{http://www.sitemaps.org/schemas/sitemap/0.9}urlset',
        urls: [
          [`${base}/blog/what-is-a-tithi`, '2025-02-01T09:30:00+00:00'],
          [`${base}/blog/reading-choghadiya`, '2025-02-14T06:00:00+00:00'],
          [`${base}/blog/adhika-masa-explained`, '2025-03-03T06:00:00+00:00'],
          [`${base}/blog/sunrise-definitions`, '2025-04-22T12:00:00+00:00'],
        ],
      });
      expect(parse((await send(base, 'GET', '/api/v1/seo/blog_sitemap.xml?shard=1&limit=3')).text).urls).toEqual([
        [`${base}/blog/sunrise-definitions`, '2025-04-22T12:00:00+00:00'],
      ]);
    });

    it('escapes URLs, 404s past the last shard, bounds limit', async () => {
      await q(
        `INSERT INTO blog_posts (slug, title, published_at) VALUES ('a&b<c>', 't', '2026-01-01T00:00:00.000+00:00')`,
      );
      const xml = (await send(base, 'GET', '/api/v1/seo/blog_sitemap.xml')).text;
      expect(xml).toContain(`<loc>${base}/blog/a%26b%3Cc%3E</loc>`);
      expect(parse(xml).urls).toHaveLength(5);
      const gone = await send(base, 'GET', '/api/v1/seo/blog_sitemap.xml?shard=9&limit=3');
      expect(gone.status).toBe(404);
      expect(gone.body.detail.code).toBe('not_found');
      expect((await send(base, 'GET', '/api/v1/seo/blog_sitemap.xml?limit=50001')).body.detail).toEqual([
        { loc: ['query', 'limit'], msg: 'limit must be between 1 and 50000', type: 'range' },
      ]);
    });
  });
});
