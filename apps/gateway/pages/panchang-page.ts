/**
 * GET /panchang (and its variants and prototype): the day page, rendered from the packets the API
 * answers for the same query — panchang.daily.v1 (the daily packet with its windows), panchang.month.v1
 * (the month grid with its festival markers) and comments.list.v1 — never from a second computation.
 * Every value passes through `html` (html.ts), so packet and comment text is escaped; comments are text.
 */
import type { CommentListReply, DailyReply, MonthReply } from '@pj/contracts';
import { html, Html, query } from './html';
import { addDays, longDate, monthTitle, timeOf, todayIn, weekdayNames } from './format';
import type { Words } from './i18n';
import { layout, linkQuery, PageState, picker } from './layout';
import { timelineSvg } from './timeline';

export interface DayPageInput {
  readonly state: PageState;
  readonly words: Words;
  readonly daily: DailyReply;
  readonly month: MonthReply | null;
  /** Null when comments-svc did not answer (the page still renders; the section says so). */
  readonly comments: CommentListReply | null;
  readonly nowMs: number;
  /** The page's path: /panchang or /panchang-prototype. */
  readonly path: string;
}

/** The comment thread of a day page: one per civil date, whatever the place. */
export const dayPageKey = (date: string): string => `/panchang?date=${date}`;

type Span = { readonly index: number; readonly name: string; readonly start: string; readonly end: string };

function spanList(field: string, spans: readonly Span[], name: (s: Span) => string, s: PageState, w: Words): Html {
  return html`<ul class="span-list">
    ${spans.map(
      (x) =>
        html`<li data-field="${field}" data-index="${x.index}">
          <span class="name">${name(x)}</span>
          <span class="muted">${w.t('upto')}</span> ${timeOf(x.end, s.date, s.lang)}
        </li>`,
    )}
  </ul>`;
}

function instantFact(
  label: string,
  field: string,
  iso: string | null,
  note: string | undefined,
  s: PageState,
  w: Words,
) {
  return html`<dt>${label}</dt>
    <dd data-field="${field}">
      ${iso === null ? html`<span class="muted">${w.t('no_event')}${note ? ` (${note})` : ''}</span>` : timeOf(iso, s.date, s.lang)}
    </dd>`;
}

export function sunMoon(d: DailyReply, s: PageState, w: Words): Html {
  return html`<section aria-labelledby="h-sun">
    <h2 id="h-sun">${w.t('sun_moon')}</h2>
    <dl class="facts">
      ${instantFact(w.t('sunrise'), 'sunrise', d.sunrise, d.sunrise_note, s, w)}
      ${instantFact(w.t('sunset'), 'sunset', d.sunset, d.sunset_note, s, w)}
      ${instantFact(w.t('moonrise'), 'moonrise', d.moonrise, d.moonrise_note, s, w)}
      ${instantFact(w.t('moonset'), 'moonset', d.moonset, d.moonset_note, s, w)}
    </dl>
  </section>`;
}

