/**
 * Which day each tradition fasts for one Ekadashi (Drik Panchang's rules, derived from and
 * checked against its New Delhi lists 1900–2050; README.md in this folder).
 *
 * Terms: a day is sunrise to sunrise; "E at sunrise of d" = the Ekadashi tithi is current at
 * that day's sunrise. Arunodaya of d = sunrise(d) − 4 ghatis of the preceding night, a ghati
 * being 1/30 of the night (sunset of d − 1 to sunrise of d): 80–108 min at New Delhi. (A fixed
 * 96 min disagrees with Drik on 12 of 3 900 Ekadashis; the night-ghati form on none.)
 *
 * Cases, by the number of sunrises the Ekadashi tithi touches and how Dwadashi ends:
 * - `single`: E at one sunrise d, Dwadashi at sunrise of d + 1 only. Smarta: d. Vaishnava: d,
 *   unless Dashami is present at d's arunodaya (dashami-viddha) → d + 1.
 * - `kshaya`: E touches no sunrise (starts after sunrise of d, ends before the next). Smarta: d
 *   (the day that holds it). Gauna and Vaishnava: d + 1 (Dwadashi at sunrise; d is viddha).
 * - `dwadashi_kshaya`: E at sunrise of d, and Dwadashi ends before sunrise of d + 1 (it touches
 *   no sunrise, so a fast on d would have its parana outside Dwadashi). Smarta: d − 1 (the day
 *   E begins). Gauna and Vaishnava: d.
 * - `vyanjuli`: E at one sunrise d, Dwadashi at two sunrises (d + 1, d + 2). Smarta: d.
 *   Vaishnava: d + 1 (the Vyanjuli Mahadvadashi of Hari Bhakti Vilasa: fast on Dwadashi).
 * - `vriddhi`: E at two sunrises d, d + 1; Dwadashi ends before sunrise of d + 2. Smarta: d;
 *   Gauna and Vaishnava: d + 1.
 * - `vriddhi_dwadashi_vriddhi`: E at two sunrises d, d + 1 and Dwadashi at sunrise d + 2 too:
 *   everyone fasts on d + 1 (parana on d + 2 is still in Dwadashi).
 */
import { Day, EkadashiFacts } from './facts';

export type EkadashiCase =
  'single' | 'kshaya' | 'dwadashi_kshaya' | 'vyanjuli' | 'vriddhi' | 'vriddhi_dwadashi_vriddhi';

export interface EkadashiDecision {
  readonly case: EkadashiCase;
  /** Day indices (into RangeFacts.days). */
  readonly smarta: number;
  /** The second (alternate) day Drik lists as Gauna, or null. */
  readonly gauna: number | null;
  readonly vaishnava: number;
  /** Day indices whose sunrise the Ekadashi tithi holds. */
  readonly sunrises: readonly number[];
  /** First day considered (the day holding the Ekadashi's start). */
  readonly firstDay: number;
  readonly dashamiViddha: boolean;
  readonly smartaRule: string;
  readonly gaunaRule: string | null;
  readonly vaishnavaRule: string;
}

/** Fraction of the night before sunrise that is arunodaya: 4 of its 30 ghatis. */
export const ARUNODAYA_NIGHT_FRACTION = 4 / 30;
/** Where the night is undefined (no sunset: polar regions): 4 ghatis of a 24-hour day, 96 min. */
export const ARUNODAYA_FALLBACK_DAYS = 96 / 1440;

/** Arunodaya of day i (JD UT): 4 ghatis of the night before its sunrise. */
export function arunodayaOf(days: readonly Day[], i: number): number {
  const rise = days[i].startJdUt;
  const prevSet = i > 0 ? days[i - 1].sunsetJdUt : null;
  if (prevSet === null || days[i].sunriseJdUt === null || prevSet >= rise) return rise - ARUNODAYA_FALLBACK_DAYS;
  return rise - (rise - prevSet) * ARUNODAYA_NIGHT_FRACTION;
}

