/** Rise/set conventions. Addon-free (used by the methodology module). */

/**
 * Which point of the disc touches which horizon. `limb: 'upper'` = first/last gleam of the disc;
 * `refraction: true` = the apparent horizon under a standard atmosphere (1013.25 hPa, 15 °C).
 * `model: 'drik'` replaces Swiss Ephemeris' rise/set search for the Sun with Drik Panchang's
 * algorithm (drik-sunrise.ts: centre at −0°50′, equation of time of Smart's series at local mean
 * time read as UT; `limb`/`refraction` then describe it as centre/geometric); the Moon keeps the
 * upper limb with standard refraction.
 */
export interface RiseConvention {
  limb: 'upper' | 'center';
  refraction: boolean;
  model?: 'swe' | 'drik';
}

/** Drik Panchang's sunrise (drik-sunrise.ts): the default. */
export const DEFAULT_RISE_CONVENTION: Readonly<RiseConvention> = Object.freeze({
  limb: 'center',
  refraction: false,
  model: 'drik',
});

/** The Moon's rise and set under the `drik` model: upper limb, standard refraction, Swiss Ephemeris. */
export const DRIK_MOON_RISE_CONVENTION: Readonly<RiseConvention> = Object.freeze({ limb: 'upper', refraction: true });

/**
 * The sunrise definitions practitioners use, by name (the `sunrise` option of the daily endpoints):
 * `drik` (the default) reproduces Drik Panchang's published sunrise and sunset (99.7 % of its
 * New Delhi minutes 1900–2050 within the ±30 s rounding); the others are the geometric definitions
 * computed by Swiss Ephemeris' swe_rise_trans for the topocentric Sun: upper limb or disc centre on
 * the horizon, with standard refraction or geometric. `upper_limb_refracted` is the almanacs'
 * (USNO, HM Nautical Almanac Office) definition.
 */
export const SUNRISE_CONVENTIONS: Readonly<
  Record<
    'drik' | 'upper_limb_refracted' | 'center_refracted' | 'upper_limb_geometric' | 'center_geometric',
    Readonly<RiseConvention>
  >
> = Object.freeze({
  drik: DEFAULT_RISE_CONVENTION,
  upper_limb_refracted: Object.freeze({ limb: 'upper', refraction: true }),
  center_refracted: Object.freeze({ limb: 'center', refraction: true }),
  upper_limb_geometric: Object.freeze({ limb: 'upper', refraction: false }),
  center_geometric: Object.freeze({ limb: 'center', refraction: false }),
});
export type SunriseConventionKey = keyof typeof SUNRISE_CONVENTIONS;
export const SUNRISE_CONVENTION_KEYS = Object.keys(SUNRISE_CONVENTIONS) as SunriseConventionKey[];
export const DEFAULT_SUNRISE_CONVENTION: SunriseConventionKey = 'drik';

export function riseConventionOf(key: string | undefined): Readonly<RiseConvention> {
  return SUNRISE_CONVENTIONS[(key ?? DEFAULT_SUNRISE_CONVENTION) as SunriseConventionKey] ?? DEFAULT_RISE_CONVENTION;
}

export function isSunriseConventionKey(v: unknown): v is SunriseConventionKey {
  return typeof v === 'string' && Object.prototype.hasOwnProperty.call(SUNRISE_CONVENTIONS, v);
}

export function describeRiseConvention(conv: RiseConvention): string {
  if (conv.model === 'drik') {
    return (
      "Drik Panchang's sunrise: the Sun's disc centre at geometric altitude −0°50′ (34′ refraction + 16′ semidiameter, " +
      'Meeus ch. 15), half-day arc from the apparent declination at the event, transit from the equation of time of ' +
      "Smart's series (Meeus eq. 28.3) evaluated at UT + longitude/15 h; sea level (no elevation term). " +
      'Moonrise/moonset: upper limb, standard refraction (1013.25 hPa, 15 °C), observer elevation'
    );
  }
  const limb = conv.limb === 'upper' ? 'upper limb' : 'disc centre';
  const refraction = conv.refraction ? 'standard refraction (1013.25 hPa, 15 °C)' : 'no refraction (geometric horizon)';
  return `${limb}, ${refraction}, observer elevation`;
}
