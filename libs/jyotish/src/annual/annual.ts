/**
 * The Tajika annual chart (varshaphala): varsha pravesha (the sidereal Sun's return, or the tithi pravesha),
 * the annual chart (the chart engine at that instant and the birth place), muntha, sahams, Tajika aspects,
 * panchavargiya bala and the year lord, the annual dashas (mudda, patyayini, varsha narayana) and the sixteen
 * Tajika yogas. Pure: typed values (Julian days UT, sign indices, degrees); rules in ./tables.ts.
 */
import { bodyLongitudeAtJdUt, findAngleCrossings, instantFromJdUt, norm360, StopCheck } from '@pj/ephemeris';
import { InputError } from '@pj/panchang';
import { computeChart, NatalChart } from '../chart';
import { VIMSHOTTARI_SCHEME, vimshottariSeed } from '../dasha';
import { lordOf } from '../points';
import { EXALTATION, naturalRelation, PlanetKey, SEVEN, SIGN_LORD } from '../tables';
import { Varga, vargaDegree, vargaSign } from '../vargas';
import {
  DEEPTAMSHA,
  HADDA,
  MUNTHA_BY_HOUSE,
  SahamRule,
  SAHAMS,
  SahamTerm,
  TAJIKA_ASPECT_BY_HOUSE,
  TajikaAspectKind,
  TajikaAspectNature,
  TRI_RASHI_PATI,
} from './tables';

export const ANNUAL_YEAR_MIN = 1800;
export const ANNUAL_YEAR_MAX = 2399;
export const PRAVESHA_KINDS = ['solar', 'tithi'] as const;
export type PraveshaKind = (typeof PRAVESHA_KINDS)[number];

/** The start of the Tajika year. */
export interface Pravesha {
  readonly kind: PraveshaKind;
  /** Calendar year asked for. */
  readonly year: number;
  /** Completed years since birth (0 in the birth year). */
  readonly yearsCompleted: number;
  readonly jdUt: number;
  /** The solar pravesha of the year (= jdUt for kind solar): the annual dashas run from it. */
  readonly solarJdUt: number;
  readonly natalSunLon: number;
  readonly sunLon: number;
  /** Sun at the instant minus natal Sun, arcseconds (solar pravesha). */
  readonly sunResidualArcsec: number;
  /** Tithi pravesha: the natal Moon − Sun angle and the residual at the instant, arcseconds. */
  readonly natalElongation: number;
  readonly elongationResidualArcsec: number | null;
  /** Tithi pravesha: the instant lies in the solar month of birth (the Sun in its natal sign). */
  readonly inNatalSolarMonth: boolean | null;
}

const SEARCH_EPSILON_S = 0.05;
const SIDEREAL_YEAR_DAYS = 365.256363;

/** The end of the Tajika year: the next solar return (the birth's Sun back at its longitude a year later). */
export function yearEndJd(natal: NatalChart, p: Pravesha, stop?: StopCheck): number {
  return p.year + 1 > ANNUAL_YEAR_MAX ? p.solarJdUt + SIDEREAL_YEAR_DAYS : solarReturn(natal, p.year + 1, stop);
}
const sunLonAt = (natal: NatalChart, jd: number) =>
  bodyLongitudeAtJdUt(jd, 'sun', {
    sidereal: natal.birth.ayanamsa,
    positionModel: natal.birth.positionModel,
  }).lonDeg;
const moonLonAt = (natal: NatalChart, jd: number) =>
  bodyLongitudeAtJdUt(jd, 'moon', {
    sidereal: natal.birth.ayanamsa,
    positionModel: natal.birth.positionModel,
  }).lonDeg;
const arcsec = (a: number, b: number) => ((((a - b + 540) % 360) + 360) % 360) - 180;

function birthYearOf(natal: NatalChart): number {
  return Number(natal.birth.input.date.slice(0, 4));
}

