/**
 * Error bodies of CONTRACT §4. Each builder returns the body without `_meta`; the edge adds
 * `_meta` (with the methodology fingerprint) to every error as to every result.
 */
export interface ValidationDetail {
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly type: string;
}

export const validationError = (detail: readonly ValidationDetail[]) => ({ detail });

export const notFoundError = (message: string) => ({ detail: { code: 'not_found' as const, message } });

export const rateLimitError = (retryAfterSeconds: number, tier: string) => ({
  detail: { code: 'rate_limit_exceeded' as const, retry_after_seconds: retryAfterSeconds, tier },
});

export const saturatedError = (retryAfterSeconds: number) => ({
  detail: { code: 'capacity_saturated' as const, retry_after_seconds: retryAfterSeconds },
});

export const reservedError = (openAlternatives: readonly string[]) => ({
  detail: {
    code: 'capacity_reserved' as const,
    reason: 'policy_reservation' as const,
    retryable: false as const,
    open_alternatives: [...openAlternatives],
  },
});

export const timeoutError = (deadlineSeconds: number) => ({
  detail: { code: 'request_timeout' as const, deadline_seconds: deadlineSeconds },
});

/** For faults with no contract code of their own (a bug, or an engine that fails loudly). */
export const internalError = (code: string, message: string) => ({ detail: { code, message } });
