import { localMidnight, methodologySubset, StopCheck } from '@pj/ephemeris';
import { elementSpans, tithiValue } from './daily/elements';
import {
  conventionMethodology,
  DEFAULT_PANCHANG_CONVENTION,
  isPanchangConvention,
  PANCHANG_CONVENTIONS,
  PanchangConvention,
} from './daily/convention';
import { SunMoonSampler } from './daily/sampler';
import { InputError } from './errors';
import { PROFILE_NOT_USED, SIDEREAL_NOT_USED, SUNRISE_NOT_USED } from './methodology';
import { DayPlace, PlaceQuery, resolvePlace } from './place';

/**
 * The 30 tithis and the astronomical spans of one tithi over a year (domain values; ./present/tithis.ts
 * writes them on the wire). A span is where the
 * Moon−Sun elongation lies in [12(k−1)°, 12k°); it says nothing about which day a festival,
 * vrat or parana is kept (that needs the observance rules of the calendar service).
 */
export const TITHI_GROUPS = ['nanda', 'bhadra', 'jaya', 'rikta', 'purna'] as const;

export interface TithiCatalogEntry {
  readonly index: number;
  readonly number: number;
  readonly name: string;
  readonly paksha: 'shukla' | 'krishna';
  readonly slug: string;
  /**
   * Nanda, Bhadra, Jaya, Rikta, Purna: the fivefold class of the tithi's number within the paksha (Muhurta Chintamani
   * 1.4).
   */
  readonly group: (typeof TITHI_GROUPS)[number];
  /** Moon − Sun elongation of the tithi, degrees: [from, to). */
  readonly elongationDeg: { readonly from: number; readonly to: number };
}

export class NotFoundError extends Error {
  readonly code = 'not_found' as const;
}

function entry(index: number): TithiCatalogEntry {
  const t = tithiValue(index);
  const inPaksha = index % 15;
  const slug = inPaksha === 14 ? t.name.toLowerCase() : `${t.paksha}-${t.name.toLowerCase()}`;
  return {
    index,
    number: t.number,
    name: t.name,
    paksha: t.paksha,
    slug,
    group: TITHI_GROUPS[inPaksha % 5],
    elongationDeg: { from: index * 12, to: index * 12 + 12 },
  };
}

export const TITHI_CATALOG: readonly TithiCatalogEntry[] = Object.freeze(
  Array.from({ length: 30 }, (_, i) => entry(i)),
);

export const tithiCatalogMethodology = () => ({
  tithi:
    'tithi k (1–30) = Moon−Sun apparent geocentric elongation in [12(k−1)°, 12k°); groups after Muhurta Chintamani 1.4',
  algorithms: 'tithi-catalog-1',
});

export const tithiCalendarMethodology = (convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION) => {
  const c = conventionMethodology(convention);
  return {
    ...methodologySubset(['engine', 'ephemeris', 'delta_t', 'event_search', 'time_zones']),
    convention: c.convention,
    element_time_scale: c.element_time_scale,
    tithi: 'Moon−Sun apparent geocentric elongation (independent of the ayanamsa); span boundaries to 1 s',
    ayanamsa: SIDEREAL_NOT_USED,
    sunrise: SUNRISE_NOT_USED,
    profile: PROFILE_NOT_USED,
    algorithms: 'tithi-calendar-2',
  };
};

/** The spans of one tithi over a local calendar year at a place. */
export interface TithiYear {
  readonly tithi: TithiCatalogEntry;
  readonly year: number;
  readonly place: DayPlace;
  /** Every span of the tithi overlapping the year (local midnight to midnight), in order, JD UT. */
  readonly spans: readonly { readonly startJdUt: number; readonly endJdUt: number }[];
  readonly methodology: Record<string, string>;
}

/** Every span of the tithi `slug` that overlaps the local calendar year at the place, in order. */
export function tithiYear(
  q: PlaceQuery & { slug: string; year: number; convention?: PanchangConvention; stop?: StopCheck },
): TithiYear {
  if (q.convention !== undefined && !isPanchangConvention(q.convention)) {
    throw new InputError([
      {
        loc: ['convention'],
        msg: `convention must be one of ${PANCHANG_CONVENTIONS.join(', ')}`,
        type: 'enum',
      },
    ]);
  }
  const convention = q.convention ?? DEFAULT_PANCHANG_CONVENTION;
  const t = TITHI_CATALOG.find((e) => e.slug === q.slug);
  if (!t)
    throw new NotFoundError(`unknown tithi slug ${JSON.stringify(q.slug)}; GET /panchang/tithis lists the 30 slugs`);
  const { place, zone, zoneSource } = resolvePlace(q);
  const newYear = (y: number) => `${String(y).padStart(4, '0')}-01-01`;
  const t0 = localMidnight(newYear(q.year), zone).jdUt;
  const t1 = localMidnight(newYear(q.year + 1), zone).jdUt;
  const spans = elementSpans(new SunMoonSampler('lahiri', convention, null, q.stop), 'tithi', t0, t1)
    .filter((s) => s.index === t.index)
    .map((s) => ({ startJdUt: s.startJdUt, endJdUt: s.endJdUt }));
  return {
    tithi: t,
    year: q.year,
    place: { place, zone, zoneSource },
    spans,
    methodology: tithiCalendarMethodology(convention),
  };
}
