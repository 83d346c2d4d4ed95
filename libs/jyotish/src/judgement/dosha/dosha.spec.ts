import { readFileSync } from 'fs';
import { join } from 'path';
import { chartInputOf, PlacementsInput } from '../chart-input';
import { doshaPacket } from '../packets';
import { evaluateYogas, yogasPacket } from '../yogas';
import { doshas, kalaSarpa, manglik } from '.';

const CASES = join(__dirname, '../../../../../test/fixtures/golden/jyotish-judgement/cases-subset.json');

interface KsRecord {
  id: string;
  calculation: string;
  inputs: { signs: Record<string, string> };
  expected: { kala_sarpa: boolean };
}
const ksRecords = (JSON.parse(readFileSync(CASES, 'utf8')) as KsRecord[]).filter(
  (r) => r.calculation === 'dosha_kala_sarpa',
);
const chart = (placements: PlacementsInput) => chartInputOf({ placements });
const all = (placements: PlacementsInput, onDate: string | null = null) =>
  doshas(chart(placements), { manglikSchool: 'north_indian', onDate });

/** A hand-made chart: lagna Aries, the grahas spread, Rahu Aquarius – Ketu Leo (with the Sun). */
const BASE = {
  ascendant: 'Aries',
  sun: 'Leo',
  moon: 'Taurus',
  mars: 'Gemini',
  mercury: 'Virgo',
  jupiter: 'Cancer',
  venus: 'Libra',
  saturn: 'Capricorn',
  rahu: 'Aquarius',
  ketu: 'Leo',
};

describe('kala sarpa: golden records (PyJHora sarpa_dosha_tests, sign placements)', () => {
  it('covers the 4 dosha_kala_sarpa records', () => expect(ksRecords).toHaveLength(4));
  it.each(ksRecords.map((r) => [r.id, r] as const))('%s', (_id, r) => {
    const ks = kalaSarpa(chart(r.inputs.signs));
    expect(ks.present).toBe(r.expected.kala_sarpa);
  });
  it('pyjhora-kala-sarpa-1: Rahu in the 2nd from an Aries lagna: Kulika, grahas ahead of Rahu', () => {
    const ks = kalaSarpa(chart(ksRecords.find((r) => r.id === 'pyjhora-kala-sarpa-1')!.inputs.signs));
    expect(ks.kind).toEqual({ name: 'Kulika', rahuHouse: 2 });
    expect(ks.direction).toBe('rahu_to_ketu');
  });
  it('pyjhora-kala-sarpa-5: Saturn alone beyond Ketu: partial, naming Saturn', () => {
    const ks = kalaSarpa(chart(ksRecords.find((r) => r.id === 'pyjhora-kala-sarpa-5')!.inputs.signs));
    expect(ks).toMatchObject({ present: false, partial: true, outside: ['saturn'], direction: 'rahu_to_ketu' });
  });
  it('pyjhora-kala-sarpa-7: Rahu in Sagittarius, the 9th: Shankhachuda, grahas from Sagittarius to Gemini', () => {
    const ks = kalaSarpa(chart(ksRecords.find((r) => r.id === 'pyjhora-kala-sarpa-7')!.inputs.signs));
    expect(ks).toMatchObject({
      present: true,
      direction: 'rahu_to_ketu',
      kind: { name: 'Shankhachuda', rahuHouse: 9 },
    });
  });
  it('record 1 with the nodes swapped: the grahas lie ahead of Ketu (kala amrita side), Rahu in the 8th', () => {
    const signs = ksRecords.find((r) => r.id === 'pyjhora-kala-sarpa-1')!.inputs.signs;
    const ks = kalaSarpa(chart({ ...signs, Rahu: 'Scorpio', Ketu: 'Taurus' }));
    expect(ks).toMatchObject({ present: true, direction: 'ketu_to_rahu', kind: { name: 'Karkotaka', rahuHouse: 8 } });
  });
  it("a graha in Rahu's sign but behind it by degree is outside (partial)", () => {
    const signs = ksRecords.find((r) => r.id === 'pyjhora-kala-sarpa-1')!.inputs.signs;
    const ks = kalaSarpa(
      chart({ ...signs, Rahu: { sign: 'Taurus', longitude: 50 }, Jupiter: { sign: 'Taurus', longitude: 40 } }),
    );
    expect(ks).toMatchObject({ present: false, partial: true, outside: ['jupiter'] });
  });
});