export function elements(d: DailyReply, s: PageState, w: Words): Html {
  const paksha = (p: string) => w.t(p === 'shukla' ? 'shukla' : 'krishna');
  const masa = (m: { index: number; name: string; adhika: boolean }) =>
    `${m.adhika ? `${w.t('adhika')} ` : ''}${w.el('masa', m.index, m.name)}`;
  const samvat = (y: { year: number; samvatsara: { name: string } }) => `${y.year} (${y.samvatsara.name})`;
  return html`<section aria-labelledby="h-el">
    <h2 id="h-el">${w.t('elements')}</h2>
    <div class="grid">
      <dl class="facts">
        <dt>${w.t('vara')}</dt>
        <dd data-field="vara">${w.el('vara', d.vara.index, d.vara.name)}</dd>
        <dt>${w.t('paksha')}</dt>
        <dd data-field="paksha">${paksha(d.paksha)}</dd>
        <dt>${w.t('tithi')}</dt>
        <dd>
          ${spanList('tithi', d.tithi, (x) => `${paksha((x as DailyReply['tithi'][number]).paksha)} ${w.el('tithi', (x as DailyReply['tithi'][number]).number, x.name)}`, s, w)}
        </dd>
        <dt>${w.t('nakshatra')}</dt>
        <dd>${spanList('nakshatra', d.nakshatra, (x) => w.el('nakshatra', x.index, x.name), s, w)}</dd>
        <dt>${w.t('yoga')}</dt>
        <dd>${spanList('yoga', d.yoga, (x) => w.el('yoga', x.index, x.name), s, w)}</dd>
        <dt>${w.t('karana')}</dt>
        <dd>${spanList('karana', d.karana, (x) => w.el('karana', x.index, x.name), s, w)}</dd>
      </dl>
      <dl class="facts">
        <dt>${w.t('lunar_month')} (${w.t('amanta')})</dt>
        <dd data-field="masa-amanta">${masa(d.lunar_month.amanta)}</dd>
        <dt>${w.t('lunar_month')} (${w.t('purnimanta')})</dt>
        <dd data-field="masa-purnimanta">${masa(d.lunar_month.purnimanta)}</dd>
        <dt>${w.t('samvat')} ${w.t('vikram')}</dt>
        <dd data-field="samvat-vikram">${samvat(d.samvat.vikram)}</dd>
        <dt>${w.t('samvat')} ${w.t('shaka')}</dt>
        <dd data-field="samvat-shaka">${samvat(d.samvat.shaka)}</dd>
        <dt>${w.t('moonsign')}</dt>
        <dd>${spanList('moonsign', d.moonsign, (x) => w.el('rashi', x.index, x.name), s, w)}</dd>
        <dt>${w.t('sunsign')}</dt>
        <dd>${spanList('sunsign', d.sunsign, (x) => w.el('rashi', x.index, x.name), s, w)}</dd>
      </dl>
    </div>
  </section>`;
}

type Period = DailyReply['windows'][number];

