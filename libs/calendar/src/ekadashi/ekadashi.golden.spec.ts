/**
 * Ekadashi golden tests against independent references (test/fixtures/golden/ekadashi/README.md):
 * - Drik Panchang's New Delhi list 1900–2050 (Smarta, Gauna, Vaishnava; names): a sample of
 *   years here (every 5th year and 2015–2030); every year in scripts/golden-ekadashi.js;
 * - Ekadashi parana windows quoted from Drik (secondary_vrats.json; repo_fixtures.json notes);
 * - the Madhva (Tatvavadi) tables 2017–2020 for three cities; all 37 in the script;
 * - repo_fixtures.json (2026 New Delhi and Calgary lists, Puttige matha 2020–21 Udupi).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { jdUtOfLocalIso } from '@pj/ephemeris';
import { ekadashisInRange, EkadashiObservance, paranaPacket, presentInstant } from '@pj/calendar';
import { atiriktaKindOf, readJsonLinesGz } from '../../test/ekadashi-golden';

const DIR = path.resolve(__dirname, '../../../../test/fixtures/golden/ekadashi');
const jsonl = <T>(f: string) => readJsonLinesGz<T>(DIR, f);
const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };
/** Seconds between our instant and a printed local minute (`YYYY-MM-DDTHH:MM`) at the same offset. */
/** /vrat/parana's body (the local times the references print). */
const paranaFor = (q: Omit<Parameters<typeof paranaPacket>[0], 'tradition'>) =>
  paranaPacket({ ...q, tradition: null }).body;
const secondsFrom = (ours: string, printedLocal: string) =>
  (jdUtOfLocalIso(ours) - jdUtOfLocalIso(`${printedLocal}:00${ours.slice(19)}`)) * 86_400;

interface DrikRow {
  date: string;
  ekadashi: string;
  observance: 'smarta' | 'gauna' | 'vaishnava';
  tithi_at_sunrise: number;
}

