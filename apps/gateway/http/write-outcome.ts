import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import type { AnyContract, RequestOf, ResponseOf, Subject } from '@pj/contracts';
import { outcomeUnknownError, validationError } from '@pj/envelope';
import type { RpcGateway } from '../rpc/rpc-gateway.service';
import { ContractHttpException } from './contract-exception';
import type { RequestCtx } from './request-context';

/**
 * Writes whose outcome the gateway cannot know (issue 15). When a write reached a service and no
 * reply came (the attempt timed out, or the replica died with it), the row may be stored or not.
 * Answering that as 503 capacity_saturated made clients that obey Retry-After post it again and
 * store it twice. Such a write is answered 504 `outcome_unknown`: 504 because the gateway did not
 * get its upstream's answer in time (RFC 9110 §15.6.5), which is the fact; not 503, which says the
 * request was not handled; never 202, which claims it was. The body says whether a retry is safe.
 */

/** Retry-After of an unknown outcome: time for a dead replica's subscription to go (as for 503). */
export const OUTCOME_UNKNOWN_RETRY_AFTER_S = 2;

/** What the client is told about retrying a write whose outcome is unknown. */
export interface RetryAdvice {
  /** true when the service answers a repeat with the first outcome and stores nothing twice. */
  readonly safe: boolean;
  readonly idempotencyKey: string | null;
  readonly challenge: string | null;
}

/** Calls a write; "sent, no reply" becomes 504 outcome_unknown with the advice, anything else passes. */
export async function callWrite<C extends AnyContract & { readonly subject: Subject }>(
  rpc: RpcGateway,
  contract: C,
  payload: RequestOf<C>,
  ctx: RequestCtx,
  advice: RetryAdvice,
): Promise<ResponseOf<C>> {
  try {
    return await rpc.call(contract, payload, ctx);
  } catch (err) {
    if (err instanceof ContractHttpException && err.outcomeUnknown)
      throw new ContractHttpException(504, outcomeUnknownError(OUTCOME_UNKNOWN_RETRY_AFTER_S, advice), {
        'retry-after': String(OUTCOME_UNKNOWN_RETRY_AFTER_S),
      });
    throw err;
  }
}

/** Visible ASCII, 1–200 characters (a UUID or ULID fits; so does the draft's quoted sf-string form). */
const KEY_RE = /^[\x21-\x7e]{1,200}$/;

/**
 * The `Idempotency-Key` header (draft-ietf-httpapi-idempotency-key-header: a client-chosen unique
 * string, e.g. a UUID), or null when absent; a value outside the bounds is a 422 naming the header.
 * Surrounding double quotes (the draft's sf-string form) are removed.
 */
export function idempotencyKeyOf(raw: string | string[] | undefined): string | null {
  if (raw === undefined) return null;
  const value = (Array.isArray(raw) ? raw.join(', ') : raw).trim();
  const key = /^".+"$/.test(value) ? value.slice(1, -1) : value;
  if (!KEY_RE.test(key))
    throw new ContractHttpException(
      422,
      validationError([
        {
          loc: ['header', 'idempotency-key'],
          msg: 'Idempotency-Key must be 1 to 200 visible ASCII characters (e.g. a UUID)',
          type: 'format',
        },
      ]),
    );
  return key;
}

const outcomeUnknownSchema = {
  type: 'object',
  properties: {
    detail: {
      type: 'object',
      properties: {
        code: { type: 'string', enum: ['outcome_unknown', 'request_timeout'] },
        message: { type: 'string' },
        retry_safe: { type: 'boolean' },
        idempotency_key: { type: 'string', nullable: true },
        challenge: { type: 'string', nullable: true },
        retry_after_seconds: { type: 'integer' },
        deadline_seconds: { type: 'number' },
      },
    },
  },
};

/**
 * OpenAPI of a write's 504 (replaces the generic request_timeout one of ContractErrors: place it
 * above @ContractErrors()) and, when `idempotent`, of the Idempotency-Key header.
 */
export function WriteOutcome(idempotent: 'challenge' | 'none' | 'natural'): MethodDecorator {
  const safe =
    idempotent === 'none'
      ? '`retry_safe: false`: repeating the request may store it twice.'
      : idempotent === 'natural'
        ? '`retry_safe: true`: a repeat stores nothing twice (one mark per client, page, kind and day).'
        : '`retry_safe: true`: repeat the SAME body (same challenge and solution) and the same Idempotency-Key, ' +
          'even after the challenge expired: the answer is the first outcome (the same 202 and id), never a second comment.';
  const decorators = [
    ApiResponse({
      status: 504,
      description:
        'outcome_unknown: the request reached comments-svc and no reply came (timeout or a replica that died), so it may or ' +
        `may not be stored; Retry-After. ${safe} (request_timeout: the tier deadline passed before it was sent.)`,
      headers: { 'Retry-After': { description: 'seconds', schema: { type: 'integer' } } },
      schema: outcomeUnknownSchema,
    }),
  ];
  if (idempotent === 'challenge')
    decorators.push(
      ApiHeader({
        name: 'Idempotency-Key',
        required: false,
        description:
          'Optional client-chosen unique key (1–200 visible ASCII, e.g. a UUID). With the challenge it identifies the ' +
          'submission: a repeat with the same content answers the first outcome; with other content, 422 idempotency_key_conflict.',
      }),
    );
  return applyDecorators(...decorators);
}
