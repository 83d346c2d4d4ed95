import { useEmbeddedGateway } from './support/embedded';

/**
 * The muhurta routes through the embedded gateway. Independent values: Drik Panchang's Devshayani Ekadashi
 * 2025-07-06 and Devutthana Ekadashi 2025-11-01 (chaturmas), the 2025 vivah dates printed by two almanac
 * lists (test/fixtures/golden/muhurta), and PyJHora's Moon of the Chennai 1996-12-07 10:34 chart (186.96°:
 * Tula, Swati; test/fixtures/golden/jyotish-core).
 */
const { get, post } = useEmbeddedGateway();
const DELHI = 'lat=28.6139&lng=77.209&tz=Asia/Kolkata';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/;
const BRIDE = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };
const GROOM = { date: '1993-04-21', time: '06:15:00', lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
/** Auspicious taras (0 = Janma): Sampat, Kshema, Sadhaka, Mitra, Parama Mitra. */
const GOOD_TARAS = [1, 3, 5, 7, 8];
const taraOf = (natal: number, transit: number) => (((transit - natal + 27) % 27) + 1 - 1) % 9;

interface WindowBody {
  date: string;
  start: string;
  end: string;
  score: number;
  states: { nakshatra: { index: number }; moonsign: { index: number } }[];
  rules_passed: string[];
}

describe('muhurta routes through the gateway', () => {
  it('GET /muhurta/search: marriage windows of late January 2025 include the dates both lists print', async () => {
    const r = await get(`/muhurta/search?${DELHI}&start_date=2025-01-14&days=18&activity=marriage&top_n=100`);
    expect(r.status).toBe(200);
    const ws = r.body.windows as WindowBody[];
    const dates = new Set(ws.map((w) => w.date));
    // printed by both the Gujarati and the Hindi 2025 lists (fixtures): 16, 18, 19, 21, 24, 26 January
    for (const d of ['2025-01-16', '2025-01-18', '2025-01-19', '2025-01-21', '2025-01-24', '2025-01-26'])
      expect({ d, found: dates.has(d) }).toEqual({ d, found: true });
    for (const w of ws) {
      expect(w.start).toMatch(ISO);
      expect(Date.parse(w.end)).toBeGreaterThan(Date.parse(w.start));
      expect(w.rules_passed).toEqual(expect.arrayContaining(['guru_asta', 'shukra_asta', 'kharmas', 'nakshatra']));
    }
    expect(r.body.window_count).toBe(ws.length);
    expect(r.body.school).toBe('drik');
    expect(r.body._meta.methodology.muhurta_school).toBe('drik');
    expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it('GET /muhurta/explain: after Guru rises (2025-07-09), chaturmas (Devshayani 07-06 to Devutthana 11-01) rejects every day first', async () => {
    const r = await get(`/muhurta/explain?${DELHI}&start_date=2025-07-15&days=5&activity=marriage`);
    expect(r.status).toBe(200);
    expect(r.body.days_explained).toHaveLength(5);
    for (const d of r.body.days_explained) {
      expect(d.first_rejecting_rule).toBe('chaturmas');
      expect(d.windows).toEqual([]);
      expect(d.rules.find((v: { rule: string }) => v.rule === 'chaturmas').verdict).toBe('fail');
    }
    const bar = r.body.period_bars.find((b: { kind: string }) => b.kind === 'chaturmas');
    expect(bar.reason).toContain('Devshayani');
  }, 60_000);

  it('GET /muhurta/activity-certification lists every activity with its rules, source and reference status', async () => {
    const r = await get('/muhurta/activity-certification');
    expect(r.status).toBe(200);
    const keys = r.body.activities.map((a: { key: string }) => a.key);
    expect(keys).toEqual(expect.arrayContaining(['marriage', 'griha_pravesh', 'vehicle_purchase', 'mundan']));
    const marriage = r.body.activities.find((a: { key: string }) => a.key === 'marriage');
    expect(marriage.rules.nakshatras.map((n: { name: string }) => n.name)).toEqual([
      'Rohini',
      'Mrigashira',
      'Magha',
      'Uttara Phalguni',
      'Hasta',
      'Swati',
      'Anuradha',
      'Mula',
      'Uttara Ashadha',
      'Uttara Bhadrapada',
      'Revati',
    ]);
    expect(marriage.source).toContain('Muhurta Chintamani');
    expect(r.body.schools).toEqual(['drik', 'muhurta_chintamani']);
  });

  it('GET 422s name the parameter and the rule', async () => {
    for (const [q, loc, type] of [
      [`${DELHI}&start_date=2025-01-01&activity=picnic`, 'activity', 'enum'],
      [`${DELHI}&start_date=2025-01-01&activity=marriage&days=401`, 'days', 'range'],
      [`${DELHI}&start_date=2025-02-30&activity=marriage`, 'start_date', 'format'],
      [`${DELHI}&start_date=2025-01-01&activity=marriage&top_n=0`, 'top_n', 'range'],
      [`${DELHI}&start_date=2025-01-01&activity=marriage&school=x`, 'school', 'enum'],
    ]) {
      const r = await get(`/muhurta/search?${q}`);
      expect({ loc, status: r.status, first: r.body.detail[0] }).toEqual({
        loc,
        status: 422,
        first: expect.objectContaining({ loc: ['query', loc], type }),
      });
    }
  });

  it('POST /muhurat/top10 for a couple: natal Moons echoed; this couple has no common vivah window', async () => {
    const body = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', start_date: '2025-01-14', days: 200 };
    const r = await post('/muhurat/top10', { ...body, activity: 'marriage', bride: BRIDE, groom: GROOM });
    expect(r.status).toBe(200);
    const bride = r.body.persons.find((p: { role: string }) => p.role === 'bride');
    expect(bride.nakshatra.name).toBe('Swati');
    expect(bride.rashi.name).toBe('Tula');
    expect(Math.abs(bride.moon_longitude - 186.96)).toBeLessThan(0.02);
    const groom = r.body.persons.find((p: { role: string }) => p.role === 'groom');
    // the groom's natal Moon (no reference copy for this birth): Revati in Meena, 356.45°
    expect(groom.role).toBe('groom');
    // chandra bala of both (1/3/6/7/10/11 from Tula and from Meena) leaves the Moon in Simha, Dhanu or Meena; their
    // vivah nakshatras are Magha and Mula (Pratyari, the 5th tara, for Swati), Uttara Bhadrapada (Vipat, the 3rd)
    // and Revati (the groom's janma nakshatra): no window can exist
    expect(r.body.windows).toEqual([]);
    expect(r.body.window_count).toBe(0);
  }, 60_000);

  it('POST /muhurat/top10 for one person: at most 10 windows, each with auspicious tara and chandra bala', async () => {
    const body = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', start_date: '2025-01-14', days: 200 };
    const r = await post('/muhurat/top10', { ...body, activity: 'marriage', person: GROOM });
    expect(r.status).toBe(200);
    const [p] = r.body.persons;
    const ws = r.body.windows as WindowBody[];
    expect(ws.length).toBe(10);
    for (const w of ws) {
      expect(w.rules_passed).toEqual(expect.arrayContaining(['tara_bala', 'chandra_bala', 'janma_nakshatra']));
      for (const s of w.states) {
        expect(GOOD_TARAS).toContain(taraOf(p.nakshatra.index, s.nakshatra.index));
        expect([1, 3, 6, 7, 10, 11]).toContain(((s.moonsign.index - p.rashi.index + 12) % 12) + 1);
        expect(s.nakshatra.index).not.toBe(p.nakshatra.index);
      }
    }
    const scores = ws.map((w) => w.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(r.body.explanations.map((d: { date: string }) => d.date))).toEqual(new Set(ws.map((w) => w.date)));
  }, 60_000);

  it('POST /muhurat/electional: 422 without a person, with half a couple, and for a bad birth field', async () => {
    const base = { lat: 28.6139, lng: 77.209, start_date: '2025-01-14', days: 10, activity: 'griha_pravesh' };
    const none = await post('/muhurat/electional', base);
    expect(none.status).toBe(422);
    expect(none.body.detail[0]).toMatchObject({ loc: ['body', 'person'] });
    const half = await post('/muhurat/electional', { ...base, bride: BRIDE });
    expect(half.status).toBe(422);
    expect(half.body.detail[0]).toMatchObject({ loc: ['body', 'groom'] });
    const bad = await post('/muhurat/electional', { ...base, person: { ...GROOM, time: '25:00' } });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['body', 'person', 'time'] });
    const ok = await post('/muhurat/electional', { ...base, person: GROOM, top_n: 3 });
    expect(ok.status).toBe(200);
    expect(ok.body.windows.length).toBeLessThanOrEqual(3);
  }, 60_000);
});
