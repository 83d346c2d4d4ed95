/**
 * The response schemas of comments-svc's routes and of the routes the gateway answers itself
 * (response-types/comments.json and gateway.json) describe the real bodies: each body below is
 * computed by the code that serves it (the comments-svc handlers over a fresh SQLite file; the
 * discovery functions, HealthController and McpServer over the committed OpenAPI document) for
 * many inputs, and validates against `bodySchemaOf(route)` with Ajv; a few broken bodies do not.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from '@nestjs/swagger';
import { CLIENT_LOG_LEVELS, ENGAGEMENT_KINDS, PingReply, SERVICES } from '@pj/contracts';
import type { RpcTransportClient, TransportState } from '@pj/platform';
import { BlogSeeder } from '../../comments-svc/blog/blog-sitemap.controller';
import { CommentsUnderTest, openCommentsService, request } from '../../../test/support/comments-service';
import openApiDocument from '../../../test/fixtures/openapi/openapi.json';
import { HealthController } from '../routes/health.controller';
import { agentCard, aiSitemap, familiesOf, familyDocument, mcpTools, rootDocument } from './discovery';
import { GatewayEnvelope } from './gateway-envelope';
import { McpServer } from './mcp';
import { TIERS } from './policy';
import { fieldLocator, RequestCtx } from './request-context';
import { bodySchemaOf, responseContentOf } from './response-schemas';

const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validatorOf = (route: string) => {
  const schema = bodySchemaOf(route);
  if (!schema) throw new Error(`no generated schema for ${route}`);
  return ajv.compile(schema);
};

/** The body as the wire carries it: `_meta` is the envelope's, not the wire type's. */
const withoutMeta = (reply: object): object => {
  const body: Record<string, unknown> = { ...reply };
  delete body._meta;
  return body;
};

/** Validates every body against the route's schema; the failures, named, or []. */
function failures(route: string, bodies: readonly [string, object][]): string[] {
  const validate = validatorOf(route);
  return bodies
    .filter(([, body]) => !validate(body))
    .map(([label, body]) => `${route} ${label}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body)}`);
}

