/**
 * The annual routes' wire bodies and packets (/annual/varshaphala, /annual/muntha, /annual/mudda-dasha,
 * /annual/tajika-yogas): snake_case, degrees rounded to 1e-6, instants ISO with the birth's offset rule.
 */
import type { StopCheck } from '@pj/ephemeris';
import type { BirthData, ResolvedBirth } from '../../birth';
import { natalChart, NatalChart } from '../../chart';
import { jyotishMethodology } from '../../methodology';
import { ChartPointWire, presentPoint, presentRasiHouses, RasiHouseWire } from '../../present/chart';
import type { Packet } from '../../present/packets';
import { PersonWire, presentPerson } from '../../present/person';
import { formatBirthInstant, IsoInstant, round6, signObj, SignWire } from '../../present/wire';
import { PlanetKey } from '../../tables';
import { Varga } from '../../vargas';
import {
  annualChart,
  isDayChart,
  Muntha,
  muntha,
  muddaDasha,
  panchavargiyaBala,
  patyayiniDasha,
  pravesha,
  Pravesha,
  PraveshaKind,
  sahams,
  TajikaAspect,
  tajikaAspects,
  varshaNarayanaDasha,
  yearEndJd,
  yearLord,
  YearLordRole,
} from '../annual';
import {
  MUNTHA_RULE,
  PANCHAVARGIYA_RULE,
  SAHAM_SOURCE,
  SahamTerm,
  TAJIKA_ASPECT_RULE,
  TAJIKA_SOURCE,
  TajikaAspectKind,
  TajikaAspectNature,
  YEAR_LORD_RULE,
} from '../tables';
import { tajikaYogas } from '../yogas';

/** The request of every annual route: the birth, the calendar year, and (varshaphala) the pravesha kind. */
export interface AnnualRequest {
  person: BirthData;
  /** Calendar year, from the birth year to 2399. */
  year: number;
  /** varshaphala: solar (default) or tithi. */
  pravesha?: PraveshaKind;
  /** mudda-dasha: the varga of the varsha narayana dasha (default 1). */
  narayana_varga?: Varga;
}

export const ANNUAL_DEFAULTS = Object.freeze({ pravesha: 'solar' as PraveshaKind, narayanaVarga: 1 as Varga });

export interface PraveshaWire {
  /** solar: the sidereal Sun back at its natal longitude; tithi: the natal Moon − Sun angle back. */
  readonly kind: PraveshaKind;
  readonly instant: IsoInstant;
  readonly jd_ut: number;
  /** The year's solar pravesha (equal to instant for kind solar). */
  readonly solar_instant: IsoInstant;
  readonly natal_sun_longitude: number;
  readonly sun_longitude: number;
  /** Sun at the instant − natal Sun, arcseconds (≈ 0 for the solar pravesha). */
  readonly sun_residual_arcsec: number;
  /** Natal Moon − Sun angle, degrees. */
  readonly natal_sun_moon_angle: number;
  /** Tithi pravesha: the angle at the instant − the natal one, arcseconds; null for solar. */
  readonly angle_residual_arcsec: number | null;
  /** Tithi pravesha: the instant is in the solar month of birth (the Sun in its natal sign); null for solar. */
  readonly in_natal_solar_month: boolean | null;
}

interface AnnualHeadWire {
  readonly person: PersonWire;
  readonly year: number;
  /** Completed years at the pravesha (0 in the birth year: the natal chart). */
  readonly years_completed: number;
  readonly pravesha: PraveshaWire;
}

export interface MunthaWire {
  readonly sign: SignWire;
  /** House of the muntha in the annual chart, 1–12. */
  readonly house: number;
  readonly lord: PlanetKey;
  readonly favourable: boolean;
  readonly house_signifies: string;
  readonly rule: string;
}

export interface TajikaAspectWire {
  readonly from: PlanetKey;
  readonly to: PlanetKey;
  /** House of `to` counted from `from`. */
  readonly house: number;
  readonly kind: TajikaAspectKind;
  readonly nature: TajikaAspectNature;
  /** Difference of the degrees within the signs. */
  readonly orb: number;
  /** Mean of the two deeptamshas. */
  readonly deeptamsha: number;
  readonly within_deeptamsha: boolean;
  readonly state: 'applying' | 'separating' | 'exact';
}

