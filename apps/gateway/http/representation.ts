import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from './access';
import { DEFAULT_REPRESENTATION, REPRESENTATION_CONFIG, RepresentationPolicy } from './policy';

/** Bodies at or below this many bytes go plain: gzip's ~20-byte frame and the CPU are not worth it. */
export const GZIP_THRESHOLD_BYTES = 1024;
/** Computed GET results are deterministic for their inputs and methodology; the validator makes revalidation cheap. */
export const COMPUTED_CACHE_CONTROL = 'public, max-age=300';

/** The representation policy the route declared with @Endpoint (Fastify route config), else the default. */
function representationOf(req: FastifyRequest): RepresentationPolicy {
  const config = req.routeOptions.config as Partial<Record<typeof REPRESENTATION_CONFIG, RepresentationPolicy>>;
  return config?.[REPRESENTATION_CONFIG] ?? DEFAULT_REPRESENTATION;
}

/** Provenance fields that differ between two computations of the same content. */
const VOLATILE_PROVENANCE = ['computed_at', 'request_id', 'instance'] as const;

/**
 * SHA-256 of the computed content: the JSON body without `_meta.provenance.computed_at`,
 * `request_id` and `instance` (which replica answered). Two responses with the same digest carry
 * the same computed values, methodology and licence. Null when the payload is not JSON.
 */
export function contentDigest(json: string): string | null {
  return analyse(json)?.digest ?? null;
}

/** The content digest and the replica that computed this body (`_meta.provenance.instance`), if any. */
function analyse(json: string): { digest: string; instance: string | null } | null {
  let body: { _meta?: { provenance?: Record<string, unknown> } };
  try {
    body = JSON.parse(json);
  } catch {
    return null;
  }
  let instance: string | null = null;
  if (body && typeof body === 'object' && body._meta?.provenance) {
    const stable = { ...body._meta.provenance };
    instance = typeof stable.instance === 'string' ? stable.instance : null;
    for (const f of VOLATILE_PROVENANCE) delete stable[f];
    body = { ...body, _meta: { ...body._meta, provenance: stable } };
  }
  return { digest: createHash('sha256').update(JSON.stringify(body)).digest('base64url'), instance };
}

/** A strong validator of exactly these bytes (RFC 9110 §8.8.1): same tag, same bytes. */
export function strongEtag(bytes: string | Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** If-None-Match with the weak comparison of RFC 9110 §13.1.2 (the one it prescribes for this header). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => opaque(t) === opaque(etag));
}

export interface RepresentationMemoLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
  /** Bodies larger than this are sent as computed, not remembered. */
  readonly maxEntryBytes: number;
  readonly ttlMs: number;
}

/** Defaults: the remembered window equals the max-age of COMPUTED_CACHE_CONTROL. */
export const MEMO_LIMITS: RepresentationMemoLimits = {
  maxEntries: 4096,
  maxBytes: 32 * 1024 * 1024,
  maxEntryBytes: 1024 * 1024,
  ttlMs: 300_000,
};

/**
 * Makes the bytes of a deterministic computed GET repeat, so that its ETag can be strong.
 *
 * Every response is computed (limits, deadlines and validation all run as usual); the memo only
 * decides which bytes go out. When the fresh body has the same content digest as the bytes sent
 * for the same URL within the last `ttlMs`, those earlier bytes are sent again: their
 * `computed_at` and `request_id` name the computation that first produced this content (the
 * current request's id is in `X-Request-Id`). When the content differs (a new methodology, a
 * default date that moved on), the fresh bytes replace the entry, and with them the ETag. Bounded
 * by entries and bytes, oldest first out; no timers. A caller-supplied X-Request-Id is never
 * remembered (so no caller's id reaches another caller), though such a caller may be sent the
 * remembered bytes.
 */
export class RepresentationMemo {
  private readonly entries = new Map<string, { bytes: string; digest: string; etag: string; expiresAtMs: number }>();
  private bytes = 0;

  constructor(
    readonly limits: RepresentationMemoLimits = MEMO_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /**
   * The bytes to send for `key` and their strong ETag, with the replica that computed the fresh
   * body (`computedBy`, for the X-SVC-Instance header: the remembered bytes may name another); null
   * when the payload is not JSON.
   */
  settle(
    key: string,
    fresh: string,
    remember: boolean,
  ): { body: string; etag: string; computedBy: string | null } | null {
    const a = analyse(fresh);
    if (a === null) return null;
    const { digest, instance: computedBy } = a;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAtMs > now && hit.digest === digest) return { body: hit.bytes, etag: hit.etag, computedBy };
    if (hit) this.drop(key);
    const etag = strongEtag(fresh);
    const size = Buffer.byteLength(fresh);
    if (remember && size <= this.limits.maxEntryBytes) {
      while (
        this.entries.size >= this.limits.maxEntries ||
        (this.entries.size > 0 && this.bytes + size > this.limits.maxBytes)
      ) {
        this.drop(this.entries.keys().next().value as string);
      }
      this.entries.set(key, { bytes: fresh, digest, etag, expiresAtMs: now + this.limits.ttlMs });
      this.bytes += size;
    }
    return { body: fresh, etag, computedBy };
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= Buffer.byteLength(e.bytes);
    this.entries.delete(key);
  }
}

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = [header ?? ''].flat().join(',');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Strong ETag, Cache-Control, 304 and gzip on successful JSON GET responses. */
export function installRepresentationHook(
  fastify: FastifyInstance,
  memo: RepresentationMemo = new RepresentationMemo(),
): void {
  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200 || typeof payload !== 'string')
      return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const policy = representationOf(req);
    if (policy.cache === 'no-store') {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    // the URL (path and query) names the computation; scope and Host are kept apart in case a body depends on them
    const key = `${principalOf(req).scope} ${req.headers.host ?? ''} ${req.url}`;
    const settled = memo.settle(key, payload, req.headers['x-request-id'] === undefined);
    if (!settled) return payload;
    // which replica computed THIS request (the body sent may be the remembered one of an earlier computation)
    if (settled.computedBy) reply.header('x-svc-instance', settled.computedBy);
    const body = settled.body;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', COMPUTED_CACHE_CONTROL);
    const gz = policy.compress;
    if (gz) reply.header('vary', 'Accept-Encoding');
    const zipped =
      gz && acceptsGzip(req.headers['accept-encoding']) && Buffer.byteLength(body) > GZIP_THRESHOLD_BYTES
        ? gzipSync(body)
        : null;
    // a gzip-coded representation is another sequence of bytes: its own strong tag
    const etag = zipped ? `${settled.etag.slice(0, -1)}-gzip"` : settled.etag;
    reply.header('etag', etag);
    if (noneMatch(req.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    if (zipped) {
      reply.header('content-encoding', 'gzip');
      reply.removeHeader('content-length');
      return zipped;
    }
    return body;
  });
}
