/**
 * Yoga rules on charts constructed by hand, each expected value worked out from the rule's text
 * (the comments give the reasoning): lord pairs and exchanges, neecha bhanga with every rule,
 * Gaja-Kesari's combustion clause with degrees, and the three-valued verdicts of incomplete placements.
 */
import { chartInputOf, PlacementsInput } from '../chart-input';
import { YOGA_CATALOGUE } from './catalogue';
import { evaluateYogas, YogaVerdict } from './evaluate';
import { presentYogas } from './present';

const verdicts = (placements: PlacementsInput) => evaluateYogas(chartInputOf({ placements }));
const find = (vs: readonly YogaVerdict[], key: string) => vs.find((v) => v.def.key === key)!;
const presentKeys = (vs: readonly YogaVerdict[]) => vs.filter((v) => v.state === 'yes').map((v) => v.def.key);

describe('catalogue', () => {
  it('79 yogas, unique keys, every one with a source; 32 nabhasa yogas', () => {
    const keys = YOGA_CATALOGUE.map((y) => y.key);
    expect(keys).toHaveLength(79);
    expect(new Set(keys).size).toBe(keys.length);
    expect(YOGA_CATALOGUE.every((y) => y.source.length > 0 && y.name.length > 0)).toBe(true);
    expect(YOGA_CATALOGUE.filter((y) => y.family.startsWith('nabhasa_'))).toHaveLength(32);
  });

  it('conditions are plain JSON data (what the catalogue publishes)', () => {
    for (const y of YOGA_CATALOGUE) expect(JSON.parse(JSON.stringify(y.condition))).toEqual(y.condition);
  });
});

describe('Aries lagna, every graha in its own sign but the Sun (Aries) and Mars (Leo), which exchange', () => {
  // Sun Ar (1st), Venus Ta (2nd), Mercury Ge (3rd), Moon Cn (4th), Mars Le (5th), Rahu Vi (6th),
  // Jupiter Sg (9th), Saturn Cp (10th), Ketu Pi (12th).
  const vs = verdicts({
    ascendant: 'Aries',
    sun: 'Aries',
    venus: 'Taurus',
    mercury: 'Gemini',
    moon: 'Cancer',
    mars: 'Leo',
    rahu: 'Virgo',
    jupiter: 'Sagittarius',
    saturn: 'Capricorn',
    ketu: 'Pisces',
  }).verdicts;

  it('Sun (5th lord) and Mars (1st, 8th) exchange between the 1st and 5th: maha parivartana, only raja pair', () => {
    const pair = { grahas: ['sun', 'mars'], rules: [[5], [1, 8]], association: ['exchange'] };
    expect(find(vs, 'maha_parivartana').outcome.pairs).toEqual([{ ...pair, association: ['exchange'] }]);
    // Jupiter (9th lord) aspects Mars in Leo (its 9th) but Mars does not aspect Sagittarius: not mutual.
    expect(find(vs, 'raja').outcome.pairs).toEqual([pair]);
    expect(find(vs, 'dainya_parivartana').state).toBe('no');
    expect(find(vs, 'khala_parivartana').state).toBe('no');
  });

  it('Saturn own sign in the 10th: Sasa; seven signs: Vina; no dhana pair (2nd/11th lords Venus, Saturn)', () => {
    expect(find(vs, 'sasa').outcome).toMatchObject({ state: 'yes', grahas: ['saturn'], houses: [10] });
    expect(find(vs, 'veenaa').state).toBe('yes');
    expect(find(vs, 'dhana').outcome.text).toMatch(/: no such pair$/);
    expect(presentKeys(vs)).not.toContain('neecha_bhanga_raja');
  });
});

describe('neecha bhanga: Cancer lagna, Jupiter debilitated in Capricorn at 291°', () => {
  // Saturn (lord of Capricorn) exalted in Libra, the 4th; Mars (exalted in Capricorn) in Aries, the 10th;
  // 291° is the 7th navamsa of Capricorn, Cancer: Jupiter's exaltation sign.
  const base = {
    ascendant: 'Cancer',
    jupiter: { sign: 'Capricorn', longitude: 291 },
    saturn: 'Libra',
    venus: 'Libra',
    mars: 'Aries',
    moon: 'Taurus',
    sun: 'Leo',
    mercury: 'Virgo',
    rahu: 'Gemini',
    ketu: 'Sagittarius',
  };

  it('all four rules that hold are named with the grahas that make them hold', () => {
    const v = find(verdicts(base).verdicts, 'neecha_bhanga_raja');
    expect(v.outcome.neecha).toEqual([
      {
        graha: 'jupiter',
        cancelled_by: [
          { rule: 'dispositor_in_kendra', grahas: ['saturn'] },
          { rule: 'exaltation_lord_in_kendra', grahas: ['mars'] },
          { rule: 'dispositor_exalted', grahas: ['saturn'] },
          { rule: 'exalted_in_navamsa', grahas: ['jupiter'] },
        ],
      },
    ]);
  });

  it('at 275° (navamsa Aquarius) the navamsa rule drops; without its degree it is not guessed', () => {
    const at275 = find(
      verdicts({ ...base, jupiter: { sign: 'Capricorn', longitude: 275 } }).verdicts,
      'neecha_bhanga_raja',
    );
    expect(at275.outcome.neecha![0].cancelled_by.map((c) => c.rule)).not.toContain('exalted_in_navamsa');
    const signOnly = find(verdicts({ ...base, jupiter: 'Capricorn' }).verdicts, 'neecha_bhanga_raja');
    expect(signOnly.outcome.neecha![0].cancelled_by.map((c) => c.rule)).toEqual([
      'dispositor_in_kendra',
      'exaltation_lord_in_kendra',
      'dispositor_exalted',
    ]);
  });
});