export interface SahamWire {
  readonly key: string;
  readonly name: string;
  readonly meaning: string;
  readonly longitude: number;
  readonly sign: SignWire;
  readonly degree_in_sign: number;
  /** The formula applied to this chart (day or night). */
  readonly applied: string;
  readonly day_formula: string;
  /** Null: the same as by day. */
  readonly night_formula: string | null;
  readonly plus_30_applied: boolean;
  readonly note: string | null;
}

export interface PanchavargiyaWire {
  readonly planet: PlanetKey;
  readonly kshetra: number;
  readonly uchcha: number;
  readonly hadda: number;
  readonly drekkana: number;
  readonly navamsa: number;
  readonly total: number;
}

export interface YearLordWire {
  readonly lord: PlanetKey;
  readonly candidates: readonly { role: YearLordRole; planet: PlanetKey; bala: number; aspects_lagna: boolean }[];
  readonly rule: string;
}

export interface AnnualChartWire {
  /** Sun … Ketu, then the ascendant, at the pravesha. */
  readonly points: readonly ChartPointWire[];
  readonly houses: readonly RasiHouseWire[];
}

export interface VarshaphalaWire extends AnnualHeadWire {
  /** Sun above the horizon at the pravesha (the day formulas of the sahams apply). */
  readonly day_chart: boolean;
  readonly chart: AnnualChartWire;
  readonly muntha: MunthaWire;
  readonly year_lord: YearLordWire;
  readonly panchavargiya_bala: readonly PanchavargiyaWire[];
  readonly tajika_aspects: readonly TajikaAspectWire[];
  readonly sahams: readonly SahamWire[];
  readonly saham_source: string;
}

export interface MunthaRouteWire extends AnnualHeadWire {
  readonly muntha: MunthaWire;
}

export interface AnnualPeriodWire {
  readonly lord: string;
  readonly start: IsoInstant;
  readonly end: IsoInstant;
  readonly days: number;
}

export interface MuddaDashaWire extends AnnualHeadWire {
  /** Days of this Tajika year (solar pravesha to the next). */
  readonly year_days: number;
  /**
   * Vimshottari compressed into the year (a graha's years × year_days / 120); the first starts before the
   * pravesha by the part of the natal nakshatra already run.
   */
  readonly mudda: readonly AnnualPeriodWire[];
  /** The lagna and the seven planets by degree in sign; periods ∝ their patyamsas. */
  readonly patyayini: readonly (AnnualPeriodWire & { krisamsa: number; patyamsa: number })[];
  readonly varsha_narayana: {
    readonly varga: Varga;
    /** The annual lagna + completed years + (varga − 1) signs. */
    readonly progressed_sign: SignWire;
    readonly seed_lord: string;
    readonly first_sign: SignWire;
    readonly periods: readonly (AnnualPeriodWire & { sign: SignWire; years: number })[];
  };
}

export interface TajikaYogaWire {
  readonly key: string;
  readonly name: string;
  readonly rule: string;
  readonly source: string;
  readonly present: boolean;
  readonly instances: readonly {
    planets: readonly PlanetKey[];
    orb: number | null;
    deeptamsha: number | null;
    state: 'applying' | 'separating' | 'exact' | null;
    note: string | null;
  }[];
}

export interface TajikaYogasWire extends AnnualHeadWire {
  readonly yogas: readonly TajikaYogaWire[];
}

const r4 = (x: number) => Number(x.toFixed(4));

/** One Tajika aspect as the annual and prashna packets write it. */
export const presentTajikaAspect = (a: TajikaAspect): TajikaAspectWire => ({
  from: a.from,
  to: a.to,
  house: a.house,
  kind: a.kind,
  nature: a.nature,
  orb: r4(a.orb),
  deeptamsha: a.deeptamsha,
  within_deeptamsha: a.withinOrb,
  state: a.state,
});

const termText = (t: SahamTerm): string =>
  'point' in t
    ? t.point === 'lagna'
      ? 'Lagna'
      : t.point[0].toUpperCase() + t.point.slice(1)
    : 'house' in t
      ? `cusp of house ${t.house}`
      : 'deg' in t
        ? `${t.deg}\u00b0`
        : 'saham' in t
          ? `${t.saham} saham`
          : 'lordOfHouse' in t
            ? `lord of house ${t.lordOfHouse}`
            : `lord of the ${t.lordOfSignOf}\u2019s sign`;
const formulaText = (f: readonly SahamTerm[]) => `${termText(f[0])} \u2212 ${termText(f[1])} + ${termText(f[2])}`;