/** The solar return (sidereal Sun at its natal longitude) nearest the birthday in `year`. */
function solarReturn(natal: NatalChart, year: number, stop?: StopCheck): number {
  const yearsCompleted = year - birthYearOf(natal);
  if (yearsCompleted === 0) return natal.birth.instant.jdUt;
  const mean = natal.birth.instant.jdUt + yearsCompleted * SIDEREAL_YEAR_DAYS;
  // the return lies < 0.5 day from the mean-year instant (the Sun's anomaly drifts with the perihelion); one
  // Newton step from there leaves < 0.02 day (the Sun's speed varies 3 % a day at most): bracket ± 0.1 day
  const at = bodyLongitudeAtJdUt(mean, 'sun', {
    sidereal: natal.birth.ayanamsa,
    positionModel: natal.birth.positionModel,
  });
  const guess = mean - arcsec(at.lonDeg, natal.lon.sun) / at.speedDegPerDay;
  const roots = findAngleCrossings((t) => sunLonAt(natal, t), natal.lon.sun, guess - 0.1, guess + 0.1, {
    stepDays: 0.2,
    epsilonS: SEARCH_EPSILON_S,
    stop,
  });
  if (roots.length !== 1) throw new Error(`solar return of ${year}: ${roots.length} roots`);
  return roots[0];
}

export function checkYear(natal: NatalChart, year: number): void {
  const first = birthYearOf(natal);
  if (!Number.isInteger(year) || year < Math.max(ANNUAL_YEAR_MIN, first) || year > ANNUAL_YEAR_MAX) {
    // the gateway refuses the same years first, naming query.year (apps/gateway/routes/annual.controller.ts)
    throw new InputError([
      {
        loc: ['year'],
        msg: `year must be an integer from the birth year (${first}) to ${ANNUAL_YEAR_MAX}`,
        type: 'range',
      },
    ]);
  }
}

/** Varsha pravesha of `year` (solar), or the tithi pravesha (the Moon − Sun angle of birth returning). */
export function pravesha(natal: NatalChart, year: number, kind: PraveshaKind, stop?: StopCheck): Pravesha {
  checkYear(natal, year);
  const yearsCompleted = year - birthYearOf(natal);
  const solar = solarReturn(natal, year, stop);
  const natalElongation = norm360(natal.lon.moon - natal.lon.sun);
  const base = { kind, year, yearsCompleted, solarJdUt: solar, natalSunLon: natal.lon.sun, natalElongation };
  if (kind === 'solar' || yearsCompleted === 0) {
    const sunLon = yearsCompleted === 0 ? natal.lon.sun : sunLonAt(natal, solar);
    return {
      ...base,
      kind,
      jdUt: solar,
      sunLon,
      sunResidualArcsec: arcsec(sunLon, natal.lon.sun) * 3600,
      elongationResidualArcsec: yearsCompleted === 0 && kind === 'tithi' ? 0 : null,
      inNatalSolarMonth: yearsCompleted === 0 && kind === 'tithi' ? true : null,
    };
  }
  const elong = (t: number) => norm360(moonLonAt(natal, t) - sunLonAt(natal, t));
  // the solar month of birth: the Sun (< 1.05 deg/day) in its natal sign, a day's margin each side; the angle
  // moves 10-16 deg/day, so a 1-day step brackets each return once
  const deg = natal.byKey.sun.degInSign;
  const search = (t0: number, t1: number) =>
    findAngleCrossings(elong, natalElongation, t0, t1, { stepDays: 1, epsilonS: SEARCH_EPSILON_S, stop });
  const natalSign = Math.floor(natal.lon.sun / 30);
  const inMonth = search(solar - deg * 1.05 - 1, solar + (30 - deg) * 1.05 + 1).filter(
    (t) => Math.floor(sunLonAt(natal, t) / 30) === natalSign,
  );
  // none in the month (a month shorter than the angle's period): the return nearest the solar return
  const pool = inMonth.length > 0 ? inMonth : search(solar - 31, solar + 31);
  const jd = pool.reduce((a, b) => (Math.abs(b - solar) < Math.abs(a - solar) ? b : a));
  const sunLon = sunLonAt(natal, jd);
  return {
    ...base,
    jdUt: jd,
    sunLon,
    sunResidualArcsec: arcsec(sunLon, natal.lon.sun) * 3600,
    elongationResidualArcsec: arcsec(elong(jd), natalElongation) * 3600,
    inNatalSolarMonth: inMonth.length > 0,
  };
}

