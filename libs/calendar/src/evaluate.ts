/**
 * The rule evaluator: resolves one rule over a timeline into dated observances, each with its
 * evidence (candidate days, the anga's span against the kaala window on each, the overlap, and
 * the sentence saying which rule decided). Pure function of (timeline, rule, variant).
 */
import { DateTime } from 'luxon';
import {
  addDaysToDate,
  AngleSpan,
  jdUtToUnixMs,
  nextLunarEclipse,
  nextSolarEclipse,
  NAKSHATRA_NAMES,
  SECONDS_PER_DAY,
} from '@pj/ephemeris';
import { tithiValue } from '@pj/panchang';
import { KaalaName, kaalaWindow, KaalaWindow } from './kaala';
import { Decision, MONTH_NAMES, RuleDef, Variant } from './rule-def';
import { purnimantaMonthOf, Timeline, TimelineDay, TithiSpan } from './timeline';
import { CandidateDay, Evidence, JdWindow, KaalaKey, Observance, RegionKey, TraditionKey } from './types';

/** Candidate days: the Hindu days the anga overlaps, widened back by arunodaya (which precedes its day's sunrise). */
const CANDIDATE_LEAD_DAYS = 0.1;

export interface ResolvedDecision extends Decision {
  readonly tradition: TraditionKey | null;
  readonly region: RegionKey | null;
  readonly name: string;
  readonly variantNote: string | null;
}

export function decisionOf(rule: RuleDef, variant: Variant | null): ResolvedDecision {
  const pick = <K extends keyof Decision>(k: K): Decision[K] =>
    variant && variant[k] !== undefined ? (variant[k] as Decision[K]) : rule[k];
  return {
    kaala: pick('kaala'),
    tie_break: pick('tie_break'),
    on_none: pick('on_none'),
    min_overlap_s: pick('min_overlap_s'),
    avoid_bhadra: pick('avoid_bhadra'),
    offset_days: pick('offset_days'),
    tradition: variant?.tradition ?? null,
    region: variant?.region ?? null,
    name: variant?.name ?? rule.names.en,
    variantNote: variant?.note ?? null,
  };
}

/** URL slug of a name: lower case, ASCII letters and digits, hyphens. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function win(startJdUt: number, endJdUt: number): JdWindow {
  return { startJdUt, endJdUt };
}

interface Examined {
  readonly day: TimelineDay;
  readonly kaala: KaalaWindow | null;
  readonly overlapS: number;
  readonly touches: boolean;
  readonly atSunrise: boolean;
  /** Seconds from this day's sunrise to the anga's end (within the day; 0 when it ends before sunrise). */
  readonly afterSunriseS: number;
  readonly nakshatraInKaala: boolean;
  /**
   * The tithi prevails at sunrise and the nakshatra joins it within this Hindu day (e.g. Ashtami + Rohini: Jayanti).
   */
  readonly joinedAfterSunrise: boolean;
}

/** Shortest overlap that counts as the anga touching a kaala: the element search's tolerance. */
const MIN_CONTACT_S = 1;

function examine(
  tl: Timeline,
  day: TimelineDay,
  kaala: KaalaName,
  span: { startJdUt: number; endJdUt: number },
  minOverlapS: number,
  nakshatra: number | undefined,
): Examined {
  const k = kaalaWindow(day, kaala);
  const atSunrise = span.startJdUt <= day.sunriseJd && day.sunriseJd < span.endJdUt;
  let overlapS = 0;
  let touches = false;
  if (k) {
    if (k.point) {
      touches = span.startJdUt <= k.start && k.start < span.endJdUt;
      // for a point kaala the overlap reported is the anga's share of the Hindu day (used by vyapti)
      overlapS =
        Math.max(0, Math.min(span.endJdUt, day.nextSunriseJd) - Math.max(span.startJdUt, day.sunriseJd)) *
        SECONDS_PER_DAY;
    } else {
      overlapS = Math.max(0, Math.min(span.endJdUt, k.end) - Math.max(span.startJdUt, k.start)) * SECONDS_PER_DAY;
      // below a second the overlap is within the element search's own tolerance (1 s): no contact
      touches = overlapS >= Math.max(MIN_CONTACT_S, minOverlapS || 0);
    }
  }
  let nakshatraInKaala = false;
  let joinedAfterSunrise = false;
  if (nakshatra !== undefined) {
    const stars = tl.nakshatras.filter(
      (n) => n.index === nakshatra && n.endJdUt > day.sunriseJd - 1 && n.startJdUt < day.nextSunriseJd + 1,
    );
    if (k) nakshatraInKaala = stars.some((n) => n.startJdUt <= k.end && n.endJdUt >= k.start);
    const lo = day.sunriseJd;
    const hi = Math.min(span.endJdUt, day.nextSunriseJd);
    joinedAfterSunrise = atSunrise && stars.some((n) => n.startJdUt < hi && n.endJdUt > lo);
  }
  const afterSunriseS =
    span.startJdUt < day.nextSunriseJd
      ? Math.max(0, Math.min(span.endJdUt, day.nextSunriseJd) - day.sunriseJd) * SECONDS_PER_DAY
      : 0;
  return {
    day,
    kaala: k,
    overlapS: Math.round(overlapS),
    touches,
    atSunrise,
    afterSunriseS,
    nakshatraInKaala,
    joinedAfterSunrise,
  };
}

