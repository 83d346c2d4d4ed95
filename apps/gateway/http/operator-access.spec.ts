import type { FastifyRequest } from 'fastify';
import type { AccessRequest } from './access';
import { PUBLIC_PRINCIPAL, type Principal } from './api-keys';
import { ContractHttpException } from './contract-exception';
import { requireOperator } from './operator-access';

function statusOf(principal: Principal | undefined): number | 'ok' {
  const req = { svcAccess: principal } as unknown as AccessRequest;
  try {
    requireOperator(req as FastifyRequest);
    return 'ok';
  } catch (e) {
    if (e instanceof ContractHttpException) return e.getStatus();
    throw e;
  }
}

describe('requireOperator (scope resolved by the access hook)', () => {
  it('accepts the operator scope, stored key or bootstrap key alike', () => {
    expect(statusOf({ scope: 'operator', keyPrefix: 'bootstrap', limits: null })).toBe('ok');
    expect(statusOf({ scope: 'operator', keyPrefix: '0123456789ab', limits: null })).toBe('ok');
  });

  it('answers 401 without a credential and 403 for a partner key', () => {
    expect(statusOf(undefined)).toBe(401);
    expect(statusOf(PUBLIC_PRINCIPAL)).toBe(401);
    expect(
      statusOf({ scope: 'partner', keyPrefix: '0123456789ab', limits: { ratePerMinute: null, burstPerSecond: null } }),
    ).toBe(403);
  });
});
