import * as fs from 'node:fs';
import * as path from 'node:path';
import { AS_OPERATOR, useEmbeddedGateway } from './support/embedded';
import { drikEkadashis, drikFestivals, readJson, referenceFile } from './support/golden';

/**
 * Festivals, vrats, parana and the explanation endpoints through the embedded gateway (HTTP →
 * gateway → calendar-svc over the in-process transport). Expected values are Drik Panchang's
 * for New Delhi: festival and Ekadashi dates from the reference listings (1900–2050), the 2024
 * Diwali muhurat and Amavasya span and the Saphala Ekadashi 2024 parana as quoted from Drik
 * (secondary_festivals.json, secondary_vrats.json), solar month starts (solar_calendar_dates.json).
 * Times are compared within 60 s (Drik prints the nearest minute).
 */
const ROOT = path.join(__dirname, '..');
const festivals = drikFestivals();
const ekadashis = drikEkadashis();
const drik = (name: string, year: number) => {
  const hits = festivals.filter((r) => r.festival === name && r.year === year);
  if (hits.length !== 1) throw new Error(`reference has ${hits.length} rows for ${name} ${year}`);
  return hits[0].date;
};
const secondaryFestivals = readJson('drik-daily', 'secondary_festivals.json') as any[];
const diwali2024 = secondaryFestivals.find((r) => r.year === 2024 && r.place === 'New Delhi');
const solarStarts = readJson('solar-calendar', 'solar_calendar_dates.json') as {
  date: string;
  calendar: string;
  solar_month: string;
  solar_day: number;
}[];
const solarStart = (calendar: string, month: string, year: number) =>
  solarStarts.find(
    (r) => r.calendar === calendar && r.solar_month === month && r.solar_day === 1 && r.date.startsWith(String(year)),
  )!.date;

const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';
const NEW_YORK = 'compare_lat=40.7128&compare_lng=-74.006&compare_tz=America/New_York';
/** Seconds between our ISO instant (with offset) and a Drik local minute in IST. */
const vsIst = (iso: string, local: string) => (Date.parse(iso) - Date.parse(`${local}:00+05:30`)) / 1000;

// as the operator: /panchang/month (with the festival markers) is a reserved product endpoint
const { get } = useEmbeddedGateway(AS_OPERATOR.env, AS_OPERATOR.headers);

