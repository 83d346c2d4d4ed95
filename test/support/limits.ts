/**
 * Functional tests send many requests from one address: the evaluation limits are raised for
 * them (the limits themselves are tested in test/gateway-limits.e2e-spec.ts and the guard's spec).
 */
export const FUNCTIONAL_TEST_LIMITS = {
  TIER_RATE_LIMITS:
    'public_read=100000,public_compute=100000,public_extended=100000,mcp=100000,comments=100000,discovery=100000',
  TIER_BURST_LIMITS: 'public_read=100000,public_compute=100000,public_extended=100000,discovery=100000',
  CLIENT_MAX_IN_FLIGHT: '100000',
};
