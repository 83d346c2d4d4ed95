/**
 * Blog sitemaps per the sitemaps.org protocol 0.9 (https://www.sitemaps.org/protocol.html):
 * UTF-8, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`, one `<url><loc>` per post
 * with an optional `<lastmod>` in W3C datetime, at most 50 000 URLs per file, and the five XML
 * entities escaped in every value.
 */
import { utcInstant } from '../shared/present';

export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapPost {
  readonly slug: string;
  readonly publishedAt: Date;
  readonly updatedAt: Date | null;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

export const postUrl = (origin: string, slug: string) => `${origin}/blog/${encodeURIComponent(slug)}`;

/** W3C datetime (https://www.w3.org/TR/NOTE-datetime), UTC written +00:00, whole seconds truncated. */
const w3c = (d: Date) => utcInstant(d).replace(/Z$/, '+00:00');

export function sitemapXml(origin: string, posts: readonly SitemapPost[]): string {
  if (posts.length > SITEMAP_MAX_URLS) throw new Error(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs`);
  const urls = posts.map(
    (p) =>
      `  <url>\n    <loc>${escapeXml(postUrl(origin, p.slug))}</loc>\n    <lastmod>${w3c(p.updatedAt ?? p.publishedAt)}</lastmod>\n  </url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${urls.join('')}</urlset>\n`;
}