describe('Ekadashi vs Drik Panchang, New Delhi (sample of years)', () => {
  const rows: DrikRow[] = jsonl('drik-new-delhi-1900-2050.jsonl.gz');
  const years = new Set<string>();
  for (let y = 1900; y <= 2050; y += 5) years.add(String(y));
  for (let y = 2015; y <= 2030; y++) years.add(String(y));
  const sample = rows.filter((r) => years.has(r.date.slice(0, 4)));
  const ours = new Map<string, EkadashiObservance>();
  beforeAll(() => {
    for (const y of [...years].sort()) {
      if (!sample.some((r) => r.date.startsWith(y))) continue; // year held back by the reference
      const days = (Date.UTC(+y + 1, 0, 1) - Date.UTC(+y, 0, 1)) / 86_400_000;
      for (const o of ekadashisInRange({ ...DELHI, fromDate: `${y}-01-01`, days }))
        ours.set(`${o.date}|${o.ekadashi.observance}|${o.name}`, o);
    }
  });

  it('reproduces every sampled Drik row (Smarta, Gauna, Vaishnava, names)', () => {
    const per: Record<string, [number, number]> = {};
    const misses: string[] = [];
    for (const r of sample) {
      const hit = ours.has(`${r.date}|${r.observance}|${r.ekadashi}`);
      const p = (per[r.observance] ??= [0, 0]);
      p[1]++;
      if (hit) p[0]++;
      else misses.push(`${r.date} ${r.observance} ${r.ekadashi}`);
    }
    // printed so a regression shows which rows moved
    console.log(
      `Ekadashi sample (${sample.length} rows):`,
      Object.entries(per)
        .map(([k, [a, n]]) => `${k} ${a}/${n}`)
        .join(', '),
      misses.length ? `misses: ${misses.join('; ')}` : '',
    );
    expect(per.smarta[1]).toBe(983);
    expect(per.gauna[1]).toBe(96);
    expect(per.vaishnava[1]).toBe(154);
    // the full 1900–2050 run has 2 misses, not in this sample (1982-03-06: Dwadashi ends 19 s before sunrise;
    // 2039-08-01: Ekadashi begins 9 s before sunrise)
    expect(misses).toEqual([]);
  });

  it('lists nothing Drik does not, except the Smarta Devutthana rows its grid omits', () => {
    const refKeys = new Set(sample.map((r) => `${r.date}|${r.observance}|${r.ekadashi}`));
    const extra = [...ours.keys()].filter(
      (k) => years.has(k.slice(0, 4)) && !refKeys.has(k) && !k.includes('|smarta|Devutthana'),
    );
    expect(extra).toEqual([]);
  });

  // one row per rule, from the reference (the date, observance and name as Drik prints them)
  it.each([
    ['2024-03-06', 'smarta', 'Vijaya Ekadashi', 'single'],
    ['2024-03-07', 'vaishnava', 'Vaishnava Vijaya Ekadashi', 'single'], // Dashami at arunodaya of 03-06
    ['2016-01-06', 'vaishnava', 'Vaishnava Saphala Ekadashi', 'vyanjuli'], // Dwadashi at two sunrises
    ['2015-03-16', 'smarta', 'Papamochani Ekadashi', 'kshaya'],
    ['2015-03-17', 'gauna', 'Gauna Papamochani Ekadashi', 'kshaya'],
    ['2015-10-23', 'smarta', 'Papankusha Ekadashi', 'dwadashi_kshaya'], // Dwadashi touches no sunrise
    ['2015-10-24', 'vaishnava', 'Vaishnava Papankusha Ekadashi', 'dwadashi_kshaya'],
    ['2024-06-18', 'smarta', 'Nirjala Ekadashi', 'vriddhi_dwadashi_vriddhi'],
    ['2026-05-27', 'smarta', 'Padmini Ekadashi', 'vriddhi_dwadashi_vriddhi'], // adhika Jyeshtha
    ['2023-08-12', 'smarta', 'Parama Ekadashi', 'vriddhi_dwadashi_vriddhi'], // adhika Shravana
  ])('%s %s %s (%s)', (date, observance, name, kase) => {
    expect(sample.some((r) => r.date === date && r.observance === observance && r.ekadashi === name)).toBe(true);
    const o = ours.get(`${date}|${observance}|${name}`);
    expect(o).toBeDefined();
    expect(o!.ekadashi.case).toBe(kase);
    expect(o!.evidence.decidedBy.length).toBeGreaterThan(20);
  });

  it('does not call 2015-06-12 dashami-viddha: Ekadashi begins 90.5 min before sunrise, arunodaya is 80.5 min (4 of 30 night ghatikas)', () => {
    // Drik lists no Vaishnava Yogini Ekadashi on 2015-06-13; a fixed 96-min arunodaya would
    expect(sample.some((r) => r.date === '2015-06-13' && r.observance === 'vaishnava')).toBe(false);
    const o = ours.get('2015-06-12|smarta|Yogini Ekadashi')!;
    const day = o.evidence.candidates.find((c) => c.date === '2015-06-12')!;
    expect(day.atSunrise).toBe(true);
    expect(ours.has('2015-06-13|vaishnava|Vaishnava Yogini Ekadashi')).toBe(false);
  });
});

