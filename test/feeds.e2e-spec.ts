import ICAL from 'ical.js';
import { startEmbedded } from './support/embedded';
import { drikEkadashis, drikFestivals, readJson } from './support/golden';
import type { RunningGateway } from '../apps/gateway/bootstrap';

/**
 * The calendar feeds through the embedded gateway, read back with the independent iCalendar
 * parser ical.js: event dates against Drik Panchang's New Delhi listings (festivals and
 * Ekadashis), the free/busy periods against Drik's printed windows (days.json, ±60 s), and
 * JSON Feed 1.1 structure.
 */
const festivals = drikFestivals();
const ekadashis = drikEkadashis();
const drik = (name: string, year: number) => festivals.find((r) => r.festival === name && r.year === year)!.date;
const pages = readJson('drik-daily', 'days.json') as {
  date: string;
  windows: Record<string, { start: string | null; end: string | null }>;
}[];

const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';
const ist = (local: string) => Date.parse(`${local}:00+05:30`) / 1000;

let base = '';
let gateway: RunningGateway | null = null;
beforeAll(async () => {
  ({ base, gateway } = await startEmbedded());
}, 60_000);
afterAll(async () => gateway?.close());

async function text(p: string): Promise<{ status: number; type: string; body: string; headers: Headers }> {
  const res = await fetch(base + p);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
    headers: res.headers,
  };
}
const events = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent');
const summary = (e: ICAL.Component) => e.getFirstPropertyValue('summary') as string;
const startOf = (e: ICAL.Component) => (e.getFirstPropertyValue('dtstart') as ICAL.Time).toString();

