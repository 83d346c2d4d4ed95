/**
 * Lahiri ayanamsa against published values (test/fixtures/golden/ayanamsa/README.md) and the
 * PyJHora regression values (test/fixtures/golden/jyotish-cases/).
 *
 * The Calendar Reform Committee value 23°15′00.658″ (1956-03-21 0h) is a TRUE ayanamsa (it
 * includes nutation): Swiss Ephemeris stores the mean value 23.250182778° − 0.004658035° (the
 * nutation Δψ then) as its epoch constant. So the published value is checked with
 * `nutation: true`, and the mean ayanamsa is checked to be the published value minus Δψ.
 */
import {
  ayanamsaDeg,
  AYANAMSAS,
  AyanamsaKey,
  instantFromJdUt,
  instantFromLocal,
  instantFromUtcMillis,
  Instant,
  SID_MODE,
} from '../src';
import { addonSidModes } from '../src/engine';
import { readJson, report, stats } from './golden';

const ARCSEC_PER_DEG = 3600;
/**
 * Brief's gate for the ICRC epoch: 1″ (SE's IAU 2000B nutation vs the Wahr 1980 model behind the published Δψ: ~0.1″).
 */
const ICRC_TOL_ARCSEC = 1;
/**
 * NIE value printed to whole arc-seconds (±0.5″ if rounded, 0..1″ if truncated) plus 0.14″/day for the unknown time of
 * day.
 */
const NIE_TOL_ARCSEC = 1.2;
/** Δψ on 1956-03-21 per SE 2.09 sweph.h (Wahr 1980): 0.004658035° = 16.769″; IAU 2000B differs by < 0.2″ here. */
const NUTATION_1956_DEG = 0.004658035;
const NUTATION_TOL_ARCSEC = 0.2;

interface Published {
  id: string;
  kind: 'true';
  jd_tt?: number;
  epoch: string;
  time_scale: 'TT' | 'UT';
  value_deg: number;
}

/** Instant whose TT is `jdTt` (ΔT evaluated at the UT estimate; one fixed-point step is exact to < 1 ms). */
function instantAtTt(jdTt: number): Instant {
  let jdUt = jdTt;
  for (let i = 0; i < 3; i++) jdUt = jdTt - instantFromJdUt(jdUt).deltaTS / 86_400;
  return instantFromJdUt(jdUt);
}

describe('Lahiri ayanamsa vs published values', () => {
  const published = readJson<Published[]>('ayanamsa', 'published.json');

  it('ICRC definition: 23°15′00.658″ (true) at 1956-03-21 0h TT, within 1″', () => {
    const p = published.find((r) => r.id === 'icrc-1956');
    if (!p?.jd_tt) throw new Error('fixture icrc-1956 missing');
    const t = instantAtTt(p.jd_tt);
    expect(Math.abs(t.jdTt - p.jd_tt) * 86_400).toBeLessThan(0.001);
    const trueErr = (ayanamsaDeg(t, 'lahiri', { nutation: true }) - p.value_deg) * ARCSEC_PER_DEG;
    const meanErr =
      (ayanamsaDeg(t, 'lahiri', { nutation: false }) - (p.value_deg - NUTATION_1956_DEG)) * ARCSEC_PER_DEG;
    console.log(
      `ICRC 1956: true ayanamsa error ${trueErr.toFixed(3)}″; mean = published − Δψ, error ${meanErr.toFixed(3)}″`,
    );
    expect(Math.abs(trueErr)).toBeLessThanOrEqual(ICRC_TOL_ARCSEC);
    expect(Math.abs(meanErr)).toBeLessThanOrEqual(ICRC_TOL_ARCSEC);
    const nutationArcsec = (ayanamsaDeg(t, 'lahiri') - ayanamsaDeg(t, 'lahiri', { nutation: false })) * ARCSEC_PER_DEG;
    expect(Math.abs(nutationArcsec - NUTATION_1956_DEG * ARCSEC_PER_DEG)).toBeLessThanOrEqual(NUTATION_TOL_ARCSEC);
  });

  it('New International Ephemerides: 23°51′11″ on 2000-01-01, within 1.2″', () => {
    const p = published.find((r) => r.id === 'nie-2000-01-01');
    if (!p) throw new Error('fixture nie-2000-01-01 missing');
    const t = instantFromUtcMillis(Date.parse(`${p.epoch}Z`));
    const err = (ayanamsaDeg(t, 'lahiri') - p.value_deg) * ARCSEC_PER_DEG;
    console.log(`NIE 2000-01-01: true ayanamsa error ${err.toFixed(3)}″`);
    expect(Math.abs(err)).toBeLessThanOrEqual(NIE_TOL_ARCSEC);
  });
});

describe('ayanamsas vs PyJHora regression values (1996-12-07 10:34 IST)', () => {
  // PyJHora's numbers equal SE's *mean* ayanamsa at the local clock time read as UT (5.5 h late):
  // together 0.1″–0.4″ from our true ayanamsa at the right instant, inside the record's 0.0003°.
  interface AyanamsaCase {
    id: string;
    birth: { date: string; time: string };
    expected: { ayanamsa_deg: Record<string, number> };
    tolerance: { deg: number };
  }
  const PYJHORA_NAME: Readonly<Record<AyanamsaKey, string>> = {
    lahiri: 'LAHIRI',
    raman: 'RAMAN',
    krishnamurti: 'KP',
    true_chitra: 'TRUE_CITRA',
  };

  it('all four ayanamsas within the record tolerance (0.0003°)', () => {
    const c = readJson<AyanamsaCase[]>('jyotish-cases', 'cases-subset.json').find(
      (r) => r.id === 'pyjhora-own-ayanamsa',
    );
    if (!c) throw new Error('fixture pyjhora-own-ayanamsa missing');
    const r = instantFromLocal(c.birth.date, c.birth.time, 'Asia/Kolkata');
    if (r.kind !== 'ok') throw new Error('unexpected DST result');
    const errs = AYANAMSAS.map((k) => ayanamsaDeg(r.instant, k) - c.expected.ayanamsa_deg[PYJHORA_NAME[k]]);
    report('ayanamsas vs PyJHora (arcsec)', stats(errs.map((e) => e * ARCSEC_PER_DEG)), '″', 3);
    for (const e of errs) expect(Math.abs(e)).toBeLessThanOrEqual(c.tolerance.deg);
  });
});

describe('sidereal-mode numbers', () => {
  it('settings.SID_MODE equals the addon constants (SE_SIDM_*)', () => {
    expect(addonSidModes()).toEqual(SID_MODE);
  });
});
