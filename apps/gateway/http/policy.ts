import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

/**
 * Access tiers of SPEC §8 as data. Guards, deadlines and the OpenAPI generator read this one
 * table (the limits themselves arrive with the gateway-policy work).
 */
export const TIERS = {
  public_read: { ratePerMinute: 60, burstPerSecond: 12, deadlineS: 30 },
  public_compute: { ratePerMinute: 20, burstPerSecond: 4, deadlineS: 60 },
  public_extended: { ratePerMinute: 6, burstPerSecond: 2, deadlineS: 180 },
  discovery: { ratePerMinute: 60, burstPerSecond: 12, deadlineS: 30 },
} as const;
export type TierName = keyof typeof TIERS;

export const TIER_KEY = 'svc:tier';
export const METHODOLOGY_KEY = 'svc:methodology';

/** Route policy: its tier (deadline, limits) and the methodology it computes with (for `_meta` on errors). */
export function Endpoint(tier: TierName, methodology: () => Record<string, string>): MethodDecorator {
  return applyDecorators(
    SetMetadata(TIER_KEY, tier),
    SetMetadata(METHODOLOGY_KEY, methodology),
    ApiExtension('x-svc-tier', tier),
    ApiExtension('x-svc-deadline-seconds', TIERS[tier].deadlineS),
  );
}