function head(natal: NatalChart, p: Pravesha): AnnualHeadWire {
  const b = natal.birth;
  return {
    person: presentPerson(b),
    year: p.year,
    years_completed: p.yearsCompleted,
    pravesha: {
      kind: p.kind,
      instant: formatBirthInstant(b, p.jdUt),
      jd_ut: Number(p.jdUt.toFixed(8)),
      solar_instant: formatBirthInstant(b, p.solarJdUt),
      natal_sun_longitude: round6(p.natalSunLon),
      sun_longitude: round6(p.sunLon),
      sun_residual_arcsec: r4(p.sunResidualArcsec),
      natal_sun_moon_angle: round6(p.natalElongation),
      angle_residual_arcsec: p.elongationResidualArcsec === null ? null : r4(p.elongationResidualArcsec),
      in_natal_solar_month: p.inNatalSolarMonth,
    },
  };
}

const presentMuntha = (m: Muntha): MunthaWire => ({
  sign: signObj(m.sign),
  house: m.house,
  lord: m.lord,
  favourable: m.favourable,
  house_signifies: m.signifies,
  rule: MUNTHA_RULE,
});

/** The natal chart, the pravesha and the annual chart of a request (year checked, 422 naming `year`). */
function annualOf(req: AnnualRequest, kind: PraveshaKind, stop?: StopCheck) {
  const natal = natalChart(req.person);
  const p = pravesha(natal, req.year, kind, stop);
  return { natal, p, annual: annualChart(natal, p) };
}

const methodologyOf = (b: ResolvedBirth | null, extra: Record<string, string>) => ({
  ...(b
    ? jyotishMethodology({
        ayanamsa: b.ayanamsa,
        nodeType: b.nodeType,
        houseSystem: b.houseSystem,
        positionModel: b.positionModel,
      })
    : jyotishMethodology()),
  pravesha:
    'solar: the instant the sidereal Sun (the birth\u2019s ayanamsa and position model) returns to its natal ' +
    'longitude in the year, by the ephemeris event search (regula falsi, 0.05 s); tithi: the instant the ' +
    'Moon \u2212 Sun angle returns to its natal value within the solar month of birth (the Sun in its natal ' +
    'sign), the one nearest the solar return (else the nearest return of the angle); the birth year: the birth',
  ...extra,
});

export const varshaphalaMethodology = (b: ResolvedBirth | null = null) =>
  methodologyOf(b, {
    tajika_aspects: TAJIKA_ASPECT_RULE,
    sahams: SAHAM_SOURCE,
    year_lord: YEAR_LORD_RULE,
    panchavargiya_bala: PANCHAVARGIYA_RULE,
    muntha: MUNTHA_RULE,
  });
export const munthaMethodology = (b: ResolvedBirth | null = null) => methodologyOf(b, { muntha: MUNTHA_RULE });
export const MUDDA_RULES =
  'mudda (varsha vimshottari, Tajika Neelakanthi): the natal Moon\u2019s Vimshottari lord advanced one per ' +
  'completed year, a graha\u2019s days = its Vimshottari years \u00d7 the Tajika year / 120, the first period ' +
  'backed off by the fraction of the natal nakshatra already run; patyayini (P.V.R. Narasimha Rao): the lagna ' +
  'and the seven planets sorted by degree in sign, each period = (its degree \u2212 the previous) / the largest ' +
  '\u00d7 the year; varsha narayana (P.V.R. Narasimha Rao): Narayana dasha of the annual varga chart from the ' +
  'sign holding the lord of (annual lagna + completed years + varga \u2212 1), Saturn in that sign: signs in ' +
  'order, Ketu: in reverse; a sign\u2019s years as in Chara dasha; a year = the Tajika year / 120. The Tajika ' +
  'year runs from the solar pravesha to the next one';
export const muddaMethodology = (b: ResolvedBirth | null = null) => methodologyOf(b, { annual_dashas: MUDDA_RULES });
export const tajikaYogasMethodology = (b: ResolvedBirth | null = null) =>
  methodologyOf(b, { tajika_aspects: TAJIKA_ASPECT_RULE, tajika_yogas: `${TAJIKA_SOURCE}; each yoga with its rule` });

