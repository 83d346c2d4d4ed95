import { AyanamsaKey, localMidnight } from '@pj/ephemeris';
import { elementSpans, PanchangConvention, SunMoonSampler } from '@pj/panchang';

/** The sankrantis of a calendar year in a zone (the sunsign edges of the daily packet). */
export interface SankrantiYear {
  readonly year: number;
  /** IANA zone whose calendar year is meant. */
  readonly zone: string;
  readonly ayanamsa: AyanamsaKey;
  readonly convention: PanchangConvention;
  /** The Sun entering sign `index` (0 = Mesha) at `jdUt`, in time order; 12 per year. */
  readonly ingresses: readonly { readonly index: number; readonly jdUt: number }[];
}

const yearStart = (year: number, zone: string) => localMidnight(`${String(year).padStart(4, '0')}-01-01`, zone).jdUt;

/** The 12 sankrantis (solar ingresses) whose instants fall in the calendar year of `zone`. */
export function sankrantiYear(q: {
  year: number;
  tz: string;
  ayanamsa: AyanamsaKey;
  convention: PanchangConvention;
}): SankrantiYear {
  const t0 = yearStart(q.year, q.tz);
  const t1 = yearStart(q.year + 1, q.tz);
  const ingresses = elementSpans(new SunMoonSampler(q.ayanamsa, q.convention), 'sunsign', t0, t1)
    .filter((sp) => sp.startJdUt >= t0 && sp.startJdUt < t1)
    .map((sp) => Object.freeze({ index: sp.index, jdUt: sp.startJdUt }));
  return Object.freeze({ year: q.year, zone: q.tz, ayanamsa: q.ayanamsa, convention: q.convention, ingresses });
}
