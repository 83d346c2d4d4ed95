/** Evaluation of the prashna rules of ./rules.ts on a prashna chart. */
import { tajikaAspectOf, TajikaAspect } from '../annual/annual';
import { NatalChart } from '../chart';
import { PlanetKey, SIGN_LORD } from '../tables';
import {
  MOON_ADVERSE_HOUSES,
  MOON_FAVOURABLE_HOUSES,
  PRASHNA_RULES,
  PrashnaRuleText,
  PrashnaVerdict,
  PRISHTODAYA_SIGNS,
  SHIRSHODAYA_SIGNS,
} from './rules';

export const KARYA_HOUSE_DEFAULT = 7;

/** One rule applied: the facts read and its indication (null where the rule states none for these facts). */
export interface PrashnaIndication extends PrashnaRuleText {
  readonly verdict: PrashnaVerdict | null;
  /** The facts the rule read, in words built from the computed values. */
  readonly basis: string;
}

export interface LordsRelation {
  readonly lagnaLord: PlanetKey;
  readonly karyaHouse: number;
  readonly karyaLord: PlanetKey;
  /** The Tajika aspect between them (faster onto slower, as the annual routes report it); null when none. */
  readonly aspect: TajikaAspect | null;
}

const signLordOf = (c: NatalChart, house: number) => SIGN_LORD[(c.lagnaSign + house - 1) % 12];

export function lordsRelation(c: NatalChart, karyaHouse: number): LordsRelation {
  const lagnaLord = signLordOf(c, 1);
  const karyaLord = signLordOf(c, karyaHouse);
  if (lagnaLord === karyaLord) return { lagnaLord, karyaHouse, karyaLord, aspect: null };
  const a = tajikaAspectOf(c, lagnaLord, karyaLord);
  return { lagnaLord, karyaHouse, karyaLord, aspect: a };
}

function ithasalaIndication(rel: LordsRelation): PrashnaIndication {
  const r = PRASHNA_RULES.lagna_karya_ithasala;
  const names = `lagna lord ${rel.lagnaLord}, lord of house ${rel.karyaHouse} ${rel.karyaLord}`;
  if (rel.lagnaLord === rel.karyaLord) return { ...r, verdict: null, basis: `${names}: one planet lords both` };
  const a = rel.aspect;
  if (a === null) return { ...r, verdict: null, basis: `${names}: no Tajika aspect (house 2, 6, 8 or 12 apart)` };
  const orb = `${a.kind} (house ${a.house}), orb ${a.orb.toFixed(2)}\u00b0 of ${a.deeptamsha}\u00b0`;
  if (!a.withinOrb) return { ...r, verdict: null, basis: `${names}: ${orb}, outside the orb` };
  const verdict = a.state === 'separating' ? 'no' : 'yes';
  const yoga = a.state === 'separating' ? 'ishrafa' : 'ithasala';
  return { ...r, verdict, basis: `${names}: ${orb}, ${a.state} (${yoga})` };
}

function risingIndication(c: NatalChart): PrashnaIndication {
  const r = PRASHNA_RULES.rising_sign;
  const s = c.lagnaSign;
  const cls = SHIRSHODAYA_SIGNS.includes(s)
    ? 'shirshodaya'
    : PRISHTODAYA_SIGNS.includes(s)
      ? 'prishtodaya'
      : 'ubhayodaya';
  const verdict: PrashnaVerdict = cls === 'shirshodaya' ? 'yes' : cls === 'prishtodaya' ? 'no' : 'mixed';
  return { ...r, verdict, basis: `lagna sign ${s + 1} (1 = Aries) is ${cls}` };
}

function moonIndication(c: NatalChart): PrashnaIndication {
  const r = PRASHNA_RULES.moon_house;
  const h = c.byKey.moon.house;
  const verdict = MOON_FAVOURABLE_HOUSES.includes(h) ? 'yes' : MOON_ADVERSE_HOUSES.includes(h) ? 'no' : null;
  return { ...r, verdict, basis: `the Moon in house ${h} from the lagna` };
}

/** The three rules, in the order of PRASHNA_RULES. */
export function prashnaIndications(c: NatalChart, karyaHouse: number): PrashnaIndication[] {
  return [ithasalaIndication(lordsRelation(c, karyaHouse)), risingIndication(c), moonIndication(c)];
}
