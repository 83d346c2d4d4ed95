import { Secret } from '@pj/config';
import { ContractHttpException } from './contract-exception';
import { requireOperator } from './operator-access';

const KEY = new Secret('operator-key-0123456789abcdef');

function statusOf(headers: Record<string, string>, key: Secret | null = KEY): number | 'ok' {
  try {
    requireOperator(headers, key);
    return 'ok';
  } catch (e) {
    if (e instanceof ContractHttpException) return e.getStatus();
    throw e;
  }
}

describe('requireOperator', () => {
  it('accepts the operator key as a bearer token or X-API-Key', () => {
    expect(statusOf({ authorization: 'Bearer operator-key-0123456789abcdef' })).toBe('ok');
    expect(statusOf({ authorization: 'bearer operator-key-0123456789abcdef' })).toBe('ok');
    expect(statusOf({ 'x-api-key': 'operator-key-0123456789abcdef' })).toBe('ok');
  });

  it('answers 401 without a credential, 403 with any other or when no key is configured', () => {
    expect(statusOf({})).toBe(401);
    expect(statusOf({ authorization: 'Basic abc' })).toBe(401);
    expect(statusOf({ authorization: 'Bearer operator-key-0123456789abcdeX' })).toBe(403);
    expect(statusOf({ 'x-api-key': 'operator-key' })).toBe(403);
    expect(statusOf({ 'x-api-key': 'operator-key-0123456789abcdef' }, null)).toBe(403);
  });

  it('never echoes the presented credential in the error body', () => {
    expect.assertions(1);
    try {
      requireOperator({ 'x-api-key': 'guess-123' }, KEY);
    } catch (e) {
      expect(JSON.stringify((e as ContractHttpException).body)).not.toContain('guess-123');
    }
  });
});
