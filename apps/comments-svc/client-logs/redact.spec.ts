import { ATTRIBUTE_LIMITS, neutraliseControls, redactAttributes, redactText } from './redact';

describe('client-log redaction', () => {
  it.each([
    ['login failed password=hunter2 for user', 'login failed password=[REDACTED] for user'],
    ['GET /x?api_key=abcd1234&page=2', 'GET /x?api_key=[REDACTED]&page=2'],
    ['header Authorization: Bearer sk_live_1234567890abcdef', 'header Authorization: [REDACTED]'],
    ['sent Bearer abcdefghijklmnop123', 'sent Bearer [REDACTED]'],
    [
      'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U here',
      'jwt [REDACTED] here',
    ],
    ['db postgresql://app:s3cret@db.internal/x down', 'db postgresql://[REDACTED]@db.internal/x down'],
    ['hash 0123456789abcdef0123456789abcdef done', 'hash [REDACTED] done'],
    ['mail asha.k+pj@example.co.in now', 'mail [EMAIL] now'],
    ['call +91 98765 43210 today', 'call [PHONE] today'],
    ['call 9876543210', 'call [PHONE]'],
    ['card 4111 1111 1111 1111 declined', 'card [NUMBER] declined'],
    ['sunrise 06:42 on 2024-01-15, 12 items, code 503', 'sunrise 06:42 on 2024-01-15, 12 items, code 503'],
    // shapes missed before (issue 15, item 9): found by their form, with no key name beside them
    ['charge failed with sk_live_51HxT2bK9mQ', 'charge failed with [REDACTED]'],
    ['stripe rk_test_4eC39HqLyjWDarjtT1zdp7dc ok', 'stripe [REDACTED] ok'],
    ['aws AKIAIOSFODNN7EXAMPLE in env', 'aws [REDACTED] in env'],
    ['our key pjk_0123456789ab_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEf leaked', 'our key [REDACTED] leaked'],
    ['gh ghp_abcdefghijklmnopqrstuvwxyz0123456789 x', 'gh [REDACTED] x'],
    ['slack xoxb-1234567890-abcdefghij y', 'slack [REDACTED] y'],
    ['maps AIzaSyA-abcdefghijklmnopqrstuvwxyz01234 z', 'maps [REDACTED] z'],
    ['pem -----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY----- end', 'pem [REDACTED] end'],
    ['AKIA alone and sk_ alone and pjk_ alone stay', 'AKIA alone and sk_ alone and pjk_ alone stay'],
  ])('%s', (input, want) => {
    expect(redactText(input)).toBe(want);
  });

  it('neutralises CR/LF, escapes, NUL, U+2028 and bidi overrides into visible text', () => {
    expect(neutraliseControls('ok\r\n[error] forged\u0000\u001b[31m\u2028\u202e')).toBe(
      'ok\\u000d\\u000a[error] forged\\u0000\\u001b[31m\\u2028\\u202e',
    );
    expect(redactText('a\nb')).toBe('a\\u000ab');
  });

  it('drops values under secret-looking or contact keys, redacts strings, keeps numbers', () => {
    expect(
      redactAttributes({
        status: 503,
        ok: false,
        token: 'abc',
        user: { email: 'a@b.c', note: 'pwd=xyz' },
        list: ['x@y.org', 1, null],
      }),
    ).toEqual({
      ok: true,
      value: {
        status: 503,
        ok: false,
        token: '[REDACTED]',
        user: { email: '[REDACTED]', note: 'pwd=[REDACTED]' },
        list: ['[EMAIL]', 1, null],
      },
    });
    expect(redactAttributes(undefined)).toEqual({ ok: true, value: {} });
  });

  it('refuses attributes beyond the bounds: depth 4, 64 keys, 8 KiB, objects only', () => {
    expect(ATTRIBUTE_LIMITS).toMatchObject({ maxDepth: 4, maxKeys: 64, maxBytes: 8192 });
    expect(redactAttributes({ a: { b: { c: { d: 1 } } } })).toMatchObject({ ok: true });
    expect(redactAttributes({ a: { b: { c: { d: { e: 1 } } } } })).toEqual({
      ok: false,
      problem: { path: 'attributes.a.b.c.d', rule: 'depth' },
    });
    expect(redactAttributes(Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i])))).toMatchObject({
      ok: false,
      problem: { rule: 'keys' },
    });
    expect(redactAttributes({ big: 'x'.repeat(9000) })).toEqual({
      ok: false,
      problem: { path: 'attributes', rule: 'size' },
    });
    expect(redactAttributes([1, 2])).toEqual({ ok: false, problem: { path: 'attributes', rule: 'type' } });
    expect(redactAttributes('text')).toEqual({ ok: false, problem: { path: 'attributes', rule: 'type' } });
  });
});
