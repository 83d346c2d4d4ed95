/**
 * The observance engine against Drik Panchang's New Delhi listings (reference data, see
 * /work/shared/reference/README.md): a sample of years (every 10th year 1900–2050 and 2015–2030;
 * the whole range is `npm run golden:festivals`), specific dates, the rule schema, the API.
 * Expected dates are Drik's, read from the reference files (quoted in the assertions below).
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { NotFoundError, resolvePlace } from '@pj/panchang';
import {
  loadRules,
  observancesInRange,
  resolveObservance,
  ruleByKey,
  ruleBySlugOrAlias,
  traditionsCatalog,
  traditionVariants,
  whyNot,
} from '../src/api';
import { evaluateRule } from '../src/evaluate';
import { RuleDef, RuleFileError, validateRules } from '../src/rule-def';
import { buildTimeline } from '../src/timeline';
import { RULE_FILES } from '../src/rules-index';
import { agreement, formatTable, NEW_DELHI, RefRow, yearObservances } from './golden';
import { Observance } from '../src/types';
import { presentInstant } from '../src/present/observance';

const REF = [
  path.resolve(__dirname, '../../../../shared/reference'),
  path.resolve(__dirname, '../../../../../shared/reference'),
].find((d) => fs.existsSync(d));
const lines = (f: string) =>
  zlib
    .gunzipSync(fs.readFileSync(f))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const describeRef = REF ? describe : describe.skip;

describe('rule files', () => {
  it('every rule file is indexed and valid against the schema', () => {
    const dir = path.resolve(__dirname, '../rules');
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    expect(RULE_FILES.map((r) => r.file).sort()).toEqual(files);
    const rules = loadRules();
    expect(rules.length).toBe(files.length);
    for (const r of rules) {
      expect(r.names.hi).toMatch(/\p{Script=Devanagari}/u);
      expect(r.names.ta ?? r.names.te).toMatch(/\p{Script=Tamil}|\p{Script=Telugu}/u);
      expect(r.authority.length).toBeGreaterThan(0);
    }
  });

  it('a bad rule file fails loudly with its name and the violation', () => {
    const good = RULE_FILES.find((r) => r.file === 'diwali.json')!;
    const bad = { ...(good.data as Record<string, unknown>), kaala: 'teatime' };
    expect(() => validateRules([{ file: 'diwali.json', data: bad }])).toThrow(RuleFileError);
    expect(() => validateRules([{ file: 'diwali.json', data: bad }])).toThrow(
      /diwali\.json is invalid: \/kaala must be equal to one of the allowed values/,
    );
    expect(() => validateRules([{ file: 'other.json', data: good.data }])).toThrow(
      /key "diwali" must equal the file name/,
    );
  });

  it('finds rules by key, name, alias and Drik variant name', () => {
    expect(ruleBySlugOrAlias('diwali')?.key).toBe('diwali');
    expect(ruleBySlugOrAlias('Lakshmi Puja')?.key).toBe('diwali');
    expect(ruleBySlugOrAlias('Janmashtami *ISKCON')?.key).toBe('janmashtami');
    expect(ruleBySlugOrAlias('Surya Grahan *Purna')?.key).toBe('surya-grahan-purna');
    expect(ruleBySlugOrAlias('no-such-festival')).toBeUndefined();
  });
});

describeRef('Drik Panchang New Delhi listing', () => {
  let fest: RefRow[];
  beforeAll(() => {
    fest = lines(path.join(REF!, 'festivals/drik-new-delhi-1900-2050.jsonl.gz')).map((r) => ({
      name: String(r.festival),
      date: String(r.date),
      year: Number(r.year),
    }));
  });

  it('every Drik observance name is a rule name or alias', () => {
    const names = [...new Set(fest.map((r) => r.name))];
    expect(names.length).toBe(75);
    expect(names.filter((n) => !ruleBySlugOrAlias(n))).toEqual([]);
  });

  const ours = new Map<number, Observance[]>();
  const sampleYears = () =>
    [...new Set(fest.map((r) => r.year))].filter((y) => y % 10 === 0 || (y >= 2015 && y <= 2030));
  const oursFor = () => {
    if (ours.size === 0) for (const y of sampleYears()) ours.set(y, yearObservances(y));
    return ours;
  };

  it('agrees with Drik on ≥ 98.5 % of the dates of a sample of years (every 10th year and 2015–2030)', () => {
    const { rows, misses } = agreement(fest, oursFor());
    const compared = rows.reduce((a, r) => a + r.compared, 0);
    const matches = rows.reduce((a, r) => a + r.matches, 0);
    // printed so the run shows the table and each miss with its evidence
    console.log(
      `${formatTable(rows)}\n\n${misses.map((m) => `- ${m.name} ${m.year}: Drik ${m.drik}, ours ${m.ours.join(', ')} — ${m.evidence}`).join('\n')}`,
    );
    expect(compared).toBeGreaterThan(1800);
    expect(matches / compared).toBeGreaterThanOrEqual(0.985);
  }, 120_000);

  it("agrees with the month grids' vrat events (Pradosh, Sankashti, Purnima/Amavasya…) on ≥ 99 % of the sample years", () => {
    const years = new Set(sampleYears());
    const GRID = /Pradosh Vrat$|Sankashti$|^Sakat Chauth$|Purnima$|Amavasya$|^Vat Purnima Vrat$/;
    const grid: RefRow[] = [];
    const decades = new Set([...years].map((y) => `${Math.floor(y / 10) * 10}s`));
    for (const dec of decades) {
      const f = path.join(REF!, `drik-grid/new-delhi-${dec}.jsonl.gz`);
      if (!fs.existsSync(f)) continue;
      for (const r of lines(f)) {
        const y = Number(String(r.date).slice(0, 4));
        if (!years.has(y)) continue;
        for (const e of (r.events as string[] | undefined) ?? [])
          if (GRID.test(e)) grid.push({ name: e, date: String(r.date), year: y });
      }
    }
    const { rows } = agreement(grid, oursFor());
    const compared = rows.reduce((a, r) => a + r.compared, 0);
    const matches = rows.reduce((a, r) => a + r.matches, 0);
    console.log(formatTable(rows));
    expect(compared).toBeGreaterThan(2000);
    expect(matches / compared).toBeGreaterThanOrEqual(0.99);
  }, 120_000);
});

describeRef(
  'solar month starts (Drik Tamil/Bengali/Malayalam/Odia month pages, misc/solar_calendar_dates.json)',
  () => {
    it('the regional sankranti day rules reproduce every listed month start', () => {
      const rows = (
        JSON.parse(fs.readFileSync(path.join(REF!, 'misc/solar_calendar_dates.json'), 'utf8')) as Record<
          string,
          unknown
        >[]
      ).filter((r) => r.kind === 'month start');
      const RULE: Record<string, { key: string; first: number }> = {
        tamil: { key: 'puthandu', first: 0 },
        bengali: { key: 'pohela-boishakh', first: 0 },
        odia: { key: 'pana-sankranti', first: 0 },
        malayalam: { key: 'vishu', first: 4 }, // Malayalam month 1 = Chingam (Simha)
      };
      const byYear = new Map<number, Record<string, unknown>[]>();
      for (const r of rows)
        byYear.set(Number(String(r.date).slice(0, 4)), [...(byYear.get(Number(String(r.date).slice(0, 4))) ?? []), r]);
      const { place, zone } = resolvePlace(NEW_DELHI);
      const wrong: string[] = [];
      for (const [y, list] of byYear) {
        const tl = buildTimeline({ place, zone, fromDate: `${y - 1}-12-20`, days: 380, moonrise: false });
        for (const r of list) {
          const base = ruleByKey(RULE[String(r.calendar)].key)!;
          const anga = base.anga as Extract<RuleDef['anga'], { type: 'sankranti' }>;
          const sign = (RULE[String(r.calendar)].first + Number(r.solar_month_index) - 1) % 12;
          const dates = evaluateRule(
            { tl, from: `${y}-01-01`, to: `${y + 1}-01-01` },
            { ...base, anga: { ...anga, sign } },
            null,
          ).map((o) => o.date);
          if (!dates.includes(String(r.date)))
            wrong.push(`${r.calendar} ${r.solar_month} ${r.date}: ours ${dates.join(',')}`);
        }
      }
      expect(rows.length).toBeGreaterThan(100);
      // one known disagreement: Bengali Joishtho (Jyeshtha) 2025 (Vrishabha sankranti 2025-05-15 00:20 IST; Drik starts
      // the month that day)
      expect(wrong).toEqual(['bengali Joishtho 2025-05-15: ours 2025-05-16']);
    }, 60_000);
  },
);

describeRef(
  'Calgary and New Delhi 2026 (festivals/repo_fixtures.json: Drik dates as recorded by another project, secondhand)',
  () => {
    it('reproduces every recorded date at both places', () => {
      const rows = JSON.parse(fs.readFileSync(path.join(REF!, 'festivals/repo_fixtures.json'), 'utf8')) as {
        festival: string;
        date: string;
        year: number;
        lat: number;
        lng: number;
        tz: string;
        place: string;
        tradition?: string;
      }[];
      // that project's "bhai-dooj" is the Kartika one (2026-11-10/11); Drik's own "Bhai Dooj" is the Holi one, so it
      // maps to bhaiya-dooj
      const SLUG: Record<string, string> = { 'bhai-dooj': 'bhaiya-dooj' };
      const wrong: string[] = [];
      const perPlace = new Map<string, Observance[]>();
      for (const r of rows) {
        const slug = SLUG[r.festival] ?? r.festival;
        const tradition = /iskcon|vaishnava/i.test(r.tradition ?? '') ? 'iskcon' : null;
        const key = `${r.place}:${r.year}`;
        if (!perPlace.has(key)) perPlace.set(key, yearObservances(r.year, { lat: r.lat, lng: r.lng, tz: r.tz }));
        const rule = ruleBySlugOrAlias(slug);
        const dates = perPlace
          .get(key)!
          .filter((o) => o.ruleKey === rule?.key && o.tradition === tradition && o.region === null)
          .map((o) => o.date);
        if (!dates.includes(r.date)) wrong.push(`${r.place} ${r.festival} ${r.date}: ours ${dates.join(',')}`);
      }
      expect(rows.filter((r) => r.place.startsWith('Calgary')).length).toBeGreaterThan(20);
      expect(wrong).toEqual([]);
    }, 60_000);
  },
);

describe('specific dates (Drik, New Delhi; values from the reference listing)', () => {
  const dateOf = (slug: string, year: number, tradition?: 'smarta' | 'iskcon') =>
    resolveObservance({ ...NEW_DELHI, slug, year, tradition }).observances.map((o) => o.date);
  it.each([
    ['diwali', 2024, '2024-11-01'], // Amavasya covers pradosha on both days, ≥ 1 ghati on the second
    ['diwali', 2026, '2026-11-08'],
    ['holika-dahan', 2023, '2023-03-07'], // Bhadra over the first night; Purnima lasts 3½ praharas on the 7th
    ['makara-sankranti', 2024, '2024-01-15'], // sankranti after sunset on the 14th: punya kala next day
    ['raksha-bandhan', 2024, '2024-08-19'],
    ['ganesh-chaturthi', 2024, '2024-09-07'],
    ['karwa-chauth', 2024, '2024-10-20'],
    ['maha-shivaratri', 2024, '2024-03-08'],
    ['dussehra', 2019, '2019-10-08'], // Shravana at aparahna on the second day
    ['ganga-dussehra', 2023, '2023-05-30'],
    ['surya-grahan-purna', 2024, '2024-04-08'],
  ])('%s %i is %s', (slug, year, date) => {
    expect(dateOf(slug as string, year as number)).toEqual([date]);
  });

  it('Janmashtami 2025: Smarta 2025-08-15, ISKCON 2025-08-16 (both listed by Drik)', () => {
    expect(dateOf('janmashtami', 2025, 'smarta')).toEqual(['2025-08-15']);
    expect(dateOf('janmashtami', 2025, 'iskcon')).toEqual(['2025-08-16']);
    const v = traditionVariants('janmashtami', 2025, NEW_DELHI);
    const by = Object.fromEntries(v.variants.map((x) => [x.name, x.observances.map((o) => o.date)]));
    expect(by).toMatchObject({
      'Krishna Janmashtami': ['2025-08-15'],
      'Janmashtami *Smarta': ['2025-08-15'],
      'Janmashtami *ISKCON': ['2025-08-16'],
    });
  });
});

describe('region overrides', () => {
  it('Deepavali in Tamil Nadu is Naraka Chaturdashi (Drik New Delhi grid 2024: Narak Chaturdashi 2024-10-31, Diwali 2024-11-01)', () => {
    const v = traditionVariants('diwali', 2024, NEW_DELHI);
    const by = Object.fromEntries(
      v.variants.map((x) => [`${x.name}/${x.region ?? '-'}`, x.observances.map((o) => o.date)]),
    );
    expect(by['Diwali/-']).toEqual(['2024-11-01']);
    expect(by['Deepavali/tamil']).toEqual(['2024-10-31']);
    expect(
      resolveObservance({ ...NEW_DELHI, slug: 'diwali', year: 2024, region: 'tamil' }).observances.map((o) => [
        o.name,
        o.date,
      ]),
    ).toEqual([['Deepavali', '2024-10-31']]);
  });
  it('Vat Savitri (Jyeshtha Amavasya, North) and Vat Purnima (Jyeshtha Purnima) 2024: Drik grid 2024-06-06 and 2024-06-21', () => {
    expect(
      resolveObservance({ ...NEW_DELHI, slug: 'vat-savitri-vrat', year: 2024 }).observances.map((o) => o.date),
    ).toEqual(['2024-06-06']);
    expect(
      resolveObservance({ ...NEW_DELHI, slug: 'vat-purnima-vrat', year: 2024 }).observances.map((o) => o.date),
    ).toEqual(['2024-06-21']);
  });
});

describe('evidence and API', () => {
  it('Diwali 2024: both candidate days touch pradosha; the second is chosen (paraviddha) with its muhurta', () => {
    const [o] = resolveObservance({ ...NEW_DELHI, slug: 'diwali', year: 2024 }).observances;
    expect(o.date).toBe('2024-11-01');
    const [c1, c2] = o.evidence.candidates;
    expect([c1.date, c2.date]).toEqual(['2024-10-31', '2024-11-01']);
    expect(c1.touchesKaala && c2.touchesKaala).toBe(true);
    expect(c1.overlapS).toBeGreaterThan(c2.overlapS);
    // Amavasya ends 2024-11-01 18:16 (Drik prints 06:16 PM); pradosha begins at sunset 17:36
    expect(presentInstant(o.evidence.candidates[1].anga!.endJdUt, NEW_DELHI.tz).slice(0, 16)).toBe('2024-11-01T18:16');
    expect(c2.overlapS).toBeGreaterThan(35 * 60);
    expect(c2.overlapS).toBeLessThan(42 * 60);
    expect(o.evidence.tieBreak).toBe('paraviddha');
    // the Lakshmi puja window opens at sunset: Drik prints 17:36 (minutes rounded, ±30 s)
    expect(
      Math.abs(
        Date.parse(presentInstant(o.muhurta!.startJdUt, NEW_DELHI.tz)) - Date.parse('2024-11-01T17:36:00+05:30'),
      ),
    ).toBeLessThanOrEqual(60_000);
  });

  it('why-not 2024-10-31 for Diwali names the rule that moved it', () => {
    const w = whyNot('diwali', '2024-10-31', 2024, NEW_DELHI);
    expect(w.isObservanceDate).toBe(false);
    expect(w.observedOn).toEqual(['2024-11-01']);
    expect(w.targetDay.candidate).toBe(true);
    expect(w.explanation).toMatch(/paraviddha/);
  });

  it('Ekadashi names resolve through the Ekadashi module (range, year, why-not)', () => {
    const r = observancesInRange({ ...NEW_DELHI, fromDate: '2024-01-01', days: 366, only: ['mokshada-ekadashi'] });
    expect(r.observances.length).toBeGreaterThanOrEqual(1);
    expect(r.observances.every((o) => o.ruleKey === 'ekadashi' && o.slug.endsWith('mokshada-ekadashi'))).toBe(true);
    const y = resolveObservance({ ...NEW_DELHI, slug: 'mokshada-ekadashi', year: 2024 });
    expect(y.observances.map((o) => o.date)).toEqual(r.observances.map((o) => o.date));
    const w = whyNot('mokshada-ekadashi', '2024-12-10', 2024, NEW_DELHI);
    expect(w.ruleKey).toBe('ekadashi');
    expect(w.observedOn).toEqual(y.observances.map((o) => o.date));
  });

  it('unknown slugs are not found; bad ranges are 422-style input errors', () => {
    expect(() => resolveObservance({ ...NEW_DELHI, slug: 'no-such-festival', year: 2024 })).toThrow(NotFoundError);
    expect(() => observancesInRange({ ...NEW_DELHI, fromDate: '2024-13-01', days: 10 })).toThrow(/from_date/);
    expect(() => observancesInRange({ ...NEW_DELHI, fromDate: '2024-01-01', days: 5000 })).toThrow(
      /days must be an integer 1–800/,
    );
  });

  it('a year of every observance at one place in one pass, sorted, including Ekadashis', () => {
    const t = Date.now();
    const r = observancesInRange({ ...NEW_DELHI, fromDate: '2024-01-01', days: 366 });
    const ms = Date.now() - t;
    console.log(`one year, all observances: ${ms} ms, ${r.observances.length} observances`);
    const dates = r.observances.map((o) => o.date);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0] >= '2024-01-01' && dates[dates.length - 1] <= '2024-12-31').toBe(true);
    expect(r.observances.filter((o) => o.ruleKey === 'diwali').map((o) => o.date)).toEqual(['2024-11-01']);
    expect(r.observances.filter((o) => o.kind === 'ekadashi').length).toBeGreaterThanOrEqual(24);
    expect(r.observances.filter((o) => o.kind === 'sankranti').length).toBe(12);
    // target 300 ms (scripts/golden-festivals.js measures it); generous under shared-CPU jest
    expect(ms).toBeLessThan(1500);
  });

  it('traditions catalog lists the overrides', () => {
    const c = traditionsCatalog();
    expect(c.traditions.find((t) => t.key === 'iskcon')!.rulesWithOverride).toEqual(
      expect.arrayContaining(['janmashtami', 'rama-navami']),
    );
  });
});
