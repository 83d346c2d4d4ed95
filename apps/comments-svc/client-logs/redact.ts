import type { ValidationIssue } from '@pj/contracts';

/**
 * Client-log hygiene before storage: secrets and contact details are replaced by markers, and
 * control, line-separator and bidi-override characters become visible `\uXXXX` text so that a
 * stored message cannot forge log lines or reorder what an operator reads.
 */
export const REDACTED = '[REDACTED]';
export const ATTRIBUTE_LIMITS = Object.freeze({
  maxDepth: 4,
  maxKeys: 64,
  maxBytes: 8192,
  maxStringChars: 1000,
  maxArrayItems: 50,
});

/** C0, DEL, C1, U+2028/2029 and the bidi embedding/override/isolate controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export function neutraliseControls(s: string): string {
  return s.replace(CONTROL_RE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

type Replacement = string | ((match: string) => string);

const TEXT_RULES: readonly (readonly [RegExp, Replacement])[] = [
  // Credentials first: a key=value pair's value, bearer tokens, JWTs, URL user:password.
  [
    /\b(authorization|api[_-]?key|x-api-key|access[_-]?token|refresh[_-]?token|token|secret|password|passwd|pwd|session(?:id)?|cookie)(["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"'&,;]+/gi,
    `$1$2${REDACTED}`,
  ],
  [/\bbearer\s+[A-Za-z0-9._~+/-]{8,}=*/gi, `Bearer ${REDACTED}`],
  // Secrets recognisable by shape alone, wherever they stand: this service's API keys
  // (pjk_<12 hex>_<43 base64url>, apps/gateway/http/api-keys.ts), Stripe-style keys, AWS access key
  // ids, GitHub and Slack tokens, Google API keys and PEM private-key blocks.
  [/\bpjk_[0-9a-f]{12}_[A-Za-z0-9_-]{8,}/gi, REDACTED],
  [/\b(?:sk|pk|rk|whsec)_(?:live|test)_[A-Za-z0-9]{8,}/g, REDACTED],
  [/\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA|AIPA)[A-Z0-9]{16}\b/g, REDACTED],
  [/\bgh[pousr]_[A-Za-z0-9]{30,}/g, REDACTED],
  [/\bxox[abprs]-[A-Za-z0-9-]{10,}/g, REDACTED],
  [/\bAIza[0-9A-Za-z_-]{35}/g, REDACTED],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g, REDACTED],
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g, REDACTED],
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi, `$1${REDACTED}@`],
  // Long opaque tokens (hex ≥ 32, base64/base64url ≥ 40 with a digit).
  [/\b[0-9a-f]{32,}\b/gi, REDACTED],
  [/\b(?=[A-Za-z0-9+/_-]*\d)[A-Za-z0-9+/_-]{40,}={0,2}/g, REDACTED],
  // Contact details.
  [/[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+/gi, '[EMAIL]'],
  // Card-like digit runs (13–19 digits with separators) before phone numbers.
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[NUMBER]'],
  [
    /(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{2,5}\)?[\s.-]?){2,4}\d{3,5}\b/g,
    (m: string) => (m.replace(/\D/g, '').length >= 10 ? '[PHONE]' : m),
  ],
];

/** Key names whose values are dropped whole. */
const SECRET_KEY_RE =
  /pass(word)?|secret|token|api[_-]?key|authorization|cookie|session|credential|private|email|e-mail|phone|mobile/i;

export function redactText(s: string): string {
  let out = s;
  for (const [re, replacement] of TEXT_RULES)
    out = typeof replacement === 'string' ? out.replace(re, replacement) : out.replace(re, replacement);
  return neutraliseControls(out);
}

export type AttributeProblem = { path: string; rule: 'depth' | 'keys' | 'size' | 'type' };

/**
 * Redacts an attributes object (plain JSON), or names the first bound it breaks. Strings are
 * cut to `maxStringChars`; numbers, booleans and null are kept; keys are neutralised too.
 */
export function redactAttributes(
  value: unknown,
): { ok: true; value: Record<string, unknown> } | { ok: false; problem: AttributeProblem } {
  if (value === undefined || value === null) return { ok: true, value: {} };
  if (typeof value !== 'object' || Array.isArray(value))
    return { ok: false, problem: { path: 'attributes', rule: 'type' } };
  if (Buffer.byteLength(JSON.stringify(value)) > ATTRIBUTE_LIMITS.maxBytes)
    return { ok: false, problem: { path: 'attributes', rule: 'size' } };
  let keys = 0;
  let problem: AttributeProblem | null = null;
  const walk = (v: unknown, depth: number, path: string): unknown => {
    if (problem) return null;
    if (typeof v === 'string')
      return redactText(
        v.length > ATTRIBUTE_LIMITS.maxStringChars ? `${v.slice(0, ATTRIBUTE_LIMITS.maxStringChars)}…` : v,
      );
    if (v === null || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return v;
    if (typeof v !== 'object') return ((problem = { path, rule: 'type' }), null);
    if (depth >= ATTRIBUTE_LIMITS.maxDepth) return ((problem = { path, rule: 'depth' }), null);
    if (Array.isArray(v))
      return v.slice(0, ATTRIBUTE_LIMITS.maxArrayItems).map((x, i) => walk(x, depth + 1, `${path}[${i}]`));
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (++keys > ATTRIBUTE_LIMITS.maxKeys) return ((problem = { path, rule: 'keys' }), null);
      out[neutraliseControls(k)] = SECRET_KEY_RE.test(k) ? REDACTED : walk(x, depth + 1, `${path}.${k}`);
    }
    return out;
  };
  const out = walk(value, 0, 'attributes') as Record<string, unknown>;
  return problem ? { ok: false, problem } : { ok: true, value: out };
}

/**
 * The attributes of every item of a batch, redacted, as JSON text (`{}` for none), or the issues of the
 * items out of bounds, in item order: a batch is stored whole or not at all.
 */
export function redactEach<T>(
  items: readonly T[],
  attributesOf: (item: T) => unknown,
  issueOf: (index: number, problem: AttributeProblem) => ValidationIssue,
): { readonly json: readonly string[]; readonly issues: readonly ValidationIssue[] } {
  const issues: ValidationIssue[] = [];
  const json = items.map((item, i) => {
    const r = redactAttributes(attributesOf(item));
    if (r.ok) return JSON.stringify(r.value);
    issues.push(issueOf(i, r.problem));
    return '{}';
  });
  return { json, issues };
}