describe('Gaja-Kesari with degrees: Jupiter in Aries, 10th from the Moon in Cancer, joined by Venus', () => {
  const chart = (jupiterLon: number) =>
    verdicts({
      ascendant: { sign: 'Aries', longitude: 5 },
      sun: { sign: 'Aries', longitude: 10 },
      jupiter: { sign: 'Aries', longitude: jupiterLon },
      venus: { sign: 'Aries', longitude: 20 },
      moon: { sign: 'Cancer', longitude: 100 },
      mars: { sign: 'Capricorn', longitude: 280 },
      mercury: { sign: 'Pisces', longitude: 340 },
      saturn: { sign: 'Libra', longitude: 190 },
      rahu: { sign: 'Gemini', longitude: 70 },
      ketu: { sign: 'Sagittarius', longitude: 250 },
    }).verdicts;

  it('Jupiter 18° from the Sun (orb 11°): present, with Jupiter and Venus', () => {
    expect(find(chart(28), 'gaja_kesari').outcome).toMatchObject({ state: 'yes', grahas: ['jupiter', 'venus'] });
  });

  it('Jupiter 5° from the Sun: combust, absent, and the failed clause says so', () => {
    const v = find(chart(15), 'gaja_kesari');
    expect(v.state).toBe('no');
    expect(v.outcome.text).toBe('not (jupiter combust): jupiter combust');
  });
});

describe('incomplete placements', () => {
  it('only the Moon: the chandra yogas are undetermined naming a body, the raja pairs need the lagna', () => {
    const r = evaluateYogas(chartInputOf({ placements: { moon: 'Aries' } }));
    expect(r.verdicts.filter((v) => v.state === 'yes')).toEqual([]);
    expect(find(r.verdicts, 'sunaphaa').outcome).toMatchObject({ state: 'unknown', missing: [{ body: 'mars' }] });
    const wire = presentYogas(r, true);
    expect(wire.raja_yoga_pairs).toEqual({
      available: false,
      reason: 'needs the sign of ascendant (not given in placements)',
      needs: [{ body: 'ascendant', what: 'sign' }],
    });
    expect(wire.present.length + wire.absent!.length + wire.undetermined.length).toBe(79);
    expect(wire.chart).toEqual({ source: 'placements', person: null, lagna: null });
  });

  it('a placed graha that already breaks "all of the seven" decides it without the absent ones', () => {
    // Mars and the Moon in dual signs: not all seven in movable signs, whatever the others are;
    // all seven in dual signs is still open.
    const vs = verdicts({ mars: 'Gemini', moon: 'Pisces' }).verdicts;
    expect(find(vs, 'rajju').outcome).toMatchObject({
      state: 'no',
      text: 'the seven grahas all in movable signs: moon in Pi, mars in Ge',
    });
    expect(find(vs, 'nala').state).toBe('unknown');
  });
});

describe('a chart without the nodes', () => {
  it('Sunapha is decided from the seven: absent when the 2nd from the Moon is empty of them', () => {
    // Lagna Aries; Moon Taurus, 2nd from it Gemini empty; the nodes, which Sunapha does not count, not given.
    const vs = verdicts({
      ascendant: 'Aries',
      moon: 'Taurus',
      sun: 'Aries',
      mercury: 'Aries',
      venus: 'Pisces',
      mars: 'Leo',
      jupiter: 'Leo',
      saturn: 'Libra',
    }).verdicts;
    expect(find(vs, 'sunaphaa').outcome).toMatchObject({
      state: 'no',
      text: 'one of the seven grahas other than sun in the 2nd house from moon: it holds no graha',
    });
    expect(find(vs, 'anaphaa').outcome.state).toBe('yes');
  });
});
