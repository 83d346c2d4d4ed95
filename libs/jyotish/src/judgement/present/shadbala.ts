/** Wire form of /shadbala: every part per graha in virupas (60 virupas = 1 rupa), rounded to 0.0001. */
import { PlanetKey, SEVEN } from '../../tables';
import { presentVimshopaka, VimshopakaWire } from '../../present/vargas';
import { NatalChart } from '../../chart';
import { ChartInput } from '../chart-input';
import { BhavaBala, PerPlanet, REQUIRED_RUPAS, Shadbala, ShadbalaUnavailable, SignClass } from '../strength';
import { ChartInputWire, presentChartInput, UnavailableWire } from './chart';

/** Virupas (or rupas) per graha. */
export type PerGrahaWire = Record<PlanetKey, number>;

export interface ShadbalaResultWire {
  available: true;
  sthana_bala: {
    uchcha: PerGrahaWire;
    saptavargaja: PerGrahaWire;
    ojayugma: PerGrahaWire;
    kendradi: PerGrahaWire;
    drekkana: PerGrahaWire;
    total: PerGrahaWire;
  };
  dig_bala: PerGrahaWire;
  kala_bala: {
    nathonnatha: PerGrahaWire;
    paksha: PerGrahaWire;
    tribhaga: PerGrahaWire;
    abda: PerGrahaWire;
    masa: PerGrahaWire;
    vara: PerGrahaWire;
    hora: PerGrahaWire;
    ayana: PerGrahaWire;
    yuddha: PerGrahaWire;
    total: PerGrahaWire;
  };
  cheshta_bala: PerGrahaWire;
  naisargika_bala: PerGrahaWire;
  drik_bala: PerGrahaWire;
  /** Shadbala in virupas and in rupas; the required minimum (BPHS 27) and total / required. */
  total_virupas: PerGrahaWire;
  total_rupas: PerGrahaWire;
  required_rupas: PerGrahaWire;
  ratio: PerGrahaWire;
  /** Harsha bala (Tajika; 0–20): its four conditions of 5 each. */
  harsha_bala: {
    sthana: PerGrahaWire;
    dignity: PerGrahaWire;
    gender: PerGrahaWire;
    day_night: PerGrahaWire;
    total: PerGrahaWire;
  };
  /** Graha yuddha (two of Mars … Saturn within 1°): the pair, their arc, the victor and the yuddha bala. */
  graha_yuddha: { grahas: [PlanetKey, PlanetKey]; arc_deg: number; victor: PlanetKey | null; yuddha_bala: number }[];
  /** Ishta and kashta phala (0–60) and the cheshta bala they used (the Sun's ayana, the Moon's paksha). */
  ishta_kashta_phala: { cheshta_used: PerGrahaWire; ishta: PerGrahaWire; kashta: PerGrahaWire };
  /** Uccha rashmi (JHora): 2 rays at deep debilitation … 14 at deep exaltation. */
  uccha_rashmi: PerGrahaWire;
  /** Bhava bala of the twelve bhavas (Sripati madhyas), in virupas and rupas. */
  bhava_bala: BhavaBalaWire[];
  /** Vimshopaka bala over the 16 vargas (as in /divisional). */
  vimshopaka: VimshopakaWire[];
}

export interface BhavaBalaWire {
  bhava: number;
  madhya_deg: number;
  sign_class: SignClass;
  lord: PlanetKey;
  bhavadhipati_bala: number;
  dig_bala: number;
  drishti_bala: number;
  total_virupas: number;
  total_rupas: number;
}

export type ShadbalaWire = {
  chart: ChartInputWire;
  unit: string;
} & (ShadbalaResultWire | UnavailableWire);

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const wire = (p: PerPlanet): PerGrahaWire =>
  Object.fromEntries(SEVEN.map((g) => [g, r4(p[g])])) as Record<PlanetKey, number>;
const wireAll = <K extends string>(o: Readonly<Record<K, PerPlanet>>) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, wire(v as PerPlanet)])) as Record<K, PerGrahaWire>;

/** Bhava bala on the wire (also the interpretation packet's, so the two routes agree). */
export function presentBhava(b: BhavaBala): BhavaBalaWire[] {
  return b.madhya.map((m, i) => ({
    bhava: i + 1,
    madhya_deg: r4(m),
    sign_class: b.signClass[i],
    lord: b.lord[i],
    bhavadhipati_bala: r4(b.adhipati[i]),
    dig_bala: r4(b.dig[i]),
    drishti_bala: r4(b.drishti[i]),
    total_virupas: r4(b.total[i]),
    total_rupas: r4(b.total[i] / 60),
  }));
}

function presentResult(chart: NatalChart, s: Shadbala): ShadbalaResultWire {
  const rupas = Object.fromEntries(SEVEN.map((g) => [g, s.total[g] / 60])) as Record<PlanetKey, number>;
  const ratio = Object.fromEntries(SEVEN.map((g) => [g, rupas[g] / REQUIRED_RUPAS[g]])) as Record<PlanetKey, number>;
  const h = s.harsha;
  return {
    available: true,
    sthana_bala: wireAll(s.sthana),
    dig_bala: wire(s.dig),
    kala_bala: wireAll(s.kala),
    cheshta_bala: wire(s.cheshta),
    naisargika_bala: wire(s.naisargika),
    drik_bala: wire(s.drik),
    total_virupas: wire(s.total),
    total_rupas: wire(rupas),
    required_rupas: wire(REQUIRED_RUPAS),
    ratio: wire(ratio),
    harsha_bala: wireAll({
      sthana: h.sthana,
      dignity: h.dignity,
      gender: h.gender,
      day_night: h.dayNight,
      total: h.total,
    }),
    graha_yuddha: s.wars.map((w) => ({
      grahas: [w.grahas[0], w.grahas[1]],
      arc_deg: r4(w.arcDeg),
      victor: w.victor,
      yuddha_bala: r4(w.yuddhaBala),
    })),
    ishta_kashta_phala: wireAll({
      cheshta_used: s.ishtaKashta.cheshtaUsed,
      ishta: s.ishtaKashta.ishta,
      kashta: s.ishtaKashta.kashta,
    }),
    uccha_rashmi: wire(s.ucchaRashmi),
    bhava_bala: presentBhava(s.bhava),
    vimshopaka: presentVimshopaka(chart),
  };
}

export function presentShadbala(input: ChartInput, s: Shadbala | ShadbalaUnavailable): ShadbalaWire {
  const head = { chart: presentChartInput(input), unit: 'virupa (60 virupas = 1 rupa)' };
  if (!s.available) return { ...head, available: false, reason: s.reason, missing: [] };
  return { ...head, ...presentResult(input.chart!, s) };
}
