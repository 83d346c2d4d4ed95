/**
 * Golden comparison of the observance engine with Drik Panchang's New Delhi listings (reference
 * data in /work/shared/reference: festivals/*.jsonl.gz and the month grids' `events`). Shared by
 * the unit test (a sample of years) and scripts/golden-festivals.js (1900–2050, from dist/).
 */
import { resolvePlace } from '@pj/panchang';
import { loadRules, ruleBySlugOrAlias } from '../src/api';
import { evaluateRule } from '../src/evaluate';
import { RuleDef } from '../src/rule-def';
import { buildTimeline } from '../src/timeline';
import { presentEvidence } from '../src/present/observance';
import { Observance } from '../src/types';

export interface RefRow {
  readonly name: string;
  readonly date: string;
  readonly year: number;
}

export const NEW_DELHI = { lat: 28.6139, lng: 77.209, tz: 'Asia/Kolkata' };

/** Every rule's occurrences in a year (default and every variant) at a place; one timeline for the year. */
export function yearObservances(
  year: number,
  place = NEW_DELHI,
  rules: readonly RuleDef[] = loadRules(),
): Observance[] {
  const { place: p, zone } = resolvePlace(place);
  const from = `${year}-01-01`;
  const to = `${year + 1}-01-01`;
  const tl = buildTimeline({ place: p, zone, fromDate: `${year - 1}-12-27`, days: 371 });
  const ctx = { tl, from, to };
  const out: Observance[] = [];
  for (const r of rules) {
    out.push(...evaluateRule(ctx, r, null));
    for (const v of r.variants ?? []) if (v.name) out.push(...evaluateRule(ctx, r, v));
  }
  return out;
}

export interface AgreementRow {
  readonly name: string;
  readonly rule_key: string | null;
  readonly compared: number;
  readonly matches: number;
  readonly misses: number;
  /** Our occurrences of this name, in the compared years, on dates Drik does not list. */
  readonly extras: number;
}

export interface Miss {
  readonly name: string;
  readonly year: number;
  readonly drik: string;
  readonly ours: readonly string[];
  readonly evidence: string;
}

function evidenceLine(o: Observance | undefined): string {
  if (!o) return 'no occurrence computed';
  const e = presentEvidence(o.evidence, NEW_DELHI.tz);
  const c = e.candidates.map(
    (x) =>
      `${x.date}: ${x.touches_kaala ? 'touches' : 'no'} ${e.kaala} ${x.kaala ? `[${x.kaala.start.slice(11, 16)}–${x.kaala.end.slice(11, 16)}]` : '[none]'} overlap ${x.overlap_s}s${x.at_sunrise ? ', at sunrise' : ''}`,
  );
  const a = e.candidates[0]?.anga;
  return `${e.anga}${a ? ` [${a.start.slice(5, 16)} → ${a.end.slice(5, 16)}]` : ''}; ${c.join(' | ')}; ${e.decided_by}`;
}

/**
 * Agreement per reference name. A name matches our output by occurrence name when we produce
 * that name (variants, monthly names), else by the rule it names (alias).
 */
export function agreement(
  ref: readonly RefRow[],
  ours: ReadonlyMap<number, readonly Observance[]>,
  opts: { extras?: boolean } = {},
): { rows: AgreementRow[]; misses: Miss[] } {
  const years = new Set(ours.keys());
  const byName = new Map<string, RefRow[]>();
  for (const r of ref) if (years.has(r.year)) byName.set(r.name, [...(byName.get(r.name) ?? []), r]);
  const allNames = new Set<string>();
  for (const list of ours.values()) for (const o of list) allNames.add(o.name);
  const rows: AgreementRow[] = [];
  const misses: Miss[] = [];
  for (const [name, refs] of [...byName.entries()].sort()) {
    const rule = ruleBySlugOrAlias(name);
    const byOccurrenceName = allNames.has(name);
    const pick = (o: Observance) =>
      byOccurrenceName
        ? o.name === name
        : rule !== undefined && o.ruleKey === rule.key && o.tradition === null && o.region === null;
    let matches = 0;
    let extras = 0;
    const refYears = new Set(refs.map((r) => r.year));
    for (const r of refs) {
      const mine = (ours.get(r.year) ?? []).filter(pick);
      if (mine.some((o) => o.date === r.date)) matches++;
      else {
        const near = [...mine].sort(
          (a, b) =>
            Math.abs(Date.parse(a.date) - Date.parse(r.date)) - Math.abs(Date.parse(b.date) - Date.parse(r.date)),
        )[0];
        misses.push({ name, year: r.year, drik: r.date, ours: mine.map((o) => o.date), evidence: evidenceLine(near) });
      }
    }
    if (opts.extras) {
      for (const y of refYears) {
        const drikDates = new Set(refs.filter((r) => r.year === y).map((r) => r.date));
        extras += (ours.get(y) ?? []).filter(pick).filter((o) => !drikDates.has(o.date)).length;
      }
    }
    rows.push({
      name,
      rule_key: rule?.key ?? null,
      compared: refs.length,
      matches,
      misses: refs.length - matches,
      extras,
    });
  }
  return { rows, misses };
}

export function formatTable(rows: readonly AgreementRow[], extras = false): string {
  const lines = [
    `| observance | rule | compared | matches | misses |${extras ? ' extras |' : ''} agreement |`,
    `|---|---|---:|---:|---:|${extras ? '---:|' : ''}---:|`,
  ];
  for (const r of rows)
    lines.push(
      `| ${r.name} | ${r.rule_key ?? '(none)'} | ${r.compared} | ${r.matches} | ${r.misses} |${extras ? ` ${r.extras} |` : ''} ${((100 * r.matches) / r.compared).toFixed(1)}% |`,
    );
  const c = rows.reduce((a, r) => a + r.compared, 0);
  const m = rows.reduce((a, r) => a + r.matches, 0);
  lines.push(
    `| **all** | | ${c} | ${m} | ${c - m} |${extras ? ` ${rows.reduce((a, r) => a + r.extras, 0)} |` : ''} ${((100 * m) / c).toFixed(2)}% |`,
  );
  return lines.join('\n');
}
