/**
 * The month grid (/panchang/month): one compact row per civil date of a Gregorian month at a
 * place, each the Hindu day that starts on that date (sunrise, or civil midnight where the Sun
 * does not rise: the daily packet's polar fallback). Built in one pass instead of 28–31 daily
 * packets: the element spans are searched once over the whole month with one sampler, and each
 * day takes the span current at its start. The days are the Hindu-day frame's (./hindu-day.ts
 * `hinduDays`).
 * Festival markers are added by the service (apps/panchang-svc/daily/month-markers.ts).
 * Every row equals the corresponding daily packet's values (unit test).
 */
import { formatLocalJdUt, NEVER_STOP, riseConventionOf, StopCheck } from '@pj/ephemeris';
import { InputError } from '../errors';
import { PlaceEcho, resolvePlace } from '../place';
import { DEFAULT_PANCHANG_CONVENTION } from './convention';
import { DENSE_MARGIN_DAYS, PanchangQuery } from './daily-core';
import { hinduDays } from './hindu-day';
import { elementSpans, karanaValue, nakshatraValue, rashiValue, tithiValue, yogaValue } from './elements';
import { LunarMonth, lunarMonthAt, purnimantaOf } from './lunar-month';
import { dailyMethodology } from './methodology';
import { VARA_NAMES } from './names';
import { SunMoonSampler } from './sampler';
import { samvatOf } from './samvat';

export interface MonthGridInput extends PanchangQuery {
  /** Gregorian month YYYY-MM. */
  readonly ym: string;
  /**
   * Cooperative deadline (libs/ephemeris `StopCheck`), called per day and per engine sample; never stops by default.
   */
  readonly stop?: StopCheck;
}

interface Ended {
  readonly index: number;
  readonly name: string;
  /** When the element ends (it may run past the next sunrise). */
  readonly end: string;
}

export interface MonthGridDay {
  readonly date: string;
  readonly vara: { index: number; name: string };
  readonly sunrise: string | null;
  readonly sunset: string | null;
  /** Tithi at the day's start (number 1–30), then every tithi that also ends before the next day starts (kshaya). */
  readonly tithi: Ended & { number: number; paksha: string };
  readonly lunar_day_numbers: readonly number[];
  readonly nakshatra: Ended;
  readonly yoga: Ended;
  readonly karana: Ended;
  readonly moonsign: Ended;
  readonly paksha: string;
  readonly lunar_month: {
    amanta: { index: number; name: string; adhika: boolean };
    purnimanta: { index: number; name: string; adhika: boolean };
  };
  readonly samvat: { vikram: number; shaka: number };
}

const YM = /^(\d{4})-(\d{2})$/;

export function monthGrid(input: MonthGridInput): {
  body: { ym: string; place: PlaceEcho; days: MonthGridDay[] };
  methodology: Record<string, string>;
} {
  const m = YM.exec(input.ym);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12)
    throw new InputError([{ loc: ['ym'], msg: 'ym must be a month YYYY-MM', type: 'format' }]);
  const convention = input.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const { place, zone, echo } = resolvePlace({
    lat: input.lat,
    lng: input.lng,
    tz: input.tz,
    elevationM: input.elevationM,
  });
  const first = `${input.ym}-01`;
  const days = new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate();
  const conv = riseConventionOf(input.sunrise);

  const stop = input.stop ?? NEVER_STOP;
  const frame = hinduDays(first, days, zone, place, conv, stop);
  const t0 = frame[0].startJdUt;
  const t1 = frame[days - 1].endJdUt;
  const sampler = new SunMoonSampler(
    input.ayanamsa,
    convention,
    [t0 - DENSE_MARGIN_DAYS, t1 + DENSE_MARGIN_DAYS],
    stop,
  );
  const tithis = elementSpans(sampler, 'tithi', t0, t1);
  const nakshatras = elementSpans(sampler, 'nakshatra', t0, t1);
  const yogas = elementSpans(sampler, 'yoga', t0, t1);
  const karanas = elementSpans(sampler, 'karana', t0, t1);
  const moonsigns = elementSpans(sampler, 'moonsign', t0, t1);
  const fmt = (jd: number) => formatLocalJdUt(jd, zone);
  const at = <S extends { startJdUt: number; endJdUt: number }>(spans: readonly S[], jd: number): S => {
    const s = spans.find((x) => x.startJdUt <= jd && jd < x.endJdUt);
    if (!s) throw new Error(`month grid: no span at ${jd}`);
    return s;
  };
  const ended = (
    s: { index: number; endJdUt: number },
    value: (i: number) => { index: number; name: string },
  ): Ended => ({ ...value(s.index), end: fmt(s.endJdUt) });

  let month: LunarMonth | null = null;
  const rows: MonthGridDay[] = [];
  for (const day of frame) {
    const { startJdUt: start, endJdUt: end } = day;
    if (!month || start < month.startJdUt || start >= month.endJdUt) month = lunarMonthAt(sampler, start);
    const tithi = at(tithis, start);
    const tv = tithiValue(tithi.index);
    const purnimanta = purnimantaOf(month.amanta, month.sunSignAtEnd, tv.paksha === 'krishna');
    const samvat = samvatOf(month.amanta.index, purnimanta.index, month.startJdUt);
    rows.push({
      date: day.date,
      vara: { index: day.vara, name: VARA_NAMES[day.vara] },
      sunrise: day.sunrise.instant ? fmt(day.sunrise.instant.jdUt) : null,
      sunset: day.sunset.instant ? fmt(day.sunset.instant.jdUt) : null,
      tithi: { ...tv, end: fmt(tithi.endJdUt) },
      lunar_day_numbers: tithis
        .filter((s) => s === tithi || (s.startJdUt > start && s.endJdUt <= end))
        .map((s) => tithiValue(s.index).number),
      nakshatra: ended(at(nakshatras, start), nakshatraValue),
      yoga: ended(at(yogas, start), yogaValue),
      karana: ended(at(karanas, start), karanaValue),
      moonsign: ended(at(moonsigns, start), rashiValue),
      paksha: tv.paksha,
      lunar_month: { amanta: month.amanta, purnimanta },
      samvat: { vikram: samvat.vikram.year, shaka: samvat.shaka.year },
    });
  }
  return {
    body: { ym: input.ym, place: echo, days: rows },
    methodology: {
      ...dailyMethodology(input.ayanamsa, convention, conv),
      month_grid:
        'one row per civil date: the Hindu day starting that date; values current at its start; lunar_day_numbers adds tithis that end before the next day starts',
    },
  };
}
