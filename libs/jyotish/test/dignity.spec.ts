/**
 * Dignity and friendship against hand-worked values from the BPHS tables (ch. 3) for the JHora
 * comparison chart (1996-12-07 10:34 IST, Chennai; positions checked in golden.spec.ts):
 * Sun 21.6° Scorpio, Moon 7.0° Libra, Mars 25.5° Leo, Mercury 9.9° Sagittarius, Jupiter 25.8°
 * Sagittarius, Venus 23.7° Libra, Saturn 6.8° Pisces, Rahu Virgo, Ketu Pisces, ascendant Capricorn.
 */
import {
  argala,
  compoundRelation,
  computeChart,
  dignityOf,
  jaiminiProfile,
  presentPoint,
  rasiHouses,
  resolveBirth,
  vimshopaka,
} from '../src';

const core = computeChart(
  resolveBirth({ date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' }),
);
const view = Object.fromEntries(core.points.map((p) => [p.key, presentPoint(p)]));

describe('compound relation table (BPHS 3.57–58)', () => {
  it.each([
    ['friend', 'friend', 'great_friend'],
    ['friend', 'enemy', 'neutral'],
    ['neutral', 'friend', 'friend'],
    ['neutral', 'enemy', 'enemy'],
    ['enemy', 'friend', 'neutral'],
    ['enemy', 'enemy', 'great_enemy'],
  ] as const)('%s + %s = %s', (n, t, c) => expect(compoundRelation(n, t)).toBe(c));
});

describe('dignity in the JHora comparison chart (hand-worked)', () => {
  it.each([
    // Sun in Scorpio (Mars): natural friend; Mars in Leo is the 10th from Scorpio → temporary friend
    ['sun', 'great_friend', 'friend', 'friend'],
    // Moon in Libra (Venus): natural neutral; Venus in the same sign (1st) → temporary enemy
    ['moon', 'enemy', 'neutral', 'enemy'],
    // Mars in Leo (Sun): natural friend; Sun in Scorpio is the 4th from Leo → temporary friend
    ['mars', 'great_friend', 'friend', 'friend'],
    // Mercury in Sagittarius (Jupiter): natural neutral; Jupiter in the same sign → temporary enemy
    ['mercury', 'enemy', 'neutral', 'enemy'],
    // Saturn in Pisces (Jupiter): natural neutral; Jupiter in Sagittarius is the 10th from Pisces → friend
    ['saturn', 'friend', 'neutral', 'friend'],
  ])('%s → %s', (key, status, natural, temporary) => {
    expect(view[key].dignity).toMatchObject({ status, natural, temporary });
  });
  it('Jupiter at 25.8° Sagittarius is in its own sign (past the moolatrikona 0–10°); Venus at 23.7° Libra likewise (past 0–15°)', () => {
    expect(view.jupiter.dignity!.status).toBe('own');
    expect(view.venus.dignity!.status).toBe('own');
  });
  it('no graha is combust: nearest to the Sun is Mercury at 18.4° (orb 14°)', () => {
    for (const k of ['moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']) expect(view[k].combust).toBe(false);
  });
  it('nakshatra and pada: Moon 186.96° is Swati (6°40′–20°00′ Libra), pada 1; lord Rahu', () => {
    expect(view.moon.nakshatra).toEqual({ index: 14, name: 'Swati', lord: 'rahu' });
    expect(view.moon.pada).toBe(1);
  });
  it('rasi houses from Capricorn lagna: Saturn in the 3rd (Pisces), Sun in the 11th (Scorpio), Mars in the 8th', () => {
    const h = rasiHouses(core);
    expect(h[0].sign).toBe(9); // Makara
    expect(h[2].occupants).toEqual(expect.arrayContaining(['saturn', 'ketu']));
    expect(h[10].occupants).toEqual(['sun']);
    expect(h[7].occupants).toEqual(['mars']);
  });
});

describe('dignity by degree where exaltation and moolatrikona share a sign (BPHS 3: Moon Taurus, Mercury Virgo)', () => {
  it.each([
    ['moon', 1, 2.9, 'exalted'],
    ['moon', 1, 3.0, 'moolatrikona'],
    ['moon', 1, 29.9, 'moolatrikona'],
    ['moon', 7, 10, 'debilitated'],
    ['moon', 3, 10, 'own'],
    ['mercury', 5, 14.9, 'exalted'],
    ['mercury', 5, 15, 'moolatrikona'],
    ['mercury', 5, 19.9, 'moolatrikona'],
    ['mercury', 5, 20, 'own'],
    ['mercury', 11, 15, 'debilitated'],
    ['mercury', 2, 1, 'own'],
    // the others: exaltation by sign, moolatrikona in its own range, own sign beyond it
    ['sun', 0, 25, 'exalted'],
    ['sun', 4, 19.9, 'moolatrikona'],
    ['sun', 4, 20, 'own'],
    ['mars', 0, 11.9, 'moolatrikona'],
    ['mars', 0, 12, 'own'],
    ['mars', 9, 1, 'exalted'],
    ['jupiter', 8, 9.9, 'moolatrikona'],
    ['jupiter', 8, 10, 'own'],
    ['venus', 6, 14.9, 'moolatrikona'],
    ['venus', 6, 15, 'own'],
    ['saturn', 10, 19.9, 'moolatrikona'],
    ['saturn', 10, 20, 'own'],
    ['saturn', 0, 5, 'debilitated'],
    ['rahu', 1, 5, 'exalted'],
    ['ketu', 1, 5, 'debilitated'],
    ['rahu', 10, 5, 'own'],
  ] as const)('%s in sign %i at %f° → %s', (key, sign, deg, status) => {
    expect(dignityOf(core, key, sign, deg).status).toBe(status);
  });
});

/**
 * Vimshopaka bala (shodasavarga weights, BPHS 7) worked by hand for the JHora comparison chart, from
 * the 16 varga signs of PyJHora's "Traditional Parasara" records (reference pyjhora-own-d*-methods)
 * and the BPHS relation tables; temporary friendship from the rasi chart.
 * Jupiter (Sagittarius; Sun, Moon great friends, Mars, Venus neutral, Mercury great enemy, Saturn
 * friend): D1 Sg own 20×3.5, D2 Cn exalted 20×1, D3 Le 18×1, D4 Vi 5×0.5, D7 Ge 5×0.5, D9 Sc 10×3,
 * D10 Le 18×0.5, D12 Li 10×0.5, D16 Cp 15×2, D20 Cp 15×0.5, D24 Ar 10×0.5, D27 Pi own 20×0.5,
 * D30 Li 10×1, D40 Aq 15×0.5, D45 Aq 15×0.5, D60 Pi own 20×4 → 314.5 / 20 = 15.725.
 * Saturn (Pisces; Sun, Moon, Mars great enemies, Mercury great friend, Jupiter friend, Venus
 * neutral): D1 Pi 15×3.5, D2 Cn 5×1, D3 Pi 15×1, D4 Pi 15×0.5, D7 Li exalted 20×0.5, D9 Vi 18×3,
 * D10 Cp own 20×0.5, D12 Ta 10×0.5, D16 Pi 15×2, D20 Sg 15×0.5, D24 Sg 15×0.5, D27 Cn 5×0.5,
 * D30 Vi 18×1, D40 Cn 5×0.5, D45 Li exalted 20×0.5, D60 Ar 5×4 → 257 / 20 = 12.85.
 */
describe('vimshopaka bala, hand-worked (JHora comparison chart)', () => {
  const v = Object.fromEntries(vimshopaka(core).map((x) => [x.key, x]));
  it('Jupiter 15.725 and Saturn 12.85 out of 20', () => {
    expect(v.jupiter.score).toBeCloseTo(15.725, 9);
    expect(v.saturn.score).toBeCloseTo(12.85, 9);
  });
  it("Jupiter's points per varga as worked above", () => {
    expect(v.jupiter.byVarga.map((b) => b.points)).toEqual([
      20, 20, 18, 5, 5, 10, 18, 10, 15, 15, 10, 20, 10, 15, 15, 20,
    ]);
  });
});

/**
 * Argala worked by hand (Jaimini 1.1.5–8 as in _meta.methodology): Capricorn lagna; Sun Scorpio,
 * Moon and Venus Libra, Mars Leo, Mercury and Jupiter Sagittarius, Saturn and Ketu Pisces, Rahu Virgo.
 */
describe('argala, hand-worked (JHora comparison chart)', () => {
  const a = argala(core);
  const row = (house: number, from: number) => a[house - 1].argalas.find((x) => x.fromHouse === from)!;
  it("1st house (Capricorn): the Sun's 11th-house argala is obstructed by Saturn and Ketu in the 3rd", () => {
    expect(row(1, 11)).toMatchObject({ grahas: ['sun'], virodhaGrahas: ['saturn', 'ketu'], unobstructed: false });
    expect(row(1, 2)).toMatchObject({ grahas: [], unobstructed: false });
  });
  it('12th house (Sagittarius): Saturn+Ketu in its 4th beat Rahu in its 10th; Moon+Venus in its 11th, nothing in its 3rd', () => {
    expect(row(12, 4)).toMatchObject({ grahas: ['saturn', 'ketu'], virodhaGrahas: ['rahu'], unobstructed: true });
    expect(row(12, 11)).toMatchObject({ grahas: ['moon', 'venus'], virodhaGrahas: [], unobstructed: true });
  });
  it('10th house (Libra): Sun (2nd) against Rahu (12th), one each: obstructed', () => {
    expect(row(10, 2)).toMatchObject({ grahas: ['sun'], virodhaGrahas: ['rahu'], unobstructed: false });
    expect(row(10, 11)).toMatchObject({
      grahas: ['mars'],
      virodhaGrahas: ['mercury', 'jupiter'],
      unobstructed: false,
    });
  });
});

/**
 * Combustion and retrograde on 2024-04-08 18:00 UTC (the total solar eclipse: new Moon; Mercury
 * retrograde 2024-04-01 → 04-25 with its inferior conjunction on 04-11; Saturn past its 02-28
 * conjunction, Jupiter before its 05-18 conjunction, each about 40° from the Sun).
 */
describe('combust and retrograde flags on 2024-04-08', () => {
  const c = computeChart(
    resolveBirth({ date: '2024-04-08', time: '18:00', lat: 32.9, lng: -96.8, utc_offset: '+00:00' }),
  );
  const v = Object.fromEntries(c.points.map((p) => [p.key, presentPoint(p)]));
  it('Moon (new) and Mercury (retrograde, within its 12° orb) are combust; Saturn and Jupiter are not', () => {
    expect(v.moon.combust).toBe(true);
    expect(v.mercury).toMatchObject({ retrograde: true, combust: true });
    expect(v.saturn).toMatchObject({ retrograde: false, combust: false });
    expect(v.jupiter).toMatchObject({ retrograde: false, combust: false });
  });
});

/**
 * Jaimini profile of the JHora comparison chart, worked by hand: degrees in sign Jupiter 25.83,
 * Mars 25.54, Venus 23.72, Sun 21.57, Rahu 30 − 10.55 = 19.45, Mercury 9.94, Moon 6.96, Saturn 6.81
 * (PyJHora's longitudes); atmakaraka Jupiter, whose navamsa is Scorpio (PyJHora D9 "Traditional
 * Parasara": Mars and Jupiter Scorpio, Moon Sagittarius, Sun Capricorn, Rahu Aries, Venus Taurus,
 * Mercury Gemini, Saturn Virgo, Ketu Libra).
 */
describe('Jaimini profile, hand-worked (JHora comparison chart)', () => {
  it('8 karakas (Rahu backwards) and 7 karakas (without Rahu)', () => {
    expect(jaiminiProfile(core, 8).karakas.map((k) => k.key)).toEqual([
      'jupiter',
      'mars',
      'venus',
      'sun',
      'rahu',
      'mercury',
      'moon',
      'saturn',
    ]);
    expect(jaiminiProfile(core, 7).karakas.map((k) => [k.role, k.key])).toEqual([
      ['atmakaraka', 'jupiter'],
      ['amatyakaraka', 'mars'],
      ['bhratrikaraka', 'venus'],
      ['matrikaraka', 'sun'],
      ['putrakaraka', 'mercury'],
      ['gnatikaraka', 'moon'],
      ['darakaraka', 'saturn'],
    ]);
  });
  it('karakamsa Scorpio; swamsa = the navamsa chart from Scorpio; karakamsa in the rasi chart holds the Sun', () => {
    const j = jaiminiProfile(core, 8);
    expect(j.karakamsa).toBe(7);
    const sw = Object.fromEntries(j.swamsa.filter((h) => h.occupants.length).map((h) => [h.house, h.occupants]));
    expect(sw).toEqual({
      1: ['mars', 'jupiter'],
      2: ['moon'],
      3: ['sun'],
      6: ['rahu'],
      7: ['venus'],
      8: ['mercury'],
      11: ['saturn'],
      12: ['ketu'],
    });
    expect(j.karakamsaInRasi[0].occupants).toEqual(['sun']);
  });
});
