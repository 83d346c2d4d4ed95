/**
 * Solar and lunar eclipses from the Swiss Ephemeris' eclipse functions (swecl.c, after the
 * Explanatory Supplement and Meeus ch. 54): the next eclipse after an instant, its global
 * circumstances (type, greatest eclipse, magnitude, saros) and the local circumstances at a place
 * (contacts with their visibility, magnitude, obscuration, altitude). Times are JD (UT).
 */
import { EclipseBits, RawEclipse, withSwe } from './engine';
import type { Place } from './riseset';

export type SolarEclipseType = 'total' | 'annular' | 'hybrid' | 'partial';
export type LunarEclipseType = 'total' | 'partial' | 'penumbral';

export interface SolarEclipse {
  readonly kind: 'solar';
  readonly type: SolarEclipseType;
  readonly central: boolean;
  /** Greatest eclipse: the shadow axis closest to the Earth's centre. */
  readonly maxJdUt: number;
  /** First and last contact of the penumbra with the Earth. */
  readonly beginJdUt: number;
  readonly endJdUt: number;
  /**
   * NASA convention: the Moon/Sun diameter ratio for central eclipses, else the fraction of the Sun's diameter covered.
   */
  readonly magnitude: number;
  readonly saros: { readonly series: number; readonly member: number };
  readonly greatest: { readonly latDeg: number; readonly lngDeg: number };
}

export interface LunarEclipse {
  readonly kind: 'lunar';
  readonly type: LunarEclipseType;
  readonly maxJdUt: number;
  readonly penumbral: { readonly beginJdUt: number; readonly endJdUt: number };
  readonly partial: { readonly beginJdUt: number; readonly endJdUt: number } | null;
  readonly total: { readonly beginJdUt: number; readonly endJdUt: number } | null;
  readonly umbralMagnitude: number;
  readonly penumbralMagnitude: number;
  readonly saros: { readonly series: number; readonly member: number };
}

export interface Contact {
  readonly jdUt: number;
  /** The body is above the horizon at this contact (as SE's visibility flags report). */
  readonly visible: boolean;
}

export interface LocalSolarCircumstances {
  readonly visible: boolean;
  readonly type: 'total' | 'annular' | 'partial';
  readonly c1: Contact;
  readonly c2: Contact | null;
  readonly max: Contact;
  readonly c3: Contact | null;
  readonly c4: Contact;
  readonly magnitude: number;
  /** Fraction of the Sun's disc area covered at maximum. */
  readonly obscuration: number;
  readonly sunAltitudeAtMaxDeg: number;
}

export interface LocalLunarCircumstances {
  readonly visible: boolean;
  readonly p1: Contact;
  readonly u1: Contact | null;
  readonly u2: Contact | null;
  readonly max: Contact;
  readonly u3: Contact | null;
  readonly u4: Contact | null;
  readonly p4: Contact;
  readonly moonAltitudeAtMaxDeg: number;
}

/** The same eclipse when the local search finds a greatest eclipse within this many days of the global one. */
const SAME_ECLIPSE_DAYS = 0.3;
const GEOCENTRE = { lngDeg: 0, latDeg: 0, elevationM: 0 };

const v = (r: RawEclipse, key: string): number => r.values[key] ?? 0;
const orNull = (jd: number) => (jd > 0 ? jd : null);

function solarType(flags: number, b: EclipseBits): SolarEclipseType {
  if (flags & b.annularTotal) return 'hybrid';
  if (flags & b.total) return 'total';
  if (flags & b.annular) return 'annular';
  return 'partial';
}

/** The next solar eclipse with greatest eclipse after `afterJdUt`. */
export function nextSolarEclipse(afterJdUt: number): SolarEclipse {
  return withSwe({ topo: GEOCENTRE }, (s) => {
    const b = s.eclipse.bits();
    const g = s.eclipse.solarGlobal(afterJdUt, false);
    const maxJd = v(g, 'maximum');
    const where = s.eclipse.solarWhere(maxJd);
    return {
      kind: 'solar',
      type: solarType(g.flags, b),
      central: (g.flags & b.central) !== 0,
      maxJdUt: maxJd,
      beginJdUt: v(g, 'begin'),
      endJdUt: v(g, 'end'),
      magnitude: v(where, 'eclipseMagnitude'),
      saros: { series: v(where, 'sarosNumber'), member: v(where, 'sarosMember') },
      greatest: { latDeg: v(where, 'latitude'), lngDeg: v(where, 'longitude') },
    };
  });
}