describe('/calendar/festivals.ics', () => {
  it("2024 at New Delhi: Diwali, Holi, Raksha Bandhan and Maha Shivaratri on Drik's dates; stable UIDs; evidence in DESCRIPTION", async () => {
    const a = await text(`/calendar/festivals.ics?from_date=2024-01-01&days=366&${DELHI}`);
    expect(a.status).toBe(200);
    expect(a.type).toBe('text/calendar; charset=utf-8');
    expect(a.headers.get('x-methodology-fingerprint')).toMatch(/^[0-9a-f]{64}$/);
    expect(a.headers.get('cache-control')).toBe('public, max-age=300');
    const evs = events(a.body);
    expect(evs.length).toBeGreaterThan(50);
    for (const name of ['Diwali', 'Holi', 'Raksha Bandhan', 'Maha Shivaratri']) {
      const e = evs.find((x) => summary(x) === name);
      expect([name, e && startOf(e)]).toEqual([name, drik(name, 2024)]);
    }
    const diwali = evs.find((x) => summary(x) === 'Diwali')!;
    expect((diwali.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
    expect(diwali.getFirstPropertyValue('description')).toContain('kaala: pradosha');
    expect(diwali.getFirstPropertyValue('geo')).toEqual([28.6139, 77.209]);
    expect(evs.every((x) => startOf(x) >= '2024-01-01' && startOf(x) <= '2024-12-31')).toBe(true);
    expect(new ICAL.Component(ICAL.parse(a.body)).getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Kolkata');
    // a second request: the same UIDs (DTSTAMP differs)
    const b = await text(`/calendar/festivals.ics?from_date=2024-01-01&days=366&${DELHI}`);
    const uids = (s: string) => events(s).map((e) => e.getFirstPropertyValue('uid'));
    expect(uids(b.body)).toEqual(uids(a.body));
    expect(new Set(uids(a.body)).size).toBe(evs.length);
  });

  it('a bad parameter is a JSON 422 naming it, not a calendar', async () => {
    const r = await text(`/calendar/festivals.ics?days=0&${DELHI}`);
    expect(r.status).toBe(422);
    expect(r.type).toContain('application/json');
    expect(JSON.parse(r.body).detail[0].loc).toEqual(['query', 'days']);
  });
});

describe('/calendar/vrats.ics and /festival/ics', () => {
  it("vrats 2024-10: both Papankusha Ekadashi observances (Smarta and Vaishnava) on Drik's dates", async () => {
    const r = await text(`/calendar/vrats.ics?from_date=2024-10-01&days=31&${DELHI}`);
    expect(r.status).toBe(200);
    const evs = events(r.body);
    const smarta = ekadashis.find((x) => x.ekadashi === 'Papankusha Ekadashi' && x.date.startsWith('2024'))!.date;
    const vaishnava = ekadashis.find(
      (x) => x.ekadashi === 'Vaishnava Papankusha Ekadashi' && x.date.startsWith('2024'),
    )!.date;
    expect(startOf(evs.find((e) => summary(e) === 'Papankusha Ekadashi')!)).toBe(smarta);
    expect(startOf(evs.find((e) => summary(e) === 'Vaishnava Papankusha Ekadashi')!)).toBe(vaishnava);
    expect(evs.some((e) => summary(e) === 'Diwali')).toBe(false);
  });

  it("/festival/ics?only=diwali: one festival's feed", async () => {
    const r = await text(`/festival/ics?only=diwali&from_date=2023-01-01&days=365&${DELHI}`);
    expect(r.status).toBe(200);
    expect(events(r.body).map((e) => [summary(e), startOf(e)])).toEqual([['Diwali', drik('Diwali', 2023)]]);
  });
});

describe('/calendar/muhurta.ifb', () => {
  it("2022-01-26 New Delhi: BUSY rahu kalam, yamaganda, gulika and dur muhurta; FREE brahma muhurta — Drik's minutes within 60 s", async () => {
    const r = await text(`/calendar/muhurta.ifb?date=2022-01-26&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.type).toBe('text/calendar; charset=utf-8');
    const vfb = new ICAL.Component(ICAL.parse(r.body)).getFirstSubcomponent('vfreebusy')!;
    const page = pages.find((p) => p.date === '2022-01-26')!;
    const checks: [string, string, string][] = [
      ['rahu_kalam', 'rahu_kalam', 'BUSY'],
      ['yamaganda', 'yamaganda', 'BUSY'],
      ['gulika_kalam', 'gulikai_kalam', 'BUSY'],
      ['dur_muhurta', 'dur_muhurtam', 'BUSY'],
      ['brahma_muhurta', 'brahma_muhurta', 'FREE'],
    ];
    for (const [kind, key, fbtype] of checks) {
      const prop = vfb.getAllProperties('freebusy').find((p) => p.getParameter('x-pj-window') === kind)!;
      expect([kind, prop.getParameter('fbtype')]).toEqual([kind, fbtype]);
      const period = prop.getFirstValue() as ICAL.Period;
      expect(Math.abs(period.start.toUnixTime() - ist(page.windows[key].start!))).toBeLessThanOrEqual(60);
      expect(Math.abs(period.getEnd().toUnixTime() - ist(page.windows[key].end!))).toBeLessThanOrEqual(60);
    }
  });
});

describe('JSON Feed 1.1', () => {
  it("/feeds/festivals.json: version, items with the ICS UIDs, Diwali 2024 on Drik's date, _meta fingerprint", async () => {
    const res = await fetch(`${base}/feeds/festivals.json?from_date=2024-10-01&days=61&${DELHI}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/feed+json; charset=utf-8');
    const feed = (await res.json()) as any;
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toContain('/feeds/festivals.json');
    const diwali = feed.items.find((i: any) => i._observance.rule_key === 'diwali');
    expect(diwali._observance.date).toBe(drik('Diwali', 2024));
    expect(diwali.date_published).toBe(`${drik('Diwali', 2024)}T00:00:00+05:30`);
    for (const i of feed.items) expect(typeof i.id === 'string' && typeof i.content_text === 'string').toBe(true);
    expect(feed._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const ics = await text(`/calendar/festivals.ics?from_date=2024-10-01&days=61&${DELHI}`);
    expect(
      events(ics.body)
        .map((e) => e.getFirstPropertyValue('uid'))
        .sort(),
    ).toEqual(feed.items.map((i: any) => i.id).sort());
  });

  it('/feeds/vrats.json carries the Ekadashis', async () => {
    const res = await fetch(`${base}/feeds/vrats.json?from_date=2024-12-01&days=31&${DELHI}`);
    const feed = (await res.json()) as any;
    const saphala = ekadashis.find((x) => x.ekadashi === 'Saphala Ekadashi' && x.date.startsWith('2024-12'))!.date;
    expect(feed.items.find((i: any) => i._observance.slug === 'saphala-ekadashi')._observance.date).toBe(saphala);
  });
});
