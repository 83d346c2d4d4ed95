/**
 * Rise, set and meridian transit of the Sun and Moon for an observer on the ground
 * (swe_rise_trans: topocentric positions, observer elevation, refraction for 1013.25 hPa and
 * 15 °C). Absence is a value: a search that finds no event says why.
 */
import { withSwe, SweSession, Topo } from './engine';
import { EphemerisInputError } from './errors';
import { Instant, instantInSession, SECONDS_PER_DAY } from './time';
import { DRIK_MOON_RISE_CONVENTION, RiseConvention } from './conventions';
import { DRIK_SUN_ALTITUDE_DEG, DrikSunEvent, drikSunEventOnMeanDay, nearestMeanNoonJdUt } from './drik-sunrise';
import { BoundedMemo } from './memo';

export { DEFAULT_RISE_CONVENTION, RiseConvention } from './conventions';

export interface Place {
  /** Geographic latitude, −90..90 (north positive). */
  latDeg: number;
  /** Geographic longitude, −180..180 (east positive). */
  lngDeg: number;
  /** Height above sea level in metres, −500..25000 (the range swe_rise_trans accepts). */
  elevationM: number;
}

export type RiseEvent =
  | { instant: Instant; reason: null }
  | { instant: null; reason: 'always_above_horizon' | 'always_below_horizon' | 'no_event_in_window' };

export type NoEventReason = Exclude<RiseEvent['reason'], null>;

/** Disc diameters used by swe_rise_trans (SE 2.09 sweph.h pla_diam), metres; au per DE431. */
const DIAMETER_M = { sun: 1_392_000_000, moon: 3_476_300 } as const;
const AU_M = 149_597_870_700;
/**
 * Refraction at the horizon, 34′ (Meeus, Astronomical Algorithms ch. 15, h0 = −0°34′); used only to say why no event
 * happened.
 */
const HORIZON_REFRACTION_DEG = 34 / 60;
/**
 * SE's fast iterative rise/set (swe_rise_trans applies it up to 60° for the Moon, 65° for the
 * Sun) skipped or misplaced events against astronomy-engine from 58° (Moon) and 64° (Sun) in a
 * 2024 sweep; up to 55° it agreed everywhere (≤ 6 s). Poleward of this latitude the slow method
 * (2-hourly samples + culminations + bisection) is used.
 */
const FAST_METHOD_MAX_LAT_DEG = 50;
/**
 * A fast result must sit on the horizon. At rise dh/dt = 15°/h · cos φ · cos δ · sin H0 ≥ 6°/h for
 * |φ| ≤ 50°, |δ| ≤ 28.6° (Meeus ch. 15 geometry), so 0.1° is about a minute; the 34′ used here vs
 * SE's refraction formula differ by ~0.5′.
 */
const FAST_RESULT_MAX_MARGIN_DEG = 0.1;
/** Half-width for checking that a fast result rises (or sets) through the horizon. */
const DIRECTION_PROBE_DAYS = 5 / 1440;
/**
 * The next rise (set) follows any instant within 1.0 d (Sun) / ~1.07 d (Moon below 50°); a later fast result is
 * rechecked.
 */
const FAST_RESULT_MAX_GAP_DAYS = 1.1;
/**
 * The slow method searches only (t, t + 26 h] and returns −2 when nothing is there; one-day steps keep 2 h of overlap.
 */
const SLOW_SEARCH_STEP_DAYS = 1;
/** Altitude samples for classifying a window without event: every 20 min. */
const CLASSIFY_STEP_DAYS = 1 / 72;
const ONE_SECOND_DAYS = 1 / SECONDS_PER_DAY;

export function checkPlace(place: Place): Topo {
  const { latDeg, lngDeg, elevationM } = place;
  if (!Number.isFinite(latDeg) || latDeg < -90 || latDeg > 90)
    throw new EphemerisInputError(`latitude must be within -90..90 degrees, got ${latDeg}`);
  if (!Number.isFinite(lngDeg) || lngDeg < -180 || lngDeg > 180)
    throw new EphemerisInputError(`longitude must be within -180..180 degrees, got ${lngDeg}`);
  if (!Number.isFinite(elevationM) || elevationM < -500 || elevationM > 25000) {
    throw new EphemerisInputError(`elevation must be within -500..25000 m, got ${elevationM}`);
  }
  return { latDeg, lngDeg, elevationM };
}

export function checkConvention(conv: RiseConvention): void {
  if (
    (conv.limb !== 'upper' && conv.limb !== 'center') ||
    typeof conv.refraction !== 'boolean' ||
    (conv.model !== undefined && conv.model !== 'swe' && conv.model !== 'drik')
  ) {
    throw new EphemerisInputError(`invalid rise convention: ${JSON.stringify(conv)}`);
  }
}

