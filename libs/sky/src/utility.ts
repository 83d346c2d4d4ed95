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
import { formatLocalJdUt, riseConventionOf } from '@pj/ephemeris';
import {
  balaMethodology,
  ChandraBala,
  chandraBalaOf,
  DailyPacketInput,
  DailyPacketWire,
  dailyPacketParts,
  gemstonePacket,
  GemstoneWire,
  IsoDate,
  IsoInstant,
  lagnaSpans,
  lagnaTableMethodology,
  NakshatraSpanWire,
  NamedWire,
  PlaceWire,
  presentDailyPacket,
  referenceMethodology,
  Tara,
  taraOf,
} from '@pj/panchang';
import { EphemerisScanLanes, ephemerisScanLanes, ephemerisScansMethodology } from './utility-scans';

/** The daily packet's input (date, place, conventions, profile) and the lanes to add. */
export interface UtilityInput extends DailyPacketInput {
  readonly natalMoonRashiIdx?: number | null;
  readonly natalLagna?: string | null;
  readonly natalNakshatraIdx?: number | null;
  readonly includeWindows?: boolean;
  readonly includeEphemerisScans?: boolean;
  readonly includeLagnaTable?: boolean;
  readonly compact?: boolean;
}

/** A lane the caller did not ask for, or could not have (a natal input missing). */
export interface UnavailableLane {
  readonly available: false;
  readonly reason: string;
}

const unavailable = (reason: string): UnavailableLane => ({ available: false, reason });

interface SpanTimesWire {
  readonly start: IsoInstant;
  readonly end: IsoInstant;
}

/** The panchang lane in compact form: no nakshatra padas, no hora and gowri tables (those are their own lane). */
export type CompactDailyWire = Omit<DailyPacketWire, 'hora' | 'gowri' | 'nakshatra'> & {
  readonly nakshatra: readonly Omit<NakshatraSpanWire, 'padas'>[];
};

/** The body of /panchang/utility. */
export interface UtilityWire {
  readonly date: IsoDate;
  readonly place: PlaceWire;
  readonly compact: boolean;
  readonly panchang: DailyPacketWire | CompactDailyWire;
  readonly hora_gowri: Pick<DailyPacketWire, 'hora' | 'gowri'> | UnavailableLane;
  readonly chandrabalam:
    | {
        readonly natal_moon_rashi_idx: number;
        readonly spans: readonly ({ readonly moonsign: NamedWire } & SpanTimesWire & ChandraBala)[];
      }
    | UnavailableLane;
  readonly tarabalam:
    | {
        readonly natal_nakshatra_idx: number;
        readonly spans: readonly ({ readonly nakshatra: NamedWire } & SpanTimesWire & { readonly tara: Tara })[];
      }
    | UnavailableLane;
  /** The /gemstone/recommendation body for natal_lagna (reference family). */
  readonly gemstone: GemstoneWire | UnavailableLane;
  readonly lagna_table: readonly (NamedWire & SpanTimesWire)[] | UnavailableLane;
  readonly ephemeris_scans: EphemerisScanLanes | UnavailableLane;
}

export function utilityPacket(q: UtilityInput): { body: UtilityWire; methodology: Record<string, string> } {
  const parts = dailyPacketParts(q);
  const p = presentDailyPacket(parts);
  const methodology: Record<string, string> = { ...parts.methodology };
  const compact = q.compact ?? true;
  const { hora, gowri, ...rest } = p;
  const panchang = compact ? { ...rest, nakshatra: p.nakshatra.map(({ padas: _padas, ...n }) => n) } : p;

  const horaGowri = (q.includeWindows ?? true) ? { hora, gowri } : unavailable('include_windows=false');

  const spanOf = (s: SpanTimesWire) => ({ start: s.start, end: s.end });
  let chandrabalam: UtilityWire['chandrabalam'] = unavailable('natal_moon_rashi_idx not given');
  if (q.natalMoonRashiIdx !== undefined && q.natalMoonRashiIdx !== null) {
    const natal = q.natalMoonRashiIdx;
    chandrabalam = {
      natal_moon_rashi_idx: natal,
      spans: p.moonsign.map((s) => ({
        moonsign: { index: s.index, name: s.name },
        ...spanOf(s),
        ...chandraBalaOf(natal, s.index),
      })),
    };
  }
  let tarabalam: UtilityWire['tarabalam'] = unavailable('natal_nakshatra_idx not given');
  if (q.natalNakshatraIdx !== undefined && q.natalNakshatraIdx !== null) {
    const natal = q.natalNakshatraIdx;
    tarabalam = {
      natal_nakshatra_idx: natal,
      spans: p.nakshatra.map((s) => ({
        nakshatra: { index: s.index, name: s.name },
        ...spanOf(s),
        tara: taraOf(natal, s.index),
      })),
    };
  }
  const natalGiven = (v: number | null | undefined) => v !== undefined && v !== null;
  if (natalGiven(q.natalMoonRashiIdx) || natalGiven(q.natalNakshatraIdx))
    Object.assign(
      methodology,
      prefixed('bala', balaMethodology(q.ayanamsa, q.convention, riseConventionOf(q.sunrise))),
    );

  let gemstone: UtilityWire['gemstone'] = unavailable('natal_lagna not given');
  if (q.natalLagna) {
    gemstone = gemstonePacket({ lagna: q.natalLagna }).body;
    Object.assign(methodology, prefixed('gemstone', referenceMethodology('gemstone')));
  }

  let lagnaTable: UtilityWire['lagna_table'] = unavailable('include_lagna_table=false');
  if (q.includeLagnaTable) {
    const t0 = parts.day.hinduDay.startJdUt;
    const t1 = parts.day.hinduDay.endJdUt;
    const place = { latDeg: q.lat, lngDeg: q.lng, elevationM: q.elevationM ?? 0 };
    lagnaTable = lagnaSpans(place, q.ayanamsa, t0, t1).map((s) => ({
      index: s.index,
      name: s.name,
      start: formatLocalJdUt(s.startJdUt, p.place.tz),
      end: formatLocalJdUt(s.endJdUt, p.place.tz),
    }));
    Object.assign(methodology, prefixed('lagna_table', lagnaTableMethodology(q.ayanamsa, riseConventionOf(q.sunrise))));
  }

  let scans: UtilityWire['ephemeris_scans'] = unavailable('include_ephemeris_scans=false');
  if (q.includeEphemerisScans) {
    scans = ephemerisScanLanes({
      date: q.date,
      lat: q.lat,
      lng: q.lng,
      tz: p.place.tz,
      ayanamsa: q.ayanamsa,
      convention: q.convention,
    });
    Object.assign(methodology, prefixed('scans', ephemerisScansMethodology(q.ayanamsa, undefined, q.convention)));
  }

  const body: UtilityWire = {
    date: q.date,
    place: p.place,
    compact,
    panchang,
    hora_gowri: horaGowri,
    chandrabalam,
    tarabalam,
    gemstone,
    lagna_table: lagnaTable,
    ephemeris_scans: scans,
  };
  return { body, methodology };
}

/** A lane's methodology entries under `<lane>.<key>`, so lanes never overwrite each other's conventions. */
function prefixed(lane: string, m: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(m).map(([k, v]) => [`${lane}.${k}`, v]));
}
