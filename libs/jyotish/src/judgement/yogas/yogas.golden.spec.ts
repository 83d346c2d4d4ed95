/**
 * Golden: every `yoga_present` and `raja_yoga_pairs` record of the shared reference set
 * (test/fixtures/golden/jyotish-yogas/README.md). All are PyJHora values: a record whose PyJHora
 * definition differs from the classical one we evaluate is named in UNMATCHED with the reason, and
 * asserted to disagree (so a change of either side is noticed).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { chartInputOf, ChartInputRequest, PlacementsInput } from '../chart-input';
import { evaluateYogas, YogaVerdict } from './evaluate';
import { YOGA_KEYS } from './catalogue';

interface YogaCase {
  id: string;
  calculation: 'yoga_present' | 'raja_yoga_pairs';
  birth: null | {
    date: string;
    time: string;
    utc_offset_hours: number;
    latitude: number;
    longitude: number;
  };
  inputs?: {
    input_kind: 'positions' | 'sign_placements';
    positions?: Record<string, { sign: string; longitude: number }>;
    signs?: Record<string, string>;
  };
  params?: { yoga: string; planets?: string[] };
  expected: { present?: boolean; first_pair?: string[] };
}

const CASES: YogaCase[] = JSON.parse(
  readFileSync(join(__dirname, '../../../../../test/fixtures/golden/jyotish-yogas/cases-yogas.json'), 'utf8'),
);

/** Reference yoga name → catalogue key: the `_yoga` suffix dropped; PyJHora's 'neecha_bhanga_raja_yoga' likewise. */
const keyOf = (refName: string) => refName.replace(/_yoga$/, '');