describe('Ekadashi parana vs windows quoted from Drik Panchang (New Delhi)', () => {
  const quoted = JSON.parse(fs.readFileSync(path.join(DIR, 'secondary_vrats.json'), 'utf8')) as {
    vrat: string;
    fast_date: string;
    parana_date: string;
    drik_attribution: string;
    parana: { start: string; end: string };
    ekadashi_ends: { local: string };
    dwadashi_ends?: { local: string };
  }[];

  it('Saphala Ekadashi 2024 (explicitly Drik): fast, parana 07:12–09:16 within 60 s, Ekadashi and Dwadashi ends within 60 s', () => {
    const q = quoted.find((r) => r.vrat === 'Saphala Ekadashi' && r.fast_date === '2024-12-26')!;
    expect(q.drik_attribution).toMatch(/explicit/);
    const r = paranaFor({ vrat: 'saphala-ekadashi', fromDate: '2024-12-20', ...DELHI });
    if (!r.available) throw new Error(r.reason);
    expect(r.fast_date).toBe(q.fast_date);
    expect(r.parana.date).toBe(q.parana_date);
    expect(Math.abs(secondsFrom(r.parana.start, q.parana.start))).toBeLessThanOrEqual(60);
    expect(Math.abs(secondsFrom(r.parana.end, q.parana.end))).toBeLessThanOrEqual(60);
    expect(Math.abs(secondsFrom(r.ekadashi.tithi.ekadashi.end, q.ekadashi_ends.local))).toBeLessThanOrEqual(60);
    expect(Math.abs(secondsFrom(r.dwadashi_end, q.dwadashi_ends!.local))).toBeLessThanOrEqual(60);
  });

  it('Jaya Ekadashi 2021 (Drik-style article): parana end 09:08 within 60 s; its start 06:50 is 82 s before our sunrise (known, see README)', () => {
    const q = quoted.find((r) => r.vrat === 'Jaya Ekadashi')!;
    const r = paranaFor({ vrat: 'jaya-ekadashi', fromDate: '2021-02-20', ...DELHI });
    if (!r.available) throw new Error(r.reason);
    expect(r.fast_date).toBe(q.fast_date);
    expect(r.parana.date).toBe(q.parana_date);
    expect(Math.abs(secondsFrom(r.parana.end, q.parana.end))).toBeLessThanOrEqual(60);
    expect(Math.abs(secondsFrom(r.ekadashi.tithi.ekadashi.end, q.ekadashi_ends.local))).toBeLessThanOrEqual(60);
    const d = secondsFrom(r.parana.start, q.parana.start);
    expect(d).toBeGreaterThan(60);
    expect(d).toBeLessThanOrEqual(90);
    expect(r.rule).toBe('pratahkala'); // the window opens at sunrise
  });

  it('Nirjala Ekadashi 2026 (Drik quoted in a repo row note): fast date and Ekadashi 24 Jun 18:12 → 25 Jun 20:09 within 60 s', () => {
    const r = paranaFor({ vrat: 'nirjala-ekadashi', fromDate: '2026-06-01', ...DELHI });
    if (!r.available) throw new Error(r.reason);
    expect(r.fast_date).toBe('2026-06-25');
    expect(Math.abs(secondsFrom(r.ekadashi.tithi.ekadashi.start, '2026-06-24T18:12'))).toBeLessThanOrEqual(60);
    expect(Math.abs(secondsFrom(r.ekadashi.tithi.ekadashi.end, '2026-06-25T20:09'))).toBeLessThanOrEqual(60);
    // The note's parana "06:00–08:39" is not used: it fits neither Drik's stated rule (from sunrise,
    // after Hari Vasara, within pratahkala) nor its explicitly attributed 2024 window above: sunrise
    // is 05:25, Hari Vasara ends 02:42 and pratahkala 08:13 that day (README, known disagreements).
    expect(r.parana.date).toBe('2026-06-26');
  });
});

