/**
 * A message contract: one subject with its owner, its retry rule and the types of its request
 * and reply. The gateway's `RpcGateway.call(contract, payload)` and a service's
 * `@Handles(contract)` are both typed by it, so a payload or reply that drifts from the
 * contract fails to compile on either side instead of failing at run time.
 */
import type { Meta } from '@pj/envelope';

export const SERVICES = ['panchang-svc', 'jyotish-svc', 'calendar-svc', 'reports-svc', 'comments-svc'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** Phantom keys: never present at run time, they only carry the request and reply types. */
declare const REQUEST: unique symbol;
declare const RESPONSE: unique symbol;

export interface ContractSpec<S extends string> {
  /** Versioned subject; the version changes whenever the request or reply shape does. */
  readonly subject: S;
  /** The one service that handles the subject (checked by apps/gateway/subjects.spec.ts). */
  readonly owner: ServiceName;
  /**
   * A pure computation or a read: repeating it gives the same answer and changes nothing, so the
   * gateway may retry it once when a reply is lost. Writes are false: a lost reply must not write twice.
   */
  readonly idempotent: boolean;
}

export interface Contract<S extends string, Req, Res> extends ContractSpec<S> {
  readonly [REQUEST]?: Req;
  readonly [RESPONSE]?: Res;
}

/** Any contract (the constraint of generic callers such as `RpcGateway.call`). */
export type AnyContract = Contract<string, unknown, unknown>;
export type RequestOf<C extends AnyContract> = C extends Contract<string, infer Req, unknown> ? Req : never;
export type ResponseOf<C extends AnyContract> = C extends Contract<string, unknown, infer Res> ? Res : never;

/**
 * Declares a contract: `contract<Req, Res>()({ subject, owner, idempotent })`. The two calls let
 * the types be given explicitly while the subject literal is still inferred. The result is frozen.
 */
export function contract<Req, Res>(): <const S extends string>(spec: ContractSpec<S>) => Contract<S, Req, Res> {
  return (spec) => Object.freeze({ subject: spec.subject, owner: spec.owner, idempotent: spec.idempotent });
}

/** A service reply: the family's body (snake_case JSON written by its presenter) plus `_meta` (CONTRACT §1). */
export type Enveloped<Body extends object> = Body & { readonly _meta: Meta };

/** Requests without parameters (catalogues, pings, challenges). */
export type EmptyRequest = Readonly<Record<string, never>>;