describe('manglik (hand-worked placements)', () => {
  it('Mars in the 7th from an Aries lagna: present in every school; from the Moon (Taurus) the 6th', () => {
    const m = manglik(chart({ ...BASE, mars: 'Libra' }), 'north_indian');
    expect(m.present).toBe(true);
    expect(m.marsHouseFrom).toEqual({ ascendant: 7, moon: 6, venus: 1 });
    expect(m.schools.map((s) => [s.school, s.present, s.fromReferences])).toEqual([
      ['north_indian', true, ['ascendant', 'venus']],
      ['south_indian', true, ['ascendant']],
      ['inclusive', true, ['ascendant', 'venus']],
    ]);
  });

  it('Mars in the 2nd only: the south Indian school alone finds it', () => {
    // lagna Aries, Mars Taurus: 2nd from lagna, 1st from the Moon (Taurus), 8th from Venus (Libra)
    const input = chart({ ...BASE, mars: 'Taurus', venus: 'Leo' });
    expect(manglik(input, 'north_indian').marsHouseFrom).toEqual({ ascendant: 2, moon: 1, venus: 10 });
    expect(manglik(input, 'north_indian').present).toBe(true); // 1st from the Moon
    const noMoon = chart({ ...BASE, moon: 'Pisces', mars: 'Taurus', venus: 'Leo' });
    expect(manglik(noMoon, 'north_indian').present).toBe(false);
    expect(manglik(noMoon, 'south_indian').present).toBe(true);
  });

  it("Raman's exceptions: Mars in the 4th in Cancer is not cancelled; in the 7th in Capricorn is", () => {
    const inCancer = manglik(chart({ ...BASE, mars: 'Cancer', jupiter: 'Aries', saturn: 'Taurus' }), 'north_indian');
    expect(inCancer.present).toBe(true);
    // Jupiter in Aries aspects Leo, Libra, Sagittarius: not Cancer; Saturn in Taurus aspects Cancer (3rd)
    expect(inCancer.cancellations.find((c) => c.key === 'jupiter_or_saturn_with_or_aspecting_mars')).toMatchObject({
      holds: true,
      grahas: ['saturn'],
    });
    const lagnaCancer = manglik(
      chart({ ...BASE, ascendant: 'Cancer', mars: 'Capricorn', saturn: 'Taurus', jupiter: 'Gemini' }),
      'north_indian',
    );
    expect(lagnaCancer.present).toBe(true);
    expect(lagnaCancer.cancelled).toBe(true);
    const held = lagnaCancer.cancellations.filter((c) => c.holds).map((c) => c.key);
    expect(held).toEqual(['mars_house_sign_exception', 'lagna_cancer_or_leo', 'mars_own_or_exalted']);
  });

  it('retrograde and combustion are unknown on bare signs, decided when given', () => {
    const bare = manglik(chart({ ...BASE, mars: 'Libra' }), 'north_indian');
    expect(bare.cancellations.find((c) => c.key === 'mars_retrograde')!.holds).toBeNull();
    expect(bare.cancellations.find((c) => c.key === 'mars_combust')!.holds).toBeNull();
    const given = manglik(
      chart({
        ...BASE,
        mars: { sign: 'Libra', longitude: 200, retrograde: true },
        sun: { sign: 'Libra', longitude: 190 },
      }),
      'north_indian',
    );
    expect(given.cancellations.find((c) => c.key === 'mars_retrograde')!.holds).toBe(true);
    expect(given.cancellations.find((c) => c.key === 'mars_combust')!.holds).toBe(true);
    expect(given.cancelled).toBe(true);
  });
});

