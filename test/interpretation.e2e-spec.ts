/**
 * POST /api/v1/jyotish/interpretation_packet through the embedded gateway (issue 18): the reference chart (PyJHora's
 * JHora comparison chart, test/fixtures/golden/jyotish-core, `pyjhora-own-d1-positions`), the body validated
 * against its generated response schema, the packet equal to /shadbala's bhava bala and /dosha for the same chart,
 * and the 422 rules (each naming its field). The facts themselves: libs/jyotish/src/interpretation/*.spec.ts.
 */
import { useEmbeddedGateway } from './support/embedded';
import { postJson } from './support/http';
import { validatorOf } from './support/response-schema';

const { base } = useEmbeddedGateway();
const post = (path: string, body: unknown) => postJson(base(), path, body);
const ROUTE = '/api/v1/jyotish/interpretation_packet';

/** PyJHora's JHora comparison chart (1996-12-07 10:34 IST, Chennai): lagna Capricorn. */
const OWN = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

function expectSchema(route: string, body: Record<string, unknown>) {
  const validate = validatorOf(route);
  const { _meta, ...rest } = body;
  expect(_meta).toBeDefined();
  expect(validate(rest) ? [] : validate.errors).toEqual([]);
}

describe(`POST ${ROUTE} (embedded gateway)`, () => {
  it('answers the reference chart: Capricorn lagna, lords, Rahu / Jupiter on 2000-01-01', async () => {
    const r = await post(ROUTE, { person: OWN, at: '2000-01-01' });
    expect(r.status).toBe(200);
    expect(r.body.lagna.index).toBe(9);
    expect(r.body.houses).toHaveLength(12);
    // 1st Capricorn: lord Saturn in Pisces, the 3rd; 12th Sagittarius: Jupiter own and in it, aspected by Saturn (10th)
    expect(r.body.houses[0].lord).toEqual({
      graha: 'saturn',
      house: 3,
      sign: { index: 11, name: 'Meena' },
      dignity: 'friend',
    });
    expect(r.body.houses[11].aspects_received).toEqual([{ graha: 'saturn', from_house: 3, nth: 10, special: true }]);
    expect([r.body.dasha.mahadasha.lord, r.body.dasha.antardasha.lord]).toEqual(['rahu', 'jupiter']);
    expect(r.body._meta.methodology.interpretation).toMatch(/whole signs from the lagna/);
    expectSchema(`POST ${ROUTE}`, r.body);
  });

  it('agrees with /shadbala and /dosha for the same chart and date', async () => {
    const [p, sb, d] = await Promise.all([
      post(ROUTE, { person: OWN, at: '2024-06-01' }),
      post('/shadbala', { person: OWN }),
      post('/dosha', { person: OWN, on_date: '2024-06-01' }),
    ]);
    expect([p.status, sb.status, d.status]).toEqual([200, 200, 200]);
    expect(p.body.houses.map((h: { bhava_bala: unknown }) => h.bhava_bala)).toEqual(sb.body.bhava_bala);
    const present = Object.values(d.body.doshas as Record<string, { key: string; present: boolean | null }>)
      .filter((x) => x.present === true)
      .map((x) => x.key)
      .sort();
    const inPacket = new Set<string>(
      p.body.houses.flatMap((h: { doshas: { key: string }[] }) => h.doshas.map((x) => x.key)),
    );
    expect([...inPacket].sort()).toEqual(present);
  });

  it('without at reads the dasha at birth, and is deterministic', async () => {
    const [a, b] = await Promise.all([post(ROUTE, { person: OWN }), post(ROUTE, { person: OWN })]);
    expect(a.body.dasha.at).toBeNull();
    expect(a.body.dasha.basis).toMatch(/birth/);
    const { _meta: m1, ...w1 } = a.body;
    const { _meta: m2, ...w2 } = b.body;
    expect(m1.methodology).toEqual(m2.methodology);
    expect(w1).toEqual(w2);
  });
});

describe(`${ROUTE}: 422 naming the field`, () => {
  it.each([
    [{ person: OWN, at: '2000-13-01' }, ['body', 'at']],
    [{ person: OWN, at: '1700-01-01' }, ['body', 'at']],
    [{ person: OWN, at: 20000101 }, ['body', 'at']],
    [{ person: OWN, at: '1996-12-06' }, ['body', 'at']],
    [{}, ['body', 'person']],
    [{ person: { ...OWN, lat: 95 } }, ['body', 'person', 'lat']],
    [{ person: OWN, placements: { sun: 'Aries' } }, ['body', 'placements']],
  ])('%j', async (body, loc) => {
    const r = await post(ROUTE, body);
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc }));
  });
});
