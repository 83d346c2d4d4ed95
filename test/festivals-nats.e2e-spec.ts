import ICAL from 'ical.js';
import { useCluster } from './support/cluster';

/**
 * Festivals, explanations and feeds in distributed mode: gateway and services as separate
 * processes over NATS. Expected values: Drik Panchang for New Delhi (the reference listings;
 * see festivals.e2e-spec.ts and feeds.e2e-spec.ts): Diwali 2024 = 2024-11-01, Janmashtami 2023
 * Smarta 2023-09-06 / ISKCON 2023-09-07, rahu kalam 2022-01-26 12:34–13:54 IST.
 */
const cluster = useCluster();

const get = async (p: string) => {
  const res = await cluster.fetch(p);
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
};
const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';

describe('calendar-svc over NATS', () => {
  it("/panchang/diwali 2024 answered by calendar-svc: Drik's 2024-11-01", async () => {
    const r = await get(`/panchang/diwali?year=2024&${DELHI}`);
    expect(r.status).toBe(200);
    const body = JSON.parse(r.text);
    expect(body.dates).toEqual(['2024-11-01']);
    expect(body._meta.provenance.instance).toBe(`calendar-svc/${cluster.serviceInstanceId}`);
  });

  it('/festival/why-not/janmashtami: the ISKCON date for a Smarta, with the evidence', async () => {
    const r = await get(`/festival/why-not/janmashtami?target_date=2023-09-07&tradition=smarta&${DELHI}`);
    expect(r.status).toBe(200);
    const body = JSON.parse(r.text);
    expect(body).toMatchObject({ is_observance_date: false, observed_on: ['2023-09-06'] });
  });

  it('a 404 and a 422 cross the transport', async () => {
    const nf = await get(`/festival/debate/no-such-festival?year=2024&${DELHI}`);
    expect(nf.status).toBe(404);
    expect(JSON.parse(nf.text).detail.code).toBe('not_found');
    const bad = await get(`/panchang/festivals?only=not-a-festival&from_date=2024-01-01&${DELHI}`);
    expect(bad.status).toBe(422);
    expect(JSON.parse(bad.text).detail[0].loc).toEqual(['query', 'only']);
  });

  it('/calendar/festivals.ics and /calendar/muhurta.ifb: text/calendar read back by ical.js', async () => {
    const ics = await get(`/calendar/festivals.ics?from_date=2024-10-01&days=61&${DELHI}`);
    expect(ics.status).toBe(200);
    expect(ics.type).toBe('text/calendar; charset=utf-8');
    const diwali = new ICAL.Component(ICAL.parse(ics.text))
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('summary') === 'Diwali')!;
    expect((diwali.getFirstPropertyValue('dtstart') as ICAL.Time).toString()).toBe('2024-11-01');
    const ifb = await get(`/calendar/muhurta.ifb?date=2022-01-26&${DELHI}`);
    expect(ifb.status).toBe(200);
    const rahu = new ICAL.Component(ICAL.parse(ifb.text))
      .getFirstSubcomponent('vfreebusy')!
      .getAllProperties('freebusy')
      .find((p) => p.getParameter('x-pj-window') === 'rahu_kalam')!;
    const period = rahu.getFirstValue() as ICAL.Period;
    expect(Math.abs(period.start.toUnixTime() - Date.parse('2022-01-26T12:34:00+05:30') / 1000)).toBeLessThanOrEqual(
      60,
    );
    expect(Math.abs(period.getEnd().toUnixTime() - Date.parse('2022-01-26T13:54:00+05:30') / 1000)).toBeLessThanOrEqual(
      60,
    );
  });
});
