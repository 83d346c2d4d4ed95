/**
 * Golden checks of the annual (Tajika) computations against the records of
 * test/fixtures/golden/jyotish-annual/cases-annual.json (README there: sources and settings), and the
 * independent cross-check of the varsha pravesha (the Sun's longitude recomputed at the found instant).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyLongitudeAtJdUt, instantFromUtcMillis } from '@pj/ephemeris';
import { DateTime } from 'luxon';
import { natalChart } from '../chart';
import { annualChart, muddaDasha, pravesha, sahams, varshaNarayanaDasha, yearEndJd } from './annual';

interface Rec {
  id: string;
  calculation: string;
  birth: { date: string; time: string; latitude: number; longitude: number; utc_offset_hours: number };
  params: Record<string, number | string>;
  expected: Record<string, any>;
}
const CASES: Rec[] = JSON.parse(
  readFileSync(join(__dirname, '../../../../test/fixtures/golden/jyotish-annual/cases-annual.json'), 'utf8'),
);
const rec = (id: string) => CASES.find((c) => c.id === id) as Rec;
const personOf = (r: Rec, extra: Record<string, string> = {}) => ({
  date: r.birth.date,
  time: r.birth.time,
  lat: r.birth.latitude,
  lng: r.birth.longitude,
  utc_offset: '+05:30',
  ...extra,
});
/** A local ISO time at +05:30 (the records' offset) → JD UT. */
const jdOfIst = (local: string) => instantFromUtcMillis(DateTime.fromISO(local, { zone: 'UTC+5:30' }).toMillis()).jdUt;
const SECONDS = 86400;

/** Chart 18 native (book), the subject of the mudda and varsha narayana records. */
const CHART_18 = rec('pyjhora-pvr-ch67-mudda');

describe('varsha pravesha', () => {
  const natal = natalChart(personOf(CHART_18));
  const p = pravesha(natal, 1993, 'solar');

  it('book Chart 67 (the 22nd-year annual chart of Chart 18, cast for 1993-06-01 13:30 IST): within 60 s', () => {
    const book = rec('pyjhora-ch67-vivaha-saham');
    expect(`${book.birth.date}T${book.birth.time}`).toBe('1993-06-01T13:30:00');
    expect(Math.abs(p.jdUt - jdOfIst('1993-06-01T13:30:00')) * SECONDS).toBeLessThan(60);
    expect(p.yearsCompleted).toBe(21);
  });

  it.each([1972, 1993, 2024, 2399])('year %i: the Sun recomputed at the instant is the natal Sun to 0.1″', (year) => {
    const q = pravesha(natal, year, 'solar');
    const sun = bodyLongitudeAtJdUt(q.jdUt, 'sun', { sidereal: 'lahiri' }).lonDeg;
    const d = ((sun - natal.lon.sun + 540) % 360) - 180;
    expect(Math.abs(d) * 3600).toBeLessThan(0.1);
  });

  it('a year before the birth year is refused naming `year`', () => {
    expect(() => pravesha(natal, 1971, 'solar')).toThrow(
      expect.objectContaining({ details: [expect.objectContaining({ loc: ['year'] })] }),
    );
    expect(() => pravesha(natal, 2400, 'solar')).toThrow(/year must be/);
  });
});

describe('tithi pravesha (PyJHora regression values, pyjhora-own-tithi-pravesha-*)', () => {
  it.each(['pyjhora-own-tithi-pravesha-2023', 'pyjhora-own-tithi-pravesha-2024'])(
    '%s: date exact, time within 120 s',
    (id) => {
      const r = rec(id);
      const natal = natalChart(personOf(r));
      const p = pravesha(natal, Number(r.params.year), 'tithi');
      expect(p.inNatalSolarMonth).toBe(true);
      expect(Math.abs(p.elongationResidualArcsec as number)).toBeLessThan(0.1);
      // PyJHora interpolates the birth's fraction of the tithi linearly over the tithi's span: its own commented
      // alternatives for 2023 (13:37:02, 13:38:04, 13:38:14) spread over 72 s; ours is the exact angle return.
      const dt = (p.jdUt - jdOfIst(r.expected.local)) * SECONDS;
      expect(Math.abs(dt)).toBeLessThan(120);
    },
  );
});

describe('natal sahams (book Charts 96 and 67, saham_natal)', () => {
  it.each(['pyjhora-ch96-vivaha-saham', 'pyjhora-ch67-vivaha-saham'])('%s: sign exact, degree to 0.1°', (id) => {
    const r = rec(id);
    const chart = natalChart(personOf(r));
    const s = sahams(chart).find((x) => x.rule.key === r.params.saham) as ReturnType<typeof sahams>[number];
    expect(Math.floor(s.lon / 30)).toBe(r.expected.sign_index);
    expect(Math.abs((s.lon % 30) - r.expected.deg_in_sign)).toBeLessThanOrEqual(0.05 + 1e-9);
  });
});

describe('annual dashas of the Chart 18 native', () => {
  const natal = natalChart(personOf(CHART_18));

  it('mudda dasha of the 22nd year (book ch. 30.3 ex. 122 via PyJHora): lords exact, starts within 1 day', () => {
    const p = pravesha(natal, 1972 + Number(CHART_18.params.years_from_dob), 'solar');
    const md = muddaDasha(natal, p, yearEndJd(natal, p));
    const exp = CHART_18.expected.periods as { lords: string[]; start: string; duration_days: number }[];
    expect(md.periods.map((x) => x.lord)).toEqual(exp.map((e) => e.lords[0].toLowerCase()));
    md.periods.forEach((x, i) => {
      expect(Math.abs(x.startJd - jdOfIst(exp[i].start))).toBeLessThan(1);
      expect(Math.abs(x.days - exp[i].duration_days)).toBeLessThan(0.02);
    });
  });

  it('varsha narayana of the 22nd year, D-9 (book ch. 30.4 via PyJHora): signs exact, days within 1 day', () => {
    const vnRec = rec('pyjhora-pvr-ch18-varsha-narayana');
    // PyJHora's `years` counts the birth year as 1: years=22 is 21 completed years, the 1993 annual chart
    const p = pravesha(natal, 1972 + Number(vnRec.params.years) - 1, 'solar');
    const a = annualChart(natal, p);
    const vn = varshaNarayanaDasha(a, p.yearsCompleted, 9, p.solarJdUt, yearEndJd(natal, p) - p.solarJdUt);
    const exp = vnRec.expected.periods as { lord_indices: number[]; duration_days: number }[];
    expect(vn.periods.slice(0, exp.length).map((x) => x.lord)).toEqual(exp.map((e) => e.lord_indices[0]));
    vn.periods.slice(1, exp.length).forEach((x, i) => {
      expect(Math.abs(x.days - exp[i + 1].duration_days)).toBeLessThan(1);
    });
    // Scorpio: not matched to the record's 18 days (PyJHora's active value, 6 years). The record's note gives the
    // book's own answer, 21 days (7 years: the lord of Scorpio counted to its position): ours agrees with the book.
    expect(Math.abs(vn.periods[0].days - 21)).toBeLessThan(1);
  });
});
