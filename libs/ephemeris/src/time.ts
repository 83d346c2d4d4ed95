/**
 * Time as a value with its scale: an Instant carries JD(UT), JD(TT) and ΔT, built once from a
 * zone-aware input. Civil time goes through the IANA zone database (luxon over Intl/ICU), so
 * historical offsets (e.g. Asia/Kolkata +05:21:10 before 1906, +06:30 in 1942–45) are applied.
 *
 * UT here is UTC read as UT1: |UT1 − UTC| < 0.9 s by the definition of UTC (IERS), below the
 * 1 s resolution of published times.
 */
import { IANAZone } from 'luxon';
import { SweSession, withSwe } from './engine';
import { EphemerisInputError } from './errors';
import { BoundedMemo } from './memo';

export interface Instant {
  /** Julian day, Universal Time. */
  readonly jdUt: number;
  /** Julian day, Terrestrial Time = jdUt + ΔT. */
  readonly jdTt: number;
  /** ΔT = TT − UT in seconds (Swiss Ephemeris 2.09 swe_deltat). */
  readonly deltaTS: number;
  /** UTC, 'YYYY-MM-DDTHH:MM:SS.sssZ'. */
  readonly utcIso: string;
}

export type LocalResolution =
  | { kind: 'ok'; instant: Instant; offsetMinutes: number }
  | { kind: 'gap'; candidates: { instant: Instant; offsetMinutes: number }[] }
  | { kind: 'ambiguous'; candidates: { instant: Instant; offsetMinutes: number }[] };

export const UNIX_EPOCH_JD = 2440587.5;
export const MS_PER_DAY = 86_400_000;
export const SECONDS_PER_DAY = 86_400;
const MS_PER_HOUR = 3_600_000;

export function jdUtToUnixMs(jdUt: number): number {
  return (jdUt - UNIX_EPOCH_JD) * MS_PER_DAY;
}

function build(jdUt: number, deltaTDays: number, utcMs: number): Instant {
  return Object.freeze({
    jdUt,
    jdTt: jdUt + deltaTDays,
    deltaTS: deltaTDays * SECONDS_PER_DAY,
    utcIso: new Date(utcMs).toISOString(),
  });
}

/** Instant at `jdUt` using an open engine session (for code already inside `withSwe`). */
export function instantInSession(session: SweSession, jdUt: number): Instant {
  return build(jdUt, session.deltaTDays(jdUt), Math.round(jdUtToUnixMs(jdUt)));
}

/** @param jdUt Julian day (UT), within 1800-01-01 .. 2399-12-31. */
export function instantFromJdUt(jdUt: number): Instant {
  return withSwe({}, (s) => instantInSession(s, jdUt));
}

/** @param ms Unix time in milliseconds (UTC, no leap seconds). */
export function instantFromUtcMillis(ms: number): Instant {
  if (!Number.isFinite(ms)) throw new EphemerisInputError(`UTC milliseconds must be finite, got ${ms}`);
  const jdUt = UNIX_EPOCH_JD + ms / MS_PER_DAY;
  return withSwe({}, (s) => build(jdUt, s.deltaTDays(jdUt), ms));
}

/** True when luxon (Intl/ICU) knows `zone` as an IANA zone name. */
export function isValidZone(zone: string): boolean {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  if (knownZones.has(zone)) return true;
  const ok = IANAZone.isValidZone(zone);
  // only valid names are remembered, so the set is bounded by the tz database (~600 names)
  if (ok) knownZones.add(zone);
  return ok;
}

/** Zone names luxon accepted (its check builds an Intl formatter, ~0.06 ms a call). */
const knownZones = new Set<string>();

/** luxon zones by name, valid names only (so bounded by the tz database, like knownZones). */
const zones = new Map<string, IANAZone>();

function zoneOf(zone: string): IANAZone {
  let z = zones.get(zone);
  if (z === undefined) {
    if (!isValidZone(zone)) throw new EphemerisInputError(`unknown IANA time zone: ${JSON.stringify(zone)}`);
    z = IANAZone.create(zone);
    zones.set(zone, z);
  }
  return z;
}

