/**
 * The festival and calendar family's published response schemas describe the bodies it computes:
 * every JSON route's body, computed by the family's presenter (libs/calendar/src/present) over
 * places (New Delhi, New York on its DST changes, Tromsø in polar day and night, McMurdo, Apia
 * across the date it skipped), the year bounds, every tradition and region, and each kind of rule
 * (tithi, nakshatra, sankranti, eclipse, jayanti, new year, Ekadashi), validates against
 * `bodySchemaOf(route)`; the iCalendar routes are published as media; bodies with an undeclared
 * field or an instant without its offset are refused.
 */
import type { ObservanceRangeRequest, ObservanceYearRequest } from '@pj/contracts';
import {
  PARANA_VRATS,
  REGION_KEYS,
  TRADITION_KEYS,
  comparePacket,
  debatePacket,
  explainPacket,
  festivalPacket,
  newYearPacket,
  paranaPacket,
  provenancePacket,
  rangePacket,
  ratificationsPacket,
  schemaPacket,
  templePacket,
  traditionsPacket,
  whyNotPacket,
} from '@pj/calendar';
import { feedPacket } from '../../calendar-svc/feeds/feed-packets';
import { responseContentOf } from './response-schemas';
import { ajv, APIA, DELHI, MCMURDO, NEW_YORK, TROMSO, validatorOf } from '../../../test/support/response-schema';

const RESOLVED = { lat: 13.0878, lng: 80.2785, tz: null };

/** Labels of the bodies that do not validate, with Ajv's reasons. */
function failuresOf(route: string, bodies: readonly [string, object][]): string[] {
  const validate = validatorOf(route);
  return bodies.filter(([, body]) => !validate(body)).map(([label]) => `${label}: ${ajv.errorsText(validate.errors)}`);
}

const range = (over: Partial<ObservanceRangeRequest>): ObservanceRangeRequest => ({
  ...DELHI,
  fromDate: '2024-01-01',
  days: 30,
  anchorDate: null,
  only: null,
  includeAliases: false,
  tradition: null,
  region: null,
  kinds: null,
  maxPerRule: null,
  includeTop: false,
  ...over,
});
const year = (slug: string, over: Partial<ObservanceYearRequest> = {}): ObservanceYearRequest => ({
  ...DELHI,
  slug,
  year: 2024,
  tradition: null,
  ...over,
});

/** One rule of each kind and anga type, and Ekadashis by every form of slug. */
const SLUGS = [
  'diwali',
  'janmashtami',
  'saraswati-puja',
  'makara-sankranti',
  'chandra-grahan-purna',
  'buddha-purnima',
  'gudi-padwa',
  'ekadashi',
  'amavasya',
  'mokshada-ekadashi',
  'vaishnava-mokshada-ekadashi',
];