function offsetOf(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const m = Math.round(Math.abs(hours) * 60);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

function requestOf(c: YogaCase): ChartInputRequest {
  if (c.birth) {
    const b = c.birth;
    const person = {
      date: b.date,
      time: b.time,
      lat: b.latitude,
      lng: b.longitude,
      utc_offset: offsetOf(b.utc_offset_hours),
      ayanamsa: 'lahiri' as const,
      node_type: 'mean' as const,
    };
    return { person };
  }
  const i = c.inputs!;
  const placements: PlacementsInput = {};
  if (i.input_kind === 'positions') {
    for (const [k, p] of Object.entries(i.positions!)) placements[k] = { sign: p.sign, longitude: p.longitude };
  } else {
    for (const [k, s] of Object.entries(i.signs!)) placements[k] = s;
  }
  return { placements };
}

/** The verdict PyJHora's boolean is compared with: formed and not cancelled. */
const inEffect = (v: YogaVerdict) => v.state === 'yes' && !v.cancelled;

const NO_MARS =
  'the record omits Mars (PyJHora test list without it); the classical rule "a graha other than the Moon/Sun" ' +
  'cannot be decided without Mars, while PyJHora counts an absent Mars as elsewhere';
const MOON_BESIDE =
  'PyJHora lets the Moon in the 12th from the Sun void Vosi; BPHS 36 only excludes the Moon from counting, ' +
  'so Mercury there forms it';

/**
 * Records we do not match: our verdict state and the reason (each asserted, so a change of either side shows).
 * Book and classical readings win over PyJHora's where they disagree.
 */
const UNMATCHED: Readonly<Record<string, { ours: 'yes' | 'no' | 'unknown'; reason: string }>> = {
  'pyjhora-yoga-vesi_yoga-2': { ours: 'unknown', reason: NO_MARS },
  'pyjhora-yoga-vosi_yoga-2': { ours: 'yes', reason: MOON_BESIDE },
  'pyjhora-yoga-ubhayachara_yoga-2': { ours: 'unknown', reason: `${NO_MARS} (the Vesi half)` },
  'pyjhora-yoga-sunaphaa_yoga-2': { ours: 'unknown', reason: NO_MARS },
  'pyjhora-yoga-rajju_yoga-3': {
    ours: 'yes',
    reason:
      'BPHS 35 counts the seven grahas for the ashraya yogas (all in movable signs here); PyJHora also counts ' +
      'the nodes, and the constructed chart puts Ketu in Virgo, not opposite Rahu in Capricorn',
  },
  'pyjhora-yoga-parvata_yoga-2': {
    ours: 'no',
    reason:
      'B. V. Raman (Three Hundred Important Combinations) wants the 6th and 8th empty or benefic: Mars is in the ' +
      '6th (Cancer from Aquarius); PyJHora checks the 7th and 8th',
  },
  'pyjhora-yoga-chaamara_yoga-5': {
    ours: 'no',
    reason:
      'Venus (lagna lord) is in its own sign Taurus, not exalted, and Jupiter in Libra does not aspect Taurus ' +
      '(graha drishti 5, 7, 9: Aquarius, Aries, Gemini); PyJHora compares aspected house numbers with sign indices',
  },
};

const yogaCases = CASES.filter((c) => c.calculation === 'yoga_present');

describe('yoga reference cases (PyJHora)', () => {
  it('has the 109 yoga_present records, every yoga key in the catalogue', () => {
    expect(yogaCases).toHaveLength(109);
    const missing = [...new Set(yogaCases.map((c) => keyOf(c.params!.yoga)))].filter((k) => !YOGA_KEYS.includes(k));
    expect(missing).toEqual([]);
  });

  for (const c of yogaCases) {
    const key = keyOf(c.params!.yoga);
    const reason = UNMATCHED[c.id];
    const title = `${c.id}: ${key} ${c.expected.present ? 'present' : 'absent'}`;
    it(reason ? `${title} (unmatched: ${reason.reason})` : title, () => {
      const [v] = evaluateYogas(chartInputOf(requestOf(c)), [key]).verdicts;
      if (reason) {
        expect(v.state).toBe(reason.ours);
        if (reason.ours === 'unknown') expect(v.outcome.missing).toContainEqual({ body: 'mars', what: 'sign' });
        else expect(inEffect(v)).not.toBe(c.expected.present);
        return;
      }
      expect({ id: c.id, state: v.state, cancelled: v.cancelled, text: v.outcome.text }).toMatchObject({
        id: c.id,
        state: c.expected.present ? 'yes' : expect.stringMatching(/^(no|yes)$/),
      });
      expect(inEffect(v)).toBe(c.expected.present);
      for (const p of c.params!.planets ?? []) expect(v.outcome.grahas).toContain(p.toLowerCase());
    });
  }
});

describe('raja yoga pairs and neecha bhanga on the two birth records', () => {
  const [akbar] = CASES.filter((c) => c.calculation === 'raja_yoga_pairs');

  it('Akbar (1542): the birth lies outside the ephemeris files (1800–2399), a 422 on person.date', () => {
    expect(akbar.id).toBe('pyjhora-akbar-raja-yoga-pair');
    expect(() => chartInputOf(requestOf(akbar))).toThrow(/ephemeris range/);
  });

  /**
   * The chart PyJHora computed for that birth, as its test file prints it beside the assertion
   * (pvr_tests.py line 1156 at the record's commit): Libra lagna with Jupiter, Venus, Saturn.
   * PyJHora's "first pair" is the first of a Python set of tuples; we list pairs in graha order,
   * so Venus–Saturn (the record's pair) is the second, after Moon–Mercury (9th and 10th lords in
   * mutual 7th aspect, which PyJHora's association rule also accepts).
   */
  it('Akbar as placed by PyJHora: Venus–Saturn found (record: first pair), Moon–Mercury listed before it', () => {
    const input = chartInputOf({
      placements: {
        moon: 'Gemini',
        ketu: 'Leo',
        jupiter: 'Libra',
        venus: 'Libra',
        saturn: 'Libra',
        lagna: 'Libra',
        sun: 'Scorpio',
        mercury: 'Sagittarius',
        mars: 'Capricorn',
        rahu: 'Aquarius',
      },
    });
    const r = evaluateYogas(input);
    expect(r.rajaYogaPairs.available).toBe(true);
    const pairs = r.rajaYogaPairs.available ? r.rajaYogaPairs.pairs : [];
    expect(pairs.map((p) => p.grahas)).toEqual([
      ['moon', 'mercury'],
      ['venus', 'saturn'],
    ]);
    expect(akbar.expected.first_pair!.map((g) => g.toLowerCase())).toEqual([...pairs[1].grahas]);
    expect(pairs[1]).toEqual({
      grahas: ['venus', 'saturn'],
      rules: [
        [1, 8],
        [4, 5],
      ],
      association: ['conjunction'],
    });
  });

  it('Aishwarya Rai: the Sun debilitated in Libra, cancelled by Venus (dispositor) in a kendra from the Moon', () => {
    const c = CASES.find((x) => x.id === 'pyjhora-aishwarya-neecha-bhanga')!;
    const [v] = evaluateYogas(chartInputOf(requestOf(c)), ['neecha_bhanga_raja']).verdicts;
    const sun = v.outcome.neecha!.find((n) => n.graha === 'sun')!;
    // Lagna Libra, Sun Libra, Moon and Venus Sagittarius (Venus is 1st from the Moon), Saturn Gemini.
    expect(sun.cancelled_by).toContainEqual({ rule: 'dispositor_in_kendra', grahas: ['venus'] });
  });
});
