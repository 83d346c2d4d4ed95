/**
 * The pages' one stylesheet, served by the gateway at /assets/pages.css (the CSP allows styles from
 * 'self' only: no inline style). Colours keep WCAG AA contrast (≥ 4.5:1 for text); the layout is one
 * column on a phone (≤ 640 px) and the timeline scrolls sideways there.
 */
export const PAGES_CSS = `
:root { --fg: #1a1a1a; --bg: #ffffff; --muted: #4a4a4a; --line: #c8c8c8; --link: #0b57a4; --accent: #7a3e00;
  --good: #1b6e34; --bad: #a52019; --neutral: #595959; --panel: #f6f3ee; }
* { box-sizing: border-box; }
html { font-size: 100%; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Devanagari",
  "Noto Sans Tamil", sans-serif; color: var(--fg); background: var(--bg); line-height: 1.45; }
a { color: var(--link); }
a:focus, button:focus, input:focus, select:focus, textarea:focus, [tabindex]:focus { outline: 3px solid #e0a100; outline-offset: 2px; }
.skip { position: absolute; left: -9999px; }
.skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; z-index: 10; }
header.site { background: var(--accent); color: #fff; padding: .5rem 1rem; display: flex; flex-wrap: wrap; gap: .5rem 1.5rem; align-items: center; }
header.site a { color: #fff; }
header.site .brand { font-weight: 700; font-size: 1.15rem; text-decoration: none; }
header.site nav ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
main { max-width: 72rem; margin: 0 auto; padding: 1rem; overflow-wrap: anywhere; }
footer.site { overflow-wrap: anywhere; border-top: 1px solid var(--line); padding: 1rem; color: var(--muted); font-size: .9rem; max-width: 72rem; margin: 0 auto; }
footer.site a { color: var(--link); }
h1 { font-size: 1.5rem; margin: .25rem 0 .5rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; border-bottom: 2px solid var(--line); padding-bottom: .2rem; }
h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
form.picker { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: flex-end; background: var(--panel); padding: .75rem; border-radius: 6px; }
form.picker label { display: flex; flex-direction: column; font-size: .85rem; color: var(--muted); }
form.picker input, form.picker select { font: inherit; padding: .3rem .4rem; border: 1px solid #767676; border-radius: 4px; min-width: 7rem; }
button, .button { font: inherit; padding: .4rem .9rem; border: 1px solid var(--accent); background: var(--accent); color: #fff; border-radius: 4px; cursor: pointer; text-decoration: none; display: inline-block; }
.daynav { display: flex; flex-wrap: wrap; gap: .5rem; margin: .75rem 0; }
.daynav a { border: 1px solid var(--line); padding: .3rem .7rem; border-radius: 4px; text-decoration: none; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); gap: .75rem 1.5rem; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .2rem .8rem; margin: 0; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; font-weight: 600; }
.span-list { list-style: none; margin: 0; padding: 0; }
.span-list li { padding: .1rem 0; }
.muted { color: var(--muted); font-weight: 400; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .3rem .4rem; border-bottom: 1px solid var(--line); vertical-align: top; }
.q-auspicious { color: var(--good); font-weight: 600; }
.q-inauspicious { color: var(--bad); font-weight: 600; }
.q-neutral { color: var(--neutral); }
.scroll { overflow-x: auto; border: 1px solid var(--line); border-radius: 4px; }
.scroll svg { display: block; min-width: 720px; width: 100%; height: auto; }
.timeline text { font-family: inherit; }
table.month { table-layout: fixed; }
table.month th { text-align: center; }
table.month td { overflow: hidden; height: 4.8rem; font-size: .8rem; padding: .2rem; border: 1px solid var(--line); }
table.month td a { text-decoration: none; display: block; }
table.month td .d { font-weight: 700; font-size: .95rem; color: var(--fg); }
table.month td.sel { background: #fff4d6; outline: 2px solid var(--accent); }
table.month td .fest { display: block; color: var(--bad); font-size: .75rem; }
table.month td .fest::before { content: "\\25CF\\00A0"; }
ul.festivals li { margin: .3rem 0; }
.comments blockquote { margin: .5rem 0; padding: .5rem .75rem; background: var(--panel); border-left: 4px solid var(--accent); white-space: pre-wrap; overflow-wrap: anywhere; }
.comments form { display: grid; gap: .5rem; max-width: 36rem; }
.comments label { display: flex; flex-direction: column; gap: .2rem; }
.comments input, .comments textarea { font: inherit; padding: .4rem; border: 1px solid #767676; border-radius: 4px; }
.status { min-height: 1.5rem; font-weight: 600; }
.cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: .75rem; }
.card { border: 1px solid var(--line); border-radius: 6px; padding: .75rem; background: #fff; }
.card h3 { margin-top: 0; }
.chart svg { width: 100%; max-width: 26rem; height: auto; }
.variant-compact h2 { font-size: 1.05rem; margin-top: 1rem; }
.variant-compact .timeline-section, .variant-compact .comments { display: none; }
@media (max-width: 640px) {
  main { padding: .6rem; }
  table.month td { height: 3.6rem; font-size: .7rem; }
  table.month td .fest { display: none; }
  table.month td.has-fest .d::after { content: " \\25CF"; color: var(--bad); }
  dl.facts { grid-template-columns: 1fr; }
  dl.facts dd { margin-bottom: .3rem; }
}
@media print {
  header.site, form.picker, .daynav, .comments form, .subscribe, .noprint { display: none; }
  a { color: inherit; text-decoration: none; }
  .scroll { overflow: visible; border: 0; }
}
.variant-print header.site nav, .variant-print form.picker, .variant-print .daynav, .variant-print .comments { display: none; }
`;
