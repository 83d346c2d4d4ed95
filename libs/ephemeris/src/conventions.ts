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

export function describeRiseConvention(conv: RiseConvention): string {
  const limb = conv.limb === 'upper' ? 'upper limb' : 'disc centre';
  const refraction = conv.refraction ? 'standard refraction (1013.25 hPa, 15 °C)' : 'no refraction (geometric horizon)';
  return `${limb}, ${refraction}, observer elevation`;
}