/** The chart at the pravesha instant, at the birth place, with the birth's settings. */
export function annualChart(natal: NatalChart, p: Pravesha): NatalChart {
  if (p.yearsCompleted === 0 && p.kind === 'solar') return natal;
  return computeChart({ ...natal.birth, instant: instantFromJdUt(p.jdUt) });
}

/** Day chart: the Sun above the horizon, i.e. in the ecliptic half from the descendant through the MC. */
export const isDayChart = (c: NatalChart) => norm360(c.lon.sun - c.lon.ascendant) >= 180;

// ---------------------------------------------------------------- muntha

export interface Muntha {
  readonly sign: number;
  /** House in the annual chart, 1–12. */
  readonly house: number;
  readonly lord: PlanetKey;
  readonly favourable: boolean;
  readonly signifies: string;
}

export function muntha(natal: NatalChart, annual: NatalChart, yearsCompleted: number): Muntha {
  const sign = (natal.lagnaSign + yearsCompleted) % 12;
  const house = ((sign - annual.lagnaSign + 12) % 12) + 1;
  return { sign, house, lord: SIGN_LORD[sign], ...MUNTHA_BY_HOUSE[house - 1] };
}

// ---------------------------------------------------------------- sahams

export interface Saham {
  readonly rule: SahamRule;
  readonly lon: number;
  /** The formula applied (night or day), as A − B + C term labels. */
  readonly formula: string;
  readonly plus30Applied: boolean;
}

const termLabel = (t: SahamTerm): string =>
  'point' in t
    ? t.point
    : 'house' in t
      ? `house ${t.house}`
      : 'deg' in t
        ? `${t.deg} deg`
        : 'saham' in t
          ? `${t.saham} saham`
          : 'lordOfHouse' in t
            ? `lord of house ${t.lordOfHouse}`
            : `lord of the ${t.lordOfSignOf}'s sign`;

/** C lies on the way from B to A, counted by signs (B's sign excluded, A's included). */
function cBetween(a: number, b: number, c: number): boolean {
  const [sa, sb, sc] = [a, b, c].map((x) => Math.floor(norm360(x) / 30));
  for (let i = 1; i <= 11; i++) {
    const s = (sb + i) % 12;
    if (s === sc) return true;
    if (s === sa) return false;
  }
  return false;
}

/** All sahams of a chart (day or night formulas as the chart is). */
export function sahams(c: NatalChart): Saham[] {
  const night = !isDayChart(c);
  // Tajika counts the seven planets: a sign's lord is its classical single lord (Scorpio Mars, Aquarius Saturn)
  const lordLon = (sign: number) => c.lon[SIGN_LORD[sign]];
  const done = new Map<string, number>();
  const value = (t: SahamTerm): number => {
    if ('point' in t) return t.point === 'lagna' ? c.lon.ascendant : c.lon[t.point];
    if ('house' in t) return norm360(c.lon.ascendant + 30 * (t.house - 1));
    if ('deg' in t) return t.deg;
    if ('saham' in t) return done.get(t.saham) as number;
    if ('lordOfHouse' in t) return lordLon((c.lagnaSign + t.lordOfHouse - 1) % 12);
    return lordLon(c.byKey[t.lordOfSignOf].sign);
  };
  const out: Saham[] = [];
  for (const rule of SAHAMS) {
    let terms = night && rule.night ? rule.night : rule.day;
    if (rule.key === 'samartha' && SIGN_LORD[c.lagnaSign] === 'mars') {
      const f = [{ point: 'jupiter' }, { point: 'mars' }, { point: 'lagna' }] as const;
      terms = night ? [f[1], f[0], f[2]] : f;
    }
    if (rule.key === 'karyasiddhi' && night) terms = [{ point: 'saturn' }, { point: 'moon' }, { lordOfSignOf: 'moon' }];
    const [a, b, cc] = terms.map(value);
    const plus = rule.plus30 && !cBetween(a, b, cc);
    const lon = norm360(a - b + cc + (plus ? 30 : 0));
    done.set(rule.key, lon);
    out.push({
      rule,
      lon,
      formula: `${termLabel(terms[0])} \u2212 ${termLabel(terms[1])} + ${termLabel(terms[2])}`,
      plus30Applied: plus,
    });
  }
  return out;
}