function candidateDay(e: Examined, span: JdWindow): CandidateDay {
  return {
    date: e.day.date,
    kaala: e.kaala ? win(e.kaala.start, e.kaala.end) : null,
    anga: win(span.startJdUt, span.endJdUt),
    overlapS: e.overlapS,
    atSunrise: e.atSunrise,
    touchesKaala: e.touches,
  };
}

/**
 * Holika rule (three_prahara): the tithi must last 3½ of the day's four praharas after the later
 * sunrise (7/8 of the daytime). Nirnayasindhu states "three praharas"; 3½ reproduces Drik's dates
 * 1900–2050 (the boundary cases end 72 and 97 min before sunset).
 */
const HOLIKA_PRAHARA_FRACTION = 0.875;

interface Choice {
  readonly index: number;
  readonly decidedBy: string;
  readonly tieBreak: Decision['tie_break'] | null;
}

function decide(
  ex: readonly Examined[],
  d: Decision,
  kaala: string,
  preferNakshatra: boolean,
  starMinAfterSunriseS: number,
  starRule: 'in_kaala' | 'joined_at_sunrise' = 'in_kaala',
): Choice | null {
  const touching = ex.map((e, i) => (e.touches ? i : -1)).filter((i) => i >= 0);
  if (preferNakshatra && starRule === 'joined_at_sunrise') {
    // the later day on which the tithi prevails at sunrise and the nakshatra joins it (Jayanti yoga) wins
    const joined = ex.map((e, i) => (e.joinedAfterSunrise && e.nakshatraInKaala ? i : -1)).filter((i) => i >= 0);
    if (joined.length > 0 && ex.length >= 2) {
      const i = joined[joined.length - 1];
      return {
        index: i,
        decidedBy: `on ${ex[i].day.date} the tithi prevails at sunrise, the nakshatra joins it that day and holds at ${kaala} (tithi + nakshatra yoga): preferred`,
        tieBreak: null,
      };
    }
  } else if (preferNakshatra) {
    // tithi + nakshatra rules: a day whose kaala holds the nakshatra wins when the tithi touches
    // the kaala that day or prevails at its sunrise (long enough), and no other such day has it
    const pool = ex
      .map((e, i) => (e.touches || (e.atSunrise && e.afterSunriseS >= starMinAfterSunriseS) ? i : -1))
      .filter((i) => i >= 0);
    const withStar = pool.filter((i) => ex[i].nakshatraInKaala);
    if (pool.length >= 2 && withStar.length === 1)
      return {
        index: withStar[0],
        decidedBy: `the tithi qualifies on ${pool.map((i) => ex[i].day.date).join(' and ')}; only ${ex[withStar[0]].day.date} has the nakshatra in ${kaala}`,
        tieBreak: null,
      };
  }
  if (touching.length === 1)
    return {
      index: touching[0],
      decidedBy: `the anga touches ${kaala} only on ${ex[touching[0]].day.date}`,
      tieBreak: null,
    };
  if (touching.length >= 2) {
    const days = touching.map((i) => ex[i].day.date).join(' and ');
    switch (d.tie_break) {
      case 'purvaviddha':
      case 'first_touch':
        return {
          index: touching[0],
          decidedBy: `the anga touches ${kaala} on ${days}: purvaviddha, the earlier day`,
          tieBreak: d.tie_break,
        };
      case 'paraviddha':
        return {
          index: touching[touching.length - 1],
          decidedBy: `the anga touches ${kaala} on ${days}: paraviddha, the later day`,
          tieBreak: 'paraviddha',
        };
      case 'vyapti': {
        let best = touching[0];
        for (const i of touching) if (ex[i].overlapS > ex[best].overlapS) best = i;
        return {
          index: best,
          decidedBy: `the anga touches ${kaala} on ${days}: vyapti, the greatest overlap (${ex[best].overlapS} s on ${ex[best].day.date})`,
          tieBreak: 'vyapti',
        };
      }
      case 'sunrise_prevailing': {
        const i = touching.find((j) => ex[j].atSunrise) ?? touching[0];
        return {
          index: i,
          decidedBy: `the anga touches ${kaala} on ${days}: the day it prevails at sunrise`,
          tieBreak: 'sunrise_prevailing',
        };
      }
    }
  }
  if (ex.length === 0) return null;
  switch (d.on_none) {
    case 'three_prahara': {
      // Holika rule: the later day when the tithi prevails there from sunrise for 3½ praharas;
      // otherwise the earlier day (after the Bhadra ends that night)
      const last = ex[ex.length - 1];
      // no sunset (polar): the praharas of the daytime are not defined, so the later day cannot qualify
      const sunset = last.day.sunsetJd;
      const day = sunset === null ? null : sunset - last.day.sunriseJd;
      if (day !== null && last.afterSunriseS >= HOLIKA_PRAHARA_FRACTION * day * SECONDS_PER_DAY)
        return {
          index: ex.length - 1,
          decidedBy: `the anga touches ${kaala} on no day; on ${last.day.date} it lasts until ${Math.round(last.afterSunriseS / 60)} min after sunrise (≥ 3½ praharas): that evening`,
          tieBreak: 'paraviddha',
        };
      return {
        index: 0,
        decidedBy: `the anga touches ${kaala} on no day and lasts < 3½ praharas after the later sunrise: the earlier day, after the Bhadra ends`,
        tieBreak: 'purvaviddha',
      };
    }
    case 'purvaviddha':
      return {
        index: 0,
        decidedBy: `the anga touches ${kaala} on no day: the earlier day (purvaviddha)`,
        tieBreak: 'purvaviddha',
      };
    case 'paraviddha':
      return {
        index: ex.length - 1,
        decidedBy: `the anga touches ${kaala} on no day: the later day (paraviddha)`,
        tieBreak: 'paraviddha',
      };
    case 'sunrise_prevailing': {
      const i = ex.findIndex((e) => e.atSunrise);
      return {
        index: i >= 0 ? i : 0,
        decidedBy: `the anga touches ${kaala} on no day: the day it prevails at sunrise`,
        tieBreak: 'sunrise_prevailing',
      };
    }
  }
}