/** Degrees by which the chosen point of the disc stands above the (refracted) horizon; > 0 = visible. */
function horizonMarginDeg(s: SweSession, jdUt: number, body: 'sun' | 'moon', conv: RiseConvention): number {
  const eq = s.equatorialTopocentric(jdUt, body);
  if (conv.model === 'drik' && body === 'sun') return s.trueAltitudeDeg(jdUt, eq) - DRIK_SUN_ALTITUDE_DEG;
  const semiDiameterDeg =
    conv.limb === 'upper' ? (Math.asin(DIAMETER_M[body] / 2 / (AU_M * eq.distanceAu)) * 180) / Math.PI : 0;
  return s.trueAltitudeDeg(jdUt, eq) + semiDiameterDeg + (conv.refraction ? HORIZON_REFRACTION_DEG : 0);
}

function classifyWindow(
  s: SweSession,
  body: 'sun' | 'moon',
  conv: RiseConvention,
  t0: number,
  t1: number,
): NoEventReason {
  let above = false;
  let below = false;
  const n = Math.max(2, Math.ceil((t1 - t0) / CLASSIFY_STEP_DAYS));
  // The answer depends on the set of samples i = 0 … n only, not on their order: visit them coarse
  // to fine (0, then odd multiples of n's power-of-two ceiling halved, quartered, …) and stop once
  // both sides are seen. A Moon that skips its rise or set in the day is up for part of it, so
  // that takes a few samples instead of up to all 73; a polar day or night still visits every one.
  const top = 2 ** Math.ceil(Math.log2(n));
  for (let stride = top; stride >= 1; stride /= 2) {
    for (let i = stride === top ? 0 : stride; i <= n; i += stride === top ? stride : 2 * stride) {
      if (horizonMarginDeg(s, t0 + ((t1 - t0) * i) / n, body, conv) > 0) above = true;
      else below = true;
      if (above && below) return 'no_event_in_window';
    }
  }
  return below ? 'always_below_horizon' : 'always_above_horizon';
}

/** Is a fast-method result a crossing of the horizon, in the asked direction, not beyond the next one? */
function plausibleFastResult(
  s: SweSession,
  body: 'sun' | 'moon',
  kind: 'rise' | 'set',
  jdFrom: number,
  jd: number,
  conv: RiseConvention,
): boolean {
  if (jd - jdFrom > FAST_RESULT_MAX_GAP_DAYS) return false;
  const atEvent = horizonMarginDeg(s, jd, body, conv);
  if (Math.abs(atEvent) > FAST_RESULT_MAX_MARGIN_DEG) return false;
  // within 0.1° of the horizon and moving ≥ 6°/h there: 5 min later it is ≥ 0.4° beyond it
  const rising = horizonMarginDeg(s, jd + DIRECTION_PROBE_DAYS, body, conv) > atEvent;
  return rising === (kind === 'rise');
}

/**
 * Drik's Sun event (drik-sunrise.ts) with jdAfter < t ≤ jdEnd: the local mean days that can hold
 * one are tried in order; null when none of them has an event in the window.
 */
function drikSunEventInSession(
  s: SweSession,
  kind: 'rise' | 'set',
  jdAfter: number,
  jdEnd: number,
  latDeg: number,
  lngDeg: number,
): RiseEvent | null {
  const declination = (jd: number) => s.equatorialGeocentric(jd, 'sun').decDeg;
  // a rise lies in [noon − 0.52 d, noon + 0.02 d], a set in [noon − 0.02 d, noon + 0.52 d] (half-day
  // arc ≤ 0.5 d, |E| < 17 min): start at the first mean day whose event can come after jdAfter
  const [before, after] = kind === 'rise' ? [0.52, 0.02] : [0.02, 0.52];
  let noon = nearestMeanNoonJdUt(jdAfter, lngDeg) - 1;
  while (noon + after <= jdAfter) noon += 1;
  for (; noon - before <= jdEnd; noon += 1) {
    const ev = drikSunEvents.getOrCompute(`${kind} ${latDeg} ${lngDeg} ${noon}`, () =>
      drikSunEventOnMeanDay(kind, noon, latDeg, lngDeg, declination),
    );
    if (ev.jdUt !== null && ev.jdUt > jdAfter && ev.jdUt <= jdEnd)
      return { instant: instantInSession(s, ev.jdUt), reason: null };
  }
  return null;
}