/**
 * Offsets per zone, by UTC day. luxon asks Intl for every offset (5–8 µs a call, the largest cost
 * of formatting a packet's instants before this cache). A UTC day whose two ends (00:00 and the
 * next 00:00) have the same offset has that offset throughout, because no zone changes its offset
 * twice within 48 hours: the closest two transitions of any zone over 1800–2400 are 95.7 h apart
 * (Africa/Freetown, September 1939; tzdata 2025b with backzone, zdump). Window formatting
 * (dayFormatter in libs/panchang) and localMidnight's readings rely on the same spacing. Each day
 * end is asked once and shared by the two days it bounds. A day holding a transition is cached by
 * hour the same way (an hour whose ends agree; the hour of the transition itself is never cached
 * and always asked exactly). Bounded: everything is cleared past MAX_CACHED_OFFSETS entries.
 */
interface ZoneOffsets {
  /** Offset at 00:00 UTC of each day asked. */
  readonly dayStarts: Map<number, number>;
  /** Offset of each day without a transition; NaN for a day that holds one. */
  readonly days: Map<number, number>;
  /** Offset of each hour without a transition, within days that hold one. */
  readonly hours: Map<number, number>;
}
const zoneOffsets = new Map<string, ZoneOffsets>();
const MAX_CACHED_OFFSETS = 200_000;
let cachedOffsets = 0;

function offsetsOf(zone: string): ZoneOffsets {
  let o = zoneOffsets.get(zone);
  if (!o) {
    o = { dayStarts: new Map(), days: new Map(), hours: new Map() };
    zoneOffsets.set(zone, o);
  }
  return o;
}

function remember(map: Map<number, number>, key: number, offset: number): number {
  map.set(key, offset);
  cachedOffsets++;
  return offset;
}

function dayStartOffset(o: ZoneOffsets, z: IANAZone, day: number): number {
  return o.dayStarts.get(day) ?? remember(o.dayStarts, day, z.offset(day * MS_PER_DAY));
}

function cachedOffset(zone: string, z: IANAZone, ms: number): number {
  if (cachedOffsets >= MAX_CACHED_OFFSETS) {
    zoneOffsets.clear();
    cachedOffsets = 0;
  }
  const o = offsetsOf(zone);
  const day = Math.floor(ms / MS_PER_DAY);
  let dayOffset = o.days.get(day);
  if (dayOffset === undefined) {
    const start = dayStartOffset(o, z, day);
    dayOffset = remember(o.days, day, sameOffset(start, dayStartOffset(o, z, day + 1)) ? start : NaN);
  }
  if (!Number.isNaN(dayOffset)) return dayOffset;
  const hour = Math.floor(ms / MS_PER_HOUR);
  const hit = o.hours.get(hour);
  if (hit !== undefined) return hit;
  const start = z.offset(hour * MS_PER_HOUR);
  if (!sameOffset(start, z.offset((hour + 1) * MS_PER_HOUR - 1))) return z.offset(ms);
  return remember(o.hours, hour, start);
}

/** UTC offset of `zone` at Unix time `ms`, in minutes (fractional for LMT-era offsets). */
export function offsetMinutesAt(zone: string, ms: number): number {
  return cachedOffset(zone, zoneOf(zone), ms);
}

