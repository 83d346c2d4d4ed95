import * as Astronomy from 'astronomy-engine';
import { rashifalPacket, RASHIFAL_SCOPE } from '../src';

const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', ayanamsa: 'lahiri' as const };
/**
 * Lahiri ayanamsa for mid-2025 from its definition (23°15′00.658″ at 1956-03-21 + 50.2564″/yr
 * general precession, the Indian Ephemeris constant): 24.208°. Only used to place the Moon in a
 * sign from astronomy-engine, on a day when it is > 3° from a sign boundary.
 */
const LAHIRI_2025_5_DEG = 23.25018 + ((2025.42 - 1956.22) * 50.2564) / 3600;

describe('rashifal (Chandra-rashi gochar)', () => {
  const june1 = rashifalPacket({ ...DELHI, date: '2025-06-01' });
  const signs = june1.body.signs;

  it('same inputs give identical bytes; the body says it is general sign-level guidance', () => {
    const again = rashifalPacket({ ...DELHI, date: '2025-06-01' });
    expect(JSON.stringify(again)).toBe(JSON.stringify(june1));
    expect(june1.body.scope).toBe(RASHIFAL_SCOPE);
    expect(RASHIFAL_SCOPE).toMatch(/not a personal prediction/);
    expect(signs.map((s) => s.natal_moon_rashi.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('slow grahas on 2025-06-01 stand where the published ingress dates put them (Drik Panchang 2025: Saturn → Meena 29 Mar, Jupiter → Mithuna 14 May, Rahu → Kumbha / Ketu → Simha 18 May, Mars → Simha 7 Jun)', () => {
    const at = Object.fromEntries(june1.body.transits.grahas.map((g) => [g.key, g.sign.index]));
    expect(at).toMatchObject({ jupiter: 2, saturn: 11, rahu: 10, ketu: 4, mars: 3 });
    // houses from natal Mesha: Jupiter 3, Saturn 12, Rahu 11, Ketu 5, Mars 4; favourable per Phaladeepika 26 (Jupiter 2
    // 5 7 9 11; others 3 6 11)
    const mesha = Object.fromEntries(signs[0].gochar.map((g) => [g.key, [g.house, g.favourable]]));
    expect(mesha).toEqual({
      jupiter: [3, false],
      saturn: [12, false],
      rahu: [11, true],
      ketu: [5, false],
      mars: [4, false],
    });
    // Saturn in Meena: sade sati for Kumbha (2nd), Meena (1st), Mesha (12th); ashtama for Simha; kantaka for Dhanu
    const phase = (i: number) => signs[i].gochar.find((g) => g.key === 'saturn')!.phase;
    expect([phase(10), phase(11), phase(0), phase(4), phase(8), phase(2)]).toEqual([
      'sade_sati_setting',
      'sade_sati_peak',
      'sade_sati_rising',
      'ashtama_shani',
      'kantaka_shani',
      null,
    ]);
    // Jupiter in Mithuna: 2nd from Vrishabha (favourable), 1st from Mithuna, 12th from Karka, 11th from Simha ("gains")
    expect(signs[1].gochar.find((g) => g.key === 'jupiter')).toMatchObject({ house: 2, favourable: true });
    expect(signs[2].gochar.find((g) => g.key === 'jupiter')).toMatchObject({ house: 1, favourable: false });
    expect(signs[3].gochar.find((g) => g.key === 'jupiter')).toMatchObject({ house: 12, favourable: false });
    expect(signs[4].gochar.find((g) => g.key === 'jupiter')).toMatchObject({
      house: 11,
      favourable: true,
      effect: expect.stringContaining('gains'),
    });
  });

  it("the Moon's transit house at sunrise agrees with astronomy-engine's Moon less the Lahiri ayanamsa", () => {
    const sunrise = Date.parse(june1.body.hindu_day.start);
    const moonTropical = Astronomy.EclipticGeoMoon(Astronomy.MakeTime(new Date(sunrise))).lon;
    const sidereal = (((moonTropical - LAHIRI_2025_5_DEG) % 360) + 360) % 360;
    // not at a boundary: the check is decisive
    expect(Math.min(sidereal % 30, 30 - (sidereal % 30))).toBeGreaterThan(1);
    const sign = Math.floor(sidereal / 30);
    for (const s of signs) {
      const house = ((sign - s.natal_moon_rashi.index + 12) % 12) + 1;
      expect(s.moon[0].moonsign.index).toBe(sign);
      expect(s.moon[0].house).toBe(house);
      expect(s.moon[0].chandrabala).toBe([1, 3, 6, 7, 10, 11].includes(house) ? 'auspicious' : 'inauspicious');
    }
  });

  it('fast grahas (Sun, Mercury, Venus) at sunrise: signs from astronomy-engine less the Lahiri ayanamsa, houses and Phaladeepika 26 favourable houses per natal sign', () => {
    const sunrise = Date.parse(june1.body.hindu_day.start);
    const t = Astronomy.MakeTime(new Date(sunrise));
    const tropical: Record<string, number> = {
      sun: Astronomy.SunPosition(t).elon,
      mercury: Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Mercury, t, true)).elon,
      venus: Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Venus, t, true)).elon,
    };
    const favourable: Record<string, number[]> = {
      sun: [3, 6, 10, 11],
      mercury: [2, 4, 6, 8, 10, 11],
      venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    };
    const grahas = june1.body.transits.grahas;
    for (const key of ['sun', 'mercury', 'venus']) {
      const sidereal = (((tropical[key] - LAHIRI_2025_5_DEG) % 360) + 360) % 360;
      // decisive: not at a sign boundary
      expect({ key, clear: Math.min(sidereal % 30, 30 - (sidereal % 30)) > 0.3 }).toEqual({ key, clear: true });
      const sign = Math.floor(sidereal / 30);
      expect({ key, sign: grahas.find((g) => g.key === key)!.sign.index }).toEqual({ key, sign });
      for (const s of signs) {
        const house = ((sign - s.natal_moon_rashi.index + 12) % 12) + 1;
        const f = s.fast_gochar.find((g) => g.key === key)!;
        expect({ key, natal: s.natal_moon_rashi.index, house: f.house, favourable: f.favourable }).toEqual({
          key,
          natal: s.natal_moon_rashi.index,
          house,
          favourable: favourable[key].includes(house),
        });
      }
    }
    // the fast grahas stay out of the tone (Moon + five slow grahas) but appear in the guidance
    for (const s of signs) {
      expect(s.summary.factors).toBe(6);
      const text = s.summary.guidance.join(' ');
      for (const f of s.fast_gochar) expect(text).toContain(f.effect);
    }
  });

  it('tara bala per birth star of the sign: nine padas over three nakshatras, counted from each', () => {
    // Mesha holds Ashwini 1–4, Bharani 1–4, Krittika 1; Vrishabha holds Krittika 2–4, Rohini 1–4, Mrigashira 1–2
    expect(signs[0].tara_bala.map((t) => [t.natal_nakshatra.index, t.padas])).toEqual([
      [0, [1, 2, 3, 4]],
      [1, [1, 2, 3, 4]],
      [2, [1]],
    ]);
    expect(signs[1].tara_bala.map((t) => [t.natal_nakshatra.index, t.padas])).toEqual([
      [2, [2, 3, 4]],
      [3, [1, 2, 3, 4]],
      [4, [1, 2]],
    ]);
    for (const s of signs) {
      for (const t of s.tara_bala) {
        for (const span of t.spans)
          expect(span.tara.count).toBe(((span.nakshatra.index - t.natal_nakshatra.index + 27) % 27) + 1);
      }
    }
  });

  it('the summary counts the favourable factors and picks the tone from the fixed table', () => {
    for (const s of signs) {
      const factors = [[1, 3, 6, 7, 10, 11].includes(s.moon[0].house), ...s.gochar.map((g) => g.favourable)];
      const good = factors.filter(Boolean).length;
      expect(s.summary).toMatchObject({
        favourable_factors: good,
        factors: 6,
        tone: good >= 4 ? 'favourable' : good === 3 ? 'mixed' : 'cautious',
      });
      expect(s.summary.guidance.join(' ')).toContain(s.gochar.find((g) => g.key === 'saturn')!.effect);
    }
  });

  it("a fast-graha ingress within the Hindu day is listed: the Sun enters Mithuna on 2025-06-15 (IST; Mithuna Sankranti in Drik Panchang's 2025 list)", () => {
    const p = rashifalPacket({ ...DELHI, date: '2025-06-15' });
    const sun = p.body.transits.grahas.find((g) => g.key === 'sun')!;
    expect(sun.ingresses_today.map((i) => [i.to.name, i.instant.slice(0, 10)])).toEqual([['Mithuna', '2025-06-15']]);
  });

  it('an ingress within the Hindu day is listed: Jupiter enters Mithuna on 2025-05-14 (IST, Drik Panchang)', () => {
    const p = rashifalPacket({ ...DELHI, date: '2025-05-14' });
    const jupiter = p.body.transits.grahas.find((g) => g.key === 'jupiter')!;
    expect(jupiter.ingresses_today).toHaveLength(1);
    expect(jupiter.ingresses_today[0].to.name).toBe('Mithuna');
    expect(jupiter.ingresses_today[0].instant.slice(0, 10)).toBe('2025-05-14');
  });
});