// ---------------------------------------------------------------- Tajika aspects

export interface TajikaAspect {
  readonly from: PlanetKey;
  readonly to: PlanetKey;
  /** House of `to` from `from`. */
  readonly house: number;
  readonly kind: TajikaAspectKind;
  readonly nature: TajikaAspectNature;
  /** Difference of the degrees within their signs. */
  readonly orb: number;
  /** Mean of the two deeptamshas. */
  readonly deeptamsha: number;
  readonly withinOrb: boolean;
  readonly state: 'applying' | 'separating' | 'exact';
}

/**
 * The Tajika aspect of x on y, or null (houses 2, 6, 8, 12); `at` places x elsewhere (a sign and degree:
 * where it will be on entering the next sign), its speed unchanged.
 */
export function tajikaAspectOf(
  c: NatalChart,
  x: PlanetKey,
  y: PlanetKey,
  at?: { sign: number; deg: number },
): TajikaAspect | null {
  const px = c.byKey[x];
  const py = c.byKey[y];
  const house = ((py.sign - (at?.sign ?? px.sign) + 12) % 12) + 1;
  const a = TAJIKA_ASPECT_BY_HOUSE[house];
  if (!a) return null;
  const diff = (at?.deg ?? px.degInSign) - py.degInSign;
  const rate = (px.speed ?? 0) - (py.speed ?? 0);
  const deeptamsha = (DEEPTAMSHA[x] + DEEPTAMSHA[y]) / 2;
  const orb = Math.abs(diff);
  return {
    from: x,
    to: y,
    house,
    kind: a.kind,
    nature: a.nature,
    orb,
    deeptamsha,
    withinOrb: orb <= deeptamsha,
    state: diff === 0 ? 'exact' : diff * rate < 0 ? 'applying' : 'separating',
  };
}

/** The Tajika aspects between the seven planets (each pair once, Sun … Saturn order). */
export function tajikaAspects(c: NatalChart): TajikaAspect[] {
  const out: TajikaAspect[] = [];
  SEVEN.forEach((x, i) =>
    SEVEN.slice(i + 1).forEach((y) => {
      const a = tajikaAspectOf(c, x, y);
      if (a) out.push(a);
    }),
  );
  return out;
}

// ---------------------------------------------------------------- panchavargiya bala, year lord

export interface PanchavargiyaBala {
  readonly planet: PlanetKey;
  readonly kshetra: number;
  readonly uchcha: number;
  readonly hadda: number;
  readonly drekkana: number;
  readonly navamsa: number;
  readonly total: number;
}

const isOwnish = (p: PlanetKey, sign: number) => SIGN_LORD[sign] === p || EXALTATION[p].sign === sign;
function byLord(p: PlanetKey, lord: PlanetKey, full: number, friend: number, neutral: number, enemy: number) {
  if (lord === p) return full;
  const r = naturalRelation(p, lord);
  return r === 'friend' ? friend : r === 'enemy' ? enemy : neutral;
}