export function varshaphalaPacket(req: AnnualRequest, stop?: StopCheck): Packet<VarshaphalaWire> {
  const { natal, p, annual } = annualOf(req, req.pravesha ?? ANNUAL_DEFAULTS.pravesha, stop);
  const m = muntha(natal, annual, p.yearsCompleted);
  const pvb = panchavargiyaBala(annual);
  const yl = yearLord(natal, annual, m, pvb);
  const body: VarshaphalaWire = {
    ...head(natal, p),
    day_chart: isDayChart(annual),
    chart: { points: annual.points.map(presentPoint), houses: presentRasiHouses(annual) },
    muntha: presentMuntha(m),
    year_lord: {
      lord: yl.lord,
      candidates: yl.candidates.map((c) => ({
        role: c.role,
        planet: c.planet,
        bala: r4(c.bala),
        aspects_lagna: c.aspectsLagna,
      })),
      rule: YEAR_LORD_RULE,
    },
    panchavargiya_bala: pvb.map((b) => ({
      planet: b.planet,
      kshetra: r4(b.kshetra),
      uchcha: r4(b.uchcha),
      hadda: r4(b.hadda),
      drekkana: r4(b.drekkana),
      navamsa: r4(b.navamsa),
      total: r4(b.total),
    })),
    tajika_aspects: tajikaAspects(annual).map(presentTajikaAspect),
    sahams: sahams(annual).map((s) => ({
      key: s.rule.key,
      name: s.rule.name,
      meaning: s.rule.meaning,
      longitude: round6(s.lon),
      sign: signObj(Math.floor(s.lon / 30)),
      degree_in_sign: round6(s.lon % 30),
      applied: s.formula,
      day_formula: formulaText(s.rule.day),
      night_formula: s.rule.night ? formulaText(s.rule.night) : null,
      plus_30_applied: s.plus30Applied,
      note: s.rule.note ?? null,
    })),
    saham_source: SAHAM_SOURCE,
  };
  return { body, methodology: varshaphalaMethodology(natal.birth) };
}

export function munthaPacket(req: AnnualRequest, stop?: StopCheck): Packet<MunthaRouteWire> {
  const { natal, p, annual } = annualOf(req, 'solar', stop);
  const body = { ...head(natal, p), muntha: presentMuntha(muntha(natal, annual, p.yearsCompleted)) };
  return { body, methodology: munthaMethodology(natal.birth) };
}

export function muddaDashaPacket(req: AnnualRequest, stop?: StopCheck): Packet<MuddaDashaWire> {
  const { natal, p, annual } = annualOf(req, 'solar', stop);
  const b = natal.birth;
  const varga = req.narayana_varga ?? ANNUAL_DEFAULTS.narayanaVarga;
  const md = muddaDasha(natal, p, yearEndJd(natal, p, stop));
  const at = (jd: number) => formatBirthInstant(b, jd);
  const period = (x: { lord: string; startJd: number; endJd: number; days: number }): AnnualPeriodWire => ({
    lord: x.lord,
    start: at(x.startJd),
    end: at(x.endJd),
    days: r4(x.days),
  });
  const vn = varshaNarayanaDasha(annual, p.yearsCompleted, varga, p.solarJdUt, md.yearDays);
  const body: MuddaDashaWire = {
    ...head(natal, p),
    year_days: r4(md.yearDays),
    mudda: md.periods.map(period),
    patyayini: patyayiniDasha(annual, p.solarJdUt, md.yearDays).map((x) => ({
      ...period(x),
      krisamsa: round6(x.krisamsa),
      patyamsa: round6(x.patyamsa),
    })),
    varsha_narayana: {
      varga,
      progressed_sign: signObj(vn.progressedSign),
      seed_lord: vn.seedLord,
      first_sign: signObj(vn.firstSign),
      periods: vn.periods.map((x) => ({
        ...period({ ...x, lord: x.signLord }),
        sign: signObj(x.lord),
        years: x.years,
      })),
    },
  };
  return { body, methodology: muddaMethodology(b) };
}

export function tajikaYogasPacket(req: AnnualRequest, stop?: StopCheck): Packet<TajikaYogasWire> {
  const { natal, p, annual } = annualOf(req, 'solar', stop);
  const body = {
    ...head(natal, p),
    yogas: tajikaYogas(annual).map((y) => ({
      key: y.key,
      name: y.name,
      rule: y.rule,
      source: TAJIKA_SOURCE,
      present: y.present,
      instances: y.instances.map((i) => ({
        planets: i.planets,
        orb: i.orb === null ? null : r4(i.orb),
        deeptamsha: i.deeptamsha,
        state: i.state,
        note: i.note ?? null,
      })),
    })),
  };
  return { body, methodology: tajikaYogasMethodology(natal.birth) };
}
