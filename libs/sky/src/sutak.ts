import {
  addDaysToDate,
  DEFAULT_RISE_CONVENTION,
  instantFromJdUt,
  nextRiseSet,
  Place,
  SECONDS_PER_DAY,
} from '@pj/ephemeris';
import { hinduDay } from '@pj/panchang';
import { EclipseDay, eclipseDay, EclipsePlaceQuery, LocalCircumstances } from './eclipses';

/**
 * Sutak (suta/vedha), the restricted span before a grahan, at a place.
 *
 * Tradition counts it in prahars (yama): 4 before a solar and 3 before a lunar eclipse; with a
 * nominal prahar of 3 h that is the "12 h / 9 h" of the popular rule. Drik Panchang counts real
 * prahars — the day (sunrise–sunset) and the night (sunset–next sunrise) each split in four — and
 * starts sutak at the start of the prahar that lies 4 (solar) or 3 (lunar) prahars before the
 * prahar holding the first visible contact. Evidence (New Delhi): 2018-01-31 lunar, kids/old/sick
 * start 12:34:42 = madhyahna (start of the prahar before the eclipse's), Ahmedabad 12:53:13 likewise
 * (reference/drik/secondary_eclipses.json); 2022-10-25 solar, sutak 03:17 (published) = the last
 * night prahar before sunrise, where "12 h before 16:29" would give 04:29; 2025-09-07 lunar, 12:19
 * (published) = madhyahna, where "9 h before 21:58" gives 12:58.
 * Exceptions by custom (as Drik prints them for 2018-01-31): children, the elderly, the
 * sick and pregnant women keep only the last prahar before the eclipse's prahar; food and medicine are
 * not restricted for them before it. Sutak ends when the eclipse ends as seen from the place.
 */
export const SUTAK_RULES = ['prahar', 'hours'] as const;
export type SutakRule = (typeof SUTAK_RULES)[number];
export const DEFAULT_SUTAK_RULE: SutakRule = 'prahar';
export const SUTAK_PRAHARS = { solar: 4, lunar: 3 } as const;
/** The nominal rule: 12 h solar, 9 h lunar; 3 h (one nominal prahar) for children, the elderly and the sick. */
export const SUTAK_HOURS = { solar: 12, lunar: 9, exempt: 3 } as const;
const HOUR_DAYS = 3600 / SECONDS_PER_DAY;

/**
 * First visible contact: solar C1 (or sunrise, when the Sun rises eclipsed); lunar U1 (umbral), or moonrise during it.
 */
function firstVisibleContact(local: LocalCircumstances, place: Place): number | null {
  if ('c1' in local) {
    if (local.c1.visible) return local.c1.jdUt;
    const rise = nextRiseSet('sun', 'rise', instantFromJdUt(local.c1.jdUt), place, DEFAULT_RISE_CONVENTION);
    return rise.instant && rise.instant.jdUt < local.c4.jdUt ? rise.instant.jdUt : null;
  }
  if (!local.u1 || !local.u4) return null;
  if (local.u1.visible) return local.u1.jdUt;
  const rise = nextRiseSet('moon', 'rise', instantFromJdUt(local.u1.jdUt), place, DEFAULT_RISE_CONVENTION);
  return rise.instant && rise.instant.jdUt < local.u4.jdUt ? rise.instant.jdUt : null;
}

/** Last visible moment: solar C4, or sunset when the Sun sets eclipsed; lunar U4, or moonset / sunrise when earlier. */
function lastVisibleMoment(local: LocalCircumstances, first: number, place: Place): number {
  const next = (body: 'sun' | 'moon', dir: 'rise' | 'set') =>
    nextRiseSet(body, dir, instantFromJdUt(first), place, DEFAULT_RISE_CONVENTION).instant?.jdUt ?? Infinity;
  if ('c1' in local) return local.c4.visible ? local.c4.jdUt : Math.min(local.c4.jdUt, next('sun', 'set'));
  const u4 = local.u4!;
  return u4.visible ? u4.jdUt : Math.min(u4.jdUt, next('moon', 'set'), next('sun', 'rise'));
}

/**
 * Prahar boundaries (JD UT, ascending) of the Hindu days starting on the dates given; null where the Sun does not rise
 * or set.
 */
function praharBoundaries(dates: readonly string[], zone: string, place: Place): number[] | null {
  const out: number[] = [];
  for (const d of dates) {
    const day = hinduDay(d, zone, place);
    const [sr, ss, ns] = [day.sunrise.instant?.jdUt, day.sunset.instant?.jdUt, day.nextSunrise.instant?.jdUt];
    if (sr === undefined || ss === undefined || ns === undefined || !(sr < ss && ss < ns)) return null;
    for (let k = 0; k < 4; k++) out.push(sr + (k * (ss - sr)) / 4);
    for (let k = 0; k < 4; k++) out.push(ss + (k * (ns - ss)) / 4);
  }
  return out;
}

/** How the start was counted: real prahars, the nominal hours asked for, or hours because there are no prahars. */
export type SutakBasis = 'prahar' | 'hours' | 'hours_fallback';

/** The sutak of a visible eclipse, Julian days UT. */
export interface Sutak {
  /** Solar C1 (or sunrise eclipsed); lunar U1 (or moonrise during the umbral phase). */
  readonly firstVisibleJdUt: number;
  readonly startJdUt: number;
  /** The last visible moment of the eclipse (both spans end there). */
  readonly endJdUt: number;
  /** Start for children, the elderly and the sick (one prahar, or 3 h, before the first visible contact). */
  readonly exemptStartJdUt: number;
  readonly basis: SutakBasis;
}

/** The sutak of a date's eclipse at a place; null when the eclipse is absent, not visible, or has no umbral phase. */
export interface SutakDay {
  readonly rule: SutakRule;
  readonly day: EclipseDay;
  readonly sutak: Sutak | null;
}

export function eclipseSutak(
  q: EclipsePlaceQuery & { readonly date: string; readonly sutakRule: SutakRule },
): SutakDay {
  const rule = q.sutakRule;
  const day = eclipseDay(q);
  if (day.status !== 'visible') return { rule, day, sutak: null };
  const { place, zone } = day.place;
  const { eclipse, local } = day;
  const first = firstVisibleContact(local, place);
  if (first === null) return { rule, day, sutak: null };
  const endJdUt = lastVisibleMoment(local, first, place);
  const prahars =
    rule === 'prahar'
      ? praharBoundaries(
          [-2, -1, 0].map((k) => addDaysToDate(q.date, k)),
          zone,
          place,
        )
      : null;
  if (prahars) {
    const i = prahars.filter((b) => b <= first).length - 1;
    return {
      rule,
      day,
      sutak: {
        firstVisibleJdUt: first,
        startJdUt: prahars[i - SUTAK_PRAHARS[eclipse.kind]],
        endJdUt,
        exemptStartJdUt: prahars[i - 1],
        basis: 'prahar',
      },
    };
  }
  return {
    rule,
    day,
    sutak: {
      firstVisibleJdUt: first,
      startJdUt: first - SUTAK_HOURS[eclipse.kind] * HOUR_DAYS,
      endJdUt,
      exemptStartJdUt: first - SUTAK_HOURS.exempt * HOUR_DAYS,
      basis: rule === 'hours' ? 'hours' : 'hours_fallback',
    },
  };
}
