/**
 * Slug resolution and the range merge of the observance questions (../src/questions.ts): rule
 * keys, names and aliases go to the rule set; `ekadashi` and the named Ekadashis (with their
 * tradition prefixes) to the Ekadashi module; anything else is not_found (404) or, in `only`, a
 * 422 naming `only`. Dates: Drik Panchang's New Delhi listing (Papankusha Ekadashi 2024: Smarta
 * Oct 13, Vaishnava Oct 14).
 */
import { observancesInRange } from '../src/api';
import { positionsOf, subjectOf, yearOf } from '../src/questions';

const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };

describe('subjectOf', () => {
  it.each([
    ['diwali', 'rule', 'diwali'],
    ['lakshmi-puja', 'rule', 'diwali'],
    ['janmashtami-iskcon', 'rule', 'janmashtami'],
    ['ekadashi', 'ekadashi', 'ekadashi'],
    ['papankusha-ekadashi', 'ekadashi', 'papankusha-ekadashi'],
    ['vaishnava-papankusha-ekadashi', 'ekadashi', 'papankusha-ekadashi'],
    ['vaikuntha-ekadashi', 'ekadashi', 'mokshada-ekadashi'],
  ])('%s → %s %s', (slug, kind, key) => {
    const s = subjectOf(slug);
    expect(s.kind).toBe(kind);
    expect(s.kind === 'rule' ? s.rule.key : (s.name?.slug ?? 'ekadashi')).toBe(key);
  });

  it('an unknown slug is not_found (404 at the gateway)', () => {
    expect(() => subjectOf('no-such-festival')).toThrow(expect.objectContaining({ code: 'not_found' }));
  });
});

describe('Ekadashi subjects over a year', () => {
  const q = { ...DELHI, slug: 'x', year: 2024, tradition: null };
  it('a tradition prefix keeps that observance; debate positions ignore it', () => {
    const v = yearOf(subjectOf('vaishnava-papankusha-ekadashi'), q);
    expect(v.observances.map((o) => [o.slug, o.date])).toEqual([['vaishnava-papankusha-ekadashi', '2024-10-14']]);
    const p = positionsOf(subjectOf('vaishnava-papankusha-ekadashi'), q);
    expect(p.positions.find((x) => x.tradition === 'smarta')!.observances[0].date).toBe('2024-10-13');
  });
});

describe('observancesInRange', () => {
  const oct2024 = { ...DELHI, fromDate: '2024-10-01', days: 31 };

  it('adds the Ekadashis of the range (Drik: Papankusha Smarta 2024-10-13, Vaishnava 2024-10-14), sorted by date, no duplicate', () => {
    const r = observancesInRange({ ...oct2024, kinds: ['vrat', 'ekadashi'] });
    const ek = r.observances.filter((o) => o.kind === 'ekadashi').map((o) => [o.slug, o.date]);
    expect(ek).toEqual(
      expect.arrayContaining([
        ['papankusha-ekadashi', '2024-10-13'],
        ['vaishnava-papankusha-ekadashi', '2024-10-14'],
      ]),
    );
    const keys = r.observances.map((o) => `${o.slug}|${o.date}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...r.observances].map((o) => o.date)).toEqual([...r.observances].map((o) => o.date).sort());
  });

  it('only= splits rules and Ekadashis; an unknown name is a 422 on only', () => {
    const r = observancesInRange({ ...oct2024, only: ['diwali', 'vaishnava-papankusha-ekadashi'] });
    // Diwali 2024 is Nov 1 (outside the range); the prefixed name keeps the Vaishnava observance only
    expect(r.observances.map((o) => [o.slug, o.date])).toEqual([['vaishnava-papankusha-ekadashi', '2024-10-14']]);
    const plain = observancesInRange({ ...oct2024, only: ['papankusha-ekadashi'] });
    expect(plain.observances.map((o) => o.date).sort()).toEqual(['2024-10-13', '2024-10-14', '2024-10-14']);
    expect(() => observancesInRange({ ...oct2024, only: ['not-a-festival'] })).toThrow(
      expect.objectContaining({ code: 'validation_failed' }),
    );
  });

  it('kinds without ekadashi leave the Ekadashi module out', () => {
    const r = observancesInRange({ ...oct2024, kinds: ['festival'] });
    expect(r.observances.some((o) => o.kind === 'ekadashi')).toBe(false);
  });
});
