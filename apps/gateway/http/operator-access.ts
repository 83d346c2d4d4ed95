import { createHash, timingSafeEqual } from 'node:crypto';
import type { Secret } from '@pj/config';
import { ContractHttpException } from './contract-exception';

export const OPERATOR_KEY = Symbol('OPERATOR_KEY');

/**
 * Operator scope for routes that read or delete other clients' data (CONTRACT §5). Until stored
 * API keys reach the gateway, the operator credential is SVC_BOOTSTRAP_OPERATOR_KEY, sent as
 * `Authorization: Bearer <key>` or `X-API-Key`; compared in constant time (of SHA-256 digests, so
 * lengths do not leak). Without a configured key these routes refuse everyone.
 */
export function requireOperator(headers: Record<string, string | string[] | undefined>, key: Secret | null): void {
  const auth = typeof headers.authorization === 'string' ? /^Bearer\s+(\S+)$/i.exec(headers.authorization)?.[1] : undefined;
  const presented = auth ?? (typeof headers['x-api-key'] === 'string' ? headers['x-api-key'] : undefined);
  if (!presented) {
    throw new ContractHttpException(401, { detail: { code: 'unauthorized', message: 'this operation needs an operator credential (Authorization: Bearer <key> or X-API-Key)' } }, { 'www-authenticate': 'Bearer' });
  }
  const digest = (s: string) => createHash('sha256').update(s).digest();
  if (!key || !timingSafeEqual(digest(presented), digest(key.reveal()))) {
    throw new ContractHttpException(403, { detail: { code: 'forbidden', message: 'this operation is limited to the operator scope' } });
  }
}
