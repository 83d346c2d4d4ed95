import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Secret } from '@pj/config';
import type { DbClient } from '@pj/platform';

/**
 * API keys (CONTRACT §5). A key is `pjk_<prefix>_<secret>`: the prefix (12 hex digits) is the
 * public identifier shown in lists; the secret is 32 random bytes. Only
 * HMAC-SHA256(server secret, whole key) is stored. A key carries 256 bits of entropy, so a
 * keyed hash is enough (a slow KDF protects guessable passwords, not random keys) and it keeps
 * verification cheap enough for every request; the server secret (API_KEY_HASH_SECRET) makes a
 * stolen table useless on its own.
 */
export type KeyScope = 'operator' | 'partner';
export type AccessScope = KeyScope | 'public';

export interface Principal {
  readonly scope: AccessScope;
  /** Public identifier of the key (never the secret); null for public callers and the bootstrap key. */
  readonly keyPrefix: string | null;
  /** A partner key's own limits; null fields: the tier's. */
  readonly limits: { readonly ratePerMinute: number | null; readonly burstPerSecond: number | null } | null;
}

export const PUBLIC_PRINCIPAL: Principal = Object.freeze({ scope: 'public', keyPrefix: null, limits: null });
const BOOTSTRAP_PRINCIPAL: Principal = Object.freeze({ scope: 'operator', keyPrefix: 'bootstrap', limits: null });

const KEY_RE = /^pjk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;
/** Anything that looks like one of our keys, wherever it appears (used to refuse keys in URLs). */
export const KEY_LIKE_RE = /pjk_[0-9a-f]{12}_/i;
const HASH_SCHEME = 'hmac-sha256:';

export function generateApiKey(): { key: string; prefix: string } {
  const prefix = randomBytes(6).toString('hex');
  return { key: `pjk_${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

export function hashApiKey(key: string, secret: Secret): string {
  return HASH_SCHEME + createHmac('sha256', secret.reveal()).update(key).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function sameSecret(presented: string, expected: string): boolean {
  const d = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(d(presented), d(expected));
}

export interface ApiKeyRow {
  readonly id: string;
  readonly prefix: string;
  readonly hash: string;
  readonly scope: KeyScope;
  readonly label: string;
  readonly ratePerMinute: number | null;
  readonly burstPerSecond: number | null;
  readonly createdAt: Date;
  readonly revokedAt: Date | null;
  readonly lastUsedAt: Date | null;
}

export interface NewKey {
  readonly scope: KeyScope;
  readonly label: string;
  readonly ratePerMinute?: number | null;
  readonly burstPerSecond?: number | null;
}

/** Creates a key; the returned `key` is the only time the secret exists outside the caller's hands. */
export async function createApiKey(
  prisma: DbClient,
  secret: Secret,
  input: NewKey,
): Promise<{ key: string; row: ApiKeyRow }> {
  if (input.scope === 'operator' && (input.ratePerMinute != null || input.burstPerSecond != null)) {
    throw new Error('operator keys are outside evaluation quotas: they take no limits');
  }
  const { key, prefix } = generateApiKey();
  const row = await prisma.apiKey.create({
    data: {
      prefix,
      hash: hashApiKey(key, secret),
      scope: input.scope,
      label: input.label,
      ratePerMinute: input.ratePerMinute ?? null,
      burstPerSecond: input.burstPerSecond ?? null,
    },
  });
  return { key, row: row as ApiKeyRow };
}

export async function listApiKeys(prisma: DbClient): Promise<ApiKeyRow[]> {
  return (await prisma.apiKey.findMany({ orderBy: { createdAt: 'asc' } })) as ApiKeyRow[];
}

/** Revokes by prefix; false when no such active key. */
export async function revokeApiKey(prisma: DbClient, prefix: string): Promise<boolean> {
  const r = await prisma.apiKey.updateMany({ where: { prefix, revokedAt: null }, data: { revokedAt: new Date() } });
  return r.count === 1;
}

/** What a row shows in lists: never the hash. */
export function describeKey(row: ApiKeyRow): Record<string, unknown> {
  return {
    prefix: row.prefix,
    scope: row.scope,
    label: row.label,
    rate_per_minute: row.ratePerMinute,
    burst_per_second: row.burstPerSecond,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

const CACHE_MAX_ENTRIES = 10_000;

/**
 * Verifies presented keys: the bootstrap operator key from the configuration, then stored keys
 * by prefix and HMAC. Results (accepted or refused) are remembered for `cacheMs` under a SHA-256
 * of the presented key, so a revocation takes effect within `cacheMs` on every gateway.
 */
export class ApiKeyVerifier {
  private readonly cache = new Map<string, { principal: Principal | null; untilMs: number }>();

  constructor(
    private readonly prisma: DbClient | null,
    private readonly hashSecret: Secret | null,
    private readonly bootstrapKey: Secret | null,
    private readonly cacheMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's principal, or null when the key is unknown, malformed or revoked. */
  async verify(presented: string): Promise<Principal | null> {
    if (this.bootstrapKey && sameSecret(presented, this.bootstrapKey.reveal())) return BOOTSTRAP_PRINCIPAL;
    const m = KEY_RE.exec(presented);
    if (!m || !this.prisma || !this.hashSecret) return null;
    const cacheKey = createHash('sha256').update(presented).digest('hex');
    const hit = this.cache.get(cacheKey);
    if (hit && hit.untilMs > this.now()) return hit.principal;
    const principal = await this.lookup(m[1], presented);
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.delete(cacheKey);
    this.cache.set(cacheKey, { principal, untilMs: this.now() + this.cacheMs });
    return principal;
  }

  private async lookup(prefix: string, presented: string): Promise<Principal | null> {
    const row = await this.prisma!.apiKey.findUnique({ where: { prefix } });
    if (!row || row.revokedAt || !sameHash(row.hash, hashApiKey(presented, this.hashSecret!))) return null;
    void this.prisma!.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: new Date(this.now()) } }).catch(
      () => undefined,
    );
    return Object.freeze({
      scope: row.scope as KeyScope,
      keyPrefix: row.prefix,
      limits: row.scope === 'partner' ? { ratePerMinute: row.ratePerMinute, burstPerSecond: row.burstPerSecond } : null,
    });
  }
}