export function haddaLordOf(lon: number): PlanetKey {
  const sign = Math.floor(lon / 30);
  const d = lon - sign * 30;
  return (HADDA[sign].find(([, end]) => d < end) ?? HADDA[sign][4])[0];
}

export function panchavargiyaBala(c: NatalChart): PanchavargiyaBala[] {
  return SEVEN.map((p) => {
    const lon = c.lon[p];
    const sign = Math.floor(lon / 30);
    const kshetra = isOwnish(p, sign) ? 30 : byLord(p, SIGN_LORD[sign], 30, 22.5, 15, 7.5);
    const ex = EXALTATION[p].sign * 30 + (EXALTATION[p].deg as number);
    const fromDeb = Math.abs(arcsec(lon, ex + 180));
    const uchcha = (fromDeb / 180) * 20;
    const hadda = byLord(p, haddaLordOf(lon), 15, 7.5, 0, 3.75);
    const drekkana = byLord(p, SIGN_LORD[vargaSign(lon, 3)], 10, 5, 0, 2.5);
    const navamsa = byLord(p, SIGN_LORD[vargaSign(lon, 9)], 5, 2.5, 0, 1.25);
    return {
      planet: p,
      kshetra,
      uchcha,
      hadda,
      drekkana,
      navamsa,
      total: (kshetra + uchcha + hadda + drekkana + navamsa) / 4,
    };
  });
}

export type YearLordRole =
  'munthesha' | 'janma_lagna_lord' | 'varsha_lagna_lord' | 'tri_rashi_pati' | 'dina_ratri_pati';

export interface YearLord {
  readonly candidates: readonly {
    role: YearLordRole;
    planet: PlanetKey;
    bala: number;
    aspectsLagna: boolean;
  }[];
  readonly lord: PlanetKey;
  readonly day: boolean;
}

export function yearLord(
  natal: NatalChart,
  annual: NatalChart,
  m: Muntha,
  pvb: readonly PanchavargiyaBala[],
): YearLord {
  const day = isDayChart(annual);
  const luminary = day ? annual.byKey.sun.sign : annual.byKey.moon.sign;
  const roles: [YearLordRole, PlanetKey][] = [
    ['munthesha', m.lord],
    ['janma_lagna_lord', SIGN_LORD[natal.lagnaSign]],
    ['varsha_lagna_lord', SIGN_LORD[annual.lagnaSign]],
    ['tri_rashi_pati', (day ? TRI_RASHI_PATI.day : TRI_RASHI_PATI.night)[annual.lagnaSign]],
    ['dina_ratri_pati', SIGN_LORD[luminary]],
  ];
  const candidates = roles.map(([role, planet]) => ({
    role,
    planet,
    bala: (pvb.find((b) => b.planet === planet) as PanchavargiyaBala).total,
    aspectsLagna: TAJIKA_ASPECT_BY_HOUSE[((annual.lagnaSign - annual.byKey[planet].sign + 12) % 12) + 1] !== undefined,
  }));
  const aspecting = candidates.filter((x) => x.aspectsLagna);
  const pool = aspecting.length ? aspecting : candidates;
  const best = pool.reduce((a, b) => (b.bala > a.bala ? b : a));
  return { candidates, lord: best.planet, day };
}

// ---------------------------------------------------------------- annual dashas

export interface AnnualPeriod<L> {
  readonly lord: L;
  readonly startJd: number;
  readonly endJd: number;
  readonly days: number;
}

