/** Wire form of /ashtakavarga: every 12-number row runs Mesha (Aries) … Meena (Pisces). */
import { RASHI_NAMES } from '@pj/ephemeris';
import { PlanetKey, SEVEN } from '../../tables';
import { Ashtakavarga, AshtakavargaUnavailable, AV_KEYS, AvKey, BAV_VARIANTS } from '../ashtakavarga';
import { ChartInput } from '../chart-input';
import { ChartInputWire, presentChartInput, presentUnavailable, UnavailableWire } from './chart';

export interface BavWire {
  /** Bindus by sign, Mesha … Meena. */
  by_sign: number[];
  total: number;
}

export interface PindaWire {
  rasi_pinda: number;
  graha_pinda: number;
  shodhya_pinda: number;
}

export interface AshtakavargaResultWire {
  available: true;
  /** Bhinnashtakavarga of the seven grahas and the lagna. */
  bhinnashtakavarga: Record<AvKey, BavWire>;
  /** Sum of the seven grahas' BAVs (the lagna's is not included); total 337. */
  sarvashtakavarga: BavWire;
  /** prastara[whose][contributor]: 1 where the contributor gave a bindu in that sign. */
  prastara: Record<AvKey, Record<AvKey, number[]>>;
  shodhana: {
    /** The seven BAVs after trikona shodhana. */
    trikona: Record<PlanetKey, number[]>;
    /** Then after ekadhipatya shodhana (the rows the pindas use). */
    ekadhipatya: Record<PlanetKey, number[]>;
    /** Signs (0..11) holding one of the seven grahas: ekadhipatya's "occupied". */
    occupied_signs: number[];
  };
  shodhya_pinda: Record<PlanetKey, PindaWire>;
}

export type AshtakavargaWire = {
  chart: ChartInputWire;
  /** The sign order of every row. */
  sign_order: string[];
  /** Cells of the bindu tables where classical sources differ, with the reading used. */
  table_variants: { ashtakavarga_of: AvKey; from: AvKey; houses_used: number[]; other_reading: string }[];
} & (AshtakavargaResultWire | UnavailableWire);

const perKey = <K extends string, V>(keys: readonly K[], f: (k: K) => V) =>
  Object.fromEntries(keys.map((k) => [k, f(k)])) as Record<K, V>;

function presentResult(av: Ashtakavarga): AshtakavargaResultWire {
  return {
    available: true,
    bhinnashtakavarga: perKey(AV_KEYS, (k) => ({ by_sign: [...av.bav[k]], total: av.bavTotals[k] })),
    sarvashtakavarga: { by_sign: [...av.sav], total: av.savTotal },
    prastara: perKey(AV_KEYS, (k) => perKey(AV_KEYS, (g) => [...av.prastara[k][g]])),
    shodhana: {
      trikona: perKey(SEVEN, (g) => [...av.trikona[g]]),
      ekadhipatya: perKey(SEVEN, (g) => [...av.ekadhipatya[g]]),
      occupied_signs: [...av.occupiedSigns],
    },
    shodhya_pinda: perKey(SEVEN, (g) => ({
      rasi_pinda: av.pinda[g].rasiPinda,
      graha_pinda: av.pinda[g].grahaPinda,
      shodhya_pinda: av.pinda[g].shodhyaPinda,
    })),
  };
}

export function presentAshtakavarga(input: ChartInput, av: Ashtakavarga | AshtakavargaUnavailable): AshtakavargaWire {
  return {
    chart: presentChartInput(input),
    sign_order: [...RASHI_NAMES],
    table_variants: BAV_VARIANTS.map((v) => ({
      ashtakavarga_of: v.av,
      from: v.from,
      houses_used: [...v.used],
      other_reading: v.other,
    })),
    ...(av.available ? presentResult(av) : presentUnavailable(av.missing)),
  };
}
