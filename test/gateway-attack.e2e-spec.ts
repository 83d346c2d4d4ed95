import { PolicyGateway, startPolicyGateway } from './support/gateway-policy';

/**
 * Issue 15, item 2, the target as a test: one address spends a minute's quota in 5 s on the most
 * expensive public request (a 400-day festival range at Tromsø, ~0.6 s of CPU each), while other
 * clients read /health and /sunrise every 50 ms. Embedded mode, default limits. Before: 12
 * parallel requests made /health take 8 s and a minute's quota pushed requests past their deadline.
 * Now the attacker is admitted ~4 times a minute (cost 13 of 60, 4 in flight), the heavy family
 * runs off the event loop (the process pool), and the other address is answered within 100 ms.
 */
const HEAVY = '/panchang/festivals?lat=69.65&lng=18.96&tz=Europe/Oslo&from_date=2025-01-01&days=400';
const LIGHT = ['/health', '/sunrise?lat=28.6139&lng=77.209&date=2024-01-01'];
const ATTACK_REQUESTS = 60;
const ATTACK_SPREAD_MS = 5000;
const SAMPLE_EVERY_MS = 50;
const P99_LIMIT_MS = 100;
/** public_read's deadline (30 s) plus the allowed overrun. */
const LATEST_ANSWER_MS = 31_000;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1];

let gw: PolicyGateway;
beforeAll(async () => {
  // the heavy families in two pool processes, as `npm start` runs them from dist/ (needs `npm run build`)
  gw = await startPolicyGateway({ TRUSTED_PROXIES: '127.0.0.1', EMBEDDED_POOL_PROCESSES: '2' });
  // warm the rule set, the engine and both code paths once (from another address, not counted)
  await gw.fetch(HEAVY.replace('days=400', 'days=3'), { headers: { 'x-forwarded-for': '192.0.2.200' } });
  for (const p of LIGHT) await gw.fetch(p, { headers: { 'x-forwarded-for': '192.0.2.201' } });
}, 120_000);
afterAll(async () => gw?.close());

it('a minute of quota from one address leaves /health and /sunrise of other clients under 100 ms p99', async () => {
  const attack: Promise<{ status: number; ms: number }>[] = [];
  const started = Date.now();
  for (let i = 0; i < ATTACK_REQUESTS; i++) {
    const at = (i * ATTACK_SPREAD_MS) / ATTACK_REQUESTS;
    attack.push(
      new Promise((resolve) =>
        setTimeout(async () => {
          const t0 = Date.now();
          const r = await gw.fetch(`${HEAVY}&anchor_date=2025-01-${String((i % 28) + 1).padStart(2, '0')}`, {
            headers: { 'x-forwarded-for': '203.0.113.66' },
          });
          resolve({ status: r.status, ms: Date.now() - t0 });
        }, at),
      ),
    );
  }
  const latencies: Record<string, number[]> = Object.fromEntries(LIGHT.map((p) => [p, []]));
  for (let round = 0; Date.now() - started < ATTACK_SPREAD_MS + 2000; round++) {
    for (const p of LIGHT) {
      const t0 = Date.now();
      // other clients: a fresh address per round keeps them inside their own limits (latency is measured)
      const r = await gw.fetch(p, { headers: { 'x-forwarded-for': `198.51.100.${(round % 250) + 1}` } });
      expect(r.status).toBe(200);
      latencies[p].push(Date.now() - t0);
    }
    await new Promise((r) => setTimeout(r, SAMPLE_EVERY_MS));
  }
  const answers = await Promise.all(attack);
  const admitted = answers.filter((a) => a.status === 200).length;
  const report = Object.fromEntries(
    LIGHT.map((p) => [
      p,
      { n: latencies[p].length, p50: percentile(latencies[p], 50), p99: percentile(latencies[p], 99) },
    ]),
  );
  console.log(`attack: ${admitted}/${ATTACK_REQUESTS} admitted; other client: ${JSON.stringify(report)}`);
  for (const p of LIGHT) expect({ p, p99: report[p].p99 <= P99_LIMIT_MS }).toEqual({ p, p99: true });
  expect(admitted).toBeGreaterThanOrEqual(1);
  expect(admitted).toBeLessThanOrEqual(5);
  expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
  expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(LATEST_ANSWER_MS);
}, 120_000);
