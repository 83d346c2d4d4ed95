/**
 * GET /user-dashboard (and -prototype): the signed-out dashboard. Profiles (birth star and Moon sign)
 * and places are kept in the browser's localStorage only; the page's script asks the public API
 * (/panchang/tarabalam, /panchang/chandrabalam, /panchang/vrats) for today's values when it shows
 * them. The server renders the frame and the forms; it never sees a profile unless the browser asks
 * for a computation with it.
 */
import { NAKSHATRA_NAMES, RASHI_NAMES } from '@pj/ephemeris';
import { html } from './html';
import type { Words } from './i18n';
import { layout, PageState, picker } from './layout';

export function dashboardPage(s: PageState, w: Words, path: string): string {
  const proto = path.endsWith('-prototype');
  const nakOptions = NAKSHATRA_NAMES.map((n, i) => html`<option value="${i}">${w.el('nakshatra', i, n)}</option>`);
  const rashiOptions = RASHI_NAMES.map((n, i) => html`<option value="${i}">${w.el('rashi', i, n)}</option>`);
  const profiles = html`<section aria-labelledby="h-prof">
    <h2 id="h-prof">${w.t('dashboard')}: ${w.t('tithi')} · tara bala · chandra bala</h2>
    <div id="profiles" class="cards" aria-live="polite"></div>
    <form id="profile-form" class="picker" hidden aria-label="Add a profile">
      <label>${w.t('name')}<input name="name" maxlength="40" autocomplete="off" /></label>
      <label
        >${w.t('nakshatra')}<select name="nakshatra">
          ${nakOptions}
        </select></label
      >
      <label
        >${w.t('moonsign')}<select name="rashi">
          ${rashiOptions}
        </select></label
      >
      <button type="submit">+</button>
    </form>
  </section>`;
  const places = html`<section aria-labelledby="h-places">
    <h2 id="h-places">${w.t('place')}</h2>
    <ul id="places"></ul>
    <form id="place-form" class="picker" hidden aria-label="Add a place">
      <label>${w.t('place')}<input name="name" maxlength="40" autocomplete="off" /></label>
      <label>${w.t('lat')}<input name="lat" type="number" step="any" min="-90" max="90" required /></label>
      <label>${w.t('lng')}<input name="lng" type="number" step="any" min="-180" max="180" required /></label>
      <label>${w.t('tz')}<input name="tz" maxlength="64" autocomplete="off" /></label>
      <button type="submit">+</button>
    </form>
    <p><button id="dashboard-clear" type="button" hidden>Forget everything stored in this browser</button></p>
  </section>`;
  const upcoming = html`<section aria-labelledby="h-up">
    <h2 id="h-up">${w.t('festivals')} (31)</h2>
    <div id="upcoming" aria-live="polite"></div>
  </section>`;
  const main = html`<h1>${w.t('dashboard')}${proto ? ` (${w.t('prototype')})` : ''}</h1>
    <p>
      Profiles and places stay in this browser (localStorage). Nothing personal is stored on the server; a profile is
      sent only as the birth star or Moon sign of a computation the page asks for.
    </p>
    <noscript><p>This dashboard needs JavaScript: it keeps your profiles in this browser only.</p></noscript>
    ${proto ? null : picker(s, w, path)}
    <div
      id="dashboard"
      data-date="${s.date}"
      data-lat="${s.lat}"
      data-lng="${s.lng}"
      data-tz="${s.tz}"
      data-place-name="${s.lat}, ${s.lng}"
      data-empty="No profile yet: add one with the form below."
    >
      ${
        proto
          ? html`${profiles}
              <div class="grid">${upcoming}${places}</div>`
          : html`${places}${profiles}${upcoming}`
      }
    </div>`;
  return layout({ state: s, words: w, title: w.t('dashboard'), main });
}
