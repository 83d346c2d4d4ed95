import { AyanamsaKey, NAKSHATRA_NAMES, RASHI_NAMES, RiseConvention, riseConventionOf } from '@pj/ephemeris';
import { DEFAULT_PANCHANG_CONVENTION, PanchangConvention } from '../daily/convention';
import { DailyCoreInput } from '../daily/daily-core';
import { dailyMethodology } from '../daily/methodology';
import { PROFILE_NOT_USED } from '../methodology';
import { CHANDRABALA_FAVOURABLE_HOUSES, chandraBalaOf } from './chandra';
import { moonDay, MoonDay, MoonSpan } from './spans';
import { taraOf } from './tara';

type Packet = { body: Record<string, unknown>; methodology: Record<string, string> };

export const BALA_ALGORITHM = 'bala-1';

const BALA_SOURCES =
  'Muhurta Chintamani (Ram Daivajna) ch. 1 (tarabala, chandrabala); B. V. Raman, Muhurtha (Electional Astrology) ch. 3; Phaladeepika ch. 26 (Moon in gochara)';

/** Methodology of /panchang/chandrabalam and /panchang/tarabalam: the daily spans plus the bala rules. */
export function balaMethodology(
  ayanamsa: AyanamsaKey = 'lahiri',
  convention: PanchangConvention = DEFAULT_PANCHANG_CONVENTION,
  rise: RiseConvention = riseConventionOf(undefined),
): Record<string, string> {
  const d = dailyMethodology(ayanamsa, convention, rise);
  return {
    engine: d.engine,
    ephemeris: d.ephemeris,
    delta_t: d.delta_t,
    ayanamsa: d.ayanamsa,
    convention: d.convention,
    sidereal: d.sidereal,
    element_time_scale: d.element_time_scale,
    positions: d.positions,
    sunrise: d.sunrise,
    time_zones: d.time_zones,
    event_search: d.event_search,
    hindu_day: d.hindu_day,
    chandrabala: `house of the transit Moon sign counted from the natal Moon sign (1 = same sign); favourable ${CHANDRABALA_FAVOURABLE_HOUSES.join(', ')}; the bright-fortnight allowance for 2, 5, 9 is not applied`,
    tarabala:
      'inclusive count from the natal to the transit nakshatra, remainder mod 9 (0 → 9): 1 Janma, 2 Sampat, 3 Vipat, 4 Kshema, 5 Pratyak, 6 Sadhana, 7 Naidhana, 8 Mitra, 9 Parama Mitra; favourable 2, 4, 6, 8, 9',
    profile: PROFILE_NOT_USED,
    sources: BALA_SOURCES,
    algorithms: BALA_ALGORITHM,
  };
}

/** A local date at a place: the daily core's input. */
export type BalaQuery = DailyCoreInput;

const named = (names: readonly string[], index: number) => ({ index, name: names[index] });

interface MatrixSpec<C> {
  readonly spans: (day: MoonDay) => readonly MoonSpan[];
  readonly names: readonly string[];
  /** Natal index count: 12 signs or 27 stars. */
  readonly natalNames: readonly string[];
  readonly natalKey: string;
  readonly cell: (natal: number, transit: number) => C;
  readonly favourable: (c: C) => boolean;
}

/**
 * One Moon element's spans over the Hindu day, each with the public matrix for every natal index, plus the personal
 * projection.
 */
function dayMatrixPacket<C extends object>(
  q: BalaQuery,
  natal: number | null,
  spec: MatrixSpec<C>,
  spansKey: string,
  extra: Record<string, unknown>,
): Packet {
  const day = moonDay(q);
  const spans = spec.spans(day);
  const rows = spans.map((s) => {
    const matrix = spec.natalNames.map((_, n) => ({
      [spec.natalKey]: named(spec.natalNames, n),
      ...spec.cell(n, s.index),
    }));
    return {
      index: s.index,
      name: s.name,
      start: day.fmt(s.startJdUt),
      end: day.fmt(s.endJdUt),
      favourable_for: matrix.filter((m) => spec.favourable(m as unknown as C)).map((m) => m[spec.natalKey]),
      matrix,
    };
  });
  const body: Record<string, unknown> = {
    date: q.date,
    place: day.place,
    ayanamsa: q.ayanamsa,
    hindu_day: { start: day.fmt(day.startJdUt), end: day.fmt(day.endJdUt) },
    ...extra,
    [spansKey]: rows,
  };
  if (natal !== null) {
    body.personal = {
      [spec.natalKey]: named(spec.natalNames, natal),
      spans: spans.map((s) => ({
        [spansKey]: named(spec.names, s.index),
        start: day.fmt(s.startJdUt),
        end: day.fmt(s.endJdUt),
        ...spec.cell(natal, s.index),
      })),
    };
  }
  return { body, methodology: balaMethodology(q.ayanamsa, q.convention, riseConventionOf(q.sunrise)) };
}

/**
 * Chandrabalam for the Hindu day: each Moon-sign span with the house and quality for all 12 natal
 * Moon signs (the public matrix), and, when `natalMoonRashiIdx` is given, the personal projection.
 */
export function chandrabalamPacket(q: BalaQuery & { natalMoonRashiIdx?: number | null }): Packet {
  return dayMatrixPacket(
    q,
    q.natalMoonRashiIdx ?? null,
    {
      spans: (d) => d.moonsign,
      names: RASHI_NAMES,
      natalNames: RASHI_NAMES,
      natalKey: 'natal_moon_rashi',
      cell: chandraBalaOf,
      favourable: (c) => c.quality === 'auspicious',
    },
    'moonsign',
    { favourable_houses: CHANDRABALA_FAVOURABLE_HOUSES },
  );
}

/**
 * Tarabalam for the Hindu day: each nakshatra span with the tara for all 27 birth stars (the
 * public matrix), and, when `natalNakshatraIdx` is given, the personal projection.
 */
export function tarabalamPacket(q: BalaQuery & { natalNakshatraIdx?: number | null }): Packet {
  return dayMatrixPacket(
    q,
    q.natalNakshatraIdx ?? null,
    {
      spans: (d) => d.nakshatra,
      names: NAKSHATRA_NAMES,
      natalNames: NAKSHATRA_NAMES,
      natalKey: 'natal_nakshatra',
      cell: (n, t) => ({ tara: taraOf(n, t) }),
      favourable: (c) => c.tara.quality === 'auspicious',
    },
    'nakshatra',
    {},
  );
}
