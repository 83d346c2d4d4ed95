/** Angle arithmetic and zodiac divisions. All angles in degrees. */

export const RASHI_NAMES = [
  'Mesha',
  'Vrishabha',
  'Mithuna',
  'Karka',
  'Simha',
  'Kanya',
  'Tula',
  'Vrishchika',
  'Dhanu',
  'Makara',
  'Kumbha',
  'Meena',
] as const;
export type RashiName = (typeof RASHI_NAMES)[number];

export const NAKSHATRA_NAMES = [
  'Ashwini',
  'Bharani',
  'Krittika',
  'Rohini',
  'Mrigashira',
  'Ardra',
  'Punarvasu',
  'Pushya',
  'Ashlesha',
  'Magha',
  'Purva Phalguni',
  'Uttara Phalguni',
  'Hasta',
  'Chitra',
  'Swati',
  'Vishakha',
  'Anuradha',
  'Jyeshtha',
  'Mula',
  'Purva Ashadha',
  'Uttara Ashadha',
  'Shravana',
  'Dhanishta',
  'Shatabhisha',
  'Purva Bhadrapada',
  'Uttara Bhadrapada',
  'Revati',
] as const;
export type NakshatraName = (typeof NAKSHATRA_NAMES)[number];

export const SIGN_WIDTH_DEG = 30;
export const NAKSHATRA_WIDTH_DEG = 360 / 27;
export const PADA_WIDTH_DEG = NAKSHATRA_WIDTH_DEG / 4;

/** Any finite angle → [0, 360). */
export function norm360(angleDeg: number): number {
  const r = angleDeg % 360;
  const n = r < 0 ? r + 360 : r;
  // -1e-15 + 360 rounds to 360 in binary64
  return n >= 360 ? 0 : n;
}

/** Any finite angle → (-180, 180]. */
export function norm180(angleDeg: number): number {
  const n = norm360(angleDeg);
  return n > 180 ? n - 360 : n;
}

/** Shortest signed arc from `fromDeg` to `toDeg`, in (-180, 180]: positive when `toDeg` lies ahead (eastward). */
export function signedDiffDeg(toDeg: number, fromDeg: number): number {
  return norm180(toDeg - fromDeg);
}

/** Arc travelled eastward from `fromDeg` to `toDeg`, in [0, 360). */
export function forwardDiffDeg(toDeg: number, fromDeg: number): number {
  return norm360(toDeg - fromDeg);
}

/** Rashi (sign) of a sidereal longitude: index 0 = Mesha … 11 = Meena. */
export function signOf(lonDeg: number): { index: number; name: RashiName } {
  const index = Math.floor(norm360(lonDeg) / SIGN_WIDTH_DEG);
  return { index, name: RASHI_NAMES[index] };
}

/** Nakshatra of a sidereal longitude: index 0 = Ashwini … 26 = Revati; pada 1–4 (quarters of 3°20′). */
export function nakshatraOf(lonDeg: number): { index: number; name: NakshatraName; pada: number } {
  // counted in padas (108 per circle): lon·108/360 lands exactly on pada boundaries such as 180°,
  // where lon / (360/27) rounds just below (180° is Chitra pada 3, not 2)
  const padaIndex = Math.min(107, Math.floor((norm360(lonDeg) * 108) / 360));
  const index = Math.floor(padaIndex / 4);
  return { index, name: NAKSHATRA_NAMES[index], pada: (padaIndex % 4) + 1 };
}
