/**
 * The tithi routes' presenter (/panchang/tithis, /panchang/tithi/{tithi_slug}): the catalogue and a
 * tithi's spans over a year (../tithi-calendar.ts) on the wire.
 */
import { formatLocalJdUt, SECONDS_PER_DAY } from '@pj/ephemeris';
import { TITHI_CATALOG, TithiCatalogEntry, tithiCatalogMethodology, tithiYear, TithiYear } from '../tithi-calendar';
import type { IsoInstant } from './daily';
import { presentPlace, PlaceWire } from './place';

/** One of the 30 tithis. */
export interface TithiCatalogEntryWire {
  /** 0–29 (0 = Shukla Pratipada, 14 = Purnima, 29 = Amavasya). */
  readonly index: number;
  /** 1–30. */
  readonly number: number;
  readonly name: string;
  readonly paksha: TithiCatalogEntry['paksha'];
  /** Path key of /panchang/tithi/{tithi_slug}. */
  readonly slug: string;
  /** Nanda, Bhadra, Jaya, Rikta, Purna class of the tithi within its paksha (Muhurta Chintamani 1.4). */
  readonly group: TithiCatalogEntry['group'];
  /** The Moon − Sun elongation of the tithi, degrees: [from, to). */
  readonly elongation_deg: { readonly from: number; readonly to: number };
}

/** /panchang/tithis. */
export interface TithiCatalogWire {
  /** 30. */
  readonly count: number;
  readonly tithis: readonly TithiCatalogEntryWire[];
}

/** /panchang/tithi/{tithi_slug}. */
export interface TithiYearWire {
  readonly tithi: TithiCatalogEntryWire;
  readonly year: number;
  readonly place: PlaceWire;
  /** Number of spans. */
  readonly count: number;
  /** Every span of the tithi overlapping the local calendar year, in order. */
  readonly spans: readonly {
    readonly start: IsoInstant;
    readonly end: IsoInstant;
    /** Seconds, rounded. */
    readonly duration_s: number;
  }[];
  /** What the spans do not decide (festival, vrat or parana days). */
  readonly note: string;
}

export const TITHI_YEAR_NOTE =
  'Astronomical spans from the Moon–Sun elongation only; the day a festival, vrat or parana is kept follows observance rules and can differ.';

export function presentTithiEntry(t: TithiCatalogEntry): TithiCatalogEntryWire {
  return {
    index: t.index,
    number: t.number,
    name: t.name,
    paksha: t.paksha,
    slug: t.slug,
    group: t.group,
    elongation_deg: t.elongationDeg,
  };
}

export function tithiCatalogPacket(): { body: TithiCatalogWire; methodology: Record<string, string> } {
  return {
    body: { count: TITHI_CATALOG.length, tithis: TITHI_CATALOG.map(presentTithiEntry) },
    methodology: tithiCatalogMethodology(),
  };
}

export function presentTithiYear(x: TithiYear): TithiYearWire {
  const zone = x.place.zone;
  return {
    tithi: presentTithiEntry(x.tithi),
    year: x.year,
    place: presentPlace(x.place),
    count: x.spans.length,
    spans: x.spans.map((s) => ({
      start: formatLocalJdUt(s.startJdUt, zone),
      end: formatLocalJdUt(s.endJdUt, zone),
      duration_s: Math.round((s.endJdUt - s.startJdUt) * SECONDS_PER_DAY),
    })),
    note: TITHI_YEAR_NOTE,
  };
}

export function tithiYearPacket(q: Parameters<typeof tithiYear>[0]): {
  body: TithiYearWire;
  methodology: Record<string, string>;
} {
  const x = tithiYear(q);
  return { body: presentTithiYear(x), methodology: x.methodology };
}
