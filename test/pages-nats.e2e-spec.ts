/**
 * Issue 22 in distributed mode: the built gateway and the services as processes over a real NATS
 * (TEST_NATS_URL). /panchang renders the packets the panchang-svc and calendar-svc processes computed:
 * the sunrise and the first tithi's end it shows are /panchang/daily's over the same transport, and
 * Drik Panchang's New Delhi day page of 2020-12-31 (sunrise 07:14, Krishna Pratipada upto 09:30).
 */
import { useCluster } from './support/cluster';
import { AS_OPERATOR } from './support/http';

const cluster = useCluster({ suffix: 'pages', gatewayEnv: AS_OPERATOR.env, headers: AS_OPERATOR.headers });
const DELHI = 'lat=28.6139&lng=77.209&tz=Asia%2FKolkata';

describe('HTML pages over NATS (gateway + services as processes)', () => {
  it('/panchang answers HTML with the daily packet computed by the panchang-svc process', async () => {
    const q = `${DELHI}&date=2020-12-31`;
    const res = await cluster.fetch(`/panchang?${q}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = (await res.text()).replace(/>\s+</g, '><');
    const d = (await cluster.get(`/panchang/daily?${q}`)).body;
    expect(d._meta.provenance.instance).toBe(`panchang-svc/${cluster.serviceInstanceId}`);
    expect(page).toContain(`<dd data-field="sunrise"><time datetime="${d.sunrise}">07:14</time>`);
    expect(page).toContain(`<time datetime="${d.tithi[0].end}">09:30</time>`);
    expect(page).toContain(`data-field="fingerprint">${d._meta.methodology.fingerprint}<`);
    // the calendar's festival markers are those of /panchang/month (calendar-svc's rules, over NATS)
    const m = (await cluster.get(`/panchang/month?${DELHI}&ym=2020-12`)).body;
    const shown = [...page.matchAll(/<span class="fest">([^<]*)<\/span>/g)].map((x) => x[1]);
    const markers = (m.days as { festivals: { name: string }[] }[]).flatMap((x) => x.festivals.map((f) => f.name));
    expect(markers.length).toBeGreaterThan(0);
    expect(shown).toEqual(markers);
  });

  it('the other pages and the assets answer; an unknown variant is a 422 over NATS too', async () => {
    for (const p of ['/shell', '/panchang-prototype', '/user-dashboard', '/user-dashboard-prototype'])
      expect({ p, status: (await cluster.fetch(`${p}?${DELHI}&date=2020-12-31`)).status }).toEqual({ p, status: 200 });
    expect((await cluster.fetch('/assets/pages.js')).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    );
    const bad = await cluster.get(`/panchang?${DELHI}&variant=poster`);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'variant'], type: 'enum' });
  });
});