export interface EvalContext {
  readonly tl: Timeline;
  /** Inclusive first and exclusive last date of the query. */
  readonly from: string;
  readonly to: string;
}

function monthMatches(
  tl: Timeline,
  rule: RuleDef,
  span: TithiSpan,
): { ok: boolean; monthName: string; adhika: boolean; note: string | null } {
  const anga = rule.anga;
  if (anga.type !== 'tithi' && anga.type !== 'nakshatra')
    return { ok: false, monthName: '', adhika: false, note: null };
  const m = tl.months[span.month];
  const masa = anga.month_system === 'purnimanta' ? purnimantaMonthOf(tl, span) : m.amanta;
  const adhikaPolicy = rule.adhika ?? 'skip';
  if (masa.adhika && adhikaPolicy === 'skip') return { ok: false, monthName: masa.name, adhika: true, note: null };
  if (adhikaPolicy === 'adhika_first' && !masa.adhika && span.month > 0) {
    // held in the adhika month when the month is doubled: the nija occurrence is skipped
    const prev = tl.months[span.month - 1];
    if (prev.amanta.adhika && prev.amanta.index === masa.index)
      return { ok: false, monthName: masa.name, adhika: false, note: null };
  }
  if (!masa.adhika && adhikaPolicy === 'only') return { ok: false, monthName: masa.name, adhika: false, note: null };
  if (!anga.month) return { ok: true, monthName: MONTH_NAMES[masa.index], adhika: masa.adhika, note: null };
  const target = MONTH_NAMES.indexOf(anga.month);
  if (masa.index === target)
    return {
      ok: true,
      monthName: MONTH_NAMES[masa.index],
      adhika: masa.adhika,
      note: masa.adhika
        ? `${anga.month} is adhika this year${adhikaPolicy === 'adhika_first' ? ': this observance is kept in the adhika month' : ''}`
        : null,
    };
  // kshaya month: its name is carried by the month that holds two sankrantis (amanta reading)
  if (m.expunged && m.expunged.index === target)
    return {
      ok: true,
      monthName: anga.month,
      adhika: false,
      note: `${anga.month} is kshaya (expunged) this year: observed in ${m.amanta.name}, the month with two sankrantis`,
    };
  return { ok: false, monthName: masa.name, adhika: masa.adhika, note: null };
}

