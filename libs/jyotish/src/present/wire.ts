/**
 * Wire helpers of the Jyotish presenters (CONTRACT §2, §3b): signs as `{index, name}`, degrees
 * rounded to 1e-6°, instants as ISO 8601 with the birth's offset rule.
 */
import { formatJdUtAtOffset, formatLocalJdUt, GrahaKey, RashiName, signOf } from '@pj/ephemeris';
import type { ResolvedBirth } from '../birth';

/**
 * ISO 8601 local time with the birth's UTC offset (the fixed utc_offset, else the zone's at that
 * instant), whole seconds: '1996-12-07T10:34:00+05:30'.
 * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}(:\d{2})?)$
 */
export type IsoInstant = string;

/**
 * UTC instant, whole seconds: '1996-12-07T05:04:00Z'.
 * @pattern ^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$
 */
export type IsoInstantUtc = string;

/** A rashi: 0 = Mesha … 11 = Meena. */
export interface SignWire {
  /**
   * 0 = Mesha … 11 = Meena.
   * @minimum 0
   * @maximum 11
   */
  readonly index: number;
  readonly name: RashiName;
}

/** A graha key (CONTRACT §2). */
export type GrahaKeyWire = GrahaKey;

/** Degrees (or years) rounded to 6 decimals, the precision of every published angle. */
export const round6 = (x: number): number => Number(x.toFixed(6));

export const signObj = (index: number): SignWire => ({ index, name: signOf(index * 30 + 1).name });

/** A Julian day (UT) as local ISO time with the birth's offset rule. */
export function formatBirthInstant(birth: ResolvedBirth, jdUt: number): IsoInstant {
  return birth.utcOffsetMinutes === null
    ? formatLocalJdUt(jdUt, birth.tz)
    : formatJdUtAtOffset(jdUt, birth.utcOffsetMinutes);
}
