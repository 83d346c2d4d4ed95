import type { BirthData } from '@pj/jyotish';
import { InputError } from '@pj/panchang';
import { JyotishController } from './jyotish.controller';
import { serviceUnderSpec } from '../../test/support/service-spec';

/**
 * The jyotish-svc handlers as plain methods: the contract's request in, the enveloped reply out,
 * without a transport, a gateway or a build. The birth is PyJHora's JHora comparison chart
 * (Chennai 1996-12-07 10:34 +05:30); expected values from PyJHora/Jagannatha Hora as recorded in
 * test/fixtures/golden/jyotish-core (ascendant 292.45° ±1′, D9 Sun Capricorn, Kalachakra Taurus
 * then Gemini with paramayus 100), the hand-worked Jaimini karakas of libs/jyotish/test/dignity.spec.ts,
 * and published transit dates (Saturn in Aquarius 2023-01-17 … 2025-03-29).
 */
const ARCMIN = 1 / 60;
const { packets, request, expectEnveloped } = serviceUnderSpec('jyotish-svc');
const PERSON: BirthData = { date: '1996-12-07', time: '10:34:00', lat: 13.0878, lng: 80.2785, utc_offset: '+05:30' };

describe('jyotish-svc JyotishController', () => {
  const controller = new JyotishController(packets);

  it('chart: ascendant 292.45° (PyJHora ±1′) in Makara, Moon in Swati pada 1; enveloped with provenance', () => {
    const r = controller.chart(request({ person: PERSON }));
    const asc = r.points.find((p) => p.key === 'ascendant')!;
    expect(Math.abs(asc.longitude - 292.45)).toBeLessThan(ARCMIN);
    expect(asc.sign).toEqual({ index: 9, name: 'Makara' });
    expect(r.points.find((p) => p.key === 'moon')).toMatchObject({
      nakshatra: { name: 'Swati', lord: 'rahu' },
      pada: 1,
    });
    expect(r.person).toMatchObject({ instant: '1996-12-07T10:34:00+05:30', instant_utc: '1996-12-07T05:04:00Z' });
    expectEnveloped(r);
  });

  it('bundle: 16 vargas with the D9 Sun in Makara (PyJHora), Vimshottari to 2 levels, 8 chara karakas', () => {
    const r = controller.bundle(request({ person: PERSON }));
    expect(r.vargas).toHaveLength(16);
    expect(r.vargas.find((v) => v.varga === 'D9')!.points.find((p) => p.key === 'sun')!.sign.name).toBe('Makara');
    expect(r.vimshottari.periods[0].sub_periods).toHaveLength(9);
    expect(r.vimshottari.periods[0].sub_periods![0].sub_periods).toBeUndefined();
    expect(r.chara_karakas.map((k) => [k.role, k.key]).slice(0, 2)).toEqual([
      ['atmakaraka', 'jupiter'],
      ['amatyakaraka', 'mars'],
    ]);
    expect(r.chara_karakas).toHaveLength(8);
  });

  it('jaimini (7 karakas): atmakaraka Jupiter, karakamsa Vrishchika (Jupiter in D9 Scorpio, PyJHora)', () => {
    const r = controller.jaimini(request({ person: PERSON, karakas: 7 }));
    expect(r.karakas.map((k) => k.role)).not.toContain('pitrikaraka');
    expect(r.atmakaraka).toBe('jupiter');
    expect(r.karakamsa.sign.name).toBe('Vrishchika');
  });

  it('kalachakra (sidereal year): paramayus 100, Vrishabha then Mithuna (PyJHora)', () => {
    const r = controller.kalachakraDasha(request({ person: PERSON, dasha_year: 'sidereal' }));
    expect(r.paramayus).toBe(100);
    expect(r.periods.slice(0, 2).map((p) => p.sign.name)).toEqual(['Vrishabha', 'Mithuna']);
    expect(r.year).toEqual({ key: 'sidereal', days: 365.256364 });
  });

  it('transit 2024-01-01 (12:00 by default): Saturn in Kumbha, 2nd from the Makara lagna and 5th from the Tula Moon', () => {
    const r = controller.transit(request({ person: PERSON, date: '2024-01-01' }));
    expect(r.at).toBe('2024-01-01T12:00:00+05:30');
    expect(r.grahas.find((g) => g.key === 'saturn')).toMatchObject({
      sign: { name: 'Kumbha' },
      house_from_lagna: 2,
      house_from_moon: 5,
    });
    expect(r.sade_sati.active).toBe(false);
  });

  it('upagraha at Tromsø in polar night: the time-based ones are absent with a reason, the Sun-based five present', () => {
    const polar = { date: '2000-12-21', time: '03:00:00', lat: 69.65, lng: 18.96, tz: 'Europe/Oslo' };
    const r = controller.upagrahas(request({ person: polar }));
    expect(r.upagrahas.map((u) => u.key)).toEqual(['dhuma', 'vyatipata', 'parivesha', 'indrachapa', 'upaketu']);
    expect(r.time_based).toMatchObject({ available: false });
  });

  it('a local time in a DST gap is an InputError naming person.time and both candidates', () => {
    const gap = { date: '2024-03-10', time: '02:30', lat: 40.71, lng: -74.0, tz: 'America/New_York' };
    const thrown = (() => {
      try {
        controller.chart(request({ person: gap }));
      } catch (e) {
        return e;
      }
    })();
    expect(thrown).toBeInstanceOf(InputError);
    expect((thrown as InputError).details[0]).toMatchObject({ loc: ['person', 'time'], type: 'dst_gap' });
    expect((thrown as InputError).details[0].msg).toMatch(/06:30:00Z.*07:30:00Z/);
  });
});