/** Month spellings in generated occurrence names, as Drik prints them ("Ashwina Purnima"). */
const TEMPLATE_MONTH_SPELLING: Readonly<Record<string, string>> = { Ashwin: 'Ashwina' };

function occurrenceName(rule: RuleDef, d: ResolvedDecision, monthName: string, adhika: boolean, vara: number): string {
  if (d.variantNote && d.name !== rule.names.en) return d.name;
  if (rule.names_by_month && rule.names_by_month[monthName] && !adhika) return rule.names_by_month[monthName];
  if (rule.names_by_weekday) return rule.names_by_weekday[vara];
  if (rule.name_template) {
    const shown = TEMPLATE_MONTH_SPELLING[monthName] ?? monthName;
    return rule.name_template
      .replace('{month}', adhika ? `${shown} Adhika` : shown)
      .replace('{adhika_prefix}', adhika ? 'Adhika ' : '');
  }
  return d.name;
}

function observance(
  rule: RuleDef,
  d: ResolvedDecision,
  name: string,
  date: string,
  muhurta: JdWindow | null,
  evidence: Evidence,
): Observance {
  return {
    ruleKey: rule.key,
    slug: slugOf(name),
    name,
    names: rule.names,
    aliases: rule.aliases,
    kind: rule.kind,
    date,
    tradition: d.tradition,
    region: d.region,
    muhurta,
    source: rule.source,
    evidence,
  };
}

/** Bhadra (Vishti karana) within a Purnima: its first half. The anga without it starts at the tithi's midpoint. */
function withoutBhadra(span: AngleSpan): { startJdUt: number; endJdUt: number } {
  return { startJdUt: (span.startJdUt + span.endJdUt) / 2, endJdUt: span.endJdUt };
}

/** Index of the first day whose Hindu day ends after jd (binary search). */
function firstDayEndingAfter(tl: Timeline, jd: number): number {
  let lo = 0;
  let hi = tl.days.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tl.days[mid].nextSunriseJd <= jd) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The spans the anga names, each with its lunar month (a nakshatra span takes the month and paksha of the tithi at its
 * midpoint).
 */
function angaSpans(tl: Timeline, rule: RuleDef): TithiSpan[] {
  const anga = rule.anga;
  if (anga.type === 'tithi') {
    const wanted = new Set((typeof anga.tithi === 'number' ? [anga.tithi] : anga.tithi).map((t) => t - 1));
    return tl.tithis.filter((s) => wanted.has(s.index));
  }
  if (anga.type !== 'nakshatra') return [];
  const out: TithiSpan[] = [];
  let k = 0;
  for (const n of tl.nakshatras) {
    if (n.index !== anga.nakshatra) continue;
    const mid = (n.startJdUt + n.endJdUt) / 2;
    while (k < tl.tithis.length - 1 && tl.tithis[k].endJdUt <= mid) k++;
    const t = tl.tithis[k];
    if (anga.paksha && (t.index < 15 ? 'shukla' : 'krishna') !== anga.paksha) continue;
    // index carries the tithi at the midpoint (for the month's paksha); the bounds are the nakshatra's
    out.push({ index: t.index, startJdUt: n.startJdUt, endJdUt: n.endJdUt, month: t.month } as TithiSpan);
  }
  return out;
}

