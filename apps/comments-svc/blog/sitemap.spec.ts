import { escapeXml, postUrl, sitemapXml } from './sitemap';

describe('blog sitemap XML', () => {
  it('escapes the five XML entities and percent-encodes slugs', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(postUrl('https://x.example', 'a b&c')).toBe('https://x.example/blog/a%20b%26c');
  });

  it('writes a urlset with loc and lastmod (updated, else published) per post', () => {
    const xml = sitemapXml('https://x.example', [
      { slug: 'one', publishedAt: new Date('2025-01-10T06:00:00Z'), updatedAt: new Date('2025-02-01T09:30:00Z') },
      { slug: "it's", publishedAt: new Date('2025-02-14T06:00:00Z'), updatedAt: null },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://x.example/blog/one</loc>\n    <lastmod>2025-02-01T09:30:00+00:00</lastmod>\n  </url>\n' +
        '  <url>\n    <loc>https://x.example/blog/it&apos;s</loc>\n    <lastmod>2025-02-14T06:00:00+00:00</lastmod>\n  </url>\n' +
        '</urlset>\n',
    );
    expect(
      sitemapXml('https://x.example/?a=1&b=2', [{ slug: 's', publishedAt: new Date(0), updatedAt: null }]),
    ).toContain('<loc>https://x.example/?a=1&amp;b=2/blog/s</loc>');
  });

  it('refuses more than 50 000 URLs in one file', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => ({
      slug: `p${i}`,
      publishedAt: new Date(0),
      updatedAt: null,
    }));
    expect(() => sitemapXml('https://x.example', many)).toThrow(/at most 50000/);
    expect(sitemapXml('https://x.example', many.slice(0, 50_000)).match(/<url>/g)).toHaveLength(50_000);
  });
});
