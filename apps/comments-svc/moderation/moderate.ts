import Sentiment from 'sentiment';

/**
 * Automatic moderation of a comment (SPEC §3: only high-confidence positive feedback is
 * published). Pure: the same text and rating always give the same decision.
 *
 * Sentiment: the `sentiment` package (AFINN-165 word list, scores −5…+5 per word); `score` is the
 * sum over matched words, `comparative` = score / number of tokens.
 *
 * Decision, in order:
 *  1. rejected: script injection (`<script`, `javascript:`, `on…=` handlers, `<iframe`, …),
 *     profanity (word list below), repeated text (a character 8+ times in a row, a word 4+ times in
 *     a row, or fewer than 35 % distinct words among 8+), or hostility (score ≤ HOSTILE_SCORE and
 *     comparative ≤ HOSTILE_COMPARATIVE);
 *  2. held: links or contact details (e-mail, phone numbers): a person decides;
 *  3. approved: score ≥ APPROVE_MIN_SCORE, comparative ≥ APPROVE_MIN_COMPARATIVE, no negative word
 *     at all, at least APPROVE_MIN_TOKENS words, and no rating below APPROVE_MIN_RATING;
 *  4. held: everything else (neutral, mixed, negative but not hostile, other languages).
 */
export const MODERATION_THRESHOLDS = Object.freeze({
  APPROVE_MIN_SCORE: 2,
  APPROVE_MIN_COMPARATIVE: 0.2,
  APPROVE_MIN_TOKENS: 3,
  APPROVE_MIN_RATING: 4,
  HOSTILE_SCORE: -6,
  HOSTILE_COMPARATIVE: -0.5,
});

export type ModerationState = 'approved' | 'held' | 'rejected';
export type ModerationReason =
  | 'script_injection'
  | 'profanity'
  | 'repeated_text'
  | 'hostile'
  | 'link'
  | 'contact_details'
  | 'low_rating'
  | 'not_confidently_positive';

export interface ModerationResult {
  readonly state: ModerationState;
  readonly score: number;
  readonly comparative: number;
  readonly reasons: readonly ModerationReason[];
}

const analyzer = new Sentiment();

const SCRIPT_RE =
  /<\s*\/?\s*(script|iframe|object|embed|svg|style|link|meta)\b|javascript\s*:|data\s*:\s*text\/html|\bon[a-z]{3,}\s*=|&#x?0*(3c|60);?\s*script/i;
const LINK_RE =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.(com|net|org|info|biz|io|co|in|ru|xyz|top|site|online|shop|link|ly)\b/i;
const EMAIL_RE = /[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+/i;
/** The domain of an e-mail address is a contact detail, not a link. */
const EMAILS_RE = new RegExp(EMAIL_RE.source, 'gi');
/** Ten or more digits with optional separators (Indian mobile numbers, international numbers). */
const PHONE_RE = /(?:\+?\d[\s().-]?){10,}/;
const CONTACT_WORDS_RE = /\b(whats\s?app|telegram|call me|dm me|contact me)\b/i;

/**
 * A short list of unambiguous English and romanised Hindi insults; not exhaustive by design
 * (hostility is also caught by the sentiment score). Matched on whole words, case-insensitively,
 * after folding common letter substitutions (0→o, 1→i, 3→e, 4→a, 5→s, $→s, @→a).
 */
const PROFANITY = new Set([
  'fuck',
  'fucking',
  'fucker',
  'shit',
  'bullshit',
  'bitch',
  'bastard',
  'asshole',
  'dick',
  'cunt',
  'motherfucker',
  'whore',
  'slut',
  'retard',
  'chutiya',
  'madarchod',
  'behenchod',
  'bhenchod',
  'gaandu',
  'harami',
  'randi',
]);

const fold = (s: string) =>
  s
    .toLowerCase()
    .replace(/[01345$@]/g, (c) => ({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', $: 's', '@': 'a' })[c] ?? c);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

function isRepeated(text: string): boolean {
  if (/(.)\1{7,}/su.test(text)) return true;
  const ws = words(text);
  for (let i = 3; i < ws.length; i++)
    if (ws[i] === ws[i - 1] && ws[i] === ws[i - 2] && ws[i] === ws[i - 3]) return true;
  return ws.length >= 8 && new Set(ws).size / ws.length < 0.35;
}

function hasProfanity(text: string): boolean {
  return text
    .split(/[^\p{L}\p{N}$@]+/u)
    .filter(Boolean)
    .some((w) => PROFANITY.has(fold(w)));
}

export function moderate(body: string, rating: number | null = null): ModerationResult {
  const s = analyzer.analyze(body);
  const score = s.score;
  const comparative = Number.isFinite(s.comparative) ? s.comparative : 0;
  const t = MODERATION_THRESHOLDS;
  const reject: ModerationReason[] = [];
  if (SCRIPT_RE.test(body)) reject.push('script_injection');
  if (hasProfanity(body)) reject.push('profanity');
  if (isRepeated(body)) reject.push('repeated_text');
  if (score <= t.HOSTILE_SCORE && comparative <= t.HOSTILE_COMPARATIVE) reject.push('hostile');
  const hold: ModerationReason[] = [];
  if (LINK_RE.test(body.replace(EMAILS_RE, ' '))) hold.push('link');
  if (EMAIL_RE.test(body) || PHONE_RE.test(body) || CONTACT_WORDS_RE.test(body)) hold.push('contact_details');
  if (reject.length) return { state: 'rejected', score, comparative, reasons: [...reject, ...hold] };
  if (hold.length) return { state: 'held', score, comparative, reasons: hold };
  if (rating !== null && rating < t.APPROVE_MIN_RATING)
    return { state: 'held', score, comparative, reasons: ['low_rating'] };
  const confident =
    score >= t.APPROVE_MIN_SCORE &&
    comparative >= t.APPROVE_MIN_COMPARATIVE &&
    s.negative.length === 0 &&
    s.tokens.length >= t.APPROVE_MIN_TOKENS;
  return confident
    ? { state: 'approved', score, comparative, reasons: [] }
    : { state: 'held', score, comparative, reasons: ['not_confidently_positive'] };
}
