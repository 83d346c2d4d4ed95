import {
  addDaysToDate,
  LocalLunarCircumstances,
  LocalSolarCircumstances,
  localLunarCircumstances,
  localMidnight,
  localSolarCircumstances,
  LunarEclipse,
  NEVER_STOP,
  nextLunarEclipse,
  nextSolarEclipse,
  Place,
  SolarEclipse,
  StopCheck,
} from '@pj/ephemeris';
import { DayPlace, resolvePlace } from '@pj/panchang';

/** Eclipses from the Swiss Ephemeris (libs/ephemeris eclipses.ts), and the one of a local date at a place. */
export type Eclipse = SolarEclipse | LunarEclipse;
export type LocalCircumstances = LocalSolarCircumstances | LocalLunarCircumstances;

/** The next `count` eclipses after `fromJdUt`, solar and lunar in time order. */
export function nextEclipses(fromJdUt: number, count: number, stop: StopCheck = NEVER_STOP): Eclipse[] {
  const out: Eclipse[] = [];
  let solar = nextSolarEclipse(fromJdUt);
  let lunar = nextLunarEclipse(fromJdUt);
  while (out.length < count) {
    stop();
    if (solar.maxJdUt < lunar.maxJdUt) {
      out.push(solar);
      solar = nextSolarEclipse(solar.maxJdUt + 1);
    } else {
      out.push(lunar);
      lunar = nextLunarEclipse(lunar.maxJdUt + 1);
    }
  }
  return out;
}

/** The eclipse as seen from `place`, or null when the local search finds no matching eclipse. */
export function localOf(e: Eclipse, place: Place): LocalCircumstances | null {
  return e.kind === 'solar' ? localSolarCircumstances(e, place) : localLunarCircumstances(e, place);
}

/** The eclipse whose greatest phase falls within the local civil date at the place, if any. */
export function eclipseOnDate(date: string, zone: string): Eclipse | null {
  const start = localMidnight(date, zone).jdUt;
  const end = localMidnight(addDaysToDate(date, 1), zone).jdUt;
  const [e] = nextEclipses(start, 1);
  return e.maxJdUt < end ? e : null;
}

/** A place's query of the eclipse routes; the zone is resolved from the coordinates when tz is null. */
export interface EclipsePlaceQuery {
  readonly lat: number;
  readonly lng: number;
  readonly tz: string | null;
}

/** The eclipse of a local date at a place: none, one not visible there, or one visible (with its circumstances). */
export type EclipseDay = { readonly date: string; readonly place: DayPlace } & (
  | { readonly status: 'no_eclipse_on_date' }
  | { readonly status: 'not_visible_at_place'; readonly eclipse: Eclipse; readonly local: LocalCircumstances | null }
  | { readonly status: 'visible'; readonly eclipse: Eclipse; readonly local: LocalCircumstances }
);

export function eclipseDay(q: EclipsePlaceQuery & { readonly date: string }): EclipseDay {
  const { place, zone, zoneSource } = resolvePlace(q);
  const head = { date: q.date, place: { place, zone, zoneSource } };
  const eclipse = eclipseOnDate(q.date, zone);
  if (!eclipse) return { ...head, status: 'no_eclipse_on_date' };
  const local = localOf(eclipse, place);
  return local && local.visible
    ? { ...head, status: 'visible', eclipse, local }
    : { ...head, status: 'not_visible_at_place', eclipse, local };
}
