/**
 * The served OpenAPI document equals the committed snapshot test/fixtures/openapi/openapi.json, byte for byte
 * once pretty-printed (so key order counts): a change to the contract shows up in review as a change to that
 * file. Regenerate with `npm run openapi:snapshot`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonDifferences } from '../scripts/lib/json-differences';
import { RouteSet, uncoveredOperations } from '../scripts/lib/route-coverage';
import { PolicyGateway, startPolicyGateway } from './support/gateway-policy';

const SNAPSHOT = path.join(__dirname, 'fixtures/openapi/openapi.json');
const ROUTE_REQUESTS = path.join(__dirname, 'fixtures/route-snapshots/requests.json');
const REGENERATE = 'npm run openapi:snapshot';
/** Differing paths listed in the failure message. */
const MAX_PATHS = 10;

let gw: PolicyGateway;
beforeAll(async () => {
  gw = await startPolicyGateway();
}, 60_000);
afterAll(() => gw?.close());

describe('OpenAPI snapshot', () => {
  it('GET /api-docs/openapi.json equals test/fixtures/openapi/openapi.json', async () => {
    const served = await gw.fetch('/api-docs/openapi.json');
    expect(served.status).toBe(200);
    const expected = readFileSync(SNAPSHOT, 'utf8');
    const actual = `${JSON.stringify(served.body, null, 2)}\n`;
    if (actual !== expected) {
      const paths = jsonDifferences(JSON.parse(expected), served.body, MAX_PATHS);
      throw new Error(
        `the served OpenAPI document differs from ${path.relative(process.cwd(), SNAPSHOT)} at:\n  ` +
          `${(paths.length ? paths : ['(same value, different text)']).join('\n  ')}\n` +
          `If the change is intended, regenerate the snapshot with \`${REGENERATE}\` and commit it.`,
      );
    }
  });

  it('is the same document from a gateway with other secrets and database (no time, port, instance)', async () => {
    const other = await startPolicyGateway({
      SVC_BOOTSTRAP_OPERATOR_KEY: 'another-operator-key-for-the-snapshot-01',
      API_KEY_HASH_SECRET: 'another-hash-secret-for-the-snapshot-0123',
    });
    try {
      expect((await other.fetch('/api-docs/openapi.json')).text).toBe((await gw.fetch('/api-docs/openapi.json')).text);
    } finally {
      await other.close();
    }
  });

  it('every operation has a request in the route snapshot set or a skipped entry (docs/snapshots.md)', () => {
    const doc = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Parameters<typeof uncoveredOperations>[0];
    const set = JSON.parse(readFileSync(ROUTE_REQUESTS, 'utf8')) as RouteSet;
    expect(uncoveredOperations(doc, set)).toEqual([]);
  });
});
