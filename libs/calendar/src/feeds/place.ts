/** The place a feed is computed for, as resolved by the engine (zone from the coordinates when not given). */
export interface FeedPlace {
  readonly lat: number;
  readonly lng: number;
  /** IANA zone of the place. */
  readonly tz: string;
}

/** Coordinates rounded to 4 decimals (~11 m): the place part of stable identifiers. */
export function placeKey(p: FeedPlace): string {
  return `${p.lat.toFixed(4)},${p.lng.toFixed(4)},${p.tz}`;
}