describe('node and Moon doshas (hand-worked placements)', () => {
  it('the base chart: Ketu with the Sun in Leo makes pitru and grahan; no guru chandala or shrapit', () => {
    const d = all(BASE);
    expect([d.pitru.present, d.guruChandala.present, d.grahan.present, d.shrapit.present]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // pitru: Ketu with the Sun in Leo
    expect(d.pitru.clauses.filter((c) => c.holds).map((c) => [c.key, c.grahas])).toEqual([
      ['sun_with_node', ['sun', 'ketu']],
    ]);
  });

  it('guru chandala by school; grahan of the Moon; shrapit', () => {
    const d = all({ ...BASE, jupiter: 'Leo', moon: 'Aquarius', saturn: 'Aquarius' });
    expect(d.guruChandala.bySchool).toEqual({ rahu_only: false, rahu_or_ketu: true });
    expect(d.grahan.clauses.map((c) => [c.key, c.holds])).toEqual([
      ['sun_with_node', true],
      ['moon_with_node', true],
    ]);
    expect(d.shrapit.present).toBe(true);
  });

  it('kemadruma: Moon in Taurus with nothing in Aries or Gemini; cancelled by a graha in a kendra', () => {
    const d = all({ ...BASE, mars: 'Scorpio', ascendant: 'Pisces' });
    // Moon Taurus: 2nd Gemini, 12th Aries empty of Mars … Saturn → kemadruma
    expect(d.kemadruma.present).toBe(true);
    // lagna Pisces: kendras Pisces, Gemini, Virgo (Mercury), Sagittarius → cancelled
    expect(d.kemadruma.cancellations.find((c) => c.key === 'graha_in_kendra_from_lagna')).toMatchObject({
      holds: true,
      grahas: ['mercury'],
    });
    expect(d.kemadruma.cancellations.find((c) => c.key === 'graha_with_moon')).toMatchObject({ holds: false });
    expect(d.kemadruma.cancelled).toBe(true);
  });

  it('kemadruma is formed exactly when /yogas finds it (one rule: the yoga catalogue)', () => {
    for (const moon of ['Aries', 'Taurus', 'Leo', 'Pisces']) {
      const formed = evaluateYogas(chart({ ...BASE, moon }), ['kemadruma']).verdicts[0].state === 'yes';
      expect(all({ ...BASE, moon }).kemadruma.present).toBe(formed);
    }
  });

  it('/dosha and /yogas agree on kemadruma over 2000 random charts (formed, cancelled, the cancellations)', () => {
    const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo'];
    const NAMES = [...SIGNS, 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
    let x = 20261125;
    const next = () => {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      return (x >>> 16) % 12;
    };
    const seen = { formed: 0, cancelled: 0, inEffect: 0 };
    for (let i = 0; i < 2000; i++) {
      const p: Record<string, string> = {};
      for (const k of ['ascendant', 'sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu'])
        p[k] = NAMES[next()];
      p.ketu = NAMES[(NAMES.indexOf(p.rahu) + 6) % 12];
      const yoga = yogasPacket({ placements: p, includeAbsent: true }).body;
      const kd = doshaPacket({ placements: p }).body.doshas.kemadruma;
      const y = yoga.present.find((v) => v.key === 'kemadruma');
      expect(kd.present).toBe(y !== undefined);
      if (!y) continue;
      seen.formed++;
      expect(kd.cancelled).toBe(y.cancelled);
      const held = kd.cancellations.filter((c) => c.holds).map((c) => [c.key, c.rule, c.source]);
      expect(held).toEqual(y.cancellations.map((c) => [c.key, c.rule, c.source]));
      if (y.cancelled) seen.cancelled++;
      else seen.inEffect++;
    }
    // the sample reaches both outcomes
    expect(seen.cancelled).toBeGreaterThan(50);
    expect(seen.inEffect).toBeGreaterThan(5);
  });

  it('kemadruma is not formed when a given graha flanks the Moon, though another is left out', () => {
    const { saturn: _s, ...rest } = BASE;
    // Moon Taurus, Mars Gemini (the 2nd from the Moon): not formed, whatever Saturn's sign
    expect(all(rest).kemadruma.present).toBe(false);
  });

  it('an absent body makes a dosha unknown, naming it', () => {
    const { saturn: _s, ...rest } = BASE;
    const d = all(rest);
    expect(d.shrapit.present).toBeNull();
    expect(d.shrapit.missing).toEqual([{ body: 'saturn', what: 'sign' }]);
  });
});

describe('sade sati', () => {
  it('at birth from the signs: Saturn in the 12th from the Moon is the rising phase', () => {
    expect(all({ ...BASE, moon: 'Aquarius' }).sadeSati.atBirth).toMatchObject({ houseFromMoon: 12, phase: 'rising' });
  });

  it("on a date: Saturn in sidereal Aquarius from 2023-01-17 to 2025-03-29 (Drik Panchang's ingress dates)", () => {
    // Moon in Capricorn: Saturn in Aquarius is the 2nd → setting; in Pisces (after 2025-03-29) the 3rd → over
    const before = all({ moon: 'Capricorn' }, '2023-01-10').sadeSati.onDate!;
    const during = all({ moon: 'Capricorn' }, '2024-06-01').sadeSati.onDate!;
    const after = all({ moon: 'Capricorn' }, '2025-04-15').sadeSati.onDate!;
    expect([before.saturnSign, before.phase]).toEqual([9, 'peak']);
    expect([during.saturnSign, during.phase, during.sadeSati]).toEqual([10, 'setting', true]);
    expect([after.saturnSign, after.phase, after.sadeSati]).toEqual([11, null, false]);
  });
});
