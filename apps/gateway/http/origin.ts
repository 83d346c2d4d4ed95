import type { FastifyRequest } from 'fastify';

/** A Host header we echo into absolute URLs: a plain host name or bracketed address, with an optional port. */
const HOST_RE = /^([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

/**
 * The origin absolute URLs in a body start with (sitemaps, feeds): the request's scheme and Host; a Host
 * that is not a plain host name or address falls back to localhost, so a forged Host cannot inject markup.
 */
export function requestOrigin(req: FastifyRequest): string {
  const host = typeof req.headers.host === 'string' && HOST_RE.test(req.headers.host) ? req.headers.host : 'localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
