/**
 * calendar-svc packets: the observance engine's results (libs/calendar) shaped into the bodies of
 * the festival, vrat and explanation endpoints, typed by the family's wire types
 * (libs/calendar/src/present/observances.ts). Pure functions of the request.
 */
import {
  ObservanceCompareRequest,
  ObservanceRangeRequest,
  ObservanceWhyNotRequest,
  ObservanceYearRequest,
  ParanaRequest,
  RatificationsRequest,
  SlugRequest,
} from '@pj/contracts';
import {
  CompareWire,
  DebateWire,
  DecisiveWire,
  EkadashiSummaryWire,
  evidenceText,
  ExplainWire,
  FestivalYearWire,
  loadRules,
  Observance,
  ObservanceRangeWire,
  PairedOccurrenceWire,
  ParanaWire,
  ProvenanceWire,
  RatificationsWire,
  RatificationWire,
  RuleSummaryWire,
  SchemaWire,
  TempleWire,
  TraditionsWire,
  UnpairedOccurrenceWire,
  WhyNotWire,
  observanceMethodology,
  observancesInRange,
  observanceUid,
  paranaFor,
  ruleByKey,
  RuleDef,
  traditionsCatalog,
  whyNot,
} from '@pj/calendar';
import { addDaysToDate, NEVER_STOP, StopCheck } from '@pj/ephemeris';
import { daysBetween } from '@pj/panchang';
import { notFound, positionsOf, sharedYear, Subject, subjectKey, subjectName, subjectOf, yearOf } from './subject';

/** A route body (the family's wire type) and the methodology its `_meta` states. */
export interface Computed<Body extends object> {
  readonly body: Body;
  readonly methodology: Record<string, string>;
}

const opt = <T>(v: T | null | undefined): T | undefined => (v === null ? undefined : v);

/** Observance without its aliases and non-English names (the compact form of list endpoints). */
function compact(o: Observance): Observance {
  return { ...o, aliases: [], names: { en: o.names.en } };
}

