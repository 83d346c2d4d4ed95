/**
 * Vehicle-purchase (vahana kraya) muhurta of one Hindu day: the stretches where every
 * traditional condition holds, minus the inauspicious windows.
 * Rule set (as commonly printed in North Indian panchangs for vahana kraya; the nakshatra classes
 * are Muhurta Chintamani's, nakshatra prakarana):
 * - vara: Monday, Wednesday, Thursday or Friday;
 * - nakshatra: chara (Punarvasu, Swati, Shravana, Dhanishta, Shatabhisha), kshipra (Ashwini,
 *   Pushya, Hasta) or mridu (Mrigashira, Chitra, Anuradha, Revati);
 * - tithi: not rikta (Chaturthi, Navami, Chaturdashi of either paksha) and not Amavasya;
 * - outside rahu kalam, yamaganda, gulika kalam, dur muhurta and varjyam.
 * The ascendant (lagna) condition some panchangs add is not applied. Not checked against Drik
 * Panchang's vehicle-purchase list (no reference copy in the project).
 */
import { NAKSHATRA_NAMES } from '@pj/ephemeris';
import { tithiValue } from '../daily';
import { RawWindow } from './frame';

export const VEHICLE_VARAS: ReadonlySet<number> = new Set([1, 3, 4, 5]);
/** Nakshatra indices (0 = Ashwini). */
export const VEHICLE_NAKSHATRAS: ReadonlySet<number> = new Set([6, 14, 21, 22, 23, 0, 7, 12, 4, 13, 16, 26]);
/** Tithi indices 0–29 excluded: rikta (3, 8, 13 and 18, 23, 28) and Amavasya (29). */
export const VEHICLE_EXCLUDED_TITHIS: ReadonlySet<number> = new Set([3, 8, 13, 18, 23, 28, 29]);
const EXCLUDED_WINDOWS = new Set(['rahu_kalam', 'yamaganda', 'gulika_kalam', 'dur_muhurta', 'varjyam']);

export interface IndexedSpan {
  readonly index: number;
  readonly startJdUt: number;
  readonly endJdUt: number;
}

type Interval = [number, number];

function subtract(intervals: Interval[], cut: Interval): Interval[] {
  return intervals.flatMap(([a, b]): Interval[] => {
    if (cut[1] <= a || cut[0] >= b) return [[a, b]];
    const out: Interval[] = [];
    if (cut[0] > a) out.push([a, cut[0]]);
    if (cut[1] < b) out.push([cut[1], b]);
    return out;
  });
}

/** Vehicle muhurta windows in [t0, t1) (the Hindu day) for the vara, spans and named windows of that day. */
export function vehicleMuhurta(
  vara: number,
  t0: number,
  t1: number,
  nakshatras: readonly IndexedSpan[],
  tithis: readonly IndexedSpan[],
  named: readonly RawWindow[],
): RawWindow[] {
  if (!VEHICLE_VARAS.has(vara)) return [];
  const out: RawWindow[] = [];
  for (const n of nakshatras) {
    if (!VEHICLE_NAKSHATRAS.has(n.index)) continue;
    for (const t of tithis) {
      if (VEHICLE_EXCLUDED_TITHIS.has(t.index)) continue;
      const a = Math.max(n.startJdUt, t.startJdUt, t0);
      const b = Math.min(n.endJdUt, t.endJdUt, t1);
      if (b <= a) continue;
      let pieces: Interval[] = [[a, b]];
      for (const w of named) if (EXCLUDED_WINDOWS.has(w.kind)) pieces = subtract(pieces, [w.startJdUt, w.endJdUt]);
      for (const [s, e] of pieces) {
        out.push({
          kind: 'vehicle_muhurta',
          name: 'Vehicle Purchase Muhurta',
          startJdUt: s,
          endJdUt: e,
          quality: 'auspicious',
          extra: { nakshatra: { index: n.index, name: NAKSHATRA_NAMES[n.index] }, tithi: tithiValue(t.index) },
        });
      }
    }
  }
  return out.sort((x, y) => x.startJdUt - y.startJdUt);
}