describe('Diwali', () => {
  it.each([2022, 2023, 2024, 2025])(
    "%i: /panchang/diwali gives Drik's date for New Delhi, with the evidence and the methodology fingerprint",
    async (year) => {
      const r = await get(`/panchang/diwali?year=${year}&${DELHI}`);
      expect(r.status).toBe(200);
      expect(r.body.dates).toEqual([drik('Diwali', year)]);
      expect(r.body.observances[0].evidence.candidates.length).toBeGreaterThanOrEqual(1);
      expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  it("2024 explain: the Amavasya touches pradosha on Oct 31 and Nov 1; the kaala, the anga span and the Lakshmi puja muhurta are Drik's within 60 s", async () => {
    const r = await get(`/festival/observance/explain?slug=diwali&year=2024&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body.rule.kaala).toBe('pradosha');
    const o = r.body.occurrences[0];
    expect(o.date).toBe(drik('Diwali', 2024));
    const byDate = Object.fromEntries(o.evidence.candidates.map((c: any) => [c.date, c]));
    expect(byDate['2024-10-31'].touches_kaala).toBe(true);
    expect(byDate['2024-11-01'].touches_kaala).toBe(true);
    const nov1 = byDate['2024-11-01'];
    expect(Math.abs(vsIst(nov1.kaala.start, diwali2024.muhurat.pradosh_kaal.start))).toBeLessThanOrEqual(60);
    expect(Math.abs(vsIst(nov1.kaala.end, diwali2024.muhurat.pradosh_kaal.end))).toBeLessThanOrEqual(60);
    expect(Math.abs(vsIst(nov1.anga.start, diwali2024.amavasya_tithi.begins))).toBeLessThanOrEqual(60);
    expect(Math.abs(vsIst(nov1.anga.end, diwali2024.amavasya_tithi.ends))).toBeLessThanOrEqual(60);
    expect(Math.abs(vsIst(o.muhurta.start, diwali2024.muhurat.lakshmi_puja.start))).toBeLessThanOrEqual(60);
    expect(Math.abs(vsIst(o.muhurta.end, diwali2024.muhurat.lakshmi_puja.end))).toBeLessThanOrEqual(60);
    // the overlap on Nov 1 is pradosha start → Amavasya end (Drik: 17:36 → 18:16, 40 min)
    expect(Math.abs(nov1.overlap_s - 40 * 60)).toBeLessThanOrEqual(120);
    expect(o.explanation).toContain('Decided by:');
  });

  it("why-not 2024-10-31: a candidate (the Amavasya covers that pradosha too) that the tie-break passes over for Drik's date", async () => {
    const r = await get(`/festival/why-not/diwali?target_date=2024-10-31&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body.is_observance_date).toBe(false);
    expect(r.body.observed_on).toEqual([drik('Diwali', 2024)]);
    expect(r.body.target_day).toMatchObject({ date: '2024-10-31', candidate: true, touches_kaala: true });
    expect(r.body.explanation).toContain('2024-11-01');
  });

  it('locality shift New Delhi → New York 2024: the same Amavasya instant, a different local pradosha, one day earlier in New York', async () => {
    const r = await get(`/festival/locality-shift/diwali?year=2024&${DELHI}&${NEW_YORK}`);
    expect(r.status).toBe(200);
    const o = r.body.occurrences[0];
    expect(o.date).toBe(drik('Diwali', 2024));
    expect(o.compare_date).toBe('2024-10-31');
    expect(o).toMatchObject({ moves: true, shift_days: -1 });
    // one anga everywhere: the New York evidence's Amavasya span is Drik's IST span, shown in EDT
    const ny = o.compare_evidence.candidates.find((c: any) => c.date === '2024-10-31');
    expect(Math.abs(vsIst(ny.anga.start, diwali2024.amavasya_tithi.begins))).toBeLessThanOrEqual(60);
    expect(ny.anga.start.endsWith('-04:00')).toBe(true);
    expect(ny.touches_kaala).toBe(true);
    expect(o.compare_evidence.candidates.find((c: any) => c.date === '2024-11-01')?.touches_kaala ?? false).toBe(false);
    expect(o.why).toContain('America/New_York');
    const c = await get(`/festival/observance/compare?slug=diwali&year=2024&${DELHI}&${NEW_YORK}`);
    expect(c.status).toBe(200);
    expect(c.body.occurrences[0]).toMatchObject({ date: o.date, compare_date: o.compare_date, shift_days: -1 });
  });

  it('schema.org Event JSON-LD for Diwali 2024', async () => {
    const r = await get(`/schema/festival/diwali?year=2024&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      startDate: drik('Diwali', 2024),
      location: { '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: 28.6139, longitude: 77.209 } },
    });
    expect(r.body.description).toContain('pradosha');
  });
});

describe('Janmashtami: Smarta vs ISKCON (Drik 2023: Smarta Sep 6, ISKCON Sep 7)', () => {
  it("explain under each tradition gives Drik's date with its own kaala", async () => {
    const smarta = await get(`/festival/observance/explain?slug=janmashtami&year=2023&tradition=smarta&${DELHI}`);
    const iskcon = await get(`/festival/observance/explain?slug=janmashtami&year=2023&tradition=iskcon&${DELHI}`);
    expect(smarta.status).toBe(200);
    expect(iskcon.status).toBe(200);
    expect(smarta.body.occurrences.map((o: any) => o.date)).toEqual([drik('Janmashtami *Smarta', 2023)]);
    expect(iskcon.body.occurrences.map((o: any) => o.date)).toEqual([drik('Janmashtami *ISKCON', 2023)]);
    expect(smarta.body.occurrences[0].evidence.kaala).toBe('nishita');
    expect(iskcon.body.occurrences[0].evidence.kaala).toBe('sunrise');
  });

  it("debate lists both camps with Drik's two dates", async () => {
    const r = await get(`/festival/debate/janmashtami?year=2023&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body.disagree).toBe(true);
    const dates = r.body.camps.map((c: any) => c.dates.join(','));
    expect(dates).toEqual(
      expect.arrayContaining([drik('Janmashtami *Smarta', 2023), drik('Janmashtami *ISKCON', 2023)]),
    );
    const iskcon = r.body.positions.find((p: any) => p.tradition === 'iskcon');
    expect(iskcon.dates).toEqual([drik('Janmashtami *ISKCON', 2023)]);
  });

  it('why-not the ISKCON date for a Smarta: the Ashtami is not at nishita that night', async () => {
    const r = await get(
      `/festival/why-not/janmashtami?target_date=${drik('Janmashtami *ISKCON', 2023)}&tradition=smarta&${DELHI}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.is_observance_date).toBe(false);
    expect(r.body.observed_on).toEqual([drik('Janmashtami *Smarta', 2023)]);
    expect(r.body.explanation).toContain(drik('Janmashtami *Smarta', 2023));
  });

  it("temple observance shows each tradition's date", async () => {
    const r = await get(`/temple-observance/janmashtami?year=2023&${DELHI}`);
    expect(r.status).toBe(200);
    const iskcon = r.body.by_tradition.find((x: any) => x.tradition === 'iskcon');
    expect(iskcon.observances[0].date).toBe(drik('Janmashtami *ISKCON', 2023));
  });
});

describe('Ekadashi with a Vaishnava/Smarta disagreement (Drik 2024: Papankusha Smarta Oct 13, Vaishnava Oct 14)', () => {
  const smartaDate = ekadashis.find(
    (r) => r.ekadashi === 'Papankusha Ekadashi' && r.observance === 'smarta' && r.date.startsWith('2024'),
  )!.date;
  const vaishnavaDate = ekadashis.find(
    (r) => r.ekadashi === 'Vaishnava Papankusha Ekadashi' && r.date.startsWith('2024'),
  )!.date;

  it('the reference disagrees (the case is a real one)', () => {
    expect(smartaDate).not.toBe(vaishnavaDate);
  });

  it("explain lists both observances with Drik's dates and the kaala each tradition tests", async () => {
    const r = await get(`/festival/observance/explain?slug=papankusha-ekadashi&year=2024&${DELHI}`);
    expect(r.status).toBe(200);
    const by = Object.fromEntries(r.body.occurrences.map((o: any) => [o.slug, o]));
    expect(by['papankusha-ekadashi'].date).toBe(smartaDate);
    expect(by['vaishnava-papankusha-ekadashi'].date).toBe(vaishnavaDate);
    expect(by['papankusha-ekadashi'].evidence.kaala).toBe('sunrise');
    expect(by['vaishnava-papankusha-ekadashi'].evidence.kaala).toBe('arunodaya');
  });

  it('why-not the Smarta date for a Vaishnava: that day was a candidate, the arunodaya rule moves the fast', async () => {
    const r = await get(`/festival/why-not/papankusha-ekadashi?target_date=${smartaDate}&tradition=vaishnava&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body.is_observance_date).toBe(false);
    expect(r.body.observed_on).toEqual([vaishnavaDate]);
    expect(r.body.target_day.candidate).toBe(true);
    expect(r.body.explanation).toContain(vaishnavaDate);
  });

  it("debate: Smarta and Vaishnava camps on Drik's two dates", async () => {
    const r = await get(`/festival/debate/papankusha-ekadashi?year=2024&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body.disagree).toBe(true);
    expect(r.body.positions.find((p: any) => p.tradition === 'vaishnava').dates).toEqual([vaishnavaDate]);
    expect(r.body.positions.find((p: any) => p.tradition === 'smarta').dates[0]).toBe(smartaDate);
  });
});

describe('parana, ranges, vrats', () => {
  it('/vrat/parana: Saphala Ekadashi 2024 fast on Dec 26, parana Dec 27 07:12–09:16 (Drik) within 60 s', async () => {
    const secondary = readJson(referenceFile('ekadashi/secondary_vrats.json', 'drik/secondary_vrats.json')) as any[];
    const saphala = secondary.find((x) => x.vrat === 'Saphala Ekadashi' && x.year === 2024);
    const r = await get(`/vrat/parana?vrat=ekadashi&from_date=2024-12-20&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ available: true, slug: 'saphala-ekadashi', fast_date: saphala.fast_date });
    expect(r.body.parana.date).toBe(saphala.parana_date);
    expect(Math.abs(vsIst(r.body.parana.start, saphala.parana.start))).toBeLessThanOrEqual(60);
    expect(Math.abs(vsIst(r.body.parana.end, saphala.parana.end))).toBeLessThanOrEqual(60);
  });

  it("/panchang/festivals with only= and anchor_date: Drik's Holi and Diwali 2024; next after the anchor", async () => {
    const r = await get(
      `/panchang/festivals?from_date=2024-01-01&days=366&only=holi,diwali&anchor_date=2024-06-01&include_aliases=true&${DELHI}`,
    );
    expect(r.status).toBe(200);
    const dates = Object.fromEntries(r.body.observances.map((o: any) => [o.rule_key, o.date]));
    expect(dates).toEqual({ holi: drik('Holi', 2024), diwali: drik('Diwali', 2024) });
    expect(r.body.next.date).toBe(drik('Diwali', 2024));
    expect(r.body.observances.find((o: any) => o.rule_key === 'diwali').aliases.length).toBeGreaterThan(0);
  });

  it('defaults applied by the query DTO: from_date today (UTC), days 365, no aliases, no top', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await get(`/panchang/vrats?${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ from_date: today, days: 365, anchor_date: today });
    expect(Date.parse(r.body.to_date) - Date.parse(today)).toBe(364 * 86_400_000);
    expect(r.body.top).toBeUndefined();
    const f = await get(`/panchang/festivals?only=diwali&${DELHI}`);
    expect(f.status).toBe(200);
    expect(f.body).toMatchObject({ from_date: today, days: 365 });
    for (const o of f.body.observances) expect([o.aliases, Object.keys(o.names)]).toEqual([[], ['en']]);
  });

  it('/panchang/vrats: max_per_rule bounds each vrat, include_top adds the festivals', async () => {
    const r = await get(`/panchang/vrats?from_date=2024-10-01&days=60&max_per_rule=1&include_top=true&${DELHI}`);
    expect(r.status).toBe(200);
    const keys = r.body.observances.map((o: any) => `${o.rule_key}|${o.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(r.body.observances.every((o: any) => o.kind === 'vrat' || o.kind === 'ekadashi')).toBe(true);
    expect(r.body.top.find((o: any) => o.rule_key === 'diwali').date).toBe(drik('Diwali', 2024));
  });

  it('/new-year/regional 2025: Ugadi and Gudi Padwa (Drik listing), Puthandu, Vishu, Pohela Boishakh, Pana Sankranti (Drik solar month starts)', async () => {
    const r = await get(`/new-year/regional?year=2025&${DELHI}`);
    expect(r.status).toBe(200);
    const by = Object.fromEntries(r.body.new_years.map((n: any) => [n.slug, n.date]));
    expect(by['ugadi']).toBe(drik('Ugadi', 2025));
    expect(by['gudi-padwa']).toBe(drik('Gudi Padwa', 2025));
    expect(by['puthandu']).toBe(solarStart('tamil', 'Chithirai', 2025));
    expect(by['vishu']).toBe(solarStart('malayalam', 'Medam', 2025));
    expect(by['pohela-boishakh']).toBe(solarStart('bengali', 'Boishakh', 2025));
    expect(by['pana-sankranti']).toBe(solarStart('odia', 'Baisakha', 2025));
    expect(by['malayalam-new-year-chingam-1']).toBe(solarStart('malayalam', 'Chingam', 2025));
    expect(by['bestu-varas']).toBe(drik('Govardhan Puja', 2025));
  });
});

describe('/panchang/month festival markers', () => {
  it("2024-11 at New Delhi: Diwali and Govardhan Puja on Drik's dates, Devutthana Ekadashi on Drik's Smarta date", async () => {
    const r = await get(`/panchang/month?ym=2024-11&${DELHI}`);
    expect(r.status).toBe(200);
    expect(r.body.festivals_note).toBeUndefined();
    const on = (date: string) => r.body.days.find((d: any) => d.date === date).festivals.map((f: any) => f.rule_key);
    expect(on(drik('Diwali', 2024))).toContain('diwali');
    expect(on(drik('Govardhan Puja', 2024))).toContain('govardhan-puja');
    const devutthana = ekadashis.find((x) => x.ekadashi === 'Devutthana Ekadashi' && x.date.startsWith('2024'))!.date;
    expect(r.body.days.find((d: any) => d.date === devutthana).festivals.map((f: any) => f.slug)).toContain(
      'devutthana-ekadashi',
    );
    expect(r.body.days.every((d: any) => Array.isArray(d.festivals))).toBe(true);
    // a regional profile selects the rules' regional variants: in the Tamil calendar Deepavali is kept
    // on Naraka Chaturdashi (the oil bath before sunrise), Drik's Narak Chaturdashi date
    const tamil = await get(`/panchang/month?ym=2024-10&profile=tamil_solar&${DELHI}`);
    expect(tamil.status).toBe(200);
    expect(tamil.body._meta.methodology.markers_region).toBe('tamil');
    const deepavali = tamil.body.days.flatMap((d: any) =>
      d.festivals.filter((f: any) => f.rule_key === 'diwali').map((f: any) => [d.date, f.name]),
    );
    expect(deepavali).toEqual([[drik('Narak Chaturdashi', 2024), 'Deepavali']]);
  });
});

describe('catalogue endpoints and errors', () => {
  it('/calendar/traditions, /ratifications and /ratifications/{rule_id}, /festival/provenance/{slug}', async () => {
    const t = await get('/calendar/traditions');
    expect(t.status).toBe(200);
    expect(t.body.traditions.map((x: any) => x.key)).toEqual(['smarta', 'vaishnava', 'iskcon', 'madhva', 'shaiva']);
    const all = await get('/ratifications');
    expect(all.status).toBe(200);
    const files = fs.readdirSync(path.join(ROOT, 'libs', 'calendar', 'rules')).filter((f) => f.endsWith('.json'));
    expect(all.body.count).toBe(files.length);
    const one = await get('/ratifications/diwali');
    expect(one.status).toBe(200);
    const file = JSON.parse(fs.readFileSync(path.join(ROOT, 'libs', 'calendar', 'rules', 'diwali.json'), 'utf8'));
    expect(one.body.authority).toEqual(file.authority);
    const prov = await get('/festival/provenance/lakshmi-puja');
    expect(prov.status).toBe(200);
    expect(prov.body).toMatchObject({
      rule_key: 'diwali',
      source: file.source,
      rule_file: 'libs/calendar/rules/diwali.json',
    });
  });

  it.each([
    ['/panchang/festival/no-such-festival?year=2024&' + DELHI],
    ['/festival/provenance/no-such-festival'],
    ['/ratifications/no-such-rule'],
    ['/festival/debate/no-such-festival?year=2024&' + DELHI],
    ['/schema/festival/no-such-festival?year=2024&' + DELHI],
  ])('%s → 404 with _meta', async (url) => {
    const r = await get(url);
    expect(r.status).toBe(404);
    expect(r.body.detail.code).toBe('not_found');
    expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['/panchang/festivals?days=401&' + DELHI, 'days', 'range'],
    ['/panchang/festivals?only=diwali,not-a-festival&from_date=2024-01-01&' + DELHI, 'only', 'enum'],
    ['/panchang/festivals?only=DIWALI&' + DELHI, 'only', 'format'],
    ['/panchang/diwali?year=2100&' + DELHI, 'year', 'range'],
    ['/vrat/parana?vrat=holi&' + DELHI, 'vrat', 'enum'],
    ['/festival/why-not/diwali?target_date=2024-02-30&' + DELHI, 'target_date', 'format'],
    ['/festival/observance/compare?slug=diwali&year=2024&compare_lat=40&' + DELHI, 'compare_lng', 'missing'],
  ])('%s → 422 naming %s (%s)', async (url, param, type) => {
    const r = await get(url);
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ['query', param], type })]));
  });
});
