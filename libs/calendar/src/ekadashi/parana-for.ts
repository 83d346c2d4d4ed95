/**
 * `paranaFor`: the next fast of a vrat on or after a date, with its parana window (for
 * /vrat/parana). Vrats are looked up in a registry keyed by slug so that other fasts with a
 * parana (Pradosh, Janmashtami…) can be added as entries with their own resolver; today it
 * holds `ekadashi` (the next Ekadashi of any name) and the 26 named Ekadashis.
 */
import { addDaysToDate, StopCheck } from '@pj/ephemeris';
import { DayPlace, InputError, resolvePlace } from '@pj/panchang';
import { TraditionKey } from '../types';
import { ALL_EKADASHI_NAMES } from './names';
import { ekadashisInRange, EkadashiObservance } from './observances';

export interface ParanaQuery {
  /** `ekadashi` or an Ekadashi slug (e.g. `mokshada-ekadashi`). */
  readonly vrat: string;
  readonly fromDate: string;
  readonly lat: number;
  readonly lng: number;
  readonly tz?: string | null;
  readonly elevationM?: number;
  /** smarta (default), vaishnava, iskcon, madhva, shaiva. */
  readonly tradition?: TraditionKey;
  /** Cooperative deadline (libs/ephemeris `StopCheck`); never stops by default. */
  readonly stop?: StopCheck;
}

/** The next fast of a vrat on or after a date: the occurrence (its parana in `ekadashi.parana`), or null + reason. */
export interface ParanaResult {
  readonly place: DayPlace;
  readonly vrat: string;
  readonly tradition: TraditionKey;
  /** The fast found (never a Gauna alternate), null when none lies within the vrat's horizon. */
  readonly fast: EkadashiObservance | null;
  /** Why there is no fast (null when found). */
  readonly reason: string | null;
}

interface VratEntry {
  /** Days searched ahead for the next occurrence. */
  readonly horizonDays: number;
  readonly matches: (o: EkadashiObservance) => boolean;
}

/**
 * The 26 named Ekadashis recur within 13 lunar months (≤ 390 days, with an adhika month up to 3 years apart for
 * Padmini/Parama).
 */
const NAMED_HORIZON_DAYS = 400;
const ADHIKA_HORIZON_DAYS = 1100;

/** The Ekadashi's own slug without the tradition prefix (`vaishnava-rama-ekadashi` → `rama-ekadashi`). */
function baseSlug(slug: string): string {
  return slug.replace(/^(vaishnava|madhva|gauna)-/, '');
}

export const PARANA_VRATS: Readonly<Record<string, VratEntry>> = Object.freeze({
  ekadashi: { horizonDays: 40, matches: () => true },
  ...Object.fromEntries(
    ALL_EKADASHI_NAMES.map((n) => [
      n.slug,
      {
        horizonDays:
          n.slug === 'padmini-ekadashi' || n.slug === 'parama-ekadashi' ? ADHIKA_HORIZON_DAYS : NAMED_HORIZON_DAYS,
        matches: (o: EkadashiObservance) => baseSlug(o.slug) === n.slug,
      },
    ]),
  ),
});

export const PARANA_TRADITIONS: readonly TraditionKey[] = ['smarta', 'vaishnava', 'iskcon', 'madhva', 'shaiva'];

/** Search step: a year at a time, so a near occurrence costs one year's computation. */
const CHUNK_DAYS = 400;

export function paranaFor(q: ParanaQuery): ParanaResult {
  const entry = Object.prototype.hasOwnProperty.call(PARANA_VRATS, q.vrat) ? PARANA_VRATS[q.vrat] : undefined;
  if (!entry)
    throw new InputError([
      { loc: ['vrat'], msg: `vrat must be one of: ${Object.keys(PARANA_VRATS).join(', ')}`, type: 'enum' },
    ]);
  const tradition = q.tradition ?? 'smarta';
  if (!PARANA_TRADITIONS.includes(tradition))
    throw new InputError([
      { loc: ['tradition'], msg: `tradition must be one of: ${PARANA_TRADITIONS.join(', ')}`, type: 'enum' },
    ]);
  const { place, zone, zoneSource } = resolvePlace({ lat: q.lat, lng: q.lng, tz: q.tz, elevationM: q.elevationM });
  const where: DayPlace = { place, zone, zoneSource };
  for (let offset = 0; offset < entry.horizonDays; offset += CHUNK_DAYS) {
    const from = addDaysToDate(q.fromDate, offset);
    const days = Math.min(CHUNK_DAYS, entry.horizonDays - offset);
    const found = ekadashisInRange({
      lat: q.lat,
      lng: q.lng,
      tz: q.tz,
      elevationM: q.elevationM,
      fromDate: from,
      days,
      tradition,
      stop: q.stop,
    })
      .filter((o) => o.ekadashi.observance !== 'gauna')
      .find(entry.matches);
    if (found) return Object.freeze({ place: where, vrat: q.vrat, tradition, fast: found, reason: null });
  }
  return Object.freeze({
    place: where,
    vrat: q.vrat,
    tradition,
    fast: null,
    reason: `no ${q.vrat} found within ${entry.horizonDays} days of ${q.fromDate} at this place (no sunrise on the days concerned, or the range ends)`,
  });
}
