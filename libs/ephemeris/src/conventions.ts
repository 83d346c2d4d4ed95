/** Rise/set conventions. Addon-free (used by the methodology module). */

/**
 * Which point of the disc touches which horizon. `limb: 'upper'` = first/last gleam of the disc;
 * `refraction: true` = the apparent horizon under a standard atmosphere (1013.25 hPa, 15 °C).
 */
export interface RiseConvention {
  limb: 'upper' | 'center';
  refraction: boolean;
}

/** Upper limb with standard refraction: the convention Drik Panchang's published times match. */
export const DEFAULT_RISE_CONVENTION: Readonly<RiseConvention> = Object.freeze({ limb: 'upper', refraction: true });

/**
 * The sunrise definitions practitioners use, by name (the `sunrise` option of the daily endpoints):
 * upper limb or disc centre on the horizon, with standard refraction or geometric.
 * `upper_limb_refracted` is Drik Panchang's (and the almanacs') and the default.
 */
export const SUNRISE_CONVENTIONS: Readonly<Record<'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric', Readonly<RiseConvention>>> = Object.freeze({
  upper_limb_refracted: DEFAULT_RISE_CONVENTION,
  center_refracted: Object.freeze({ limb: 'center', refraction: true }),
  upper_limb_geometric: Object.freeze({ limb: 'upper', refraction: false }),
  center_geometric: Object.freeze({ limb: 'center', refraction: false }),
});
export type SunriseConventionKey = keyof typeof SUNRISE_CONVENTIONS;
export const SUNRISE_CONVENTION_KEYS = Object.keys(SUNRISE_CONVENTIONS) as SunriseConventionKey[];
export const DEFAULT_SUNRISE_CONVENTION: SunriseConventionKey = 'upper_limb_refracted';

export function riseConventionOf(key: string | undefined): Readonly<RiseConvention> {
  return SUNRISE_CONVENTIONS[(key ?? DEFAULT_SUNRISE_CONVENTION) as SunriseConventionKey] ?? DEFAULT_RISE_CONVENTION;
}

export function isSunriseConventionKey(v: unknown): v is SunriseConventionKey {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(SUNRISE_CONVENTIONS, v);
}

export function describeRiseConvention(conv: RiseConvention): string {
  const limb = conv.limb === 'upper' ? 'upper limb' : 'disc centre';
  const refraction = conv.refraction ? 'standard refraction (1013.25 hPa, 15 °C)' : 'no refraction (geometric horizon)';
  return `${limb}, ${refraction}, observer elevation`;
}