function tithiObservances(ctx: EvalContext, rule: RuleDef, d: ResolvedDecision): Observance[] {
  const { tl } = ctx;
  const anga = rule.anga;
  if (anga.type !== 'tithi' && anga.type !== 'nakshatra') return [];
  const out: Observance[] = [];
  const preferStar = anga.type === 'tithi' ? anga.nakshatra : undefined;
  for (const span of angaSpans(tl, rule)) {
    tl.stop();
    const tv = tithiValue(span.index);
    const mm = monthMatches(tl, rule, span);
    if (!mm.ok) continue;
    const tested = d.avoid_bhadra && span.index === 14 && anga.type === 'tithi' ? withoutBhadra(span) : span;
    const ex: Examined[] = [];
    for (let i = firstDayEndingAfter(tl, span.startJdUt); i < tl.days.length; i++) {
      const day = tl.days[i];
      if (day.sunriseJd - CANDIDATE_LEAD_DAYS >= span.endJdUt) break;
      ex.push(examine(tl, day, d.kaala, tested, d.min_overlap_s ?? 0, preferStar));
    }
    if (ex.length === 0) continue;
    const kaalaLabel = d.kaala;
    const choice = decide(
      ex,
      d,
      kaalaLabel,
      preferStar !== undefined,
      anga.type === 'tithi' ? (anga.nakshatra_min_after_sunrise_s ?? 0) : 0,
      anga.type === 'tithi' ? anga.nakshatra_rule : undefined,
    );
    if (!choice) continue;
    const chosen = ex[choice.index];
    const date = addDaysToDate(chosen.day.date, d.offset_days ?? 0);
    if (anga.weekday !== undefined && chosen.day.vara !== anga.weekday) continue;
    if (date < ctx.from || date >= ctx.to) continue;
    const notes: string[] = [];
    if (mm.note) notes.push(mm.note);
    if (d.variantNote) notes.push(d.variantNote);
    if (tested !== span)
      notes.push(
        `Bhadra (Vishti karana, the first half of Purnima) excluded: the anga tested is ${tl.format(tested.startJdUt)} → ${tl.format(tested.endJdUt)}`,
      );
    if (d.offset_days) notes.push(`observed ${d.offset_days} day(s) after the decided day ${chosen.day.date}`);
    if (preferStar !== undefined)
      notes.push(`nakshatra ${NAKSHATRA_NAMES[preferStar]} preferred at the kaala when two days qualify`);
    const monthLabel = `${mm.adhika ? 'adhika ' : ''}${mm.monthName}`;
    const paksha = tv.paksha === 'shukla' ? 'Shukla' : 'Krishna';
    const evidence: Evidence = {
      anga:
        anga.type === 'tithi'
          ? `${monthLabel} ${paksha} ${tv.name} (tithi ${tv.number}) in ${anga.month_system} ${monthLabel}`
          : `${NAKSHATRA_NAMES[anga.nakshatra]} nakshatra in ${monthLabel} ${paksha} paksha (${anga.month_system})`,
      monthSystem: anga.month_system,
      kaala: (d.kaala === 'purvahna' ? 'pratahkala' : d.kaala) as KaalaKey,
      candidates: ex.map((e) => candidateDay(e, tested)),
      decidedBy: choice.decidedBy,
      tieBreak: choice.tieBreak,
      notes,
    };
    const k = chosen.kaala;
    const muhurta = k && !k.point ? win(Math.max(k.start, tested.startJdUt), Math.min(k.end, tested.endJdUt)) : null;
    const name = occurrenceName(rule, d, mm.monthName, mm.adhika, chosen.day.vara);
    out.push(observance(rule, d, name, date, chosen.touches ? muhurta : null, evidence));
  }
  return out;
}

/** Sankranti day rules that cut the Hindu day at sunset (rule-def.ts `SankrantiDayRule`). */
const SUNSET_DAY_RULES: ReadonlySet<string> = new Set(['sunset', 'madhyahna', 'punya_kala']);

