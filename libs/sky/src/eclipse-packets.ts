import {
  addDaysToDate,
  Contact,
  methodologySubset,
  formatLocal,
  instantFromJdUt,
  LocalLunarCircumstances,
  LocalSolarCircumstances,
  localLunarCircumstances,
  localMidnight,
  localSolarCircumstances,
  LunarEclipse,
  nextLunarEclipse,
  nextRiseSet,
  nextSolarEclipse,
  Place,
  DEFAULT_RISE_CONVENTION,
  SolarEclipse,
} from '@pj/ephemeris';
import { resolvePlace } from '@pj/panchang';

type Packet = { body: Record<string, unknown>; methodology: Record<string, string> };
type Eclipse = SolarEclipse | LunarEclipse;
type Local = LocalSolarCircumstances | LocalLunarCircumstances;

const HOUR_DAYS = 1 / 24;
/** Sutak (the inauspicious span before a grahan): 12 h (4 prahara) before a solar, 9 h (3 prahara) before a lunar eclipse. */
export const SUTAK_HOURS = { solar: 12, lunar: 9 } as const;

export const eclipsesMethodology = () => {
  return {
    ...methodologySubset(['engine', 'ephemeris', 'delta_t', 'time_zones']),
    eclipses:
      'Swiss Ephemeris eclipse functions (swe_sol_eclipse_when_glob/_where/_when_loc, swe_lun_eclipse_when/_how/_when_loc); greatest eclipse = least distance of the shadow axis from the Earth centre; NASA magnitude convention',
    sutak:
      'starts 12 h before the first visible contact of a solar eclipse (or sunrise, if the Sun rises eclipsed) and 9 h before the first visible umbral contact of a lunar eclipse (or moonrise during it); ends with the last contact; only for eclipses visible at the place; none for penumbral-only lunar eclipses',
    algorithms: 'eclipses-1',
  };
};

