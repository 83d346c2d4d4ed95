/**
 * The day's windows as a server-drawn SVG (issue 22): the Hindu day (sunrise to next sunrise) on the
 * x axis, one lane for the choghadiya, one for the hora and one per window kind of the packet, each
 * segment coloured by its quality, with a "now" marker placed on the server (and moved by
 * /assets/pages.js). No inline style (the CSP forbids it): presentation attributes only. The same
 * windows are listed in a table next to it, so nothing is only in the picture.
 */
import type { DailyReply } from '@pj/contracts';
import { html, Html } from './html';
import { epochMs, local, nearestMinute } from './format';
import type { Words } from './i18n';

const WIDTH = 1000;
const LEFT = 150;
const PLOT = WIDTH - LEFT - 10;
const LANE = 26;
const TOP = 28;
const FILL: Readonly<Record<string, string>> = { auspicious: '#1b6e34', inauspicious: '#a52019', neutral: '#595959' };

interface Seg {
  readonly name: string;
  readonly start: string;
  readonly end: string;
  readonly quality: string;
}

type Window = DailyReply['windows'][number];

/** Lanes: choghadiya, hora, then the window kinds in the order of their first start. */
function lanes(d: DailyReply, w: Words): { label: string; segs: Seg[] }[] {
  const out: { label: string; segs: Seg[] }[] = [];
  const chogh = [...d.choghadiya.day, ...d.choghadiya.night];
  if (chogh.length)
    out.push({
      label: w.t('choghadiya'),
      segs: chogh.map((c) => ({ ...c, name: w.named('choghadiya', c.name, c.name) })),
    });
  const hora = [...d.hora.day, ...d.hora.night];
  if (hora.length)
    out.push({
      label: w.t('hora'),
      segs: hora.map((h) => {
        const lord = String((h as Window & { lord?: string }).lord ?? h.name);
        return { ...h, name: w.named('graha', lord, h.name) };
      }),
    });
  const byKind = new Map<string, Window[]>();
  for (const x of d.windows) byKind.set(x.kind, [...(byKind.get(x.kind) ?? []), x]);
  for (const [kind, xs] of byKind)
    out.push({ label: w.named('window', kind, xs[0].name), segs: xs.map((x) => ({ ...x, name: '' })) });
  return out;
}

export function timelineSvg(d: DailyReply, w: Words, nowMs: number): Html {
  // the Hindu day, widened to the windows that lie outside it (brahma muhurta and pratah sandhya end at sunrise)
  const all = [d.hindu_day, ...d.windows];
  const startMs = Math.min(...all.map((x) => epochMs(x.start)));
  const endMs = Math.max(...all.map((x) => epochMs(x.end)));
  const span = endMs - startMs;
  const x = (ms: number) => LEFT + (Math.min(Math.max(ms, startMs), endMs) - startMs) * (PLOT / span);
  const rows = lanes(d, w);
  const height = TOP + rows.length * LANE + 8;
  // hour ticks on the local clock of the place
  const ticks: Html[] = [];
  let t = local(d.hindu_day.start)
    .minus({ milliseconds: epochMs(d.hindu_day.start) - startMs })
    .startOf('hour')
    .plus({ hours: 1 });
  while (t.toMillis() < endMs) {
    const tx = x(t.toMillis()).toFixed(1);
    ticks.push(
      html`<line x1="${tx}" y1="${TOP - 6}" x2="${tx}" y2="${height - 8}" stroke="#c8c8c8" stroke-width="1" />`,
    );
    if (t.hour % 3 === 0)
      ticks.push(
        html`<text x="${tx}" y="${TOP - 10}" font-size="11" text-anchor="middle" fill="#1a1a1a"
          >${t.toFormat('HH:mm')}</text
        >`,
      );
    t = t.plus({ hours: 1 });
  }
  const body = rows.map((row, i) => {
    const y = TOP + i * LANE;
    const segs = row.segs.map((s) => {
      const x0 = x(epochMs(s.start));
      const x1 = x(epochMs(s.end));
      const wdt = Math.max(x1 - x0, 1);
      const label = s.name && wdt > 8 * s.name.length ? s.name : '';
      return html`<g
        ><title>
          ${row.label} ${s.name} ${nearestMinute(s.start).toFormat('HH:mm')}–${nearestMinute(s.end).toFormat('HH:mm')}</title
        ><rect
          x="${x0.toFixed(1)}"
          y="${y}"
          width="${wdt.toFixed(1)}"
          height="${LANE - 4}"
          fill="${FILL[s.quality] ?? FILL.neutral}"
          stroke="#ffffff"
          stroke-width="1"
        />${label ? html`<text x="${(x0 + wdt / 2).toFixed(1)}" y="${y + 15}" font-size="11" text-anchor="middle" fill="#ffffff">${label}</text>` : null}</g
      >`;
    });
    return html`<text x="4" y="${y + 15}" font-size="12" fill="#1a1a1a">${row.label}</text>${segs}`;
  });
  const inDay = nowMs >= startMs && nowMs <= endMs;
  const nowX = inDay ? x(nowMs) : LEFT;
  return html`<svg
    id="timeline-svg"
    class="timeline"
    role="img"
    aria-labelledby="timeline-title timeline-desc"
    viewBox="0 0 ${WIDTH} ${height}"
    data-start-ms="${startMs}"
    data-end-ms="${endMs}"
    data-left="${LEFT}"
    data-width="${PLOT}"
    xmlns="http://www.w3.org/2000/svg"
  >
    <title id="timeline-title">${w.t('timeline')}</title>
    <desc id="timeline-desc">${w.t('timeline_desc')}</desc>
    ${ticks}${body}
    <g id="now-marker" transform="translate(${nowX.toFixed(1)},0)" visibility="${inDay ? 'visible' : 'hidden'}">
      <line x1="0" y1="${TOP - 20}" x2="0" y2="${height}" stroke="#e0a100" stroke-width="3" />
      <text x="4" y="12" font-size="12" font-weight="700" fill="#7a3e00">${w.t('now')}</text>
    </g>
  </svg>`;
}