export function decide(days: readonly Day[], e: EkadashiFacts, firstDay: number): EkadashiDecision {
  const E = e.ekadashi;
  const W = e.dwadashi.endJdUt;
  const sunrises: number[] = [];
  for (let i = firstDay; i < days.length && days[i].startJdUt < E.endJdUt; i++)
    if (days[i].startJdUt >= E.startJdUt) sunrises.push(i);
  const rise = (i: number) => days[i].startJdUt;
  /** The decision of a case: each tradition's fasting day (day indices) and why. */
  const decided = (
    kase: EkadashiCase,
    [smarta, gauna, vaishnava]: [number, number | null, number],
    dashamiViddha: boolean,
    [smartaRule, gaunaRule, vaishnavaRule]: [string, string | null, string],
  ): EkadashiDecision => ({
    case: kase,
    smarta,
    gauna,
    vaishnava,
    sunrises,
    firstDay,
    dashamiViddha,
    smartaRule,
    gaunaRule,
    vaishnavaRule,
  });
  if (sunrises.length === 0) {
    const d = firstDay;
    return decided('kshaya', [d, d + 1, d + 1], true, [
      'Ekadashi touches no sunrise (kshaya): Smartas fast on the day that holds it',
      'kshaya Ekadashi: the alternate fast is the next day, Dwadashi at sunrise',
      'kshaya Ekadashi is pierced by Dashami: Vaishnavas fast the next day (Dwadashi at sunrise)',
    ]);
  }
  if (sunrises.length === 1) {
    const d = sunrises[0];
    if (W < rise(d + 1)) {
      return decided('dwadashi_kshaya', [d - 1, d, d], false, [
        'Dwadashi touches no sunrise (it ends before the sunrise after the Ekadashi day): Smartas fast the day before, on which Ekadashi begins, so that parana falls in Dwadashi',
        'Dwadashi kshaya: the alternate fast is the day Ekadashi holds at sunrise',
        'Ekadashi at sunrise and at arunodaya (not pierced by Dashami): Vaishnavas fast that day',
      ]);
    }
    const viddha = E.startJdUt > arunodayaOf(days, d);
    if (W >= rise(d + 2)) {
      return decided('vyanjuli', [d, null, d + 1], viddha, [
        'Ekadashi prevails at sunrise on one day: Smartas fast that day',
        null,
        'Dwadashi spans two sunrises (Vyanjuli Mahadvadashi): Vaishnavas fast on the first Dwadashi day',
      ]);
    }
    return decided('single', [d, null, viddha ? d + 1 : d], viddha, [
      'Ekadashi prevails at sunrise on one day: Smartas fast that day',
      null,
      viddha
        ? 'Dashami is present at arunodaya (dashami-viddha): Vaishnavas fast the next day'
        : 'Ekadashi is present at arunodaya and sunrise: Vaishnavas fast that day',
    ]);
  }
  const [d1, d2] = sunrises;
  const viddha = E.startJdUt > arunodayaOf(days, d1);
  if (W >= rise(d2 + 1)) {
    return decided('vriddhi_dwadashi_vriddhi', [d2, null, d2], viddha, [
      'Ekadashi prevails at two sunrises and Dwadashi at the third: all fast on the second day (parana still in Dwadashi)',
      null,
      'Ekadashi prevails at two sunrises and Dwadashi at the third: all fast on the second day',
    ]);
  }
  return decided('vriddhi', [d1, d2, d2], viddha, [
    'Ekadashi prevails at two sunrises: Smartas (householders) fast on the first day',
    'Ekadashi prevails at two sunrises: the second day is the alternate (Gauna) fast, for ascetics and those seeking moksha',
    'Ekadashi prevails at two sunrises: Vaishnavas fast on the second day (pure Ekadashi, free of Dashami)',
  ]);
}
