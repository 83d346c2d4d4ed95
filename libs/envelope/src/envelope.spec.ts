import { createHash } from 'node:crypto';
import { buildMeta, canonicalJson, envelope, reservedError, withFingerprint } from './index';

describe('methodology fingerprint', () => {
  it('is sha256 of the canonical JSON (sorted keys, no whitespace) of the other fields', () => {
    const fields = { engine: 'swiss-ephemeris 2.09.03', ayanamsa: 'lahiri' };
    const expectedText = '{"ayanamsa":"lahiri","engine":"swiss-ephemeris 2.09.03"}';
    expect(canonicalJson(fields)).toBe(expectedText);
    expect(withFingerprint(fields).fingerprint).toBe(createHash('sha256').update(expectedText).digest('hex'));
  });

  it('does not depend on key order and changes with any field', () => {
    const a = withFingerprint({ engine: 'e', ayanamsa: 'lahiri' }).fingerprint;
    expect(withFingerprint({ ayanamsa: 'lahiri', engine: 'e' }).fingerprint).toBe(a);
    expect(withFingerprint({ ayanamsa: 'raman', engine: 'e' }).fingerprint).not.toBe(a);
    expect(withFingerprint({ ayanamsa: 'lahiri', engine: 'e', algorithms: 'x-2' }).fingerprint).not.toBe(a);
  });

  it('ignores a stale fingerprint field and refuses non-string values', () => {
    const a = withFingerprint({ engine: 'e' });
    expect(withFingerprint({ ...a }).fingerprint).toBe(a.fingerprint);
    expect(() => withFingerprint({ engine: 1 as unknown as string })).toThrow(/engine must be a string/);
  });
});

describe('envelope', () => {
  const meta = buildMeta({
    methodology: { engine: 'e' },
    service: 'panchang-svc',
    contractVersion: '0.1.0',
    requestId: 'req-12345678',
    computedAt: new Date('2026-01-02T03:04:05.678Z'),
  });

  it('puts packet fields at the top level next to _meta with provenance in whole seconds', () => {
    const out = envelope({ date: '2024-01-01' }, meta);
    expect(out.date).toBe('2024-01-01');
    expect(out._meta.provenance).toEqual({
      service: 'panchang-svc',
      contract_version: '0.1.0',
      computed_at: '2026-01-02T03:04:05Z',
      request_id: 'req-12345678',
    });
    expect(out._meta.upstream_sources).toEqual([]);
    expect(out._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a packet that already has _meta', () => {
    expect(() => envelope({ _meta: 1 }, meta)).toThrow(/_meta/);
  });

  it('builds the reserved body of SPEC §7 exactly', () => {
    expect(reservedError(['/panchang/utility'])).toEqual({
      detail: {
        code: 'capacity_reserved',
        reason: 'policy_reservation',
        retryable: false,
        open_alternatives: ['/panchang/utility'],
      },
    });
  });
});
