/**
 * POST /yogas through the embedded gateway: a computed chart (PyJHora's JHora comparison chart, whose
 * yogas are worked out by hand below), a reference placement chart, include_absent, and the 422s.
 */
import { useEmbeddedGateway } from './support/embedded';
import { postJson } from './support/http';

const { base } = useEmbeddedGateway();

const post = (body: unknown) => postJson(base(), '/yogas', body);

/**
 * 1996-12-07 10:34 IST, Chennai. Lagna Capricorn; Sun Scorpio (11th), Moon and Venus Libra (10th),
 * Mars Leo (8th), Mercury and Jupiter Sagittarius (12th), Saturn and Ketu Pisces (3rd), Rahu Virgo (9th):
 * test/fixtures/golden/jyotish-core and test/jyotish.e2e-spec.ts.
 */
const PERSON = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

const keysOf = (list: { key: string }[]) => list.map((y) => y.key);

describe('POST /yogas (embedded gateway)', () => {
  it('Chennai chart: the yogas worked out by hand, with grahas, houses, cancellations and the raja pair', async () => {
    const r = await post({ person: PERSON });
    expect(r.status).toBe(200);
    expect(r.body.chart).toMatchObject({ source: 'person', lagna: { index: 9, name: 'Makara' } });
    const present = r.body.present as ({ key: string } & Record<string, unknown>)[];
    const by = (k: string) => present.find((y) => y.key === k);
    // Venus own sign Libra in the 10th: Malavya.
    expect(by('maalavya')).toMatchObject({ grahas: ['venus'], houses: [10], family: 'pancha_mahapurusha' });
    // Mercury and Jupiter 2nd from the Sun, Venus (the Moon not counted) 12th from it.
    expect(by('vesi')).toMatchObject({ grahas: ['mercury', 'jupiter'], houses: [12] });
    expect(by('vosi')).toMatchObject({ grahas: ['venus'], houses: [10] });
    expect(keysOf(present)).toContain('ubhayachara');
    // Nothing but the Sun beside the Moon: Kemadruma forms, cancelled twice by Venus: it joins the Moon,
    // and it stands in a kendra (the 10th) from the lagna.
    expect(by('kemadruma')).toMatchObject({
      grahas: ['moon'],
      houses: [10],
      cancelled: true,
      cancellations: [{ key: 'graha_with_moon' }, { key: 'graha_in_kendra_from_lagna' }],
    });
    // The seven in Sc, Li, Le, Sg, Pi: five signs, Pasa.
    expect(keysOf(present)).toContain('paasa');
    // Moon (7th lord) and Venus (5th and 10th lord) joined in Libra: the only kendra-trikona pair.
    expect(r.body.raja_yoga_pairs).toEqual({
      available: true,
      pairs: [{ grahas: ['moon', 'venus'], rules: [[7], [5, 10]], association: ['conjunction'] }],
    });
    for (const k of ['gaja_kesari', 'nipuna', 'sunaphaa', 'anaphaa', 'neecha_bhanga_raja']) {
      expect(keysOf(present)).not.toContain(k);
    }
    expect(r.body.absent).toBeUndefined();
    expect(r.body.undetermined).toEqual([]);
    expect(r.body._meta.methodology.yogas).toMatch(/^yogas-1: /);
    expect(r.body._meta.methodology.ayanamsa).toMatch(/^lahiri/);
  });

  it('include_absent: the other yogas with the clause that failed; present + absent + undetermined', async () => {
    const r = await post({ person: PERSON, include_absent: true });
    expect(r.status).toBe(200);
    const { present, absent, undetermined, evaluated } = r.body;
    expect(present.length + absent.length + undetermined.length).toBe(evaluated);
    const gk = absent.find((y: { key: string }) => y.key === 'gaja_kesari');
    expect(gk.failed).toBe('jupiter in house 1, 4, 7 or 10 from moon: jupiter is in the 3rd');
  });

  it('placements (reference record pyjhora-yoga-hamsa_yoga-4, PyJHora: present) and a body left out', async () => {
    // Jupiter in Pisces (own sign), the 10th from a Gemini lagna: Hamsa.
    const placements = {
      Moon: 'Aries',
      Ketu: 'Gemini',
      Mars: 'Gemini',
      Ascendant: 'Gemini',
      Rahu: 'Sagittarius',
      Sun: 'Pisces',
      Venus: 'Pisces',
      Jupiter: 'Pisces',
      Mercury: 'Pisces',
      Saturn: 'Pisces',
    };
    const r = await post({ placements });
    expect(r.status).toBe(200);
    expect(r.body.chart).toEqual({ source: 'placements', person: null, lagna: { index: 2, name: 'Mithuna' } });
    expect(r.body.present.find((y: { key: string }) => y.key === 'hamsa')).toMatchObject({ houses: [10] });
    const { Saturn: _omitted, ...noSaturn } = placements;
    const partial = await post({ placements: noSaturn });
    expect(partial.status).toBe(200);
    // Sasa reads Saturn's sign; Rajju does not need it (Mars in Gemini already breaks "all in movable signs").
    const undetermined = partial.body.undetermined as { key: string }[];
    expect(keysOf(undetermined)).not.toContain('rajju');
    expect(undetermined.find((y) => y.key === 'sasa')).toEqual(
      expect.objectContaining({ needs: [{ body: 'saturn', what: 'sign' }], reason: expect.stringMatching(/saturn/) }),
    );
  });

  describe('422 names the field', () => {
    it.each([
      ['neither person nor placements', {}, ['body', 'person'], 'missing'],
      ['both', { person: PERSON, placements: { sun: 'Aries' } }, ['body', 'placements'], 'exclusive'],
      ['an unknown sign', { placements: { sun: 'Ophiuchus' } }, ['body', 'placements', 'sun'], 'enum'],
      [
        'an unknown sign (object form)',
        { placements: { sun: { sign: 'x' } } },
        ['body', 'placements', 'sun', 'sign'],
        'enum',
      ],
      ['a longitude outside its sign', { placements: { sun: { sign: 'Aries', longitude: 45 } } }, null, 'sign'],
      ['an unknown body', { placements: { pluto: 'Aries' } }, ['body', 'placements', 'pluto'], 'extra_forbidden'],
      ['include_absent not a boolean', { person: PERSON, include_absent: 'yes' }, ['body', 'include_absent'], 'type'],
      ['a bad birth time', { person: { ...PERSON, time: '25:00' } }, ['body', 'person', 'time'], 'format'],
    ])('%s', async (_label, body, loc, type) => {
      const r = await post(body);
      expect(r.status).toBe(422);
      const want = loc ?? ['body', 'placements', 'sun', 'longitude'];
      expect(r.body.detail).toEqual([expect.objectContaining({ loc: want, type })]);
      expect(r.body._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    });
  });
});
