import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** SPEC §4: the endpoints whose JSON is gzip-compressed when asked and large enough. */
export const GZIP_ROUTES: ReadonlySet<string> = new Set([
  '/panchang/daily',
  '/panchang/rashifal',
  '/panchang/month',
  '/panchang/transits',
  '/panchang/choghadiya',
  '/planets/positions',
  '/jyotish/concepts',
  '/jyotish/concepts/:slug',
]);
/** Bodies at or below this many bytes go plain: gzip's ~20-byte frame and the CPU are not worth it. */
export const GZIP_THRESHOLD_BYTES = 1024;
/** Computed GET results are deterministic for their inputs and methodology; the validator makes revalidation cheap. */
export const COMPUTED_CACHE_CONTROL = 'public, max-age=300';
const NO_STORE_ROUTES = new Set(['/health', '/ready']);

/**
 * A weak validator: SHA-256 of the body without `_meta.provenance.computed_at` and
 * `_meta.provenance.request_id`, which differ on every response. The bytes therefore differ
 * between two responses with the same ETag, which is exactly what a weak validator allows
 * (RFC 9110 §8.8.1); a strong one would never repeat, making If-None-Match useless.
 */
export function weakEtag(json: string): string | null {
  let body: { _meta?: { provenance?: Record<string, unknown> } };
  try {
    body = JSON.parse(json);
  } catch {
    return null;
  }
  if (body && typeof body === 'object' && body._meta?.provenance) {
    const { computed_at: _c, request_id: _r, ...stable } = body._meta.provenance;
    body = { ...body, _meta: { ...body._meta, provenance: stable } };
  }
  return `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;
}

/** If-None-Match with the weak comparison of RFC 9110 §13.1.2. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => opaque(t) === opaque(etag));
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

/** ETag, Cache-Control, 304 and gzip on successful JSON GET responses. */
export function installRepresentationHook(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const route = req.routeOptions.url ?? '';
    if (NO_STORE_ROUTES.has(route)) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const etag = weakEtag(payload);
    if (!etag) return payload;
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', COMPUTED_CACHE_CONTROL);
    const gz = GZIP_ROUTES.has(route);
    if (gz) reply.header('vary', 'Accept-Encoding');
    if (noneMatch(req.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    if (gz && acceptsGzip(req.headers['accept-encoding']) && Buffer.byteLength(payload) > GZIP_THRESHOLD_BYTES) {
      reply.header('content-encoding', 'gzip');
      reply.removeHeader('content-length');
      return gzipSync(payload);
    }
    return payload;
  });
}
