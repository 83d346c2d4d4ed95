import {
  addDaysToDate,
  DEFAULT_RISE_CONVENTION,
  formatLocal,
  instantFromJdUt,
  LocalLunarCircumstances,
  LocalSolarCircumstances,
  nextRiseSet,
  Place,
} from '@pj/ephemeris';
import { hinduDay, resolvePlace } from '@pj/panchang';
import { eclipseOnDate, eclipsesMethodology, eclipseVisibilityPacket, localOf } from './eclipse-packets';

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
export const SUTAK_PRAHARS = { solar: 4, lunar: 3 } as const;
/** The nominal rule: 12 h solar, 9 h lunar; 3 h (one nominal prahar) for children, the elderly and the sick. */
export const SUTAK_HOURS = { solar: 12, lunar: 9, exempt: 3 } as const;
const HOUR_DAYS = 1 / 24;

type Local = LocalSolarCircumstances | LocalLunarCircumstances;

/**
 * First visible contact: solar C1 (or sunrise, when the Sun rises eclipsed); lunar U1 (umbral), or moonrise during it.
 */
function firstVisibleContact(local: Local, place: Place): number | null {
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
function lastVisibleMoment(local: Local, first: number, place: Place): number {
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

export function eclipseSutakPacket(q: {
  date: string;
  lat: number;
  lng: number;
  tz: string | null;
  sutakRule?: SutakRule;
}): { body: Record<string, unknown>; methodology: Record<string, string> } {
  const rule = q.sutakRule ?? 'prahar';
  const methodology = { ...eclipsesMethodology(), ...(rule === 'hours' ? { sutak_rule: 'hours' } : {}) };
  const v = eclipseVisibilityPacket(q);
  if (v.body.available !== true) return { body: v.body, methodology };
  const { place, zone, echo } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const e = eclipseOnDate(q.date, zone)!;
  const local = localOf(e, place)!;
  const first = firstVisibleContact(local, place);
  if (first === null)
    return {
      body: { date: q.date, place: echo, available: false, reason: 'no_umbral_phase_visible', eclipse: v.body.eclipse },
      methodology,
    };
  const at = (jd: number) => formatLocal(instantFromJdUt(jd), zone);
  const end = lastVisibleMoment(local, first, place);
  const prahars =
    rule === 'prahar'
      ? praharBoundaries(
          [-2, -1, 0].map((k) => addDaysToDate(q.date, k)),
          zone,
          place,
        )
      : null;
  let start: number;
  let exemptStart: number;
  let basis: string;
  if (prahars) {
    const i = prahars.filter((b) => b <= first).length - 1;
    start = prahars[i - SUTAK_PRAHARS[e.kind]];
    exemptStart = prahars[i - 1];
    basis = `prahar: ${SUTAK_PRAHARS[e.kind]} prahars before the prahar holding the first visible contact (prahar = a quarter of the day or of the night)`;
  } else {
    start = first - SUTAK_HOURS[e.kind] * HOUR_DAYS;
    exemptStart = first - SUTAK_HOURS.exempt * HOUR_DAYS;
    basis =
      rule === 'hours'
        ? `hours: ${SUTAK_HOURS[e.kind]} h before the first visible contact`
        : `hours (fallback: the Sun does not rise or set here around the date, so there are no prahars): ${SUTAK_HOURS[e.kind]} h`;
  }
  const kind =
    e.kind === 'solar'
      ? 'solar: 4 prahars (nominally 12 h)'
      : 'lunar: 3 prahars (nominally 9 h), counted from the umbral contact';
  return {
    body: {
      date: q.date,
      place: echo,
      available: true,
      eclipse: v.body.eclipse,
      rule,
      sutak: { start: at(start), end: at(end), first_visible_contact: at(first), basis },
      sutak_children_elderly_sick: {
        start: at(exemptStart),
        end: at(end),
        basis: prahars
          ? 'one prahar: the start of the prahar before the one holding the first visible contact'
          : `${SUTAK_HOURS.exempt} h before the first visible contact`,
      },
      rules: [
        `Sutak precedes the grahan (${kind}) and ends when the eclipse ends as seen here (the last visible contact, or the body setting eclipsed).`,
        'Default (Drik Panchang\u2019s practice): prahars are quarters of the actual day (sunrise to sunset) and night (sunset to next sunrise); sutak starts at a prahar boundary. rule=hours gives the nominal 12 h / 9 h count instead.',
        'Only an eclipse visible at the place has a sutak; a penumbral-only lunar eclipse has none.',
        'Exceptions by custom: children, the elderly, the sick and pregnant women keep only the last prahar before the eclipse (sutak_children_elderly_sick); food, water and medicine are not restricted for them before it.',
        'During sutak, by custom: no cooking or eating, no new undertakings or temple worship; japa and meditation are encouraged; bathing after the eclipse ends it.',
      ],
    },
    methodology,
  };
}
