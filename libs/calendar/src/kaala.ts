/**
 * Kaala windows of a Hindu day (sunrise to next sunrise), as JD UT pairs. Definitions:
 * - sunrise: the instant of sunrise (a point: the anga "touches" it when it prevails at sunrise).
 * - arunodaya: the 4 ghatis (96 min) before sunrise.
 * - pratahkala, sangava, madhyahna, aparahna, sayahna: the five equal parts of the daytime
 *   sunrise → sunset (Kalamadhava's five-fold division of the day).
 * - purvahna: the first half of the daytime (pratahkala + sangava + half of madhyahna is the
 *   strict reading; engines, Drik included, use sunrise → midday): sunrise → solar midday.
 * - pradosha: the first fifth of the night, sunset → sunset + (next sunrise − sunset)/5 (6 of the
 *   night's 30 ghatis): the same window as libs/panchang `pradoshaKala` (/panchang/pradosham).
 * - nishita: the 8th of the night's 15 muhurtas (libs/panchang `nishita`).
 * - moonrise: the first moonrise of the Hindu day (a point; none on some days).
 * - full_day: sunrise → next sunrise.
 */
import { KaalaKey } from './types';
import { TimelineDay } from './timeline';

export type KaalaName = KaalaKey | 'purvahna';

export interface KaalaWindow {
  readonly start: number;
  readonly end: number;
  /** A point kaala (sunrise, moonrise): the anga touches it when it prevails at the instant. */
  readonly point: boolean;
}

export const ARUNODAYA_DAYS = 96 / 1440;

/**
 * The kaala of a day, or null where it does not exist: no moonrise, or no sunset on the date (polar
 * day or night; timeline.ts invents none) for the parts of the daytime and the night, which are
 * then not defined. The sunrise, arunodaya and full_day kaalas use the day's start (civil midnight
 * under the polar rule).
 */
export function kaalaWindow(d: TimelineDay, k: KaalaName): KaalaWindow | null {
  switch (k) {
    case 'sunrise':
      return { start: d.sunriseJd, end: d.sunriseJd, point: true };
    case 'arunodaya':
      return { start: d.sunriseJd - ARUNODAYA_DAYS, end: d.sunriseJd, point: false };
    case 'moonrise':
      return d.moonriseJd === null ? null : { start: d.moonriseJd, end: d.moonriseJd, point: true };
    case 'full_day':
      return { start: d.sunriseJd, end: d.nextSunriseJd, point: false };
  }
  if (d.sunsetJd === null) return null;
  const sunset = d.sunsetJd;
  const day = sunset - d.sunriseJd;
  const night = d.nextSunriseJd - sunset;
  const fifth = (i: number): KaalaWindow => ({
    start: d.sunriseJd + (day * i) / 5,
    end: d.sunriseJd + (day * (i + 1)) / 5,
    point: false,
  });
  switch (k) {
    case 'pratahkala':
      return fifth(0);
    case 'sangava':
      return fifth(1);
    case 'madhyahna':
      return fifth(2);
    case 'aparahna':
      return fifth(3);
    case 'sayahna':
      return fifth(4);
    case 'purvahna':
      return { start: d.sunriseJd, end: d.sunriseJd + day / 2, point: false };
    case 'pradosha':
      return { start: sunset, end: sunset + night / 5, point: false };
    case 'nishita':
      return { start: sunset + (night * 7) / 15, end: sunset + (night * 8) / 15, point: false };
  }
}

export const KAALA_DEFINITIONS: Readonly<Record<KaalaName, string>> = {
  sunrise: 'the instant of sunrise (upper limb, refracted); the anga touches it when it prevails at sunrise (udaya)',
  arunodaya: 'the 4 ghatis (96 minutes) before sunrise',
  pratahkala: '1st fifth of the daytime (sunrise → sunset in five equal parts)',
  sangava: '2nd fifth of the daytime',
  madhyahna: '3rd fifth of the daytime',
  aparahna: '4th fifth of the daytime',
  sayahna: '5th fifth of the daytime',
  purvahna: 'the first half of the daytime (sunrise → midday)',
  pradosha: 'the first fifth of the night: sunset → sunset + (next sunrise − sunset)/5, as /panchang/pradosham',
  nishita: 'the 8th of the 15 night muhurtas (sunset → next sunrise)',
  moonrise: 'the first moonrise of the Hindu day (sunrise → next sunrise); none on some days',
  full_day: 'sunrise → next sunrise',
};
