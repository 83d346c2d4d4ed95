/**
 * GET /panchang-prototype: the same packets as /panchang in another layout — "now" first: the element
 * and the windows running at this moment (or at sunrise for another day), then the timeline, the
 * calendar and the comments of the day page.
 */
import { html, Html } from './html';
import { epochMs, longDate, nearestMinute, timeOf, todayIn } from './format';
import type { Words } from './i18n';
import { layout, PageState, picker } from './layout';
import {
  calendar,
  commentsSection,
  credits,
  dayNav,
  dayPageKey,
  DayPageInput,
  festivalsOfDay,
  MonthDay,
  subscribe,
  sunMoon,
  timeline,
} from './panchang-page';

type Timed = { readonly start: string; readonly end: string };

/** The span running at `ms` (the first one when none does). */
function at<T extends Timed>(spans: readonly T[], ms: number): T | undefined {
  return spans.find((x) => epochMs(x.start) <= ms && ms < epochMs(x.end)) ?? spans[0];
}

function card(title: string, field: string, name: string, end: string | undefined, s: PageState, w: Words): Html {
  return html`<div class="card" data-field="${field}">
    <h3>${title}</h3>
    <p>
      <strong>${name}</strong
      >${end ? html` <span class="muted">${w.t('upto')}</span> ${timeOf(end, s.date, s.lang)}` : null}
    </p>
  </div>`;
}

export function prototypePage(i: DayPageInput): string {
  const { state: s, words: w, daily: d } = i;
  const startMs = epochMs(d.hindu_day.start);
  const endMs = epochMs(d.hindu_day.end);
  const ref = i.nowMs >= startMs && i.nowMs < endMs ? i.nowMs : startMs;
  const tithi = at(d.tithi, ref);
  const nak = at(d.nakshatra, ref);
  const yoga = at(d.yoga, ref);
  const karana = at(d.karana, ref);
  const chogh = at([...d.choghadiya.day, ...d.choghadiya.night], ref);
  const hora = at([...d.hora.day, ...d.hora.night], ref);
  const nextBad = d.windows.find((x) => x.quality === 'inauspicious' && epochMs(x.end) > ref);
  const lord = hora ? String((hora as typeof hora & { lord?: string }).lord ?? hora.name) : '';
  const row: MonthDay | undefined = i.month?.days.find((r) => r.date === s.date);
  const now = html`<section aria-labelledby="h-now">
    <h2 id="h-now">${w.t('now')}</h2>
    <div class="cards">
      ${tithi ? card(w.t('tithi'), 'tithi', `${w.t(tithi.paksha === 'shukla' ? 'shukla' : 'krishna')} ${w.el('tithi', tithi.number, tithi.name)}`, tithi.end, s, w) : null}
      ${nak ? card(w.t('nakshatra'), 'nakshatra', w.el('nakshatra', nak.index, nak.name), nak.end, s, w) : null}
      ${yoga ? card(w.t('yoga'), 'yoga', w.el('yoga', yoga.index, yoga.name), yoga.end, s, w) : null}
      ${karana ? card(w.t('karana'), 'karana', w.el('karana', karana.index, karana.name), karana.end, s, w) : null}
      ${chogh ? card(w.t('choghadiya'), 'choghadiya', w.named('choghadiya', chogh.name, chogh.name), chogh.end, s, w) : null}
      ${hora ? card(w.t('hora'), 'hora', w.named('graha', lord, hora.name), hora.end, s, w) : null}
      ${nextBad ? card(w.named('window', nextBad.kind, nextBad.name), 'next-inauspicious', `${w.t('inauspicious')} ${w.t('from')} ${nearestMinute(nextBad.start).toFormat('HH:mm')}`, nextBad.end, s, w) : null}
    </div>
  </section>`;
  const main = html`<h1>${w.t('day_page')} (${w.t('prototype')}): ${longDate(s.date, s.lang)}</h1>
    ${picker(s, w, i.path)}${dayNav(s, w, i.path, todayIn(s.tz, i.nowMs))} ${now}
    <div class="grid">${sunMoon(d, s, w)}${festivalsOfDay(row, s, w)}</div>
    ${timeline(d, s, w, i.nowMs)} ${i.month ? calendar(i.month, s, w, i.path) : null} ${subscribe(s, w)}
    ${commentsSection(i.comments, dayPageKey(s.date), w)}`;
  return layout({
    state: s,
    words: w,
    title: `${w.t('day_page')} (${w.t('prototype')}) ${s.date}`,
    main,
    credits: credits(d._meta, w),
  });
}