/** The next lunar eclipse with greatest eclipse after `afterJdUt`. */
export function nextLunarEclipse(afterJdUt: number): LunarEclipse {
  return withSwe({ topo: GEOCENTRE }, (s) => {
    const b = s.eclipse.bits();
    const g = s.eclipse.lunarGlobal(afterJdUt);
    const maxJd = v(g, 'maximum');
    const how = s.eclipse.lunarHow(maxJd);
    const span = (a: string, z: string) =>
      v(g, a) > 0 && v(g, z) > 0 ? { beginJdUt: v(g, a), endJdUt: v(g, z) } : null;
    return {
      kind: 'lunar',
      type: g.flags & b.total ? 'total' : g.flags & b.partial ? 'partial' : 'penumbral',
      maxJdUt: maxJd,
      penumbral: { beginJdUt: v(g, 'penumbralBegin'), endJdUt: v(g, 'penumbralEnd') },
      partial: span('partialBegin', 'partialEnd'),
      total: span('totalBegin', 'totalEnd'),
      umbralMagnitude: v(how, 'umbralMagnitude'),
      penumbralMagnitude: v(how, 'penumbralMagnitude'),
      saros: { series: v(how, 'sarosNumber'), member: v(how, 'sarosMember') },
    };
  });
}

/** Circumstances of `eclipse` at `place`, or null when no phase of it is visible there. */
export function localSolarCircumstances(eclipse: SolarEclipse, place: Place): LocalSolarCircumstances | null {
  return withSwe({ topo: { lngDeg: place.lngDeg, latDeg: place.latDeg, elevationM: place.elevationM } }, (s) => {
    const b = s.eclipse.bits();
    const r = s.eclipse.solarLocal(eclipse.beginJdUt - SAME_ECLIPSE_DAYS);
    if (Math.abs(v(r, 'maximum') - eclipse.maxJdUt) > SAME_ECLIPSE_DAYS) return null;
    const contact = (key: string, bit: number): Contact | null =>
      v(r, key) > 0 ? { jdUt: v(r, key), visible: (r.flags & bit) !== 0 } : null;
    const c2 = contact('second', b.c2Visible);
    const c3 = contact('third', b.c3Visible);
    return {
      visible: (r.flags & b.visible) !== 0,
      type: r.flags & b.total ? 'total' : r.flags & b.annular ? 'annular' : 'partial',
      c1: contact('first', b.c1Visible)!,
      c2,
      max: { jdUt: v(r, 'maximum'), visible: (r.flags & b.maxVisible) !== 0 },
      c3,
      c4: contact('forth', b.c4Visible)!,
      magnitude: v(r, 'eclipseMagnitude'),
      obscuration: v(r, 'solarDiscFraction'),
      sunAltitudeAtMaxDeg: v(r, 'trueAltitude'),
    };
  });
}

/**
 * Circumstances of `eclipse` at `place` (contacts are global instants; visibility is local), or null when not visible.
 */
export function localLunarCircumstances(eclipse: LunarEclipse, place: Place): LocalLunarCircumstances | null {
  return withSwe({ topo: { lngDeg: place.lngDeg, latDeg: place.latDeg, elevationM: place.elevationM } }, (s) => {
    const b = s.eclipse.bits();
    const r = s.eclipse.lunarLocal(eclipse.penumbral.beginJdUt - SAME_ECLIPSE_DAYS);
    if (Math.abs(v(r, 'maximum') - eclipse.maxJdUt) > SAME_ECLIPSE_DAYS) return null;
    const how = s.eclipse.lunarHow(eclipse.maxJdUt);
    const contact = (jd: number | null, bit: number): Contact | null =>
      jd ? { jdUt: jd, visible: (r.flags & bit) !== 0 } : null;
    return {
      visible: (r.flags & b.visible) !== 0,
      p1: contact(eclipse.penumbral.beginJdUt, b.penumbralBeginVisible)!,
      u1: contact(orNull(eclipse.partial?.beginJdUt ?? 0), b.c1Visible),
      u2: contact(orNull(eclipse.total?.beginJdUt ?? 0), b.c2Visible),
      max: { jdUt: eclipse.maxJdUt, visible: (r.flags & b.maxVisible) !== 0 },
      u3: contact(orNull(eclipse.total?.endJdUt ?? 0), b.c3Visible),
      u4: contact(orNull(eclipse.partial?.endJdUt ?? 0), b.c4Visible),
      p4: contact(eclipse.penumbral.endJdUt, b.penumbralEndVisible)!,
      moonAltitudeAtMaxDeg: v(how, 'trueAltitude'),
    };
  });
}
