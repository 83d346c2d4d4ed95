import { SunriseController } from '../sunrise/sunrise.controller';
import { DailyController } from './daily.controller';
import { serviceUnderSpec } from '../../../test/support/service-spec';

/**
 * The panchang-svc handlers as plain methods: the contract's request in, the enveloped reply out,
 * without a transport, a gateway or a build. Expected values: Drik Panchang, New Delhi 2020-12-31
 * (sunrise 07:14, Krishna Pratipada upto 09:30), to its minute.
 */
const MINUTE_S = 60;
const { packets, request, expectEnveloped } = serviceUnderSpec('panchang-svc');
const offS = (iso: string, local: string) => Math.abs(Date.parse(iso) - Date.parse(`${local}:00+05:30`)) / 1000;
const DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };

describe('panchang-svc DailyController', () => {
  const controller = new DailyController(packets);

  it('daily: the packet of New Delhi 2020-12-31 with Drik sunrise and tithi end, enveloped with provenance', () => {
    const r = controller.daily(
      request({
        ...DELHI,
        date: '2020-12-31',
        ayanamsa: 'lahiri',
        convention: 'drik',
        profile: 'north_india_purnimanta',
      }),
    );
    expect(offS(r.sunrise as string, '2020-12-31T07:14')).toBeLessThanOrEqual(MINUTE_S);
    expect(r.tithi[0]).toMatchObject({ name: 'Pratipada', paksha: 'krishna' });
    expect(offS(r.tithi[0].end, '2020-12-31T09:30')).toBeLessThanOrEqual(MINUTE_S);
    expectEnveloped(r);
  });

  it('month: one row per date of December 2020, the 31st starting with the same tithi', () => {
    const r = controller.month(
      request({
        ...DELHI,
        elevationM: 0,
        ym: '2020-12',
        ayanamsa: 'lahiri',
        convention: 'drik',
        profile: 'north_india_purnimanta',
        sunrise: 'drik',
      }),
    );
    expect(r.days).toHaveLength(31);
    const last = r.days[30];
    expect(last.date).toBe('2020-12-31');
    expect(last.tithi).toMatchObject({ name: 'Pratipada', paksha: 'krishna' });
  });
});

describe('panchang-svc SunriseController', () => {
  it('New Delhi 2024-01-01: Drik sunrise 07:14', () => {
    const r = new SunriseController(packets).sunrise(request({ ...DELHI, date: '2024-01-01', sunrise: 'drik' }));
    expect(offS(r.sunrise ?? '', '2024-01-01T07:14')).toBeLessThanOrEqual(MINUTE_S);
    expect(r._meta.provenance.service).toBe('panchang-svc');
  });
});
