import { AyanamsaKey, bodyLongitudeAtJdUt, findAngleCrossings, forwardDiffDeg } from '@pj/ephemeris';
import { PanchangConvention } from '@pj/panchang';
import { LIBRARY_SKY_CONVENTION, sunSignIngresses } from './frame';

/**
 * Equinoxes and solstices: the apparent geocentric tropical longitude of the Sun crossing
 * 0°, 90°, 180°, 270° (the Astronomical Almanac's definition), each paired with the sidereal
 * sankranti of the same quarter (the Sun entering Mesha, Karka, Tula, Makara), which follows
 * the tropical event by the ayanamsa's worth of solar motion (~24 days in 2024).
 */
export type SeasonKind = 'march_equinox' | 'june_solstice' | 'september_equinox' | 'december_solstice';

const QUARTERS: readonly { kind: SeasonKind; tropicalDeg: number; sankranti: { index: number; name: string } }[] = [
  { kind: 'march_equinox', tropicalDeg: 0, sankranti: { index: 0, name: 'Mesha' } },
  { kind: 'june_solstice', tropicalDeg: 90, sankranti: { index: 3, name: 'Karka' } },
  { kind: 'september_equinox', tropicalDeg: 180, sankranti: { index: 6, name: 'Tula' } },
  { kind: 'december_solstice', tropicalDeg: 270, sankranti: { index: 9, name: 'Makara' } },
];

/** The Sun moves ≤ 1.02°/day: a 1-day step never hides two crossings of one target. */
const SUN_STEP_DAYS = 1;
/**
 * The Sun moves ≥ 0.9527°/day (at aphelion): a longitude d° ahead is reached within d / 0.95 days;
 * the search window is that plus 2 days (never more than 380 days), not a whole year.
 */
const SUN_MIN_SPEED_DEG_PER_DAY = 0.95;
const SEARCH_MARGIN_DAYS = 2;

/** /panchang/solstice-equinox: the next four events from 00:00 UTC of `date`. */
export interface SeasonsQuery {
  /** UTC date, YYYY-MM-DD. */
  readonly date: string;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
}

export interface SeasonEvent {
  readonly kind: SeasonKind;
  readonly jdUt: number;
  readonly tropicalLongitudeDeg: number;
  readonly sankranti: { readonly index: number; readonly name: string; readonly jdUt: number };
}

function sunCrossing(targetDeg: number, fromJdUt: number): number {
  const lon = (t: number) => bodyLongitudeAtJdUt(t, 'sun', { sidereal: null }).lonDeg;
  const ahead = forwardDiffDeg(targetDeg, lon(fromJdUt));
  // exactly on the target at the start is not a crossing found by the scan: look for the next one
  const days = (ahead === 0 ? 360 : ahead) / SUN_MIN_SPEED_DEG_PER_DAY + SEARCH_MARGIN_DAYS;
  const [jd] = findAngleCrossings(lon, targetDeg, fromJdUt, fromJdUt + days, { stepDays: SUN_STEP_DAYS });
  if (jd === undefined) throw new Error(`no solar crossing of ${targetDeg}° within ${days.toFixed(1)} days`);
  return jd;
}

/**
 * The sidereal sankranti after a tropical event: the Sun entering `index`, the ayanamsa's worth of solar motion later
 * (20–27 days for 1800–2400, searched within 40); the daily packet's sunsign edge under `convention`.
 */
const SANKRANTI_AFTER_EVENT_DAYS = 40;
function sankrantiAfter(
  index: number,
  fromJdUt: number,
  ayanamsa: AyanamsaKey,
  convention: PanchangConvention,
): number {
  const hit = sunSignIngresses(fromJdUt, fromJdUt + SANKRANTI_AFTER_EVENT_DAYS, ayanamsa, convention).find(
    (i) => i.to === index,
  );
  if (hit === undefined) throw new Error(`no sankranti into sign ${index} within ${SANKRANTI_AFTER_EVENT_DAYS} days`);
  return hit.jdUt;
}

/**
 * The next `count` equinoxes and solstices at or after `fromJdUt`, in time order, each with the sidereal sankranti of
 * its
 * quarter in the frame of `convention` (./frame.ts; library default ephemeris).
 */
export function nextSeasons(
  fromJdUt: number,
  ayanamsa: AyanamsaKey,
  count = 4,
  convention: PanchangConvention = LIBRARY_SKY_CONVENTION,
): SeasonEvent[] {
  const events = QUARTERS.map((q) => ({ q, jdUt: sunCrossing(q.tropicalDeg, fromJdUt) })).sort(
    (a, b) => a.jdUt - b.jdUt,
  );
  const out: SeasonEvent[] = [];
  for (let i = 0; out.length < count; i++) {
    const { q, jdUt } = events[i % 4];
    const at = i < 4 ? jdUt : sunCrossing(q.tropicalDeg, out[i - 4].jdUt + 300);
    out.push({
      kind: q.kind,
      jdUt: at,
      tropicalLongitudeDeg: q.tropicalDeg,
      sankranti: { ...q.sankranti, jdUt: sankrantiAfter(q.sankranti.index, at, ayanamsa, convention) },
    });
  }
  return out;
}
