import type { FastifyRequest } from 'fastify';
import { principalOf } from './access';
import { ContractHttpException } from './contract-exception';

/**
 * Operator scope for routes that read or delete other clients' data (CONTRACT §5). The caller's
 * scope was resolved by the access hook from its key (a stored `operator` key or
 * SVC_BOOTSTRAP_OPERATOR_KEY; an unknown key was already refused with 401 invalid_credentials):
 * no credential → 401, a partner key → 403. Nothing of the credential is echoed.
 */
export function requireOperator(req: FastifyRequest): void {
  const scope = principalOf(req).scope;
  if (scope === 'operator') return;
  if (scope === 'public') {
    throw new ContractHttpException(
      401,
      {
        detail: {
          code: 'unauthorized',
          message: 'this operation needs an operator credential (Authorization: Bearer <key> or X-API-Key)',
        },
      },
      { 'www-authenticate': 'Bearer' },
    );
  }
  throw new ContractHttpException(403, {
    detail: { code: 'forbidden', message: 'this operation is limited to the operator scope' },
  });
}
