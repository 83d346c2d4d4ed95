import { instantFromLocal, localMidnight } from '@pj/ephemeris';

/**
 * The UTC days of the sky scans: /panchang/solstice-equinox, /next-transits and /transits start
 * at 00:00 UTC of their date, /panchang/retrogrades and /combustions look at 12:00 UTC.
 */

/** 00:00 UTC of a YYYY-MM-DD date, Julian day (UT). */
export function utcMidnightJd(date: string): number {
  return localMidnight(date, 'UTC').jdUt;
}

/** 12:00 UTC of a YYYY-MM-DD date, Julian day (UT). */
export function utcNoonJd(date: string): number {
  const r = instantFromLocal(date, '12:00', 'UTC');
  if (r.kind !== 'ok') throw new Error(`12:00 UTC of ${date} did not resolve to one instant`);
  return r.instant.jdUt;
}
