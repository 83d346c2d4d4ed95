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
 * A JSON body cut around its `_meta.provenance` object: `head` and `tail` are the bytes before and
 * after it, `stable` the provenance without the volatile fields. Equal `head`, `stable` and `tail`
 * mean the same computed values, methodology and licence.
 */
interface Cut {
  readonly head: string;
  readonly stable: string;
  readonly tail: string;
  /** The replica that computed the body (`_meta.provenance.instance`), if it says. */
  readonly instance: string | null;
}

/**
 * The envelope writes `_meta` as the body's last key (libs/envelope `envelope`), so the last
 * `"_meta":{` of the text is the envelope's (a string value cannot hold that sequence unescaped;
 * in a body that carries an enveloped packet as an object, such as an MCP result, it is the
 * packet's, whose volatile fields are just as volatile). Cutting the text there replaces the parse
 * and re-serialisation of the whole body (1.6–13.7 ms on a 423 kB festival year) by a scan of its
 * tail; over the 305 JSON bodies of the route snapshots the content digest is the same as the
 * parse's. Bodies without that shape go the slow way.
 */
function cut(json: string): Cut | null {
  const meta = json.lastIndexOf('"_meta":{');
  const open = meta < 0 ? -1 : json.indexOf('"provenance":{', meta);
  const close = open < 0 ? -1 : objectEnd(json, open + '"provenance":'.length);
  if (close < 0) return parsedCut(json);
  const start = open + '"provenance":'.length;
  let provenance: Record<string, unknown>;
  try {
    provenance = JSON.parse(json.slice(start, close + 1));
  } catch {
    return parsedCut(json);
  }
  return { head: json.slice(0, start), ...stableOf(provenance), tail: json.slice(close + 1) };
}

/** Index of the `}` closing the object that opens at `from`, skipping strings; -1 if unclosed. */
function objectEnd(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x7b /* { */) depth++;
    else if (c === 0x7d /* } */ && --depth === 0) return i;
  }
  return -1;
}

function stableOf(provenance: Record<string, unknown>): { stable: string; instance: string | null } {
  const stable = { ...provenance };
  const instance = typeof stable.instance === 'string' ? stable.instance : null;
  for (const f of VOLATILE_PROVENANCE) delete stable[f];
  return { stable: JSON.stringify(stable), instance };
}

/** The slow way, for JSON bodies the envelope did not write: parse, drop the volatile fields, re-serialise. */
function parsedCut(json: string): Cut | null {
  let body: { _meta?: { provenance?: Record<string, unknown> } };
  try {
    body = JSON.parse(json);
  } catch {
    return null;
  }
  const provenance = body && typeof body === 'object' ? body._meta?.provenance : undefined;
  if (!provenance) return { head: json, stable: '', tail: '', instance: null };
  const { stable, instance } = stableOf(provenance);
  return { head: JSON.stringify({ ...body, _meta: { ...body._meta, provenance: null } }), stable, tail: '', instance };
}

const sameContent = (a: Cut, b: Cut) => a.head === b.head && a.stable === b.stable && a.tail === b.tail;

/**
 * SHA-256 of the computed content: the JSON body without `_meta.provenance.computed_at`,
 * `request_id` and `instance` (which replica answered). Two responses with the same digest carry
 * the same computed values, methodology and licence. Null when the payload is not JSON.
 */
export function contentDigest(json: string): string | null {
  const c = cut(json);
  return c && createHash('sha256').update(c.head).update(c.stable).update(c.tail).digest('base64url');
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
  private readonly entries = new Map<string, Entry>();
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
  settle(key: string, fresh: string, remember: boolean): Settled | null {
    const c = cut(fresh);
    if (c === null) return null;
    const computedBy = c.instance;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAtMs > now && sameContent(hit.cut, c)) return this.settled(hit, computedBy);
    if (hit) this.drop(key);
    const entry: Entry = {
      key,
      body: fresh,
      etag: strongEtag(fresh),
      cut: c,
      size: Buffer.byteLength(fresh),
      gzipped: null,
      expiresAtMs: now + this.limits.ttlMs,
    };
    if (remember && entry.size <= this.limits.maxEntryBytes) {
      this.makeRoom(entry.size);
      this.entries.set(key, entry);
      this.bytes += entry.size;
    }
    return this.settled(entry, computedBy);
  }

  private settled(entry: Entry, computedBy: string | null): Settled {
    return { body: entry.body, etag: entry.etag, computedBy, gzipped: () => this.gzipped(entry) };
  }

  /** The gzip coding of an entry's bytes, compressed once and kept (and counted) while the entry is. */
  private gzipped(entry: Entry): Buffer {
    if (entry.gzipped) return entry.gzipped;
    const zipped = gzipSync(entry.body);
    if (this.entries.get(entry.key) === entry) {
      this.entries.delete(entry.key);
      this.bytes -= entry.size;
      this.makeRoom(entry.size + zipped.length);
      entry.gzipped = zipped;
      entry.size += zipped.length;
      this.entries.set(entry.key, entry);
      this.bytes += entry.size;
    }
    return zipped;
  }

  /** Drops the oldest entries until `size` more bytes and one more entry fit the bounds. */
  private makeRoom(size: number): void {
    while (
      this.entries.size >= this.limits.maxEntries ||
      (this.entries.size > 0 && this.bytes + size > this.limits.maxBytes)
    ) {
      this.drop(this.entries.keys().next().value as string);
    }
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.size;
    this.entries.delete(key);
  }
}

/** A representation the memo decided to send. */
export interface Settled {
  readonly body: string;
  readonly etag: string;
  readonly computedBy: string | null;
  /** The body's gzip coding (compressed once per remembered representation). */
  readonly gzipped: () => Buffer;
}

interface Entry {
  readonly key: string;
  readonly body: string;
  readonly etag: string;
  readonly cut: Cut;
  /** Bytes held: the body and, once compressed, its gzip coding. */
  size: number;
  gzipped: Buffer | null;
  readonly expiresAtMs: number;
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
        ? settled.gzipped()
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