describe('Madhva (Tatvavadi tables 2017–2020)', () => {
  const rows = jsonl('tatvavadi-madhva.jsonl.gz') as {
    place: string;
    lat: number;
    lng: number;
    tz: string;
    ekadashi_date: string;
    atirikta: string | null;
    parana: { date: string; type: string; start?: string | null; end?: string | null };
  }[];
  it.each(['Udupi', 'Vienna', 'Fredericton'])('%s: fast dates, atirikta days and parana dates', (place) => {
    const mine = rows.filter((r) => r.place === place);
    const { lat, lng, tz } = mine[0];
    const obs = ekadashisInRange({ lat, lng, tz, fromDate: '2017-11-01', days: 860, tradition: 'madhva' });
    let dates = 0;
    let parana = 0;
    let extra = 0;
    for (const r of mine) {
      const o = obs.find((x) => x.date === r.ekadashi_date);
      if (!o) continue;
      dates++;
      if (o.ekadashi.parana.date === r.parana.date) parana++;
      if ((o.ekadashi.madhva?.extraFast?.kind ?? null) === atiriktaKindOf(r.atirikta)) extra++;
    }
    console.log(
      `Madhva ${place}: dates ${dates}/${mine.length}, parana dates ${parana}/${dates}, atirikta ${extra}/${dates}`,
    );
    // measured: Udupi 57/57, Vienna 56/57 (2018-08-08), Fredericton 55/57 (2018-06-10, 2019-01-30)
    expect(dates).toBeGreaterThanOrEqual(mine.length - 2);
    expect(parana).toBe(dates);
    expect(extra).toBe(dates);
  });

  it('Udupi 2018-03-13 Papamochani: Shravana Dwadashi, parana 2018-03-15; Fredericton 2018-02-10 Vijaya: atirikta Ekadashi', () => {
    const u = ekadashisInRange({
      lat: 13.340833,
      lng: 74.751667,
      tz: 'Asia/Kolkata',
      fromDate: '2018-03-10',
      days: 10,
      tradition: 'madhva',
    }).find((o) => o.date === '2018-03-13')!;
    expect(u.ekadashi.madhva?.extraFast).toMatchObject({ date: '2018-03-14', kind: 'shravana_dwadashi' });
    expect(u.ekadashi.parana.date).toBe('2018-03-15');
    const f = ekadashisInRange({
      lat: 45.95,
      lng: -66.633333,
      tz: 'America/Moncton',
      fromDate: '2018-02-05',
      days: 10,
      tradition: 'madhva',
    }).find((o) => o.date === '2018-02-10')!;
    expect(f.ekadashi.madhva?.extraFast).toMatchObject({ date: '2018-02-11', kind: 'atirikta_ekadashi' });
    expect(f.ekadashi.parana.date).toBe('2018-02-12');
  });

  it('printed parana limits: "<" = end of Dwadashi within the printed (truncated) minute', () => {
    // Udupi 2019-02-16: parana "<8:10" on 2019-02-17
    const o = ekadashisInRange({
      lat: 13.340833,
      lng: 74.751667,
      tz: 'Asia/Kolkata',
      fromDate: '2019-02-14',
      days: 5,
      tradition: 'madhva',
    }).find((x) => x.date === '2019-02-16')!;
    expect(o.ekadashi.madhva?.paranaPrinted).toBe('before');
    const d = secondsFrom(presentInstant(o.ekadashi.parana.endJdUt, 'Asia/Kolkata'), '2019-02-17T08:10');
    expect(d).toBeGreaterThanOrEqual(0);
    expect(d).toBeLessThan(60);
  });
});

describe('repo_fixtures.json (mixed authorities)', () => {
  const rows = JSON.parse(fs.readFileSync(path.join(DIR, 'repo_fixtures.json'), 'utf8')) as {
    authority: string;
    lat: number;
    lng: number;
    tz: string;
    date: string;
    ekadashi: string;
  }[];
  it('every row: Drik-derived rows (New Delhi, Calgary 2026) with the default listing, Puttige matha (Udupi 2020–21) with Madhva', () => {
    const cache = new Map<string, EkadashiObservance[]>();
    const misses: string[] = [];
    for (const r of rows) {
      const madhva = /matha|madhva/i.test(r.authority);
      const k = `${r.lat}|${r.lng}|${madhva}|${r.date.slice(0, 4)}`;
      if (!cache.has(k))
        cache.set(
          k,
          ekadashisInRange({
            lat: r.lat,
            lng: r.lng,
            tz: r.tz,
            fromDate: `${r.date.slice(0, 4)}-01-01`,
            days: 366,
            tradition: madhva ? 'madhva' : undefined,
          }),
        );
      const hit = cache
        .get(k)!
        .some((o) => o.date === r.date && o.ekadashi.observance === (madhva ? 'madhva' : 'smarta'));
      if (!hit) misses.push(`${r.date} ${r.ekadashi} (${r.authority})`);
    }
    expect(rows.length).toBe(54);
    expect(misses).toEqual([]);
  });
});