function capPerRule(list: readonly Observance[], max: number | null): Observance[] {
  if (max === null) return [...list];
  const seen = new Map<string, number>();
  return list.filter((o) => {
    const key = `${o.rule_key}|${o.slug}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n <= max;
  });
}

/** /panchang/festivals and /panchang/vrats. */
export function rangePacket(q: ObservanceRangeRequest, stop: StopCheck = NEVER_STOP): Computed<ObservanceRangeWire> {
  // include_top: the festivals come from the same timeline pass as the vrats
  const kinds = q.kinds && q.includeTop && !q.kinds.includes('festival') ? [...q.kinds, 'festival' as const] : q.kinds;
  const r = observancesInRange({
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    fromDate: q.fromDate,
    days: q.days,
    only: opt(q.only),
    tradition: opt(q.tradition),
    region: opt(q.region),
    kinds: opt(kinds),
    stop,
  });
  const wanted = r.observances.filter((o) => !q.kinds || q.kinds.includes(o.kind));
  const anchor = q.anchorDate ?? q.fromDate;
  const list = capPerRule(wanted, q.maxPerRule).map((o) => ({
    ...(q.includeAliases ? o : compact(o)),
    days_from_anchor: daysBetween(anchor, o.date),
  }));
  const next = list.find((o) => o.date >= anchor) ?? null;
  const body: ObservanceRangeWire = {
    place: r.place,
    from_date: q.fromDate,
    to_date: addDaysToDate(q.fromDate, q.days - 1),
    days: q.days,
    anchor_date: anchor,
    tradition: q.tradition,
    region: q.region,
    kinds: q.kinds,
    count: list.length,
    next,
    observances: list,
    ...(q.maxPerRule !== null ? { max_per_rule: q.maxPerRule } : {}),
    ...(q.includeTop ? { top: r.observances.filter((o) => o.kind === 'festival').map(compact) } : {}),
    ...(list.length === 0
      ? { available: false as const, reason: 'no observance of the requested kinds falls in the range' }
      : {}),
  };
  return { body, methodology: r.methodology };
}

const noOccurrence = (name: string, year: number) => ({
  available: false as const,
  reason: `${name} has no occurrence dated in ${year} at this place (e.g. its month is adhika this year or the rule's anga does not qualify)`,
});

/** The rule as data: what decides the date. */
function ruleSummary(rule: RuleDef): RuleSummaryWire {
  return {
    rule_key: rule.key,
    kind: rule.kind,
    names: rule.names,
    aliases: rule.aliases,
    anga: rule.anga,
    kaala: rule.kaala,
    tie_break: rule.tie_break,
    on_none: rule.on_none,
    min_overlap_s: rule.min_overlap_s ?? null,
    avoid_bhadra: rule.avoid_bhadra ?? false,
    offset_days: rule.offset_days ?? 0,
    adhika: rule.adhika ?? 'skip',
    variants: (rule.variants ?? []).map((v) => ({ ...v })),
    source: rule.source,
    authority: rule.authority,
  };
}

/** The Ekadashi module's rules as data (Ekadashis have no rule file: libs/calendar/src/ekadashi). */
function ekadashiSummary(s: Extract<Subject, { kind: 'ekadashi' }>): EkadashiSummaryWire {
  return {
    rule_key: 'ekadashi',
    kind: 'ekadashi',
    names: s.name?.names ?? { en: 'Ekadashi' },
    aliases: s.name?.aliases ?? [],
    anga: { type: 'tithi', tithi: 'shukla and krishna Ekadashi (11, 26)', month_system: 'amanta' },
    kaala: 'sunrise (Smarta, udaya tithi); arunodaya (Vaishnava, Madhva: free of Dashami 96 min before sunrise)',
    tie_break:
      'smarta: the day Ekadashi prevails at sunrise, Gauna the next when both qualify; vaishnava: the next day when Dashami touches arunodaya',
    parana: 'on Dwadashi after Hari Vasara (its first quarter), in pratahkala when possible; before Dwadashi ends',
    source:
      'Dharmasindhu and Nirnayasindhu (Smarta); Hari Bhakti Vilasa (Vaishnava); Madhva (Tatvavadi) panchangam rules',
    authority: [{ body: 'Drik Panchang', reference: 'Ekadashi listings (Smarta, Gauna, Vaishnava) for New Delhi' }],
  };
}

const summaryOf = (s: Subject) => (s.kind === 'rule' ? ruleSummary(s.rule) : ekadashiSummary(s));
const whenNone = (none: boolean, s: Subject, year: number) => (none ? noOccurrence(subjectName(s), year) : {});

/** /panchang/festival/{rule_key}, /panchang/diwali. */
export function festivalPacket(q: ObservanceYearRequest, stop: StopCheck = NEVER_STOP): Computed<FestivalYearWire> {
  const s = subjectOf(q.slug);
  const timeline = sharedYear(s, q, stop);
  const r = yearOf(s, q, stop, timeline);
  const v = positionsOf(s, q, stop, timeline);
  const chosen = r.observances.map((o) => o.date).join(',');
  const others = v.positions
    .filter((x) => x.observances.length > 0 && x.observances.map((o) => o.date).join(',') !== chosen)
    .map((x) => ({
      tradition: x.tradition,
      region: x.region,
      name: x.name,
      note: x.note,
      dates: x.observances.map((o) => o.date),
    }));
  const body: FestivalYearWire = {
    rule_key: subjectKey(s),
    name: subjectName(s),
    kind: s.kind === 'rule' ? s.rule.kind : 'ekadashi',
    year: q.year,
    tradition: q.tradition,
    place: r.place,
    dates: r.observances.map((o) => o.date),
    observances: r.observances,
    variants_with_other_dates: others,
    ...whenNone(r.observances.length === 0, s, q.year),
  };
  return { body, methodology: r.methodology };
}

/** /festival/observance/explain. */
export function explainPacket(q: ObservanceYearRequest, stop: StopCheck = NEVER_STOP): Computed<ExplainWire> {
  const s = subjectOf(q.slug);
  const r = yearOf(s, q, stop);
  const body: ExplainWire = {
    slug: q.slug,
    year: q.year,
    tradition: q.tradition,
    place: r.place,
    rule: summaryOf(s),
    occurrences: r.observances.map((o) => ({
      date: o.date,
      name: o.name,
      slug: o.slug,
      tradition: o.tradition,
      muhurta: o.muhurta,
      evidence: o.evidence,
      explanation: evidenceText(o),
      ...(o.ekadashi ? { ekadashi: o.ekadashi } : {}),
    })),
    ...whenNone(r.observances.length === 0, s, q.year),
  };
  return { body, methodology: r.methodology };
}

/** The kaala window and anga span of the deciding candidate, for comparing two places. */
function decisive(o: Observance): DecisiveWire {
  const c = o.evidence.candidates.find((x) => x.date === o.date) ?? null;
  return {
    date: o.date,
    kaala: c?.kaala ?? null,
    anga: c?.anga ?? null,
    overlap_s: c?.overlap_s ?? null,
    decided_by: o.evidence.decided_by,
  };
}

function shiftReason(a: Observance, b: Observance, labelA: string, labelB: string): string {
  if (a.date === b.date) return `Same date at both places: ${a.evidence.decided_by}.`;
  const cand = (o: Observance) =>
    o.evidence.candidates
      .map(
        (c) =>
          `${c.date} ${c.touches_kaala ? `touches ${o.evidence.kaala} ${Math.round(c.overlap_s / 60)} min` : `does not touch ${o.evidence.kaala}`}`,
      )
      .join(', ');
  return (
    `The anga (${a.evidence.anga}) is one instant everywhere, but the ${a.evidence.kaala} window is local (it follows each place's sunrise and sunset). ` +
    `At ${labelA}: ${cand(a)} → ${a.date} (${a.evidence.decided_by}). At ${labelB}: ${cand(b)} → ${b.date} (${b.evidence.decided_by}).`
  );
}

/** Pairs the occurrences of two places: the same slug nearest in date (at most 3 days apart). */
function pairUp(a: readonly Observance[], b: readonly Observance[]): [Observance | null, Observance | null][] {
  const used = new Set<number>();
  const out: [Observance | null, Observance | null][] = [];
  for (const oa of a) {
    let best = -1;
    for (let i = 0; i < b.length; i++) {
      if (used.has(i) || b[i].slug !== oa.slug || Math.abs(daysBetween(oa.date, b[i].date)) > 3) continue;
      if (best < 0 || Math.abs(daysBetween(oa.date, b[i].date)) < Math.abs(daysBetween(oa.date, b[best].date)))
        best = i;
    }
    if (best >= 0) used.add(best);
    out.push([oa, best >= 0 ? b[best] : null]);
  }
  b.forEach((ob, i) => (used.has(i) ? null : out.push([null, ob])));
  return out.sort((x, y) => ((x[0] ?? x[1])!.date < (y[0] ?? y[1])!.date ? -1 : 1));
}

/** /festival/observance/compare and /festival/locality-shift/{slug}. */
export function comparePacket(q: ObservanceCompareRequest, stop: StopCheck = NEVER_STOP): Computed<CompareWire> {
  const s = subjectOf(q.slug);
  const a = yearOf(s, q, stop);
  const b = yearOf(s, { ...q, lat: q.compareLat, lng: q.compareLng, tz: q.compareTz }, stop);
  const labelA = `${a.place.lat}, ${a.place.lng} (${a.place.tz})`;
  const labelB = `${b.place.lat}, ${b.place.lng} (${b.place.tz})`;
  type Occurrence = PairedOccurrenceWire | UnpairedOccurrenceWire;
  const occurrences = pairUp(a.observances, b.observances).map(([oa, ob]): Occurrence => {
    if (!oa || !ob) {
      const o = (oa ?? ob)!;
      return {
        name: o.name,
        slug: o.slug,
        date: oa?.date ?? null,
        compare_date: ob?.date ?? null,
        moves: true,
        shift_days: null,
        why: `dated in ${q.year} at only one of the places (the other place's date falls in the neighbouring year, or the occurrence exists at one place only)`,
        evidence: oa?.evidence ?? null,
        compare_evidence: ob?.evidence ?? null,
      };
    }
    return {
      name: oa.name,
      slug: oa.slug,
      date: oa.date,
      compare_date: ob.date,
      moves: oa.date !== ob.date,
      shift_days: daysBetween(oa.date, ob.date),
      why: shiftReason(oa, ob, labelA, labelB),
      decisive: decisive(oa),
      compare_decisive: decisive(ob),
      evidence: oa.evidence,
      compare_evidence: ob.evidence,
    };
  });
  const body: CompareWire = {
    rule_key: subjectKey(s),
    name: subjectName(s),
    year: q.year,
    tradition: q.tradition,
    place: a.place,
    compare_place: b.place,
    moves: occurrences.some((p) => p.moves),
    occurrences,
    ...whenNone(occurrences.length === 0, s, q.year),
  };
  return { body, methodology: a.methodology };
}

/** /festival/why-not/{slug}. */
export function whyNotPacket(q: ObservanceWhyNotRequest, stop: StopCheck = NEVER_STOP): Computed<WhyNotWire> {
  const s = subjectOf(q.slug);
  if (s.kind === 'rule') {
    const w = whyNot(s.rule.key, q.targetDate, q.year, {
      lat: q.lat,
      lng: q.lng,
      tz: q.tz,
      tradition: opt(q.tradition),
      stop,
    });
    const { methodology, ...rest } = w;
    return { body: { slug: q.slug, year: q.year, tradition: q.tradition, ...rest }, methodology };
  }
  // Ekadashi: the same reasoning over the Ekadashi module's evidence
  const r = yearOf(s, q, stop);
  const obs = r.observances;
  const hit = obs.find((o) => o.date === q.targetDate);
  const nearest = [...obs].sort(
    (x, y) => Math.abs(daysBetween(x.date, q.targetDate)) - Math.abs(daysBetween(y.date, q.targetDate)),
  )[0];
  const cand = nearest?.evidence.candidates.find((c) => c.date === q.targetDate) ?? null;
  let explanation: string;
  if (hit) explanation = `${q.targetDate} is the date of ${hit.name}: ${hit.evidence.decided_by}`;
  else if (!nearest) explanation = `${s.en} has no occurrence dated in ${q.year} at this place`;
  else if (cand)
    explanation = `${q.targetDate} was a candidate for ${nearest.name} (${nearest.evidence.anga}; ${cand.touches_kaala ? `the Ekadashi touches ${nearest.evidence.kaala}` : `the Ekadashi does not hold at ${nearest.evidence.kaala}`}) but ${nearest.evidence.decided_by}, so it is observed on ${nearest.date}`;
  else
    explanation = `${nearest.name} (${nearest.evidence.anga}) does not fall on ${q.targetDate}; it is observed on ${nearest.date} (${nearest.evidence.decided_by})`;
  return {
    body: {
      slug: q.slug,
      year: q.year,
      tradition: q.tradition,
      place: r.place,
      rule_key: 'ekadashi',
      target_date: q.targetDate,
      is_observance_date: hit !== undefined,
      observed_on: obs.map((o) => o.date),
      explanation,
      target_day: cand
        ? {
            date: q.targetDate,
            kaala: cand.kaala,
            candidate: true,
            overlap_s: cand.overlap_s,
            touches_kaala: cand.touches_kaala,
            at_sunrise: cand.at_sunrise,
          }
        : { date: q.targetDate, kaala: null, candidate: false, overlap_s: null, touches_kaala: null },
      observances: nearest ? [nearest] : [],
    },
    methodology: r.methodology,
  };
}

/** /festival/debate/{slug}: traditions that disagree, grouped by date. */
export function debatePacket(q: ObservanceYearRequest, stop: StopCheck = NEVER_STOP): Computed<DebateWire> {
  const s = subjectOf(q.slug);
  const v = positionsOf(s, q, stop);
  const positions = v.positions.map((x) => ({
    tradition: x.tradition ?? 'smarta',
    region: x.region,
    name: x.name,
    note: x.note,
    dates: x.observances.map((o) => o.date),
    observances: x.observances.map((o) => ({
      date: o.date,
      name: o.name,
      slug: o.slug,
      muhurta: o.muhurta,
      evidence: o.evidence,
    })),
  }));
  const byDates = new Map<string, string[]>();
  for (const p of positions) {
    const k = p.dates.join(',');
    const who = `${p.tradition}${p.region ? `/${p.region}` : ''}`;
    byDates.set(k, [...new Set([...(byDates.get(k) ?? []), who])]);
  }
  const invariant = s.kind === 'rule' && (s.rule.variants ?? []).length === 0;
  const body: DebateWire = {
    rule_key: subjectKey(s),
    name: subjectName(s),
    year: q.year,
    place: v.place,
    disagree: byDates.size > 1,
    camps: [...byDates.entries()].map(([dates, who]) => ({ dates: dates ? dates.split(',') : [], traditions: who })),
    positions,
    ...(invariant ? { note: 'the rule has no tradition or region variant: every tradition keeps the same date' } : {}),
  };
  return { body, methodology: v.methodology };
}

/** /festival/provenance/{slug}. */
export function provenancePacket(q: SlugRequest): Computed<ProvenanceWire> {
  const s = subjectOf(q.slug);
  const body: ProvenanceWire =
    s.kind === 'rule'
      ? { slug: q.slug, ...ruleSummary(s.rule), rule_file: `libs/calendar/rules/${s.rule.key}.json` }
      : { slug: q.slug, ...ekadashiSummary(s), rule_module: 'libs/calendar/src/ekadashi' };
  return { body, methodology: observanceMethodology() };
}

/** /ratifications and /ratifications/{rule_id}. */
export function ratificationsPacket(q: RatificationsRequest): Computed<RatificationWire | RatificationsWire> {
  const row = (r: RuleDef): RatificationWire => ({
    rule_id: r.key,
    name: r.names.en,
    kind: r.kind,
    authority: r.authority,
    source: r.source,
    variants: (r.variants ?? []).map((v) => ({
      tradition: v.tradition ?? null,
      region: v.region ?? null,
      note: v.note,
    })),
  });
  if (q.ruleId !== null) {
    const rule = ruleByKey(q.ruleId) ?? notFound(q.ruleId, 'rule_id');
    return { body: row(rule), methodology: observanceMethodology() };
  }
  const rules = [...loadRules()].sort((a, b) => a.key.localeCompare(b.key));
  const bodies = new Map<string, string[]>();
  for (const r of rules) for (const a of r.authority) bodies.set(a.body, [...(bodies.get(a.body) ?? []), r.key]);
  return {
    body: {
      count: rules.length,
      authorities: [...bodies.entries()].map(([body, rule_ids]) => ({ body, rule_ids })),
      rules: rules.map(row),
    },
    methodology: observanceMethodology(),
  };
}

/** /calendar/traditions. */
export function traditionsPacket(): Computed<TraditionsWire> {
  return { body: { ...traditionsCatalog() }, methodology: observanceMethodology() };
}

/** /temple-observance/{festival}: the festival under each tradition's rule, with its puja muhurta. */
export function templePacket(q: ObservanceYearRequest, stop: StopCheck = NEVER_STOP): Computed<TempleWire> {
  const s = subjectOf(q.slug);
  const v = positionsOf(s, q, stop);
  const rows = v.positions.map((x) => ({
    tradition: x.tradition ?? 'smarta',
    region: x.region,
    name: x.name,
    rule_note: x.note,
    observances: x.observances.map((o) => ({
      date: o.date,
      name: o.name,
      muhurta: o.muhurta,
      kaala: o.evidence.kaala,
      decided_by: o.evidence.decided_by,
    })),
  }));
  const body: TempleWire = {
    festival: q.slug,
    rule_key: subjectKey(s),
    name: subjectName(s),
    year: q.year,
    place: v.place,
    by_tradition: rows,
    note: "temples follow the almanac of their sampradaya: each row is that tradition's rule resolved at the place; a named temple's own calendar (local customs, utsava schedules) is not modelled",
    ...whenNone(
      rows.every((x) => x.observances.length === 0),
      s,
      q.year,
    ),
  };
  return { body, methodology: v.methodology };
}

/** /schema/festival/{slug}: schema.org Event JSON-LD of the first occurrence in the year. */
export function schemaPacket(q: ObservanceYearRequest, stop: StopCheck = NEVER_STOP): Computed<SchemaWire> {
  const s = subjectOf(q.slug);
  const r = yearOf(s, q, stop);
  const o = r.observances[0];
  if (!o)
    return {
      body: { '@context': 'https://schema.org' as const, ...noOccurrence(subjectName(s), q.year) },
      methodology: r.methodology,
    };
  const place = { lat: r.place.lat, lng: r.place.lng, tz: r.place.tz };
  const body: SchemaWire = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    '@id': `urn:uid:${observanceUid(o, place)}`,
    name: o.name,
    alternateName: [
      ...new Set([
        ...Object.values(o.names).filter((n): n is string => typeof n === 'string' && n !== o.name),
        ...o.aliases,
      ]),
    ],
    startDate: o.date,
    endDate: o.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: `${r.place.lat.toFixed(4)}, ${r.place.lng.toFixed(4)} (${r.place.tz})`,
      geo: { '@type': 'GeoCoordinates', latitude: r.place.lat, longitude: r.place.lng },
    },
    description: evidenceText(o),
    keywords: [o.kind, ...(o.tradition ? [o.tradition] : [])].join(', '),
    ...(o.muhurta
      ? {
          subEvent: [
            { '@type': 'Event', name: `${o.name} muhurta`, startDate: o.muhurta.start, endDate: o.muhurta.end },
          ],
        }
      : {}),
    ...(r.observances.length > 1 ? { other_dates: r.observances.slice(1).map((x) => x.date) } : {}),
  };
  return { body, methodology: r.methodology };
}

/** /vrat/parana. */
export function paranaPacket(q: ParanaRequest, stop: StopCheck = NEVER_STOP): Computed<ParanaWire> {
  const r = paranaFor({
    vrat: q.vrat,
    fromDate: q.fromDate,
    lat: q.lat,
    lng: q.lng,
    tz: q.tz,
    tradition: opt(q.tradition),
    stop,
  });
  return { body: { from_date: q.fromDate, ...r }, methodology: observanceMethodology() };
}
