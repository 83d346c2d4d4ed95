/** GET /shell: the frame alone — navigation, language and the place/date picker that opens the day page. */
import { html } from './html';
import type { Words } from './i18n';
import { layout, linkQuery, PageState, picker } from './layout';

export function shellPage(s: PageState, w: Words): string {
  const q = linkQuery(s);
  const main = html`<h1>${w.t('title')}</h1>
    ${picker(s, w, '/panchang')}
    <section aria-labelledby="h-pages">
      <h2 id="h-pages">${w.t('nav')}</h2>
      <div class="cards">
        <div class="card">
          <h3><a href="/panchang?${q}">${w.t('day_page')}</a></h3>
          <p>${w.t('sun_moon')} · ${w.t('elements')} · ${w.t('timeline')} · ${w.t('calendar')}</p>
        </div>
        <div class="card">
          <h3><a href="/panchang-prototype?${q}">${w.t('day_page')} (${w.t('prototype')})</a></h3>
          <p>${w.t('now')} · ${w.t('choghadiya')} · ${w.t('hora')}</p>
        </div>
        <div class="card">
          <h3><a href="/user-dashboard?${q}">${w.t('dashboard')}</a></h3>
          <p>${w.t('tithi')} · ${w.t('nakshatra')} · ${w.t('festivals')}</p>
        </div>
        <div class="card">
          <h3><a href="/panchang?${linkQuery(s, { variant: 'print' })}">${w.t('day_page')} (print)</a></h3>
          <p>${w.t('variant')}: print · <a href="/panchang?${linkQuery(s, { variant: 'compact' })}">compact</a></p>
        </div>
      </div>
    </section>`;
  return layout({ state: s, words: w, title: w.t('title'), main });
}
