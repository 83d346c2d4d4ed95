/**
 * iCalendar free/busy (RFC 5545 §3.6.4 VFREEBUSY, published busy time) of one Hindu day's timing
 * windows: auspicious windows (abhijit, brahma muhurta, amrit kalam, vijaya…) as FBTYPE=FREE,
 * inauspicious ones (rahu kalam, yamaganda, gulika, dur muhurta, varjyam) as FBTYPE=BUSY;
 * neutral windows are left out. ical-generator writes no VFREEBUSY, so the component is written
 * here, with ical-generator's own RFC 5545 TEXT escaping and 75-octet line folding.
 * Periods are UTC (§3.3.9 requires it for FREEBUSY), one property per window so each carries its
 * name in the X-PJ-WINDOW / X-PJ-NAME parameters (§3.2: x-params are allowed on any property).
 */
import { createHash } from 'node:crypto';
import { escape, foldLines } from 'ical-generator';
import { formatLocalJdUt, jdUtToUnixMs, jdUtToWholeSecond } from '@pj/ephemeris';
import { dailyDay, dayWindows, NO_DAY_FRAME, type RawWindow, type WindowsQuery } from '@pj/panchang';
import { FeedPlace, placeKey } from './place';
import { ICS_PRODID, UID_DOMAIN } from './ics';

/** RFC 5545 UTC DATE-TIME (YYYYMMDDTHHMMSSZ) of an instant (JD UT), to the nearest second. */
export function utcStamp(jdUt: number): string {
  return dateStamp(new Date(Math.round(jdUtToUnixMs(jdUt) / 1000) * 1000));
}

function dateStamp(d: Date): string {
  return d
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A parameter value (RFC 5545 §3.1: param-value = paramtext / quoted-string; DQUOTE is not allowed inside). */
function paramValue(s: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${s.replace(/["\u0000-\u001f\u007f]/g, "'")}"`;
}

export interface FreeBusyPeriod {
  readonly kind: string;
  readonly name: string;
  /** Whole-second JD UT, the instants the daily packet publishes for the window. */
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly fbtype: 'FREE' | 'BUSY';
}

/** The periods of a day's windows: auspicious → FREE, inauspicious → BUSY, by start then kind. */
export function freeBusyPeriods(windows: readonly RawWindow[]): FreeBusyPeriod[] {
  return windows
    .filter((w) => w.quality === 'auspicious' || w.quality === 'inauspicious')
    .map((w) => ({
      kind: w.kind,
      name: w.name,
      startJdUt: jdUtToWholeSecond(w.startJdUt),
      endJdUt: jdUtToWholeSecond(w.endJdUt),
      fbtype: w.quality === 'auspicious' ? ('FREE' as const) : ('BUSY' as const),
    }))
    .sort((a, b) => a.startJdUt - b.startJdUt || a.kind.localeCompare(b.kind));
}

export interface FreeBusyInput {
  readonly date: string;
  readonly place: FeedPlace;
  readonly periods: readonly FreeBusyPeriod[];
  /** The span the object covers (DTSTART/DTEND), JD UT: the Hindu day, widened to every period. */
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly stamp: Date;
}

/** The VCALENDAR text with one VFREEBUSY. */
export function freeBusyIcs(input: FreeBusyInput): string {
  const uidHash = createHash('sha256')
    .update(`muhurta|${input.date}|${placeKey(input.place)}`)
    .digest('hex')
    .slice(0, 24);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${ICS_PRODID.company}//${ICS_PRODID.product}//${ICS_PRODID.language}`,
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${escape(input.place.tz, false)}`,
    'BEGIN:VFREEBUSY',
    `UID:${input.date.replace(/-/g, '')}-muhurta-${uidHash}@${UID_DOMAIN}`,
    `DTSTAMP:${dateStamp(input.stamp)}`,
    `DTSTART:${utcStamp(input.startJdUt)}`,
    `DTEND:${utcStamp(input.endJdUt)}`,
    `COMMENT:${escape(`Auspicious (FREE) and inauspicious (BUSY) windows of the Hindu day of ${input.date} at ${input.place.lat.toFixed(4)}, ${input.place.lng.toFixed(4)} (${input.place.tz}).`, false)}`,
    ...input.periods.map(
      (p) =>
        `FREEBUSY;FBTYPE=${p.fbtype};X-PJ-WINDOW=${paramValue(p.kind)};X-PJ-NAME=${paramValue(p.name)}:${utcStamp(p.startJdUt)}/${utcStamp(p.endJdUt)}`,
    ),
    'END:VFREEBUSY',
    'END:VCALENDAR',
  ];
  return `${foldLines(lines.join('\r\n'))}\r\n`;
}

/** The day and place of the windows, as /panchang/daily's windows take them. */
export type MuhurtaQuery = Pick<WindowsQuery, 'date' | 'lat' | 'lng' | 'tz' | 'elevationM' | 'ayanamsa'>;

/** A period on the wire: ISO 8601 instants with the place's offset. */
export interface FreeBusyPeriodWire {
  readonly kind: string;
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly fbtype: 'FREE' | 'BUSY';
}

export interface MuhurtaFreeBusy {
  readonly ics: string;
  readonly place: FeedPlace;
  readonly periods: readonly FreeBusyPeriodWire[];
  /** Set when the day has no sunrise, sunset or next sunrise (polar): no frame-based windows exist. */
  readonly note: string | null;
}

/** The free/busy calendar of one date's windows at a place (the daily engine's windows, libs/panchang). */
export function muhurtaFreeBusy(q: MuhurtaQuery, stamp: Date): MuhurtaFreeBusy {
  const ayanamsa = q.ayanamsa ?? 'lahiri';
  const day = dailyDay({ date: q.date, lat: q.lat, lng: q.lng, tz: q.tz, elevationM: q.elevationM, ayanamsa }).day;
  const w = dayWindows(day, { ayanamsa });
  const periods = freeBusyPeriods(w.windows);
  const zone = day.place.zone;
  const place: FeedPlace = { lat: day.place.place.latDeg, lng: day.place.place.lngDeg, tz: zone };
  const startJdUt = Math.min(day.hinduDay.startJdUt, ...periods.map((p) => p.startJdUt));
  const endJdUt = Math.max(day.hinduDay.endJdUt, ...periods.map((p) => p.endJdUt));
  const fmt = (jdUt: number) => formatLocalJdUt(jdUt, zone);
  return {
    ics: freeBusyIcs({ date: q.date, place, periods, startJdUt, endJdUt, stamp }),
    place,
    periods: periods.map((p) => ({
      kind: p.kind,
      name: p.name,
      start: fmt(p.startJdUt),
      end: fmt(p.endJdUt),
      fbtype: p.fbtype,
    })),
    note: w.frame === null ? NO_DAY_FRAME : null,
  };
}