/** A table of periods (windows or choghadiya): name, start, end, quality. */
function periodTable(caption: string, rows: readonly Period[], nameOf: (x: Period) => string, s: PageState, w: Words) {
  return html`<table>
    <caption class="muted">
      ${caption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${caption}</th>
        <th scope="col">${w.t('start')}</th>
        <th scope="col">${w.t('end')}</th>
        <th scope="col">${w.t('quality')}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (x) =>
          html`<tr data-kind="${x.kind}">
            <th scope="row">${nameOf(x)}</th>
            <td>${timeOf(x.start, s.date, s.lang)}</td>
            <td>${timeOf(x.end, s.date, s.lang)}</td>
            <td class="q-${x.quality}">${w.t(x.quality as 'auspicious')}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

const windowsTable = (d: DailyReply, s: PageState, w: Words) =>
  periodTable(w.t('windows'), d.windows, (x) => w.named('window', x.kind, x.name), s, w);

const choghadiyaTable = (d: DailyReply, s: PageState, w: Words) =>
  periodTable(
    w.t('choghadiya'),
    [...d.choghadiya.day, ...d.choghadiya.night],
    (x) => w.named('choghadiya', x.name, x.name),
    s,
    w,
  );

export function timeline(d: DailyReply, s: PageState, w: Words, nowMs: number): Html {
  return html`<section class="timeline-section" aria-labelledby="h-tl">
    <h2 id="h-tl">${w.t('timeline')}</h2>
    <p class="muted">${w.t('timeline_desc')}</p>
    <div class="scroll" tabindex="0" role="region" aria-label="${w.t('timeline')}">${timelineSvg(d, w, nowMs)}</div>
    <div class="grid">${windowsTable(d, s, w)}${choghadiyaTable(d, s, w)}</div>
  </section>`;
}

/** A festival marker of a month-grid row (apps/panchang-svc/daily/month-markers.ts; not in the reply's type). */
interface FestivalMarker {
  readonly rule_key: string;
  readonly slug: string;
  readonly name: string;
  readonly kind: string;
  readonly tradition: string | null;
}
export type MonthDay = MonthReply['days'][number] & { readonly festivals?: readonly FestivalMarker[] };
const markersOf = (d: MonthDay | undefined): readonly FestivalMarker[] => d?.festivals ?? [];

export function festivalsOfDay(row: MonthDay | undefined, s: PageState, w: Words): Html {
  const list = markersOf(row);
  const year = Number(s.date.slice(0, 4));
  return html`<section aria-labelledby="h-fest">
    <h2 id="h-fest">${w.t('festivals')}</h2>
    ${
      list.length === 0
        ? html`<p data-field="no-festivals">${w.t('no_festivals')}</p>`
        : html`<ul class="festivals">
            ${list.map(
              (f) =>
                html`<li data-field="festival" data-rule="${f.rule_key}">
                  <strong>${f.name}</strong>
                  <span class="muted">(${f.kind}${f.tradition ? `, ${f.tradition}` : ''})</span> —
                  <a
                    href="/festival/observance/explain?${query({ slug: f.slug, year, lat: s.lat, lng: s.lng, tz: s.tz })}"
                    >${w.t('why')}</a
                  >
                </li>`,
            )}
          </ul>`
    }
  </section>`;
}

export function calendar(month: MonthReply, s: PageState, w: Words, path: string): Html {
  const days = month.days;
  const first = days[0];
  const lead = first ? first.vara.index : 0;
  const cells: (MonthDay | null)[] = [...Array.from({ length: lead }, () => null), ...(days as readonly MonthDay[])];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (MonthDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  const prevMonth = addDays(`${month.ym}-01`, -1).slice(0, 7);
  const nextMonth = addDays(`${month.ym}-28`, 7).slice(0, 7);
  const cell = (d: MonthDay | null) => {
    if (!d) return html`<td></td>`;
    const sel = d.date === s.date;
    const fest = markersOf(d).length > 0;
    const cls = [sel ? 'sel' : '', fest ? 'has-fest' : ''].filter(Boolean).join(' ');
    const tithi = `${w.t(d.tithi.paksha === 'shukla' ? 'shukla' : 'krishna').slice(0, 1)} ${w.el('tithi', d.tithi.number, d.tithi.name)}`;
    return html`<td${cls ? html` class="${cls}"` : null} data-date="${d.date}"><a href="${path}?${linkQuery(s, { date: d.date })}"${sel ? html` aria-current="date"` : null}><span class="d">${Number(d.date.slice(8))}</span> <span class="t">${tithi}</span>${markersOf(d).map((f) => html`<span class="fest">${f.name}</span>`)}</a></td>`;
  };
  return html`<section aria-labelledby="h-cal">
    <h2 id="h-cal">${w.t('calendar')}: ${monthTitle(`${month.ym}-01`, s.lang)}</h2>
    <div class="daynav">
      <a href="${path}?${linkQuery(s, { date: `${prevMonth}-01` })}" rel="prev"
        >← ${monthTitle(`${prevMonth}-01`, s.lang)}</a
      ><a href="${path}?${linkQuery(s, { date: `${nextMonth}-01` })}" rel="next"
        >${monthTitle(`${nextMonth}-01`, s.lang)} →</a
      >
    </div>
    <table class="month">
      <thead>
        <tr>
          ${weekdayNames(s.lang).map((n) => html`<th scope="col">${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${weeks.map(
          (wk) =>
            html`<tr>
              ${wk.map(cell)}
            </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

export function subscribe(s: PageState, w: Words): Html {
  const place = { lat: s.lat, lng: s.lng, tz: s.tz };
  return html`<section class="subscribe" aria-labelledby="h-sub">
    <h2 id="h-sub">${w.t('subscribe')}</h2>
    <ul>
      <li><a href="/calendar/festivals.ics?${query(place)}" type="text/calendar">${w.t('sub_festivals')}</a></li>
      <li><a href="/calendar/vrats.ics?${query(place)}" type="text/calendar">${w.t('sub_vrats')}</a></li>
      <li>
        <a href="/calendar/muhurta.ifb?${query({ ...place, date: s.date })}" type="text/calendar"
          >${w.t('sub_muhurta')}</a
        >
      </li>
    </ul>
  </section>`;
}

export function commentsSection(comments: CommentListReply | null, pageKey: string, w: Words): Html {
  const list =
    comments === null
      ? html`<p>Comments are unavailable right now.</p>`
      : comments.comments.length === 0
        ? html`<p>${w.t('no_comments')}</p>`
        : html`<ol class="comment-list">
            ${comments.comments.map(
              (c) =>
                html`<li data-comment-id="${c.id}">
                  <blockquote>${c.body}</blockquote>
                  <p class="muted">
                    ${c.display_name ?? '—'}${c.rating ? ` · ${'★'.repeat(c.rating)}` : ''} ·
                    <time datetime="${c.created_at}">${c.created_at.slice(0, 10)}</time>
                  </p>
                </li>`,
            )}
          </ol>`;
  return html`<section class="comments" aria-labelledby="h-com">
    <h2 id="h-com">${w.t('comments')}</h2>
    ${list}
    <h3>${w.t('write')}</h3>
    <noscript><p>${w.t('comment_js')}</p></noscript>
    <form
      id="comment-form"
      hidden
      data-page-key="${pageKey}"
      data-working="…"
      data-thanks="Thank you: your comment is awaiting moderation."
    >
      <label for="c-name">${w.t('name')}</label
      ><input id="c-name" name="display_name" maxlength="60" autocomplete="nickname" />
      <label for="c-body">${w.t('comment')}</label
      ><textarea id="c-body" name="body" required maxlength="2000" rows="4"></textarea>
      <button type="submit">${w.t('submit')}</button>
      <p id="comment-status" class="status" role="status" aria-live="polite"></p>
    </form>
  </section>`;
}

/** The licence, the upstream sources and the method of the packet, from its `_meta`. */
export function credits(meta: DailyReply['_meta'], w: Words): Html {
  const m = meta.methodology as Record<string, string>;
  const method = ['engine', 'ephemeris', 'ayanamsa', 'convention', 'profile', 'sunrise']
    .filter((k) => m[k])
    .map((k) => html`<li><span class="muted">${k}:</span> ${m[k]}</li>`);
  return html`<section aria-labelledby="h-cred">
    <h2 id="h-cred">${w.t('credits')}</h2>
    <p>${meta.license.attribution} ${meta.license.content}</p>
    <ul>
      ${method}${meta.upstream_sources.map((u) => html`<li>${u.name} (${u.license}): ${u.attribution} <a href="${u.url}">${u.url}</a></li>`)}
    </ul>
    <p class="muted">Methodology fingerprint <code data-field="fingerprint">${m.fingerprint}</code></p>
  </section>`;
}

export function dayNav(s: PageState, w: Words, path: string, today: string): Html {
  return html`<nav class="daynav" aria-label="${w.t('date')}">
    <a href="${path}?${linkQuery(s, { date: addDays(s.date, -1) })}" rel="prev" data-nav="prev">← ${w.t('prev')}</a
    ><a href="${path}?${linkQuery(s, { date: today })}" data-nav="today">${w.t('today')}</a
    ><a href="${path}?${linkQuery(s, { date: addDays(s.date, 1) })}" rel="next" data-nav="next">${w.t('next')} →</a>
  </nav>`;
}

export function dayPage(i: DayPageInput): string {
  const { state: s, words: w, daily: d } = i;
  const row: MonthDay | undefined = i.month?.days.find((r) => r.date === s.date);
  const today = todayIn(s.tz, i.nowMs);
  const heading = html`<h1>${w.t('day_page')}: ${longDate(s.date, s.lang)}</h1>
    <p class="muted">${w.t('place')}: ${d.place.lat}, ${d.place.lng} (${d.place.tz})</p>`;
  const main = html`${heading}${picker(s, w, i.path)}${dayNav(s, w, i.path, today)}
    <div class="grid">${sunMoon(d, s, w)}${festivalsOfDay(row, s, w)}</div>
    ${elements(d, s, w)} ${timeline(d, s, w, i.nowMs)} ${i.month ? calendar(i.month, s, w, i.path) : null}
    ${subscribe(s, w)} ${commentsSection(i.comments, dayPageKey(s.date), w)}`;
  return layout({ state: s, words: w, title: `${w.t('day_page')} ${s.date}`, main, credits: credits(d._meta, w) });
}