/** The next `count` eclipses after `fromJdUt`, solar and lunar in time order. */
export function nextEclipses(fromJdUt: number, count: number): Eclipse[] {
  const out: Eclipse[] = [];
  let solar = nextSolarEclipse(fromJdUt);
  let lunar = nextLunarEclipse(fromJdUt);
  while (out.length < count) {
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

function localOf(e: Eclipse, place: Place): Local | null {
  return e.kind === 'solar' ? localSolarCircumstances(e, place) : localLunarCircumstances(e, place);
}

function contactsOf(local: Local): [string, Contact | null][] {
  return 'c1' in local
    ? [['c1', local.c1], ['c2', local.c2], ['max', local.max], ['c3', local.c3], ['c4', local.c4]]
    : [['p1', local.p1], ['u1', local.u1], ['u2', local.u2], ['max', local.max], ['u3', local.u3], ['u4', local.u4], ['p4', local.p4]];
}

function describe(e: Eclipse, local: Local | null, zone: string) {
  const at = (jd: number) => formatLocal(instantFromJdUt(jd), zone);
  const global =
    e.kind === 'solar'
      ? { kind: e.kind, type: e.type, central: e.central, greatest_eclipse: at(e.maxJdUt), magnitude: round(e.magnitude, 4), saros: e.saros, greatest_point: { lat: round(e.greatest.latDeg, 2), lng: round(e.greatest.lngDeg, 2) } }
      : {
          kind: e.kind,
          type: e.type,
          greatest_eclipse: at(e.maxJdUt),
          umbral_magnitude: round(e.umbralMagnitude, 4),
          penumbral_magnitude: round(e.penumbralMagnitude, 4),
          saros: e.saros,
        };
  if (!local || !local.visible) return { ...global, local: { visible: false, reason: 'not_visible_at_place' } };
  const contacts = Object.fromEntries(contactsOf(local).map(([k, c]) => [k, c ? { instant: at(c.jdUt), visible: c.visible } : null]));
  const extra =
    'c1' in local
      ? { local_type: local.type, magnitude: round(local.magnitude, 4), obscuration: round(local.obscuration, 4), sun_altitude_at_max_deg: round(local.sunAltitudeAtMaxDeg, 2) }
      : { moon_altitude_at_max_deg: round(local.moonAltitudeAtMaxDeg, 2) };
  return { ...global, local: { visible: true, contacts, ...extra } };
}

const round = (x: number, d: number) => Number(x.toFixed(d));

export function eclipsesPacket(q: { date: string; lat: number; lng: number; tz: string | null; count: number }): Packet {
  const { place, zone, echo } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const list = nextEclipses(localMidnight(q.date, zone).jdUt, q.count);
  return {
    body: { from_date: q.date, place: echo, count: list.length, eclipses: list.map((e) => describe(e, localOf(e, place), zone)) },
    methodology: eclipsesMethodology(),
  };
}

/** The eclipse whose greatest phase falls within the local civil date at the place, if any. */
function eclipseOnDate(date: string, zone: string): Eclipse | null {
  const start = localMidnight(date, zone).jdUt;
  const end = localMidnight(addDaysToDate(date, 1), zone).jdUt;
  const [e] = nextEclipses(start, 1);
  return e.maxJdUt < end ? e : null;
}

export function eclipseVisibilityPacket(q: { date: string; lat: number; lng: number; tz: string | null }): Packet {
  const { place, zone, echo } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const e = eclipseOnDate(q.date, zone);
  if (!e) return { body: { date: q.date, place: echo, available: false, reason: 'no_eclipse_on_date' }, methodology: eclipsesMethodology() };
  const local = localOf(e, place);
  const d = describe(e, local, zone);
  if (!local || !local.visible) return { body: { date: q.date, place: echo, available: false, reason: 'not_visible_at_place', eclipse: d }, methodology: eclipsesMethodology() };
  return { body: { date: q.date, place: echo, available: true, eclipse: d }, methodology: eclipsesMethodology() };
}

/** First visible contact: solar C1 (or sunrise, when the Sun rises eclipsed); lunar U1 (umbral), or moonrise during it. */
function firstVisibleContact(e: Eclipse, local: Local, place: Place): number | null {
  if ('c1' in local) {
    if (local.c1.visible) return local.c1.jdUt;
    const rise = nextRiseSet('sun', 'rise', instantFromJdUt(local.c1.jdUt), place, DEFAULT_RISE_CONVENTION);
    return rise.instant && rise.instant.jdUt < local.c4.jdUt ? rise.instant.jdUt : null;
  }
  if (!local.u1) return null;
  if (local.u1.visible) return local.u1.jdUt;
  const rise = nextRiseSet('moon', 'rise', instantFromJdUt(local.u1.jdUt), place, DEFAULT_RISE_CONVENTION);
  return rise.instant && local.u4 && rise.instant.jdUt < local.u4.jdUt ? rise.instant.jdUt : null;
}

export function eclipseSutakPacket(q: { date: string; lat: number; lng: number; tz: string | null }): Packet {
  const v = eclipseVisibilityPacket(q);
  if (v.body.available !== true) return v;
  const { place, zone, echo } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const e = eclipseOnDate(q.date, zone)!;
  const local = localOf(e, place)!;
  const first = firstVisibleContact(e, local, place);
  if (first === null) {
    return { body: { date: q.date, place: echo, available: false, reason: 'no_umbral_phase_visible', eclipse: v.body.eclipse }, methodology: eclipsesMethodology() };
  }
  const end = 'c4' in local ? local.c4.jdUt : local.u4!.jdUt;
  const hours = SUTAK_HOURS[e.kind];
  const at = (jd: number) => formatLocal(instantFromJdUt(jd), zone);
  return {
    body: {
      date: q.date,
      place: echo,
      available: true,
      eclipse: v.body.eclipse,
      sutak: { start: at(first - hours * HOUR_DAYS), end: at(end), hours_before_first_contact: hours, first_visible_contact: at(first) },
      rules: [
        `Sutak begins ${hours} hours before the first contact visible at the place (${e.kind === 'solar' ? 'solar: 4 prahara' : 'lunar: 3 prahara, counted from the umbral contact'}) and ends when the eclipse ends (last contact).`,
        'Only an eclipse visible at the place has a sutak; a penumbral lunar eclipse has none.',
        'Exceptions by custom: children, the elderly, the sick and pregnant women usually keep only the last part (from about 3 hours before a solar and 1.5 hours before a lunar eclipse), and food and medicine are not restricted for them.',
      ],
    },
    methodology: eclipsesMethodology(),
  };
}
