/**
 * The day frame every window is cut from: sunrise, sunset and next sunrise of one Hindu day
 * (as instants, JD UT), the vara, and the zone for formatting. Read from the Hindu-day frame
 * (libs/panchang/src/daily/hindu-day.ts) on whole seconds, the instants the daily packet prints,
 * so windows derived here carry at most ±0.5 s from that rounding and match the packet's own
 * sunrise/sunset strings.
 */
import { formatJdUtAtOffset, formatLocalJdUt, jdUtToUnixMs, jdUtToWholeSecond, offsetMinutesAt } from '@pj/ephemeris';
import type { HinduDayFrame, TithiValue } from '../daily';

export type Quality = 'auspicious' | 'inauspicious' | 'neutral';

/** An element named by its index (nakshatra, vara). */
interface NamedIndex {
  /** 0-based index into the element's name table. */
  readonly index: number;
  readonly name: string;
}

/**
 * The fields a window adds to CONTRACT §2's five, by kind (none for abhijit, vijaya, nishita, brahma muhurta,
 * the sandhyas, godhuli and pradosha kala).
 */
export type WindowExtra =
  | {
      /** rahu_kalam, yamaganda, gulika_kalam: which eighth of the day, 1–8. */
      readonly part: number;
    }
  | {
      /** dur_muhurta: which muhurta (1–15) of the day or night. */
      readonly muhurta: number;
      readonly of: 'day' | 'night';
    }
  | {
      /** varjyam, amrit_kalam: the nakshatra and the ghati (of its 60) the window starts at. */
      readonly nakshatra: NamedIndex;
      readonly ghati: number;
    }
  | {
      /** hora, gowri: the lord (a graha key, or rahu for Gowri's Visham) and the period's number. */
      readonly lord: string;
      readonly number: number;
    }
  | {
      /** choghadiya: the lord, the period's meaning and number (1–8). */
      readonly lord: string;
      readonly meaning: string;
      readonly number: number;
    }
  | {
      /** panchaka: the vara it starts on (names the panchaka). */
      readonly starts_on_vara: NamedIndex;
    }
  | {
      /** vehicle_muhurta: the nakshatra and tithi that hold in it. */
      readonly nakshatra: NamedIndex;
      readonly tithi: TithiValue;
    };

/** CONTRACT §2 window: `start`/`end` ISO 8601 with the place's offset; the extra fields of its kind. */
export type Window = {
  /** Snake_case key of the window (rahu_kalam, choghadiya, …). */
  readonly kind: string;
  readonly name: string;
  /**
   * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}(:\d{2})?)$
   */
  readonly start: string;
  /**
   * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}(:\d{2})?)$
   */
  readonly end: string;
  readonly quality: Quality;
} & (Partial<Record<never, never>> | WindowExtra);

/** A window before formatting: instants as JD UT. */
export interface RawWindow {
  readonly kind: string;
  readonly name: string;
  readonly startJdUt: number;
  readonly endJdUt: number;
  readonly quality: Quality;
  readonly extra?: WindowExtra;
}

export interface DayFrame {
  readonly sunriseJdUt: number;
  readonly sunsetJdUt: number;
  readonly nextSunriseJdUt: number;
  /** 0 = Sunday … 6 = Saturday (the vara of the Hindu day). */
  readonly vara: number;
  readonly zone: string;
}

/**
 * The window frame of a Hindu day, or null where it has no sunrise, sunset or next sunrise (polar
 * day or night), or they are not in that order: every window here is defined by those three instants.
 * @param zone the place's IANA zone (for formatting the windows).
 */
export function dayFrame(day: HinduDayFrame, zone: string): DayFrame | null {
  const { sunrise, sunset, nextSunrise } = day;
  if (!sunrise.instant || !sunset.instant || !nextSunrise.instant) return null;
  const sunriseJdUt = jdUtToWholeSecond(sunrise.instant.jdUt);
  const sunsetJdUt = jdUtToWholeSecond(sunset.instant.jdUt);
  const nextSunriseJdUt = jdUtToWholeSecond(nextSunrise.instant.jdUt);
  if (!(sunriseJdUt < sunsetJdUt && sunsetJdUt < nextSunriseJdUt)) return null;
  return { sunriseJdUt, sunsetJdUt, nextSunriseJdUt, vara: day.vara, zone };
}

/** Part `i` (0-based) of [t0, t1) cut into `n` equal parts: [start, end]. */
export function part(t0: number, t1: number, n: number, i: number): [number, number] {
  const w = (t1 - t0) / n;
  return [t0 + w * i, t0 + w * (i + 1)];
}

/**
 * formatLocalJdUt for many instants of one day: where the zone's offset is the same at both ends
 * of [t0 − 1 h, t1 + 1 h] (no DST change within), instants inside are formatted with that fixed
 * offset — the same string formatLocalJdUt gives, without a zone lookup per instant (most of the
 * cost of ~150 window edges); anything else goes through formatLocalJdUt.
 */
export function dayFormatter(zone: string, t0JdUt: number, t1JdUt: number): (jdUt: number) => string {
  const lo = t0JdUt - 1 / 24;
  const hi = t1JdUt + 1 / 24;
  const off = offsetMinutesAt(zone, jdUtToUnixMs(lo));
  if (off !== offsetMinutesAt(zone, jdUtToUnixMs(hi))) return (jd) => formatLocalJdUt(jd, zone);
  return (jd) => (jd < lo || jd > hi ? formatLocalJdUt(jd, zone) : formatJdUtAtOffset(jd, off));
}

export function formatWindow(w: RawWindow, zone: string | ((jdUt: number) => string)): Window {
  const fmt = typeof zone === 'string' ? (jd: number) => formatLocalJdUt(jd, zone) : zone;
  return {
    kind: w.kind,
    name: w.name,
    start: fmt(w.startJdUt),
    end: fmt(w.endJdUt),
    quality: w.quality,
    ...(w.extra ?? {}),
  };
}