function sankrantiObservances(ctx: EvalContext, rule: RuleDef, d: ResolvedDecision): Observance[] {
  const { tl } = ctx;
  const anga = rule.anga;
  if (anga.type !== 'sankranti') return [];
  const out: Observance[] = [];
  for (let i = 1; i < tl.sunSigns.length; i++) {
    const s = tl.sunSigns[i];
    if (s.index !== anga.sign) continue;
    const jd = s.startJdUt;
    const civil = tl.dateOf(jd);
    const di = tl.dayIndex(civil);
    if (di < 0) continue;
    const day = tl.days[di];
    // the Hindu day d holding the instant: [sunrise(d), sunrise(d + 1))
    const hd = jd < day.sunriseJd && di > 0 ? tl.days[di - 1] : day;
    let date = civil;
    let why: string;
    // the rules below cut the Hindu day at its sunset; where it has none (polar day or night, see
    // timeline.ts) they fall back to the Hindu day holding the sankranti, and say so
    const dayRule = hd.sunsetJd === null && SUNSET_DAY_RULES.has(anga.day_rule) ? 'no_sunset' : anga.day_rule;
    switch (dayRule) {
      case 'no_sunset':
        date = hd.date;
        why = `no sunset on ${hd.date} at this place (polar): the Hindu day (sunrise to sunrise) holding the sankranti`;
        break;
      case 'civil':
        why = 'the civil date of the sankranti instant';
        break;
      case 'sunset': {
        date = jd >= hd.sunriseJd && jd < hd.sunsetJd! ? hd.date : addDaysToDate(hd.date, 1);
        why =
          date === hd.date
            ? 'the sankranti falls between sunrise and sunset: that day'
            : 'the sankranti falls after sunset: the next day (Tamil month-start rule)';
        break;
      }
      case 'hindu_day':
        date = jd < day.sunriseJd ? addDaysToDate(civil, -1) : civil;
        why = 'the Hindu day (sunrise to sunrise) containing the sankranti';
        break;
      case 'next_day':
        date = addDaysToDate(civil, 1);
        why = 'the day after the civil date of the sankranti (Bengali month-start rule)';
        break;
      case 'madhyahna': {
        const madhyahnaEnd = hd.sunriseJd + 0.6 * (hd.sunsetJd! - hd.sunriseJd);
        date = jd >= hd.sunriseJd && jd < madhyahnaEnd ? hd.date : addDaysToDate(hd.date, 1);
        why =
          date === hd.date
            ? 'the sankranti falls before the end of madhyahna (3/5 of the daytime): that day'
            : 'the sankranti falls after madhyahna: the next day (Malayalam month-start rule)';
        break;
      }
      case 'punya_kala': {
        if (jd < hd.sunsetJd!) {
          date = hd.date;
          why = 'the sankranti falls in daytime: its punya kala is that day';
        } else if (anga.sign === 9) {
          date = addDaysToDate(hd.date, 1);
          why = 'Makara sankranti at night: the punya kala is the next day (uttarayana rule)';
        } else if (anga.sign === 3) {
          date = hd.date;
          why = 'Karka sankranti at night: the punya kala is the preceding day (dakshinayana rule)';
        } else {
          const midnight = (hd.sunsetJd! + hd.nextSunriseJd) / 2;
          date = jd < midnight ? hd.date : addDaysToDate(hd.date, 1);
          why =
            jd < midnight
              ? 'the sankranti falls in the first half of the night: the preceding day'
              : 'the sankranti falls in the second half of the night: the following day';
        }
        break;
      }
    }
    date = addDaysToDate(date, d.offset_days ?? 0);
    if (date < ctx.from || date >= ctx.to) continue;
    const k = kaalaWindow(day, 'full_day');
    const evidence: Evidence = {
      anga: `the Sun's entry into sidereal ${s.index} (${['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena'][s.index]}) at ${tl.format(jd)}`,
      monthSystem: 'solar',
      kaala: 'full_day',
      candidates: [
        {
          date: civil,
          kaala: k ? win(k.start, k.end) : null,
          anga: win(jd, jd),
          overlapS: 0,
          atSunrise: false,
          touchesKaala: jd >= day.sunriseJd && jd < day.nextSunriseJd,
        },
      ],
      decidedBy: why,
      tieBreak: null,
      notes: [
        `sunrise ${tl.format(day.sunriseJd)}, sunset ${day.sunsetJd === null ? 'none' : tl.format(day.sunsetJd)}`,
        ...(d.variantNote ? [d.variantNote] : []),
      ],
    };
    out.push(observance(rule, d, d.name, date, win(jd, jd), evidence));
  }
  return out;
}

/** Calendar date of an instant in local mean time at a longitude (east positive). */
function lmtDate(jdUt: number, lngDeg: number): string {
  return DateTime.fromMillis(jdUtToUnixMs(jdUt), { zone: 'UTC' })
    .plus({ hours: lngDeg / 15 })
    .toISODate()!;
}