describe('comments-svc bodies validate against their published schemas', () => {
  let svc: CommentsUnderTest;
  beforeAll(async () => {
    svc = await openCommentsService();
  });
  afterAll(() => svc?.close());

  it('comment submission, list (empty, full, limits, names and ratings absent) and challenge', async () => {
    const empty = await svc.comments.list(request({ pageKey: '/empty', limit: 20 }));
    const accepted: [string, object][] = [];
    const variants = [
      { displayName: 'Asha', rating: 5 },
      { displayName: null, rating: null },
      { displayName: 'Ωmega ✓', rating: 1 },
      { displayName: null, rating: 4, body: 'Excellent and helpful, thank you! 🙏' },
    ];
    for (const [i, v] of variants.entries()) {
      const reply = await svc.comments.submit(
        request(await svc.submission({ pageKey: '/p/schema', clientAddress: `192.0.2.${i}`, ...v })),
      );
      accepted.push([`submission ${i}`, withoutMeta(reply)]);
    }
    const lists = await Promise.all(
      [1, 2, 50].map(async (limit) => [
        `limit ${limit}`,
        withoutMeta(await svc.comments.list(request({ pageKey: '/p/schema', limit }))),
      ]),
    );
    const challenge = withoutMeta(await svc.comments.challenge(request({})));
    const listed = lists.at(-1)![1] as { count: number };
    expect(listed.count).toBeGreaterThan(0);
    expect([
      ...failures('POST /api/v1/comments', accepted),
      ...failures('POST /panchang/comments', accepted),
      ...failures('/api/v1/comments', [['empty', withoutMeta(empty)], ...(lists as [string, object][])]),
      ...failures('/panchang/comments', lists as [string, object][]),
      ...failures('/api/v1/comments/challenge', [['issued', challenge]]),
    ]).toEqual([]);
  });

  it('client logs: ingest (one, a batch), recent (every level, page and ts given or not), purge', async () => {
    const entries = CLIENT_LOG_LEVELS.map((level, i) => ({
      level,
      message: `message ${i} token=abc${i} mail a${i}@example.org \u0007`,
      page: i % 2 === 0 ? `/page/${i}` : null,
      attributes: i % 2 === 0 ? { nested: { list: [1, 'two', null, { deep: true }] } } : null,
      ts: i % 2 === 0 ? '2026-01-02T03:04:05.678+05:30' : null,
    }));
    const ingests: [string, object][] = [
      ['one', withoutMeta(await svc.logs.ingest(request({ clientAddress: '192.0.2.50', entries: [entries[0]] })))],
      ['batch', withoutMeta(await svc.logs.ingest(request({ clientAddress: '192.0.2.50', entries })))],
    ];
    const recents: [string, object][] = [];
    for (const level of [null, ...CLIENT_LOG_LEVELS])
      for (const page of [null, '/page/0'])
        recents.push([
          `level ${level} page ${page}`,
          withoutMeta(await svc.logs.recent(request({ sinceMinutes: 10080, limit: 500, level, page }))),
        ]);
    const none = await svc.logs.recent(request({ sinceMinutes: 1, limit: 1, level: 'debug', page: '/nowhere' }));
    const purges: [string, object][] = [];
    for (const olderThanDays of [1, 7, 365])
      purges.push([`${olderThanDays} days`, withoutMeta(await svc.logs.purge(request({ olderThanDays })))]);
    expect([
      ...failures('POST /api/v1/client_logs', ingests),
      ...failures('/api/v1/client_logs/recent', [...recents, ['none', withoutMeta(none)]]),
      ...failures('POST /api/v1/client_logs/purge', purges),
    ]).toEqual([]);
  });

  it('engagement: config, counters before and after marks of every kind, GET and POST marks, journey events', async () => {
    const bodies: Record<string, [string, object][]> = { counters: [], mark: [] };
    bodies.counters.push(['never marked', withoutMeta(await svc.engage.counters(request({ path: '/p/engage' })))]);
    for (const kind of ENGAGEMENT_KINDS)
      for (const clientAddress of ['192.0.2.60', '192.0.2.60', '2001:db8::1']) {
        const mark = await svc.engage.mark(request({ path: '/p/engage', kind, clientAddress }));
        bodies.mark.push([`${kind} by ${clientAddress} (counted ${mark.counted})`, withoutMeta(mark)]);
      }
    bodies.counters.push(['marked', withoutMeta(await svc.engage.counters(request({ path: '/p/engage' })))]);
    const event = { name: 'open_panchang', path: '/panchang', ts: '2026-01-02T03:04:05Z', props: { a: [1] } };
    const journeys: [string, object][] = [
      [
        'one',
        withoutMeta(
          await svc.engage.journey(request({ clientAddress: '192.0.2.61', sessionId: null, events: [event] })),
        ),
      ],
      [
        '50',
        withoutMeta(
          await svc.engage.journey(
            request({
              clientAddress: '192.0.2.61',
              sessionId: 'session-1',
              events: Array(50).fill({ ...event, ts: null }),
            }),
          ),
        ),
      ],
    ];
    expect([
      ...failures('/api/v1/engage/config', [['config', withoutMeta(svc.engage.config(request({})))]]),
      ...failures('/api/v1/engage', bodies.counters),
      ...failures('/api/v1/engage/{kind}', bodies.mark),
      ...failures('POST /api/v1/engage/{kind}', bodies.mark),
      ...failures('POST /api/v1/journey_events', journeys),
    ]).toEqual([]);
  });

  it('blog sitemap meta: no post (lastmod null), then the seed posts at limits 1, 3, 5000 and 50 000', async () => {
    const origin = 'https://snapshots.example';
    const before = withoutMeta(await svc.sitemap.meta(request({ origin, shard: 0, limit: 5000 })));
    expect(before).toMatchObject({ total_urls: 0, lastmod: null, shard_count: 1 });
    await new BlogSeeder(svc.db).onModuleInit();
    const metas: [string, object][] = [['no post', before]];
    for (const limit of [1, 3, 5000, 50_000])
      metas.push([`limit ${limit}`, withoutMeta(await svc.sitemap.meta(request({ origin, shard: 0, limit })))]);
    expect(failures('/api/v1/seo/blog_sitemap_meta', metas)).toEqual([]);
    expect(responseContentOf('/api/v1/seo/blog_sitemap.xml')).toEqual({
      'application/xml': { schema: { type: 'string', description: expect.stringContaining('sitemaps.org 0.9') } },
    });
  });

  it('a body with an undeclared field, a wrong kind or an instant with milliseconds or an offset is refused', async () => {
    const validate = validatorOf('/api/v1/comments');
    const list = withoutMeta(await svc.comments.list(request({ pageKey: '/p/schema', limit: 1 }))) as {
      comments: { created_at: string }[];
    };
    expect(validate(list)).toBe(true);
    const comment = list.comments[0];
    expect(validate({ ...list, extra: 1 })).toBe(false);
    expect(validate({ ...list, comments: [{ ...comment, created_at: '2026-01-02T03:04:05.000Z' }] })).toBe(false);
    expect(validate({ ...list, comments: [{ ...comment, created_at: '2026-01-02T03:04:05+05:30' }] })).toBe(false);
    expect(validate({ ...list, comments: [{ ...comment, rating: 6 }] })).toBe(false);
    const mark = validatorOf('/api/v1/engage/{kind}');
    expect(mark({ path: '/p', kind: 'love', counted: true, counters: { view: 0, like: 0, share: 0 } })).toBe(false);
    expect(mark({ path: '/p', kind: 'like', counted: true, counters: { view: 0, like: 0 } })).toBe(false);
  });
});

