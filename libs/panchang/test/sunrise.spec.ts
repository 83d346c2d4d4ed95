/**
 * /sunrise's domain value (sunriseDay) across the date Pacific/Apia skipped: on 2011-12-29 at
 * 24:00 (−10:00) the clocks went to 2011-12-31 00:00 (+14:00), so 2011-12-30 is not a date there.
 * It is a 422 naming `date` (before the fix: a 200 with every event null and "always_below_horizon").
 * The days either side are real days whose sunrise agrees with astronomy-engine's SearchRiseSet
 * (independent: upper limb, 34′ refraction) within a minute.
 */
import * as Astronomy from 'astronomy-engine';
import { jdUtToUnixMs } from '@pj/ephemeris';
import { dailyDay, InputError, presentSunrise, sunriseDay } from '../src';

const APIA = { lat: -13.8333, lng: -171.7667, tz: 'Pacific/Apia' };
const MINUTE_S = 60;

/** astronomy-engine's first sunrise after a UTC instant at Apia, Unix ms. */
function aeSunrise(afterUtc: string): number {
  const observer = new Astronomy.Observer(APIA.lat, APIA.lng, 0);
  const t = Astronomy.SearchRiseSet(Astronomy.Body.Sun, observer, +1, new Date(afterUtc), 2);
  if (!t) throw new Error('no sunrise');
  return t.date.getTime();
}

describe('sunriseDay: a date the zone skips', () => {
  it('Pacific/Apia 2011-12-30 is a 422 on `date` (type date_not_in_zone), not a day without events', () => {
    let thrown: unknown;
    try {
      sunriseDay({ ...APIA, date: '2011-12-30', sunrise: 'upper_limb_refracted' });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(InputError);
    const [detail] = (thrown as InputError).details;
    expect(detail.loc).toEqual(['date']);
    expect(detail.type).toBe('date_not_in_zone');
    expect(detail.msg).toContain('does not exist in Pacific/Apia');
  });

  it('the daily packet of that date is the same 422 on `date` (the Hindu-day frame checks it)', () => {
    const daily = () => dailyDay({ ...APIA, date: '2011-12-30', ayanamsa: 'lahiri' });
    expect(daily).toThrow(InputError);
    try {
      daily();
    } catch (e) {
      expect((e as InputError).details).toEqual([expect.objectContaining({ loc: ['date'], type: 'date_not_in_zone' })]);
    }
  });

  it('the days either side exist: the 29th (−10:00) is followed by the 31st (+14:00); sunrises as astronomy-engine', () => {
    const before = sunriseDay({ ...APIA, date: '2011-12-29', sunrise: 'upper_limb_refracted' });
    const after = sunriseDay({ ...APIA, date: '2011-12-31', sunrise: 'upper_limb_refracted' });
    expect(presentSunrise(before).sunrise).toMatch(/^2011-12-29T07:\d{2}:\d{2}-10:00$/);
    expect(presentSunrise(after).sunrise).toMatch(/^2011-12-31T07:\d{2}:\d{2}\+14:00$/);
    // the next sunrise after the 29th's is the 31st's: the skipped date held no sunrise of its own
    expect(before.nextSunrise.jdUt).toBeCloseTo(after.sunrise.jdUt!, 8);
    // 2011-12-29 00:00 −10:00 = 10:00 UTC; 2011-12-31 00:00 +14:00 = 2011-12-30 10:00 UTC
    const ms = (jd: number | null) => jdUtToUnixMs(jd!);
    expect(Math.abs(ms(before.sunrise.jdUt) - aeSunrise('2011-12-29T10:00:00Z')) / 1000).toBeLessThan(MINUTE_S);
    expect(Math.abs(ms(after.sunrise.jdUt) - aeSunrise('2011-12-30T10:00:00Z')) / 1000).toBeLessThan(MINUTE_S);
    // the lengths are sunset − sunrise and next sunrise − sunset, each rounded to the second
    expect(before.dayLengthS).toBe(Math.round((before.sunset.jdUt! - before.sunrise.jdUt!) * 86_400));
    const wholeSpanS = (before.nextSunrise.jdUt! - before.sunrise.jdUt!) * 86_400;
    expect(Math.abs(before.dayLengthS! + before.nightLengthS! - wholeSpanS)).toBeLessThanOrEqual(1); // two roundings
  });
});
