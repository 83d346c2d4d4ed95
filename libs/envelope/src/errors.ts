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

/**
 * A write was sent to its service and no reply came (timeout, or the replica died): it may or may
 * not have been stored. `retry_safe` says whether repeating the request can store it twice;
 * `idempotency_key` / `challenge` name what a safe retry repeats (issue 15, docs/comments.md).
 */
export const outcomeUnknownError = (
  retryAfterSeconds: number,
  retry: { readonly safe: boolean; readonly idempotencyKey: string | null; readonly challenge: string | null },
) => ({
  detail: {
    code: 'outcome_unknown' as const,
    message: retry.safe
      ? 'no reply from the service: the write may or may not be stored; repeat the same request to learn its outcome'
      : 'no reply from the service: the write may or may not be stored; repeating it may store it twice',
    retry_safe: retry.safe,
    idempotency_key: retry.idempotencyKey,
    challenge: retry.challenge,
    retry_after_seconds: retryAfterSeconds,
  },
});

/** For faults with no contract code of their own (a bug, or an engine that fails loudly). */
export const internalError = (code: string, message: string) => ({ detail: { code, message } });
