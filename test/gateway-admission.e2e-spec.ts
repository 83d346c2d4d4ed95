import { BOOTSTRAP_KEY, PolicyGateway, startPolicyGateway } from './support/gateway-policy';
import { SlowTransport } from './support/slow-transport';

/**
 * Issue 15, item 2 (admission): expensive parameters cost more of the per-minute budget, an MCP
 * tool call counts against the limits of the route it calls, one public client has a bounded
 * number of requests in flight, and identical concurrent requests are computed once. A fake
 * backend (SlowTransport) stands in for the services: this is about what the gateway admits.
 * Each case failed on the code before (costs were 1, a batch of 50 calls counted once, nothing
 * bounded one client's concurrency, every identical request was sent on).
 */
const FESTIVALS = '/panchang/festivals?lat=28.6139&lng=77.209&tz=Asia/Kolkata&from_date=2024-01-01';
const SUNRISE = '/sunrise?lat=28.6139&lng=77.209&date=2024-01-01';
const from = (address: string, headers: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': address, ...headers },
});

let gw: PolicyGateway;
afterEach(async () => gw?.close());

describe('cost of expensive parameters', () => {
  it('a year of festivals costs 12 of the 60 a minute (ceil(days / 31)); the 6th year in a minute is refused', async () => {
    gw = await startPolicyGateway({ TRUSTED_PROXIES: '127.0.0.1' }, { transport: new SlowTransport(1) });
    const remaining: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await gw.fetch(`${FESTIVALS}&days=365&anchor_date=2024-01-0${i + 1}`, from('198.51.100.10'));
      expect(r.status).toBe(200);
      remaining.push(Number(r.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining).toEqual([48, 36, 24, 12, 0]);
    const sixth = await gw.fetch(`${FESTIVALS}&days=365`, from('198.51.100.10'));
    expect(sixth.status).toBe(429);
    expect(sixth.body.detail.code).toBe('rate_limit_exceeded');
    // a month costs 1, 400 days 13, the default (365) 12; the burst window still counts requests
    const costs: number[] = [];
    for (const [days, address] of [
      ['&days=31', '198.51.100.11'],
      ['&days=32', '198.51.100.12'],
      ['&days=400', '198.51.100.13'],
      ['', '198.51.100.14'],
    ]) {
      const r = await gw.fetch(`${FESTIVALS}${days}`, from(address));
      costs.push(60 - Number(r.headers.get('x-ratelimit-remaining')));
      expect(r.headers.get('x-ratelimit-burst-remaining')).toBe('11');
    }
    expect(costs).toEqual([1, 2, 13, 12]);
    const doc = (await gw.fetch('/api-docs/openapi.json', from('198.51.100.15'))).body;
    expect(doc.paths['/panchang/festivals'].get['x-svc-cost']).toEqual({ param: 'days', per: 31, default: 365 });
    expect(doc.paths['/panchang/next-transits'].get['x-svc-cost']).toEqual({
      param: 'horizon_days',
      per: 366,
      default: 365,
    });
  }, 60_000);
});

describe('MCP tool calls count against the routes they call', () => {
  it('a batch of 50 sunrise calls is limited like 50 GET /sunrise: 12 pass the burst, the rest are isError 429', async () => {
    gw = await startPolicyGateway({ TRUSTED_PROXIES: '127.0.0.1' }, { transport: new SlowTransport(1) });
    const batch = Array.from({ length: 50 }, (_, i) => ({
      jsonrpc: '2.0',
      id: i,
      method: 'tools/call',
      params: { name: 'sunrise', arguments: { lat: 28.6139, lng: 77.209, date: '2024-01-01' } },
    }));
    const r = await gw.fetch('/mcp', {
      method: 'POST',
      body: JSON.stringify(batch),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
    });
    expect(r.status).toBe(200);
    const results = r.body as { result: { isError: boolean; content: { text: string }[] } }[];
    expect(results).toHaveLength(50);
    const ok = results.filter((x) => !x.result.isError);
    const refused = results.filter((x) => x.result.isError);
    expect(ok).toHaveLength(12);
    expect(refused).toHaveLength(38);
    expect(refused[0].result.content[0].text).toContain('rate_limit_exceeded');
    // the calls were the caller's: its own GET is now refused too, another address is not
    expect((await gw.fetch(SUNRISE, from('198.51.100.20'))).status).toBe(429);
    expect((await gw.fetch(SUNRISE, from('198.51.100.21'))).status).toBe(200);
  }, 60_000);
});

describe('in-flight requests per public client', () => {
  it('the 5th and 6th concurrent requests of one address get 429 (Retry-After 1); other addresses and operators are not bounded', async () => {
    gw = await startPolicyGateway({ TRUSTED_PROXIES: '127.0.0.1' }, { transport: new SlowTransport(400) });
    const distinct = (i: number) => `/sunrise?lat=28.6139&lng=77.209&date=2024-01-${String(i + 1).padStart(2, '0')}`;
    const one = Array.from({ length: 6 }, (_, i) => gw.fetch(distinct(i), from('198.51.100.30')));
    const other = gw.fetch(distinct(9), from('198.51.100.31'));
    const operator = Array.from({ length: 6 }, (_, i) =>
      gw.fetch(distinct(i + 10), from('198.51.100.30', { authorization: `Bearer ${BOOTSTRAP_KEY}` })),
    );
    const rs = await Promise.all(one);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429, 429]);
    const refused = rs.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.detail).toMatchObject({ code: 'rate_limit_exceeded', retry_after_seconds: 1 });
    expect((await other).status).toBe(200);
    expect((await Promise.all(operator)).map((r) => r.status)).toEqual(Array(6).fill(200));
    // the slots are free again once the requests end
    expect((await gw.fetch(distinct(20), from('198.51.100.30'))).status).toBe(200);
  }, 60_000);
});

describe('single flight', () => {
  it('8 identical concurrent requests reach the backend once and get the same bytes; different ones are sent apart', async () => {
    const transport = new SlowTransport(300);
    gw = await startPolicyGateway({ CLIENT_MAX_IN_FLIGHT: '100' }, { transport });
    const rs = await Promise.all(Array.from({ length: 8 }, () => gw.fetch(SUNRISE)));
    expect(rs.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(rs.map((r) => r.text)).size).toBe(1);
    expect(transport.seen.filter((s) => s.subject === 'panchang.sunrise.v1')).toHaveLength(1);
    await Promise.all([gw.fetch(SUNRISE), gw.fetch(SUNRISE.replace('01-01', '01-02'))]);
    expect(transport.seen.filter((s) => s.subject === 'panchang.sunrise.v1')).toHaveLength(3);
  }, 60_000);
});