/** Mudda (varsha vimshottari): Vimshottari compressed into the Tajika year. */
export function muddaDasha(
  natal: NatalChart,
  p: Pravesha,
  yearEnd: number,
): { periods: AnnualPeriod<PlanetKey>[]; yearDays: number } {
  const seed = vimshottariSeed(natal.lon.moon);
  const scheme = VIMSHOTTARI_SCHEME.periods;
  const yearDays = yearEnd - p.solarJdUt;
  const start0 = p.solarJdUt;
  const first = (seed.lordIdx + p.yearsCompleted) % 9;
  let t = start0 - (seed.elapsed * scheme[first].years * yearDays) / 120;
  return {
    yearDays,
    periods: Array.from({ length: 9 }, (_, i) => {
      const { lord, years } = scheme[(first + i) % 9];
      const days = (years * yearDays) / 120;
      const period = { lord: lord as PlanetKey, startJd: t, endJd: t + days, days };
      t += days;
      return period;
    }),
  };
}

/** Patyayini: the lagna and the seven planets by degree in sign; each period ∝ its patyamsa. */
export function patyayiniDasha(annual: NatalChart, startJd: number, yearDays: number) {
  const keys = ['ascendant', ...SEVEN] as const;
  const kris = keys.map((k) => ({ key: k, deg: annual.byKey[k].degInSign })).sort((a, b) => a.deg - b.deg);
  const sum = kris[kris.length - 1].deg;
  let t = startJd;
  return kris.map((k, i) => {
    const patyamsa = k.deg - (i === 0 ? 0 : kris[i - 1].deg);
    const days = (patyamsa / sum) * yearDays;
    const period = { lord: k.key, krisamsa: k.deg, patyamsa, startJd: t, endJd: t + days, days };
    t += days;
    return period;
  });
}

/** Narayana progression of a sign (regular, Saturn in it: consecutive forward; Ketu in it: consecutive back). */
function narayanaOrder(first: number, signs: Record<string, number>): number[] {
  if (signs.saturn === first) return Array.from({ length: 12 }, (_, i) => (first + i) % 12);
  if (signs.ketu === first) return Array.from({ length: 12 }, (_, i) => (first - i + 12) % 12);
  const forward = first % 2 === 0;
  const offsets =
    first % 3 === 0
      ? Array.from({ length: 12 }, (_, i) => i)
      : first % 3 === 1
        ? Array.from({ length: 12 }, (_, i) => (5 * i) % 12)
        : [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];
  return offsets.map((n) => (first + (forward ? n : -n) + 120) % 12);
}

const SAVYA = new Set([0, 1, 2, 6, 7, 8]);

/** Varsha narayana dasha (PVR): Narayana dasha of the annual varga chart, a dasha year = yearDays / 120 days. */
export function varshaNarayanaDasha(
  annual: NatalChart,
  yearsCompleted: number,
  varga: Varga,
  startJd: number,
  yearDays: number,
) {
  const signs = Object.fromEntries(annual.points.map((pt) => [pt.key, vargaSign(pt.lon, varga)])) as Parameters<
    typeof lordOf
  >[1];
  const degs = Object.fromEntries(annual.points.map((pt) => [pt.key, vargaDegree(pt.lon, varga)])) as Parameters<
    typeof lordOf
  >[2];
  const progressed = (annual.lagnaSign + yearsCompleted + varga - 1) % 12;
  const seedLord = lordOf(progressed, signs, degs);
  const first = signs[seedLord];
  let t = startJd;
  return {
    progressedSign: progressed,
    seedLord,
    firstSign: first,
    periods: narayanaOrder(first, signs).map((sign) => {
      const lord = lordOf(sign, signs, degs);
      const at = signs[lord];
      let years = 12;
      if (at !== sign) {
        years = (SAVYA.has(sign) ? ((at - sign + 12) % 12) + 1 : ((sign - at + 12) % 12) + 1) - 1;
        if (EXALTATION[lord].sign === at) years += 1;
        else if ((EXALTATION[lord].sign + 6) % 12 === at) years -= 1;
      }
      const days = (years * yearDays) / 120;
      const period = { lord: sign, signLord: lord, years, startJd: t, endJd: t + days, days };
      t += days;
      return period;
    }),
  };
}
