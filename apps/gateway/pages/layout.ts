/**
 * The frame every page lives in (/shell is this frame with the pickers alone): landmarks (banner,
 * navigation, main, contentinfo), a skip link, the language switch, the place/date picker (a plain GET
 * form: it works without JavaScript), and the one stylesheet and script of the gateway (no CDN, no
 * third-party font). The Content-Security-Policy header (pages.controller.ts) allows nothing else.
 */
import { html, Html, query } from './html';
import { PAGE_LANGS, PageLang, Words } from './i18n';

export const PAGE_VARIANTS = ['default', 'compact', 'print'] as const;
export type PageVariant = (typeof PAGE_VARIANTS)[number];

/** The place, date and language a page was asked for (after defaults). */
export interface PageState {
  readonly lat: number;
  readonly lng: number;
  readonly tz: string;
  readonly date: string;
  readonly lang: PageLang;
  readonly variant: PageVariant;
}

/** The query of a page link, keeping the place, language and variant. */
export function linkQuery(s: PageState, over: Partial<PageState> = {}): string {
  const v = { ...s, ...over };
  return query({
    lat: v.lat,
    lng: v.lng,
    tz: v.tz,
    date: v.date,
    lang: v.lang === 'en' ? null : v.lang,
    variant: v.variant === 'default' ? null : v.variant,
  });
}

const LANG_NAMES: Readonly<Record<PageLang, string>> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The place and date picker: a GET form to `action` (no JavaScript needed). */
export function picker(s: PageState, w: Words, action: string): Html {
  return html`<form class="picker" method="get" action="${action}" aria-label="${w.t('place')}">
    <label
      >${w.t('lat')}<input name="lat" type="number" step="any" min="-90" max="90" required value="${s.lat}"
    /></label>
    <label
      >${w.t('lng')}<input name="lng" type="number" step="any" min="-180" max="180" required value="${s.lng}"
    /></label>
    <label>${w.t('tz')}<input name="tz" type="text" maxlength="64" value="${s.tz}" autocomplete="off" /></label>
    <label
      >${w.t('date')}<input name="date" type="date" min="1900-01-01" max="2100-12-31" required value="${s.date}"
    /></label>
    <label
      >${w.t('lang')}<select name="lang">
        ${PAGE_LANGS.map((l) => html`<option value="${l}" ${l === s.lang ? html` selected` : null}>${LANG_NAMES[l]}</option>`)}
      </select></label
    >
    ${s.variant === 'default' ? null : html`<input type="hidden" name="variant" value="${s.variant}" />`}
    <button type="submit">${w.t('show')}</button>
  </form>`;
}

export interface LayoutInput {
  readonly state: PageState;
  readonly words: Words;
  readonly title: string;
  readonly main: Html;
  /** Footer credits (the packet's licence and upstream sources) when the page has a packet. */
  readonly credits?: Html;
}

export function layout(i: LayoutInput): string {
  const { state: s, words: w } = i;
  const q = linkQuery(s, { variant: 'default' });
  const nav = [
    ['/shell', w.t('shell')],
    ['/panchang', w.t('day_page')],
    ['/panchang-prototype', `${w.t('day_page')} (${w.t('prototype')})`],
    ['/user-dashboard', w.t('dashboard')],
  ] as const;
  return html`<!DOCTYPE html>
    <html lang="${s.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${i.title}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/assets/pages.css" />
        <script src="/assets/pages.js" defer></script>
      </head>
      <body class="variant-${s.variant}">
        <a class="skip" href="#main">Skip to content</a>
        <header class="site">
          <a class="brand" href="/shell?${q}">${w.t('title')}</a>
          <nav aria-label="${w.t('nav')}">
            <ul>
              ${nav.map(([href, label]) => html`<li><a href="${href}?${q}">${label}</a></li>`)}
              <li><a href="/api-docs/openapi.json">${w.t('api')}</a></li>
            </ul>
          </nav>
        </header>
        <main id="main">${i.main}</main>
        <footer class="site">
          ${i.credits ?? null}
          <p>
            AGPL-3.0-or-later: <a href="/terms">terms and source</a>. Computed on this server; no third-party scripts,
            fonts or trackers.
          </p>
        </footer>
      </body>
    </html> `.text;
}
