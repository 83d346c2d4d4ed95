import { ReferenceController } from './reference.controller';
import { WindowsController } from './windows.controller';
import { serviceUnderSpec } from '../../../test/support/service-spec';

/**
 * The window and reference handlers of panchang-svc, one subject each, as plain methods. Expected values: Drik
 * Panchang, New Delhi 2022-01-26 (a Wednesday: day choghadiya opens with Labh, the first hora is Mercury's;
 * rahu kalam 12:34–13:54); Brihat Samhita 98 (Bharani: Yama), the Avakahada chakra (Ashvini pada 1: Chu), the
 * Navaratna table (Simha lagna: Ruby) and the Sun's mukhi (Krittika: 1, or 12).
 */
const { packets, request, expectEnveloped } = serviceUnderSpec('panchang-svc');
const DAY = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata', date: '2022-01-26' };
const offS = (iso: string, local: string) => Math.abs(Date.parse(iso) - Date.parse(`${local}:00+05:30`)) / 1000;

describe('panchang-svc WindowsController: one handler per view', () => {
  const controller = new WindowsController(packets);

  it('choghadiya and hora open the Wednesday with Labh and Mercury at sunrise', () => {
    const c = controller.choghadiya(request(DAY));
    expectEnveloped(c);
    expect(c.choghadiya.day[0]).toMatchObject({ name: 'Labh', start: c.sunrise });
    expect(controller.hora(request(DAY)).hora.day[0]).toMatchObject({ lord: 'mercury' });
  });

  it("inauspicious windows: Drik's rahu kalam 12:34–13:54 within a minute", () => {
    const w = controller.inauspicious(request(DAY));
    expectEnveloped(w);
    const rahu = w.windows.find((x) => x.kind === 'rahu_kalam')!;
    expect(Math.max(offS(rahu.start, '2022-01-26T12:34'), offS(rahu.end, '2022-01-26T13:54'))).toBeLessThanOrEqual(60);
  });
});

describe('panchang-svc ReferenceController: one handler per table', () => {
  const controller = new ReferenceController(packets);

  it('birthstar deity, baby-name syllables, gemstone and rudraksha', () => {
    const d = controller.birthstarDeity(request({ nakshatraIdx: 1 }));
    expectEnveloped(d);
    expect(d).toMatchObject({ nakshatra: { index: 1, name: 'Bharani' }, deity: 'Yama', lord: 'venus' });
    expect(controller.babyNameSyllables(request({ nakshatraIdx: 0, pada: 1 })).padas).toMatchObject([
      { pada: 1, syllable: 'Chu' },
    ]);
    expect(controller.gemstone(request({ lagna: 'Simha' })).recommendations[0]).toMatchObject({ gem: 'Ruby' });
    expect(controller.rudraksha(request({ nakshatraIdx: 2 }))).toMatchObject({
      lord: 'sun',
      mukhi: 1,
      alternative: 12,
    });
  });
});
