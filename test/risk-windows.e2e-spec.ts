/**
 * /health/risk-windows (issue 18) through the embedded gateway: a real birth whose natal Moon and lagna are
 * read from /chart/calculate, the Saturn and Rahu ingresses against published dates (Lahiri, mean node), the
 * disclaimer, the body schema and the 422 rules.
 */
import { useEmbeddedGateway } from './support/embedded';
import { postJson } from './support/http';
import { validatorOf } from './support/response-schema';

const { base } = useEmbeddedGateway();
const post = (path: string, body: unknown) => postJson(base(), path, body);

/** PyJHora's JHora comparison chart (1996-12-07 10:34 IST, Chennai). */
const OWN = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('POST /health/risk-windows (embedded gateway)', () => {
  it('indicators follow the natal Moon and lagna; Saturn enters Aquarius 2023-01-17, Rahu Pisces 2023-10-30', async () => {
    const [r, c] = await Promise.all([
      post('/health/risk-windows?from=2022-06-01&to=2024-05-31', { person: OWN }),
      post('/chart/calculate', { person: OWN }),
    ]);
    expect(r.status).toBe(200);
    const moonSign = c.body.points.find((p: { key: string }) => p.key === 'moon').sign.index;
    const lagnaSign = c.body.points.find((p: { key: string }) => p.key === 'ascendant').sign.index;
    const fromMoon = (s: number) => ((s - moonSign + 12) % 12) + 1;
    const saturnSpans = r.body.indicators.filter((i: { kind: string }) => i.kind === 'sade_sati');
    // Saturn: Aquarius (10) to 2022-07-12, Capricorn (9) to 2023-01-17, Aquarius after
    const expected = [
      [10, '2022-06-01', '2022-07-12'],
      [9, '2022-07-12', '2023-01-17'],
      [10, '2023-01-17', '2024-06-01'],
    ].filter(([s]) => [12, 1, 2].includes(fromMoon(s as number)));
    expect(saturnSpans.map((i: { start: string; end: string }) => [i.start.slice(0, 10), i.end.slice(0, 10)])).toEqual(
      expected.map(([, a, b]) => [a, b]),
    );
    const rahuMoon = r.body.indicators.filter((i: { kind: string }) => i.kind === 'rahu_over_moon');
    // mean Rahu: Aries (0) to 2023-10-30, Pisces (11) after
    const rahuExpected = [
      [0, '2022-06-01', '2023-10-30'],
      [11, '2023-10-30', '2024-06-01'],
    ].filter(([s]) => s === moonSign);
    expect(rahuMoon.map((i: { start: string; end: string }) => [i.start.slice(0, 10), i.end.slice(0, 10)])).toEqual(
      rahuExpected.map(([, a, b]) => [a, b]),
    );
    const rahuLagna = r.body.indicators.filter((i: { kind: string }) => i.kind === 'rahu_over_lagna');
    expect(rahuLagna.length).toBe([0, 11].filter((s) => s === lagnaSign).length);
    // the lagna is Capricorn (9): Saturn over it from its retrograde re-entry 2022-07-12 to 2023-01-17
    expect(lagnaSign).toBe(9);
    const overLagna = r.body.indicators.filter((i: { kind: string }) => i.kind === 'saturn_over_lagna');
    expect(overLagna.map((i: { start: string; end: string }) => [i.start.slice(0, 10), i.end.slice(0, 10)])).toEqual([
      ['2022-07-12', '2023-01-17'],
    ]);
    expect(r.body.disclaimer).toMatch(/not medical advice/);
    expect(r.body.range).toEqual({ start: '2022-06-01T00:00:00+05:30', end: '2024-06-01T00:00:00+05:30' });
    for (const w of r.body.windows) expect(w.indicators.length).toBeGreaterThanOrEqual(2);
    const validate = validatorOf('POST /health/risk-windows');
    const { _meta, ...rest } = r.body;
    expect(_meta.methodology.risk_indicators).toMatch(/BPHS 44/);
    expect(validate(rest) ? [] : validate.errors).toEqual([]);
  });

  it.each([
    ['from=2024-01-01&to=2027-01-01', ['query', 'to'], 'range'],
    ['from=2024-01-02&to=2024-01-01', ['query', 'to'], 'range'],
    ['from=2024-01-01&to=2024-02-30', ['query', 'to'], 'format'],
    ['to=2024-02-01', ['query', 'from'], 'missing'],
    ['from=2024-01-01&to=2024-02-01&min_indicators=9', ['query', 'min_indicators'], 'range'],
  ])('%s is a 422 naming the field', async (qs, loc, type) => {
    const r = await post(`/health/risk-windows?${qs}`, { person: OWN });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc, type }));
  });
});