describe('gateway-owned bodies validate against their published schemas', () => {
  const doc = openApiDocument as unknown as OpenAPIObject;
  const ctx: RequestCtx = {
    requestId: 'schema-spec',
    tier: 'discovery',
    deadlineAtMs: Date.now() + 30_000,
    deadlineS: 30,
    methodology: () => ({ algorithms: 'schema-spec' }),
    clientAddress: '192.0.2.1',
    locate: fieldLocator('GET', []),
  };
  const envelope = new GatewayEnvelope();

  it('/, /ai-sitemap.json, /mcp/tools.json, the agent cards and every family document', () => {
    const cards: [string, object][] = ['http://localhost:8080', 'https://snapshots.example'].map((url) => [
      url,
      agentCard(doc, url),
    ]);
    const families = familiesOf(doc);
    expect(families.length).toBeGreaterThan(10);
    expect([
      ...failures('/', [['default tiers', rootDocument(doc, TIERS)]]),
      ...failures('/ai-sitemap.json', [['document', aiSitemap(doc)]]),
      ...failures('/mcp/tools.json', [['document', { tools: mcpTools(doc) }]]),
      ...failures('/a2a/agent-card.json', cards),
      ...failures('/.well-known/agent-card.json', cards),
      ...failures('/.well-known/agent.json', cards),
      ...failures(
        '/openapi/domain/{family}',
        families.map((f) => [f, familyDocument(doc, f)!]),
      ),
    ]).toEqual([]);
  });

  it('/health and /ready: embedded and NATS, every service up, some down, the connection up or down', async () => {
    const transport = (down: ReadonlySet<string>, state: TransportState | null): RpcTransportClient =>
      ({
        request: async (subject: string): Promise<PingReply> => {
          const service = subject.split('.')[0];
          if (down.has(service)) throw new Error(`no responders for ${subject}`);
          return { service, pid: 1, instanceId: `${service}-1` };
        },
        state: () => state,
      }) as unknown as RpcTransportClient;
    const reply = { status: () => reply } as never;
    const bodies: [string, object][] = [];
    const healths: [string, object][] = [];
    const cases = [
      ['embedded, all up', 'embedded', new Set<string>(), null],
      ['nats, all up', 'nats', new Set<string>(), { connected: true, reason: null, sinceMs: 1_700_000_000_000 }],
      ['nats, two down', 'nats', new Set(['comments', 'jyotish']), { connected: true, reason: null, sinceMs: 0 }],
      [
        'nats, disconnected',
        'nats',
        new Set(SERVICES.map((s) => s.split('-')[0])),
        { connected: false, reason: 'disconnect', sinceMs: 1 },
      ],
    ] as const;
    for (const [label, mode, down, state] of cases) {
      const health = new HealthController(transport(down, state), mode, envelope);
      healths.push([label, withoutMeta(health.health(ctx))]);
      bodies.push([label, withoutMeta(await health.ready(ctx, reply))]);
    }
    expect((bodies[2][1] as { status: string }).status).toBe('not_ready');
    expect([...failures('/health', healths), ...failures('/ready', bodies)]).toEqual([]);
  });

  it('POST /mcp: initialize, ping, tools/list, tool calls (ok, failed, refused), errors and batches', async () => {
    const server = new McpServer(
      () => doc,
      async (url) => (url.includes('lat=999') ? { status: 422, body: { detail: [] } } : { status: 200, body: { url } }),
    );
    const call = (id: number, name: string, args: object) => ({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name, arguments: args },
    });
    const messages: [string, unknown][] = [
      ['initialize', { jsonrpc: '2.0', id: 1, method: 'initialize', params: {} }],
      ['ping', { jsonrpc: '2.0', id: 'p', method: 'ping' }],
      ['tools/list', { jsonrpc: '2.0', id: 2, method: 'tools/list' }],
      ['call ok', call(3, 'sunrise', { lat: 28.6, lng: 77.2, date: '2024-01-01' })],
      ['call failed', call(4, 'sunrise', { lat: 999 })],
      ['call reserved', call(5, 'panchang_daily', {})],
      ['unknown tool', call(6, 'nope', {})],
      ['unknown method', { jsonrpc: '2.0', id: 7, method: 'nope' }],
      ['invalid request', { id: 8 }],
      ['bad params', { jsonrpc: '2.0', id: 9, method: 'tools/call', params: 3 }],
      ['empty batch', []],
      [
        'batch',
        [{ jsonrpc: '2.0', id: 10, method: 'ping' }, { jsonrpc: '2.0', method: 'notifications/initialized' }, 5],
      ],
    ];
    const bodies: [string, object][] = [];
    for (const [label, m] of messages) {
      const out = await server.handle(m);
      if (out === null) throw new Error(`${label}: no answer`);
      bodies.push([label, out as object]);
    }
    expect(await server.handle({ jsonrpc: '2.0', method: 'notifications/initialized' })).toBeNull();
    expect(failures('POST /mcp', bodies)).toEqual([]);
    expect(validatorOf('POST /mcp')({ jsonrpc: '1.0', id: 1, result: {} })).toBe(false);
  });

  it('/terms is published as text/plain', () => {
    expect(Object.keys(responseContentOf('/terms') ?? {})).toEqual(['text/plain']);
  });
});