/**
 * Drik Sun events by (kind, place, mean day). A daily packet asks for four distinct ones six times
 * (its sunset search first meets the previous day's sunset, the next-sunrise search the day's own
 * sunrise, the windows the previous sunset), and the packet of the next day shares two of them.
 * The event is a pure function of the key (the declination comes from the geocentric Sun; the mean
 * noon is integer − λ/360°, and ±1 d steps are exact at these magnitudes, so each day has one key
 * whichever search reaches it). Bounded: starts afresh past DRIK_SUN_EVENTS_LIMIT (~5 years of
 * rises and sets at one place).
 */
const DRIK_SUN_EVENTS_LIMIT = 4096;
const drikSunEvents = new BoundedMemo<string, DrikSunEvent>(DRIK_SUN_EVENTS_LIMIT);

/** First rise or set with jdAfter < t ≤ jdEnd, in a session whose topo is the place. */
export function riseSetInSession(
  s: SweSession,
  body: 'sun' | 'moon',
  kind: 'rise' | 'set',
  jdAfter: number,
  jdEnd: number,
  conv: RiseConvention,
  latDeg: number,
  lngDeg: number,
): RiseEvent {
  if (conv.model === 'drik') {
    if (body === 'moon')
      return riseSetInSession(s, body, kind, jdAfter, jdEnd, DRIK_MOON_RISE_CONVENTION, latDeg, lngDeg);
    return (
      drikSunEventInSession(s, kind, jdAfter, jdEnd, latDeg, lngDeg) ?? {
        instant: null,
        reason: classifyWindow(s, body, conv, jdAfter, jdEnd),
      }
    );
  }
  const slowOnly = Math.abs(latDeg) > FAST_METHOD_MAX_LAT_DEG;
  let t = jdAfter;
  // bounded: each pass advances t by at least one second or one day
  for (let pass = 0; t < jdEnd && pass < 4 + 2 * Math.ceil(jdEnd - jdAfter); pass++) {
    let jd = s.riseTrans(t, body, kind, conv.limb, conv.refraction, slowOnly ? 'slow' : 'fast');
    if (!slowOnly && jd !== null && jd > t && !plausibleFastResult(s, body, kind, t, jd, conv)) {
      jd = s.riseTrans(t, body, kind, conv.limb, conv.refraction, 'slow');
    }
    if (jd === null) {
      t += SLOW_SEARCH_STEP_DAYS;
      continue;
    }
    if (jd <= jdAfter) {
      t = Math.max(jd, t) + ONE_SECOND_DAYS;
      continue;
    }
    if (jd <= jdEnd) return { instant: instantInSession(s, jd), reason: null };
    break;
  }
  return { instant: null, reason: classifyWindow(s, body, conv, jdAfter, jdEnd) };
}

/**
 * First rise or set of the Sun or Moon strictly after `after` and at most `limitDays` later.
 * When none: 'always_above_horizon' / 'always_below_horizon' if the body stays on one side of
 * the horizon for the whole window (polar day or night), else 'no_event_in_window' (e.g. the
 * Moon skips a rise about once a month).
 * @param limitDays search window in days, > 0 (default 1).
 */
export function nextRiseSet(
  body: 'sun' | 'moon',
  kind: 'rise' | 'set',
  after: Instant,
  place: Place,
  conv: RiseConvention,
  limitDays = 1,
): RiseEvent {
  const topo = checkPlace(place);
  checkConvention(conv);
  if (!Number.isFinite(limitDays) || limitDays <= 0)
    throw new EphemerisInputError(`limitDays must be > 0, got ${limitDays}`);
  return withSwe({ topo }, (s) =>
    riseSetInSession(s, body, kind, after.jdUt, after.jdUt + limitDays, conv, topo.latDeg, topo.lngDeg),
  );
}

/** Meridian transit in a session whose topo is the place: first with t > jdAfter. */
export function transitInSession(
  s: SweSession,
  body: 'sun' | 'moon',
  kind: 'upper' | 'lower',
  jdAfter: number,
): Instant {
  const which = kind === 'upper' ? 'upper_transit' : 'lower_transit';
  let t = jdAfter;
  for (let pass = 0; pass < 3; pass++) {
    const jd = s.riseTrans(t, body, which, 'upper', true, 'fast');
    if (jd !== null && jd > jdAfter) return instantInSession(s, jd);
    t = Math.max(jd ?? t, t) + ONE_SECOND_DAYS;
  }
  throw new Error(`swe_rise_trans found no ${kind} transit of the ${body} after JD ${jdAfter}`);
}

/** Next upper (culmination) or lower meridian transit of the Sun or Moon after `after` (topocentric). */
export function nextTransit(body: 'sun' | 'moon', kind: 'upper' | 'lower', after: Instant, place: Place): Instant {
  const topo = checkPlace(place);
  return withSwe({ topo }, (s) => transitInSession(s, body, kind, after.jdUt));
}