interface CivilFields {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

function parseDate(date: string): { y: number; mo: number; d: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new EphemerisInputError(`date must be YYYY-MM-DD, got ${JSON.stringify(date)}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new EphemerisInputError(`no such calendar date: ${date}`);
  }
  return { y, mo, d };
}

function parseTime(time: string): { h: number; mi: number; s: number } {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!m) throw new EphemerisInputError(`time must be HH:MM or HH:MM:SS, got ${JSON.stringify(time)}`);
  const [h, mi, s] = [Number(m[1]), Number(m[2]), m[3] === undefined ? 0 : Number(m[3])];
  if (h > 23 || mi > 59 || s > 59) throw new EphemerisInputError(`no such time of day: ${time}`);
  return { h, mi, s };
}

function wallClockAsUtcMs(f: CivilFields): number {
  return Date.UTC(f.y, f.mo - 1, f.d, f.h, f.mi, f.s);
}

function sameOffset(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}

/** Unix ms of the local wall-clock reading `wallMs` (local fields encoded as UTC) under each offset it may have. */
function readings(zone: string, z: IANAZone, wallMs: number): { valid: number[]; before: number; after: number } {
  // Offsets in force within a day either side cover every zone's transitions (at most one per day).
  const probes = [-24, -12, 0, 12, 24].map((h) => cachedOffset(zone, z, wallMs + h * MS_PER_HOUR));
  const distinct = probes.filter((o, i) => probes.findIndex((p) => sameOffset(p, o)) === i);
  const valid = distinct.filter((o) => sameOffset(cachedOffset(zone, z, wallMs - o * 60_000), o));
  return { valid, before: probes[0], after: probes[4] };
}

function resolveWall(zone: string, f: CivilFields): LocalResolution {
  const z = zoneOf(zone);
  const wallMs = wallClockAsUtcMs(f);
  const { valid, before, after } = readings(zone, z, wallMs);
  const cands = (offsets: number[]) =>
    withSwe({}, (s) =>
      offsets.map((o) => {
        const ms = Math.round(wallMs - o * 60_000);
        const jdUt = UNIX_EPOCH_JD + ms / MS_PER_DAY;
        return { instant: build(jdUt, s.deltaTDays(jdUt), ms), offsetMinutes: o };
      }),
    );
  if (valid.length === 1) {
    const [c] = cands(valid);
    return { kind: 'ok', instant: c.instant, offsetMinutes: c.offsetMinutes };
  }
  if (valid.length > 1) {
    const sorted = cands(valid).sort((a, b) => a.instant.jdUt - b.instant.jdUt);
    return { kind: 'ambiguous', candidates: sorted };
  }
  // Gap: the reading under the offset in force before the transition, then the one after it.
  return { kind: 'gap', candidates: cands([before, after]) };
}

/**
 * Local wall-clock time in an IANA zone → instant(s).
 * @param date YYYY-MM-DD (proleptic Gregorian), @param time HH:MM or HH:MM:SS, @param zone IANA name.
 * 'gap': the time does not exist (clocks skipped it); candidates = [reading with the offset
 * before the transition, reading with the offset after]. 'ambiguous': it occurs twice;
 * candidates in time order.
 */
export function instantFromLocal(date: string, time: string, zone: string): LocalResolution {
  return resolveWall(zone, { ...parseDate(date), ...parseTime(time) });
}

/** YYYY-MM-DD plus `days` (proleptic Gregorian). */
export function addDaysToDate(date: string, days: number): string {
  const { y, mo, d } = parseDate(date);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * First instant of the civil date in the zone: local 00:00, the earlier of two 00:00s, or,
 * where DST skips midnight (e.g. America/Havana, America/Santiago), the transition instant.
 */
export function localMidnight(date: string, zone: string): Instant {
  // a pure function of (date, zone) asked twice per daily packet (its date and the next), and
  // again by the next date's packet: memoised (Instants are frozen)
  const key = `${zone} ${date}`;
  return midnights.get(key) ?? midnights.set(key, findLocalMidnight(date, zone));
}

/** Local midnights by zone and date; bounded (~55 years of dates at one place). */
const midnights = new BoundedMemo<string, Instant>(20_000);

function findLocalMidnight(date: string, zone: string): Instant {
  const r = instantFromLocal(date, '00:00', zone);
  if (r.kind === 'ok') return r.instant;
  if (r.kind === 'ambiguous') return r.candidates[0].instant;
  const z = zoneOf(zone);
  const [a, b] = r.candidates.map((c) => Date.parse(c.instant.utcIso)).sort((x, y) => x - y);
  let lo = a;
  let hi = b;
  const offLo = z.offset(lo);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (sameOffset(z.offset(mid), offLo)) lo = mid;
    else hi = mid;
  }
  return instantFromUtcMillis(hi);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** ±HH:MM, or ±HH:MM:SS for offsets with seconds (local mean time before standard time). */
export function formatOffset(offsetMinutes: number): string {
  const totalS = Math.round(offsetMinutes * 60);
  const sign = totalS < 0 ? '-' : '+';
  const a = Math.abs(totalS);
  const hhmm = `${sign}${pad(Math.floor(a / 3600))}:${pad(Math.floor((a % 3600) / 60))}`;
  return a % 60 === 0 ? hhmm : `${hhmm}:${pad(a % 60)}`;
}

/** ISO 8601 local time with the zone's offset, rounded to the nearest whole second: '2024-01-01T07:14:32+05:30'. */
export function formatLocal(instant: Instant, zone: string): string {
  return formatLocalJdUt(instant.jdUt, zone);
}

/**
 * formatLocal for a bare Julian day (UT), for search results that never need an Instant's ΔT
 * (building one costs an engine call). Same rounding and offset rule as formatLocal.
 */
export function formatLocalJdUt(jdUt: number, zone: string): string {
  const ms = Math.round(jdUtToUnixMs(jdUt) / 1000) * 1000;
  return formatUnixSecondAtOffset(ms / 1000, cachedOffset(zone, zoneOf(zone), ms));
}

/**
 * `jdUt` rounded to the whole UT second, the resolution of every published instant: the same
 * double `jdUtOfLocalIso(formatLocalJdUt(jdUt, zone))` gives for any zone (both are the whole Unix
 * second / 86 400 + the Unix epoch's JD), so a value derived from it agrees with the printed time.
 */
export function jdUtToWholeSecond(jdUt: number): number {
  return Math.round(jdUtToUnixMs(jdUt) / 1000) / SECONDS_PER_DAY + UNIX_EPOCH_JD;
}

/**
 * formatLocalJdUt with the offset given (a caller that knows it holds throughout a stretch of
 * time, e.g. a day without a DST change): the same rounding to whole seconds, the same string.
 */
export function formatJdUtAtOffset(jdUt: number, offsetMinutes: number): string {
  return formatUnixSecondAtOffset(Math.round(jdUtToUnixMs(jdUt) / 1000), offsetMinutes);
}

/** '00' … '59'. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad(i));

/**
 * ISO 8601 of a whole Unix second at a UTC offset. Arithmetic on the local second count (a daily
 * packet formats ~200 instants: this is about half the cost of going through a Date and its
 * getters); the date part is that of proleptic Gregorian day numbers (civilDate).
 */
function formatUnixSecondAtOffset(unixS: number, offsetMinutes: number): string {
  const localS = unixS + Math.round(offsetMinutes * 60);
  const day = Math.floor(localS / SECONDS_PER_DAY);
  const s = localS - day * SECONDS_PER_DAY;
  const clock = `${TWO_DIGITS[Math.floor(s / 3600)]}:${TWO_DIGITS[Math.floor(s / 60) % 60]}:${TWO_DIGITS[s % 60]}`;
  return `${civilDate(day)}T${clock}${offsetSuffix(offsetMinutes)}`;
}

/**
 * The last day formatted: the instants of one packet mostly share a few dates (a one-entry memo of a pure function).
 */
let lastDay = NaN;
let lastDate = '';

/**
 * YYYY-MM-DD of day number `day` (days since 1970-01-01, proleptic Gregorian), as Date's UTC
 * getters give it: the inverse of days-from-civil with the year starting in March, so that the
 * leap day ends the year (400-year eras of 146 097 days).
 */
function civilDate(day: number): string {
  if (day === lastDay) return lastDate;
  const z = day + 719_468; // days from 0000-03-01
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const m5 = Math.floor((5 * dayOfYear + 2) / 153); // 0 = March … 11 = February
  const d = dayOfYear - Math.floor((153 * m5 + 2) / 5) + 1;
  const m = m5 < 10 ? m5 + 3 : m5 - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  lastDate = `${pad(y, 4)}-${TWO_DIGITS[m]}-${TWO_DIGITS[d]}`;
  lastDay = day;
  return lastDate;
}

/** formatOffset per offset: a zone has a handful (standard, DST, local mean time before standard time). */
const offsetSuffixes = new BoundedMemo<number, string>(1024);
function offsetSuffix(offsetMinutes: number): string {
  return offsetSuffixes.get(offsetMinutes) ?? offsetSuffixes.set(offsetMinutes, formatOffset(offsetMinutes));
}

const LOCAL_ISO_RE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:Z|([+-])(\d{2}):(\d{2})(?::(\d{2}))?)$/;

/**
 * Julian day (UT) of an instant written by formatLocalJdUt (ISO 8601 with ±HH:MM or ±HH:MM:SS
 * offset, or Z). Date.parse refuses the seconds form, which local mean time before standard time
 * needs (New Delhi before 1906: +05:21:10).
 */
export function jdUtOfLocalIso(iso: string): number {
  const m = LOCAL_ISO_RE.exec(iso);
  if (!m) throw new EphemerisInputError(`not an ISO 8601 instant with offset: ${JSON.stringify(iso)}`);
  const offsetS = m[2] ? (Number(m[3]) * 3600 + Number(m[4]) * 60 + Number(m[5] ?? 0)) * (m[2] === '-' ? -1 : 1) : 0;
  return (Date.parse(`${m[1]}Z`) / 1000 - offsetS) / 86_400 + 2440587.5;
}