const ECLIPSE_CACHE = new Map<
  string,
  { type: string; maxJdUt: number; begin: number; end: number; magnitude: number }[]
>();

function eclipsesBetween(body: 'solar' | 'lunar', t0: number, t1: number) {
  const key = `${body}:${Math.floor(t0)}:${Math.ceil(t1)}`;
  const hit = ECLIPSE_CACHE.get(key);
  if (hit) return hit;
  const out: { type: string; maxJdUt: number; begin: number; end: number; magnitude: number }[] = [];
  let t = t0;
  for (;;) {
    if (body === 'solar') {
      const e = nextSolarEclipse(t);
      if (e.maxJdUt >= t1) break;
      const type = (e.type === 'total' || e.type === 'annular') && !e.central ? `${e.type}_noncentral` : e.type;
      out.push({ type, maxJdUt: e.maxJdUt, begin: e.beginJdUt, end: e.endJdUt, magnitude: e.magnitude });
      t = e.maxJdUt + 1;
    } else {
      const e = nextLunarEclipse(t);
      if (e.maxJdUt >= t1) break;
      out.push({
        type: e.type,
        maxJdUt: e.maxJdUt,
        begin: e.penumbral.beginJdUt,
        end: e.penumbral.endJdUt,
        magnitude: e.umbralMagnitude,
      });
      t = e.maxJdUt + 1;
    }
  }
  if (ECLIPSE_CACHE.size > 64) ECLIPSE_CACHE.clear();
  ECLIPSE_CACHE.set(key, out);
  return out;
}

function eclipseObservances(ctx: EvalContext, rule: RuleDef, d: ResolvedDecision): Observance[] {
  const { tl } = ctx;
  const anga = rule.anga;
  if (anga.type !== 'eclipse') return [];
  const t0 = tl.days[0].sunriseJd - 1;
  const t1 = tl.days[tl.days.length - 1].nextSunriseJd;
  const out: Observance[] = [];
  for (const e of eclipsesBetween(anga.body, t0, t1)) {
    if (!anga.eclipse_types.includes(e.type)) continue;
    // the date of the greatest eclipse in the place's local mean time (UT + longitude/15 h):
    // Drik's listing follows it (e.g. 2024-10-02 annular: 00:15 IST on the 3rd, 23:54 LMT on the 2nd)
    const date = lmtDate(e.maxJdUt, tl.place.lngDeg);
    if (date < ctx.from || date >= ctx.to) continue;
    const evidence: Evidence = {
      anga: `${anga.body} eclipse (${e.type.replace('_', ', ')}), greatest eclipse ${tl.format(e.maxJdUt)}, magnitude ${e.magnitude.toFixed(4)}`,
      monthSystem: 'solar',
      kaala: 'full_day',
      candidates: [],
      decidedBy:
        "the date, in the place's local mean time, of the instant of greatest eclipse (global circumstances, Swiss Ephemeris)",
      tieBreak: null,
      notes: [
        'the date is listed wherever the eclipse is visible or not; local visibility and sutak are given by /sky eclipse endpoints',
      ],
    };
    out.push(observance(rule, d, d.name, date, win(e.begin, e.end), evidence));
  }
  return out;
}

export function evaluateRule(ctx: EvalContext, base: RuleDef, variant: Variant | null): Observance[] {
  const d = decisionOf(base, variant);
  const rule: RuleDef = variant?.anga ? { ...base, anga: variant.anga } : base;
  switch (rule.anga.type) {
    case 'tithi':
    case 'nakshatra':
      return tithiObservances(ctx, rule, d);
    case 'sankranti':
      return sankrantiObservances(ctx, rule, d);
    case 'eclipse':
      return eclipseObservances(ctx, rule, d);
  }
}

/** The variant that applies to a query (tradition first, then region), or null for the rule's default. */
export function variantFor(rule: RuleDef, tradition?: TraditionKey | null, region?: RegionKey | null): Variant | null {
  const v = rule.variants ?? [];
  return (
    (tradition ? v.find((x) => x.tradition === tradition && (!x.region || x.region === region)) : undefined) ??
    (region ? v.find((x) => x.region === region && !x.tradition) : undefined) ??
    null
  );
}