describe('festival and calendar response schemas', () => {
  it('/panchang/festivals and /panchang/vrats: places, DST, polar, date line, every tradition and region', () => {
    const bodies: [string, object][] = [
      ['delhi year', rangePacket(range({ days: 366 })).body],
      ['new york dst start', rangePacket(range({ ...NEW_YORK, fromDate: '2024-03-01', days: 20 })).body],
      ['new york dst end', rangePacket(range({ ...NEW_YORK, fromDate: '2024-10-25', days: 20 })).body],
      ['tromso polar day', rangePacket(range({ ...TROMSO, fromDate: '2024-06-01', days: 40 })).body],
      ['tromso polar night', rangePacket(range({ ...TROMSO, fromDate: '2024-12-01', days: 40 })).body],
      ['mcmurdo', rangePacket(range({ ...MCMURDO, fromDate: '2024-12-01', days: 31 })).body],
      ['apia skipped date', rangePacket(range({ ...APIA, fromDate: '2011-12-20', days: 20 })).body],
      ['zone resolved', rangePacket(range({ ...RESOLVED, fromDate: '2024-10-20', days: 20 })).body],
      ['range start', rangePacket(range({ fromDate: '1901-01-01', days: 40 })).body],
      ['range end', rangePacket(range({ fromDate: '2099-11-22', days: 400 })).body],
      ['aliases, anchor', rangePacket(range({ includeAliases: true, anchorDate: '2024-01-20' })).body],
      ['only', rangePacket(range({ only: ['diwali', 'mokshada-ekadashi'], days: 366 })).body],
      ['nothing in range', rangePacket(range({ only: ['diwali'], days: 10 })).body],
      [
        'vrats, top, cap',
        rangePacket(range({ kinds: ['vrat', 'ekadashi'], maxPerRule: 1, includeTop: true, days: 60 })).body,
      ],
      ...TRADITION_KEYS.map((tradition): [string, object] => [
        `tradition ${tradition}`,
        rangePacket(range({ tradition, fromDate: '2024-08-20', days: 20 })).body,
      ]),
      ...REGION_KEYS.map((region): [string, object] => [
        `region ${region}`,
        rangePacket(range({ region, fromDate: '2024-04-01', days: 20 })).body,
      ]),
    ];
    expect(failuresOf('/panchang/festivals', bodies)).toEqual([]);
    expect(failuresOf('/panchang/vrats', bodies)).toEqual([]);
  }, 300_000);

  it('the year routes: festival, explain, debate, temple, schema.org for each kind of rule and Ekadashi', () => {
    const cases: [string, ObservanceYearRequest][] = [
      ...SLUGS.map((slug): [string, ObservanceYearRequest] => [slug, year(slug)]),
      ['diwali tromso', year('diwali', { ...TROMSO, year: 2024 })],
      ['janmashtami iskcon new york', year('janmashtami', { ...NEW_YORK, tradition: 'iskcon' })],
      ['ekadashi madhva mcmurdo', year('ekadashi', { ...MCMURDO, tradition: 'madhva' })],
      ['holi 1901', year('holi', { year: 1901 })],
      ['makara-sankranti 2099', year('makara-sankranti', { year: 2099 })],
    ];
    const routes: [string, (q: ObservanceYearRequest) => object][] = [
      ['/panchang/festival/{rule_key}', (q) => festivalPacket(q).body],
      ['/festival/observance/explain', (q) => explainPacket(q).body],
      ['/festival/debate/{slug}', (q) => debatePacket(q).body],
      ['/temple-observance/{festival}', (q) => templePacket(q).body],
      ['/schema/festival/{slug}', (q) => schemaPacket(q).body],
    ];
    // every case through /panchang/festival, and through one of the other four in turn (each sees rules and Ekadashis)
    const failures = cases.flatMap(([label, q], i) =>
      [routes[0], routes[1 + (i % 4)]].flatMap(([route, body]) =>
        failuresOf(route, [[label, body(q)]]).map((f) => `${route} ${f}`),
      ),
    );
    expect(failures).toEqual([]);
    expect(failuresOf('/panchang/diwali', [['delhi', festivalPacket(year('diwali')).body]])).toEqual([]);
  }, 300_000);

  it('a year without an occurrence is available: false in the declared shape', () => {
    // no total lunar eclipse in 2024 (NASA five-millennium canon: penumbral 03-25, partial 09-18)
    const q = year('chandra-grahan-purna');
    const festival = festivalPacket(q).body;
    expect(festival.available).toBe(false);
    expect(failuresOf('/panchang/festival/{rule_key}', [['festival', festival]])).toEqual([]);
    expect(failuresOf('/schema/festival/{slug}', [['schema', schemaPacket(q).body]])).toEqual([]);
    expect(failuresOf('/festival/observance/explain', [['explain', explainPacket(q).body]])).toEqual([]);
    expect(failuresOf('/temple-observance/{festival}', [['temple', templePacket(q).body]])).toEqual([]);
  }, 120_000);

  it('compare, locality shift and why-not', () => {
    const compare = (slug: string, a: typeof DELHI, b: typeof DELHI) =>
      comparePacket({ ...year(slug, a), compareLat: b.lat, compareLng: b.lng, compareTz: b.tz }).body;
    const pairs: [string, object][] = [
      ['diwali delhi/new york', compare('diwali', DELHI, NEW_YORK)],
      ['ekadashi delhi/apia', compare('ekadashi', DELHI, APIA)],
      ['makara-sankranti delhi/tromso', compare('makara-sankranti', DELHI, TROMSO)],
      ['gudi-padwa tromso/mcmurdo', compare('gudi-padwa', TROMSO, MCMURDO)],
    ];
    expect(failuresOf('/festival/observance/compare', pairs)).toEqual([]);
    expect(failuresOf('/festival/locality-shift/{slug}', pairs)).toEqual([]);
    const whyNot = (slug: string, targetDate: string, over: Partial<ObservanceYearRequest> = {}) =>
      whyNotPacket({ ...year(slug, over), targetDate }).body;
    expect(
      failuresOf('/festival/why-not/{slug}', [
        ['diwali on its date', whyNot('diwali', '2024-11-01')],
        ['diwali the day before', whyNot('diwali', '2024-10-31')],
        ['diwali far away', whyNot('diwali', '2024-03-15')],
        ['ekadashi candidate', whyNot('vaishnava-mokshada-ekadashi', '2024-12-11')],
        ['ekadashi far', whyNot('mokshada-ekadashi', '2024-05-01')],
        ['no occurrence', whyNot('chandra-grahan-purna', '2024-09-18')],
        ['tromso', whyNot('janmashtami', '2024-08-26', TROMSO)],
      ]),
    ).toEqual([]);
  }, 300_000);

  it('parana for every tradition and vrat kind, new years, catalogues and feeds', () => {
    const parana = Object.keys(PARANA_VRATS)
      .filter((vrat, i) => vrat === 'ekadashi' || i % 6 === 0)
      .flatMap((vrat) =>
        TRADITION_KEYS.map((tradition): [string, object] => [
          `${vrat} ${tradition}`,
          paranaPacket({ vrat, tradition, fromDate: '2024-03-01', ...DELHI }).body,
        ]),
      );
    parana.push(['polar', paranaPacket({ vrat: 'ekadashi', tradition: null, fromDate: '2024-06-10', ...TROMSO }).body]);
    expect(failuresOf('/vrat/parana', parana)).toEqual([]);
    expect(
      failuresOf('/new-year/regional', [
        ['delhi', newYearPacket({ ...DELHI, year: 2024 }).body],
        ['tromso', newYearPacket({ ...TROMSO, year: 2024 }).body],
        ['new york 1901', newYearPacket({ ...NEW_YORK, year: 1901 }).body],
      ]),
    ).toEqual([]);
    expect(
      failuresOf('/festival/provenance/{slug}', [
        ['rule', provenancePacket({ slug: 'diwali' }).body],
        ['ekadashi', provenancePacket({ slug: 'ekadashi' }).body],
        ['named ekadashi', provenancePacket({ slug: 'mokshada-ekadashi' }).body],
      ]),
    ).toEqual([]);
    expect(failuresOf('/ratifications', [['all', ratificationsPacket({ ruleId: null }).body]])).toEqual([]);
    expect(failuresOf('/ratifications/{rule_id}', [['one', ratificationsPacket({ ruleId: 'diwali' }).body]])).toEqual(
      [],
    );
    expect(failuresOf('/calendar/traditions', [['catalogue', traditionsPacket().body]])).toEqual([]);
    const feed = (feed: 'festivals_json' | 'vrats_json', place: typeof DELHI, fromDate: string) =>
      feedPacket({ feed, ...place, fromDate, days: 40, tradition: null, only: null, feedUrl: null }).body;
    const feeds: [string, object][] = [
      ['festivals delhi', feed('festivals_json', DELHI, '2024-10-01')],
      ['festivals tromso', feed('festivals_json', TROMSO, '2024-12-01')],
      ['vrats new york', feed('vrats_json', NEW_YORK, '2024-03-01')],
    ];
    expect(failuresOf('/feeds/festivals.json', feeds)).toEqual([]);
    expect(failuresOf('/feeds/vrats.json', feeds)).toEqual([]);
  }, 300_000);

  it('the iCalendar routes are published as text/calendar', () => {
    for (const route of ['/calendar/festivals.ics', '/calendar/vrats.ics', '/festival/ics', '/calendar/muhurta.ifb'])
      expect(Object.keys(responseContentOf(route) ?? {})).toEqual(['text/calendar']);
  });

  it('a body with an undeclared field, a malformed instant or date is refused', () => {
    const validate = validatorOf('/panchang/festival/{rule_key}');
    const body = festivalPacket(year('diwali')).body;
    const [o] = body.observances;
    expect(validate(body)).toBe(true);
    expect(validate({ ...body, extra: 1 })).toBe(false);
    expect(
      validate({ ...body, observances: [{ ...o, muhurta: { ...o.muhurta, start: '2024-11-01T17:35:00' } }] }),
    ).toBe(false);
    expect(validate({ ...body, dates: ['1 Nov 2024'] })).toBe(false);
    expect(validate({ ...body, observances: [{ ...o, evidence: { ...o.evidence, extra: true } }] })).toBe(false);
  });
});
