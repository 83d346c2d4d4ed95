import { PolicyGateway, startPolicyGateway } from './support/gateway-policy';

let gw: PolicyGateway;
beforeAll(async () => {
  gw = await startPolicyGateway({ TIER_RATE_LIMITS: 'mcp=1000' });
});
afterAll(async () => gw.close());

const post = (body: unknown, raw = false) =>
  gw.fetch('/mcp', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });

describe('POST /mcp (JSON-RPC 2.0, Model Context Protocol)', () => {
  it('initialize, ping, tools/list and a notification in one batch', async () => {
    const r = await post([
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
      },
      { jsonrpc: '2.0', method: 'notifications/initialized' },
      { jsonrpc: '2.0', id: 'p', method: 'ping' },
      { jsonrpc: '2.0', id: 3, method: 'tools/list' },
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(3);
    expect(r.body[0]).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { version: '0.1.0' } },
    });
    expect(r.body[1]).toEqual({ jsonrpc: '2.0', id: 'p', result: {} });
    const names = r.body[2].result.tools.map((t: any) => t.name);
    expect(names).toEqual(expect.arrayContaining(['sunrise', 'panchang_tithis', 'panchang_daily']));
  });

  it('tools/call runs the operation: sunrise through MCP equals GET /sunrise (same computed fields)', async () => {
    const r = await post({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'sunrise', arguments: { lat: 28.6139, lng: 77.209, date: '2024-01-01' } },
    });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(7);
    expect(r.body.result.isError).toBe(false);
    const direct = await gw.fetch('/sunrise?lat=28.6139&lng=77.209&date=2024-01-01');
    const strip = (b: any) => ({ ...b, _meta: undefined });
    expect(strip(r.body.result.structuredContent)).toEqual(strip(direct.body));
    expect(JSON.parse(r.body.result.content[0].text).sunrise).toBe(direct.body.sunrise);
  });

  it("invalid tool arguments come back as the operation's 422 (isError), unknown fields refused", async () => {
    const r = await post({
      jsonrpc: '2.0',
      id: 8,
      method: 'tools/call',
      params: { name: 'sunrise', arguments: { lat: 95, lng: 77.2, date: '2024-01-01', color: 'red' } },
    });
    expect(r.body.result.isError).toBe(true);
    expect(r.body.result.httpStatus).toBe(422);
    const types = r.body.result.structuredContent.detail.map((d: any) => `${d.loc.join('.')}:${d.type}`);
    expect(types).toEqual(expect.arrayContaining(['query.lat:range', 'query.color:extra_forbidden']));
  });

  it('JSON-RPC errors: parse (-32700, HTTP 400), invalid request (-32600), unknown method (-32601), invalid params, reserved and authenticated tools (-32602)', async () => {
    const parse = await post('{"jsonrpc": "2.0", "id": 1, "method": ', true);
    expect(parse.status).toBe(400);
    expect(parse.body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32700 } });
    expect((await post([])).body.error.code).toBe(-32600);
    expect((await post({ jsonrpc: '1.0', id: 1, method: 'ping' })).body.error.code).toBe(-32600);
    expect((await post({ jsonrpc: '2.0', id: 2, method: 'resources/list' })).body).toMatchObject({
      id: 2,
      error: { code: -32601 },
    });
    const unknownTool = await post({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: { name: 'horoscope_of_cats', arguments: {} },
    });
    expect(unknownTool.body.error.code).toBe(-32602);
    const reserved = await post({
      jsonrpc: '2.0',
      id: 4,
      method: 'tools/call',
      params: { name: 'panchang_daily', arguments: { lat: 1, lng: 2, date: '2024-01-01' } },
    });
    expect(reserved.body.error).toMatchObject({ code: -32602, data: { reason: 'policy_reservation' } });
    // an authenticated (operator-only) read is listed but never run over /mcp, whatever credential the call carries
    const listed = (await post({ jsonrpc: '2.0', id: 6, method: 'tools/list' })).body.result.tools.find(
      (t: any) => t.name === 'api_v1_client_logs_recent',
    );
    expect(listed.description).toMatch(/not callable over \/mcp$/);
    const authed = await post({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name: 'api_v1_client_logs_recent', arguments: {} },
    });
    expect(authed.body.error).toMatchObject({ code: -32602, data: { reason: 'authentication_required' } });
    const nested = await post({
      jsonrpc: '2.0',
      id: 5,
      method: 'tools/call',
      params: { name: 'sunrise', arguments: { lat: { $gt: 1 } } },
    });
    expect(nested.body.error.code).toBe(-32602);
  });

  it("the mcp tier limit (here 2 per minute) applies to POST /mcp, and each tool call to the tool's own tier (issue 15, item 2)", async () => {
    const small = await startPolicyGateway({ TIER_RATE_LIMITS: 'mcp=2,public_read=1' });
    try {
      const call = () =>
        small.fetch('/mcp', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'panchang_tithis', arguments: {} },
          }),
        });
      const a = await call();
      const b = await call();
      // public_read allows 1 a minute here: the first call runs, the second is the tool's 429
      expect([a.status, a.body.result.isError, b.status, b.body.result.isError]).toEqual([200, false, 200, true]);
      expect(b.body.result.httpStatus).toBe(429);
      expect(a.headers.get('ratelimit-policy')).toBe('"rate";q=2;w=60');
      const c = await call();
      expect(c.status).toBe(429);
      expect(c.body.detail).toMatchObject({ code: 'rate_limit_exceeded', tier: 'mcp' });
    } finally {
      await small.close();
    }
  });
});
