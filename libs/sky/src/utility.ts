/**
 * /panchang/utility: one call for a product page's daily pack (SPEC §4.2). Lanes:
 * - `panchang`: the daily packet (core, windows, choghadiya, panchaka, pradosham, calendar date per
 *   profile); `compact` (default) drops the nakshatra padas and the hora and gowri tables;
 * - `hora_gowri` (include_windows, default true): the 24 horas and 16 gowri periods;
 * - `chandrabalam`, `tarabalam`: personal, for natal_moon_rashi_idx / natal_nakshatra_idx, from the
 *   packet's own Moon-sign and nakshatra spans (tables: libs/panchang/src/bala);
 * - `gemstone`: for natal_lagna (libs/panchang/src/reference);
 * - `lagna_table` (include_lagna_table): the ascendant's sign changes over the Hindu day;
 * - `ephemeris_scans` (include_ephemeris_scans): retrograde, combustion, ingress, eclipse and
 *   seasonal lanes of the date (./utility-scans.ts).
 * A lane that needs an input the caller did not give is `{ available: false, reason }`.
 */
import { AyanamsaKey, formatLocalJdUt, riseConventionOf, SunriseConventionKey } from '@pj/ephemeris';
import {
  balaMethodology,
  chandraBalaOf,
  dailyPacketParts,
  gemstonePacket,
  lagnaSpans,
  lagnaTableMethodology,
  PanchangConvention,
  presentDailyPacket,
  referenceMethodology,
  taraOf,
} from '@pj/panchang';
import { ephemerisScanLanes, ephemerisScansMethodology } from './utility-scans';

export interface UtilityInput {
  readonly date: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
  readonly ayanamsa: AyanamsaKey;
  readonly convention?: PanchangConvention;
  /** Sunrise definition (as /panchang/daily); default drik. */
  readonly sunrise?: SunriseConventionKey;
  readonly profile?: string;
  readonly natalMoonRashiIdx?: number | null;
  readonly natalLagna?: string | null;
  readonly natalNakshatraIdx?: number | null;
  readonly includeWindows?: boolean;
  readonly includeEphemerisScans?: boolean;
  readonly includeLagnaTable?: boolean;
  readonly compact?: boolean;
}

const unavailable = (reason: string) => ({ available: false, reason });

export function utilityPacket(q: UtilityInput): { body: Record<string, unknown>; methodology: Record<string, string> } {
  const parts = dailyPacketParts(q);
  const p = presentDailyPacket(parts);
  const methodology: Record<string, string> = { ...parts.methodology };
  const compact = q.compact ?? true;
  const { hora, gowri, ...rest } = p;
  const panchang = compact ? { ...rest, nakshatra: p.nakshatra.map(({ padas: _padas, ...n }) => n) } : p;
  const body: Record<string, unknown> = { date: q.date, place: p.place, compact, panchang };

  body.hora_gowri = (q.includeWindows ?? true) ? { hora, gowri } : unavailable('include_windows=false');

  const spanOf = (s: { start: string; end: string }) => ({ start: s.start, end: s.end });
  if (q.natalMoonRashiIdx !== undefined && q.natalMoonRashiIdx !== null) {
    const natal = q.natalMoonRashiIdx;
    body.chandrabalam = {
      natal_moon_rashi_idx: natal,
      spans: p.moonsign.map((s) => ({
        moonsign: { index: s.index, name: s.name },
        ...spanOf(s),
        ...chandraBalaOf(natal, s.index),
      })),
    };
  } else body.chandrabalam = unavailable('natal_moon_rashi_idx not given');
  if (q.natalNakshatraIdx !== undefined && q.natalNakshatraIdx !== null) {
    const natal = q.natalNakshatraIdx;
    body.tarabalam = {
      natal_nakshatra_idx: natal,
      spans: p.nakshatra.map((s) => ({
        nakshatra: { index: s.index, name: s.name },
        ...spanOf(s),
        tara: taraOf(natal, s.index),
      })),
    };
  } else body.tarabalam = unavailable('natal_nakshatra_idx not given');
  const natalGiven = (v: number | null | undefined) => v !== undefined && v !== null;
  if (natalGiven(q.natalMoonRashiIdx) || natalGiven(q.natalNakshatraIdx))
    Object.assign(
      methodology,
      prefixed('bala', balaMethodology(q.ayanamsa, q.convention, riseConventionOf(q.sunrise))),
    );

  if (q.natalLagna) {
    const g = gemstonePacket({ lagna: q.natalLagna });
    body.gemstone = g.body;
    Object.assign(methodology, prefixed('gemstone', referenceMethodology('gemstone')));
  } else body.gemstone = unavailable('natal_lagna not given');

  if (q.includeLagnaTable) {
    const t0 = parts.day.hinduDay.startJdUt;
    const t1 = parts.day.hinduDay.endJdUt;
    const place = { latDeg: q.lat, lngDeg: q.lng, elevationM: q.elevationM ?? 0 };
    body.lagna_table = lagnaSpans(place, q.ayanamsa, t0, t1).map((s) => ({
      index: s.index,
      name: s.name,
      start: formatLocalJdUt(s.startJdUt, p.place.tz),
      end: formatLocalJdUt(s.endJdUt, p.place.tz),
    }));
    Object.assign(methodology, prefixed('lagna_table', lagnaTableMethodology(q.ayanamsa, riseConventionOf(q.sunrise))));
  } else body.lagna_table = unavailable('include_lagna_table=false');

  if (q.includeEphemerisScans) {
    body.ephemeris_scans = ephemerisScanLanes({
      date: q.date,
      lat: q.lat,
      lng: q.lng,
      tz: p.place.tz,
      ayanamsa: q.ayanamsa,
      convention: q.convention,
    });
    Object.assign(methodology, prefixed('scans', ephemerisScansMethodology(q.ayanamsa, undefined, q.convention)));
  } else body.ephemeris_scans = unavailable('include_ephemeris_scans=false');

  return { body, methodology };
}

/** A lane's methodology entries under `<lane>.<key>`, so lanes never overwrite each other's conventions. */
function prefixed(lane: string, m: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [`${lane}.${k}`, v]));
}
