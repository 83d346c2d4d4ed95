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
  NEVER_STOP,
  nextSolarEclipse,
  Place,
  SolarEclipse,
  StopCheck,
} from '@pj/ephemeris';
import { resolvePlace } from '@pj/panchang';

type Packet = { body: Record<string, unknown>; methodology: Record<string, string> };
type Eclipse = SolarEclipse | LunarEclipse;
type Local = LocalSolarCircumstances | LocalLunarCircumstances;

export const eclipsesMethodology = () => {
  return {
    ...methodologySubset(['engine', 'ephemeris', 'delta_t', 'time_zones']),
    eclipses:
      'Swiss Ephemeris eclipse functions (swe_sol_eclipse_when_glob/_where/_when_loc, swe_lun_eclipse_when/_how/_when_loc); greatest eclipse = least distance of the shadow axis from the Earth centre; NASA magnitude convention',
    sutak:
      'default rule "prahar" (Drik Panchang\'s practice): the day (sunrise–sunset) and the night (sunset–next sunrise) are each four prahars; sutak starts at the start of the prahar 4 (solar) or 3 (lunar) prahars before the prahar holding the first visible contact (solar C1, or sunrise when the Sun rises eclipsed; lunar U1, or moonrise during the umbral phase); for children, the elderly and the sick, one prahar before it; rule "hours": 12 h (solar) or 9 h (lunar) before that contact, 3 h for children, the elderly and the sick; ends with the last visible contact (C4 or sunset; U4, moonset or sunrise); only for eclipses visible at the place; none for penumbral-only lunar eclipses',
    algorithms: 'eclipses-2',
  };
};

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

export function localOf(e: Eclipse, place: Place): Local | null {
  return e.kind === 'solar' ? localSolarCircumstances(e, place) : localLunarCircumstances(e, place);
}

function contactsOf(local: Local): [string, Contact | null][] {
  return 'c1' in local
    ? [
        ['c1', local.c1],
        ['c2', local.c2],
        ['max', local.max],
        ['c3', local.c3],
        ['c4', local.c4],
      ]
    : [
        ['p1', local.p1],
        ['u1', local.u1],
        ['u2', local.u2],
        ['max', local.max],
        ['u3', local.u3],
        ['u4', local.u4],
        ['p4', local.p4],
      ];
}

/**
 * An eclipse as the eclipse endpoints print it: global circumstances, and the local ones when visible (instants in
 * `zone`).
 */
export function describeEclipse(e: Eclipse, local: Local | null, zone: string): Record<string, unknown> {
  const at = (jd: number) => formatLocal(instantFromJdUt(jd), zone);
  const global =
    e.kind === 'solar'
      ? {
          kind: e.kind,
          type: e.type,
          central: e.central,
          greatest_eclipse: at(e.maxJdUt),
          magnitude: round(e.magnitude, 4),
          saros: e.saros,
          greatest_point: { lat: round(e.greatest.latDeg, 2), lng: round(e.greatest.lngDeg, 2) },
        }
      : {
          kind: e.kind,
          type: e.type,
          greatest_eclipse: at(e.maxJdUt),
          umbral_magnitude: round(e.umbralMagnitude, 4),
          penumbral_magnitude: round(e.penumbralMagnitude, 4),
          saros: e.saros,
        };
  if (!local || !local.visible) return { ...global, local: { visible: false, reason: 'not_visible_at_place' } };
  const contacts = Object.fromEntries(
    contactsOf(local).map(([k, c]) => [k, c ? { instant: at(c.jdUt), visible: c.visible } : null]),
  );
  const extra =
    'c1' in local
      ? {
          local_type: local.type,
          magnitude: round(local.magnitude, 4),
          obscuration: round(local.obscuration, 4),
          sun_altitude_at_max_deg: round(local.sunAltitudeAtMaxDeg, 2),
        }
      : { moon_altitude_at_max_deg: round(local.moonAltitudeAtMaxDeg, 2) };
  return { ...global, local: { visible: true, contacts, ...extra } };
}

const round = (x: number, d: number) => Number(x.toFixed(d));

export function eclipsesPacket(q: {
  date: string;
  lat: number;
  lng: number;
  tz: string | null;
  count: number;
  stop?: StopCheck;
}): Packet {
  const { place, zone, echo } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const list = nextEclipses(localMidnight(q.date, zone).jdUt, q.count, q.stop);
  return {
    body: {
      from_date: q.date,
      place: echo,
      count: list.length,
      eclipses: list.map((e) => describeEclipse(e, localOf(e, place), zone)),
    },
    methodology: eclipsesMethodology(),
  };
}

/** The eclipse whose greatest phase falls within the local civil date at the place, if any. */
export function eclipseOnDate(date: string, zone: string): Eclipse | null {
  const start = localMidnight(date, zone).jdUt;
  const end = localMidnight(addDaysToDate(date, 1), zone).jdUt;
  const [e] = nextEclipses(start, 1);
  return e.maxJdUt < end ? e : null;
}

export function eclipseVisibilityPacket(q: { date: string; lat: number; lng: number; tz: string | null }): Packet {
  const { place, zone, echo } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz });
  const e = eclipseOnDate(q.date, zone);
  if (!e)
    return {
      body: { date: q.date, place: echo, available: false, reason: 'no_eclipse_on_date' },
      methodology: eclipsesMethodology(),
    };
  const local = localOf(e, place);
  const d = describeEclipse(e, local, zone);
  if (!local || !local.visible)
    return {
      body: { date: q.date, place: echo, available: false, reason: 'not_visible_at_place', eclipse: d },
      methodology: eclipsesMethodology(),
    };
  return { body: { date: q.date, place: echo, available: true, eclipse: d }, methodology: eclipsesMethodology() };
}
