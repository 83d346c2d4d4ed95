import { escapeHtml, html, query, raw } from './html';

describe('pages/html: one escaping rule for every value', () => {
  it('escapes the five HTML metacharacters and the backtick in text and attribute values', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>\``)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;&#96;',
    );
    const v = '"><img src=x onerror=alert(1)>';
    expect(html`<a title="${v}">${v}</a>`.text).toBe(
      '<a title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</a>',
    );
  });

  it('nests templates without escaping them twice; arrays join; null, undefined and false render nothing', () => {
    const items = ['a<b', 'c&d'].map((x) => html`<li>${x}</li>`);
    // prettier-ignore
    const out = html`<ul>${items}</ul>${null}${undefined}${false}${0}`.text;
    expect(out).toBe('<ul><li>a&lt;b</li><li>c&amp;d</li></ul>0');
    expect(html`${raw('<br>')}`.text).toBe('<br>');
  });

  it('query() URL-encodes names and values and drops absent ones', () => {
    expect(query({ tz: 'Asia/Kolkata', q: 'a&b=c', none: null, lat: 28.6 })).toBe(
      'tz=Asia%2FKolkata&q=a%26b%3Dc&lat=28.6',
    );
  });
});
