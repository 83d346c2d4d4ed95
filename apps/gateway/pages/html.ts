/**
 * HTML for the pages (issue 22): one escaping rule for every value. `html\`…${x}…\`` escapes each
 * interpolated value unless it is already `Html` (the result of another `html` template, or of `raw`
 * for the few constant fragments the pages write themselves). Arrays are joined, null/undefined/false
 * render nothing. A comment's body, a place name or a query value can therefore never become markup.
 */

/** Markup that has already been escaped (or is a constant of this module's callers). */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text → HTML text, safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

function render(v: HtmlValue): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Html) return v.text;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
}

/** The tagged template: literal parts verbatim, every interpolation escaped unless `Html`. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

/** A constant fragment the caller vouches for (never a request or packet value). */
export const raw = (text: string): Html => new Html(text);

/** A query string from parameters (null/undefined dropped), each pair URL-encoded. */
export function query(params: Readonly<Record<string, string | number | null | undefined>>): string {
  const pairs = Object.entries(params).filter(
    (e): e is [string, string | number] => e[1] !== null && e[1] !== undefined,
  );
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`).join('&');
}
