import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  ObservanceCompareRequest,
  ObservanceRangeRequest,
  ObservanceWhyNotRequest,
  ObservanceYearRequest,
  Contracts,
  CompareReply,
  DebateReply,
  ExplainReply,
  FestivalSchemaReply,
  FestivalYearReply,
  NewYearReply,
  ObservanceRangeReply,
  ParanaReply,
  ProvenanceReply,
  RatificationsReply,
  TempleReply,
  TraditionsReply,
  WhyNotReply,
} from '@pj/contracts';
import { observanceMethodology } from '@pj/calendar';
import { placeOf } from '../http/common.dto';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import {
  CompareQueryDto,
  FestivalParamDto,
  FestivalRangeQueryDto,
  LocalityShiftQueryDto,
  NewYearQueryDto,
  ParanaQueryDto,
  RuleIdParamDto,
  RuleKeyParamDto,
  SlugParamDto,
  SlugYearQueryDto,
  VratRangeQueryDto,
  WhyNotQueryDto,
  YearPlaceQueryDto,
  RANGE_DAYS_COST,
} from './festivals.dto';

export const listOf = (s: string | undefined): string[] | null => (s ? s.split(',') : null);

/** The place of a query as the contracts take it (the zone resolved downstream when absent). */
const year = (q: YearPlaceQueryDto, slug: string): ObservanceYearRequest => ({
  slug,
  year: q.year,
  ...placeOf(q),
  tradition: q.tradition ?? null,
});

/** The same observance at a second place (compare, locality shift). */
const compareOf = (q: CompareQueryDto | LocalityShiftQueryDto, slug: string): ObservanceCompareRequest => ({
  ...year(q, slug),
  compareLat: q.compare_lat,
  compareLng: q.compare_lng,
  compareTz: q.compare_tz ?? null,
});

@ApiTags('festivals')
@Controller()
export class FestivalsController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'panchang/festivals',
    tier: 'public_read',
    methodology: observanceMethodology,
    cost: RANGE_DAYS_COST,
    summary: 'Festivals and observances of a date range at a place, each with the evidence that decided its date',
    description:
      'Every observance whose date falls in [from_date, from_date + days) at the place: festivals, jayantis, sankrantis, eclipses, Ekadashis and vrats, by date. Each carries the rule key, slug, name (English and Indian scripts), kind, tradition/region, the decisive muhurta window, the classical source and `evidence` (the anga, the kaala, each candidate day with the kaala window, the anga span and their overlap, and the rule that decided). ' +
      '`days` is bounded to 1–400. `next` is the first observance on or after anchor_date. `only` keeps the named rules (unknown names are 422).',
  })
  festivals(@Query() q: FestivalRangeQueryDto, @Ctx() ctx: RequestCtx): Promise<ObservanceRangeReply> {
    const req: ObservanceRangeRequest = {
      ...placeOf(q),
      fromDate: q.from_date,
      days: q.days,
      anchorDate: q.anchor_date ?? null,
      only: listOf(q.only),
      includeAliases: q.include_aliases,
      tradition: q.tradition ?? null,
      region: q.region ?? null,
      kinds: null,
      maxPerRule: null,
      includeTop: false,
    };
    return this.rpc.call(Contracts.calendarFestivals, req, ctx);
  }

  @Route({
    get: 'panchang/vrats',
    tier: 'public_read',
    methodology: observanceMethodology,
    cost: RANGE_DAYS_COST,
    summary:
      'Vrats (Ekadashi, Pradosh, Sankashti Chaturthi, Purnima, Amavasya, Masik Shivaratri…) of a date range with their evidence',
    description:
      "The vrat and Ekadashi observances in [from_date, from_date + days) (days 1–400), at most max_per_rule occurrences of each rule; include_top adds the range's festivals under `top`.",
  })
  vrats(@Query() q: VratRangeQueryDto, @Ctx() ctx: RequestCtx): Promise<ObservanceRangeReply> {
    const req: ObservanceRangeRequest = {
      ...placeOf(q),
      fromDate: q.from_date,
      days: q.days,
      anchorDate: null,
      only: null,
      includeAliases: false,
      tradition: q.tradition ?? null,
      region: null,
      kinds: ['vrat', 'ekadashi'],
      maxPerRule: q.max_per_rule ?? null,
      includeTop: q.include_top,
    };
    return this.rpc.call(Contracts.calendarVrats, req, ctx);
  }

  @Route({
    get: 'panchang/festival/:rule_key',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'One festival rule in a year at a place: its date(s), muhurta and evidence',
    description:
      'Every occurrence of the rule whose date falls in the year (one for annual festivals, one per month for monthly vrats), with each tradition variant that gives another date. Unknown rule_key: 404.',
  })
  festival(
    @Param() p: RuleKeyParamDto,
    @Query() q: YearPlaceQueryDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<FestivalYearReply> {
    return this.rpc.call(Contracts.calendarFestival, year(q, p.rule_key), ctx);
  }

  @Route({
    get: 'panchang/diwali',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'Diwali (Lakshmi Puja) of a year at a place: the date, the pradosha muhurta and the evidence',
    description:
      "Kartika (amanta) Amavasya prevailing in pradosha kala; the candidate days with the Amavasya span against each day's pradosha.",
  })
  diwali(@Query() q: YearPlaceQueryDto, @Ctx() ctx: RequestCtx): Promise<FestivalYearReply> {
    return this.rpc.call(Contracts.calendarFestival, year(q, 'diwali'), ctx);
  }

  @Route({
    get: 'vrat/parana',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'Parana (fast-breaking) window of the next Ekadashi on or after from_date',
    description:
      'The Ekadashi observed (per tradition), the Hari Vasara end and the parana window on the next day, with the rule when dwadashi ends early. Unknown vrat: 404.',
  })
  parana(@Query() q: ParanaQueryDto, @Ctx() ctx: RequestCtx): Promise<ParanaReply> {
    return this.rpc.call(
      Contracts.calendarParana,
      {
        vrat: q.vrat,
        fromDate: q.from_date,
        ...placeOf(q),
        tradition: q.tradition ?? null,
      },
      ctx,
    );
  }

  @Route({
    get: 'festival/observance/explain',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'Why an observance falls on its date: the rule, every candidate day and the deciding tie-break',
    description:
      'The rule as data (anga, month system, kaala, tie-break, adhika handling, source) and for each occurrence in the year the candidate days with the kaala window, the anga span and their overlap, and the sentence that decided. Unknown slug: 404.',
  })
  explain(@Query() q: SlugYearQueryDto, @Ctx() ctx: RequestCtx): Promise<ExplainReply> {
    return this.rpc.call(Contracts.calendarExplain, year(q, q.slug), ctx);
  }

  @Route({
    get: 'festival/observance/compare',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'The same observance at two places: dates side by side with both evidences',
    description:
      "Each occurrence in the year at (lat, lng) and at (compare_lat, compare_lng), whether the date differs, and why (the anga's local timing against each place's kaala).",
  })
  compare(@Query() q: CompareQueryDto, @Ctx() ctx: RequestCtx): Promise<CompareReply> {
    return this.rpc.call(Contracts.calendarCompare, compareOf(q, q.slug), ctx);
  }

  @Route({
    get: 'festival/locality-shift/:slug',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: "Does the observance's date move between two places, and why",
    description:
      "For each occurrence in the year: the date at each place, the shift in days, and the evidence from both places (kaala windows and anga span in each place's local time). Unknown slug: 404.",
  })
  localityShift(
    @Param() p: SlugParamDto,
    @Query() q: LocalityShiftQueryDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<CompareReply> {
    return this.rpc.call(Contracts.calendarCompare, compareOf(q, p.slug), ctx);
  }

  @Route({
    get: 'festival/why-not/:slug',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'Why the observance is not on target_date: the evidence for that day against the day chosen',
    description:
      'The anga and kaala on target_date (does the anga touch the kaala there, and for how long) against the chosen day, and the rule that prefers the chosen day. Unknown slug: 404.',
  })
  whyNot(@Param() p: SlugParamDto, @Query() q: WhyNotQueryDto, @Ctx() ctx: RequestCtx): Promise<WhyNotReply> {
    const req: ObservanceWhyNotRequest = {
      slug: p.slug,
      targetDate: q.target_date,
      year: q.year ?? Number(q.target_date.slice(0, 4)),
      ...placeOf(q),
      tradition: q.tradition ?? null,
    };
    return this.rpc.call(Contracts.calendarWhyNot, req, ctx);
  }

  @Route({
    get: 'festival/debate/:slug',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: "The traditions that disagree on an observance's date, with each tradition's date and rule",
    description:
      "Every tradition/region variant of the rule resolved for the year at the place, grouped by date, with the variant's note and evidence. Unknown slug: 404.",
  })
  debate(@Param() p: SlugParamDto, @Query() q: YearPlaceQueryDto, @Ctx() ctx: RequestCtx): Promise<DebateReply> {
    return this.rpc.call(Contracts.calendarDebate, year(q, p.slug), ctx);
  }

  @Route({
    get: 'festival/provenance/:slug',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: "Where an observance's rule comes from: classical source, authorities and variants",
    description:
      "The rule file's source text reference, the authorities it follows, its names and aliases, and each tradition/region variant with its note. Unknown slug: 404.",
  })
  provenance(@Param() p: SlugParamDto, @Ctx() ctx: RequestCtx): Promise<ProvenanceReply> {
    return this.rpc.call(Contracts.calendarProvenance, { slug: p.slug }, ctx);
  }

  @Route({
    get: 'new-year/regional',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary:
      'Regional new years of a year: Ugadi, Gudi Padwa, Cheti Chand, Puthandu, Vishu, Pohela Boishakh, Pana Sankranti, Bestu Varas…',
    description:
      "Lunisolar new years from their tithi rules; solar new years from the Mesha sankranti under each regional calendar's day-start rule (Tamil, Malayalam, Bengali, Odia).",
  })
  newYear(@Query() q: NewYearQueryDto, @Ctx() ctx: RequestCtx): Promise<NewYearReply> {
    return this.rpc.call(Contracts.calendarNewYear, { year: q.year, ...placeOf(q) }, ctx);
  }

  @Route({
    get: 'temple-observance/:festival',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'The festival as temples of each tradition observe it: date and puja muhurta per tradition',
    description:
      "The festival resolved under each tradition's rule (Smarta, Vaishnava, ISKCON, Madhva…) with its muhurta window; a named temple's own almanac is not modelled. Unknown festival: 404.",
  })
  temple(@Param() p: FestivalParamDto, @Query() q: YearPlaceQueryDto, @Ctx() ctx: RequestCtx): Promise<TempleReply> {
    return this.rpc.call(Contracts.calendarTempleObservance, year(q, p.festival), ctx);
  }

  @Route({
    get: 'calendar/traditions',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'The traditions and regional calendars the observance rules know, with the rules that vary by each',
  })
  traditions(@Ctx() ctx: RequestCtx): Promise<TraditionsReply> {
    return this.rpc.call(Contracts.calendarTraditions, {}, ctx);
  }

  @Route({
    get: 'ratifications',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: 'Every observance rule with the authority or body it follows and its references',
  })
  ratifications(@Ctx() ctx: RequestCtx): Promise<RatificationsReply> {
    return this.rpc.call(Contracts.calendarRatifications, { ruleId: null }, ctx);
  }

  @Route({
    get: 'ratifications/:rule_id',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: "One rule's ratification: the authorities it follows, with references; unknown rule_id: 404",
  })
  ratification(@Param() p: RuleIdParamDto, @Ctx() ctx: RequestCtx): Promise<RatificationsReply> {
    return this.rpc.call(Contracts.calendarRatifications, { ruleId: p.rule_id }, ctx);
  }

  @Route({
    get: 'schema/festival/:slug',
    tier: 'public_read',
    methodology: observanceMethodology,
    summary: "schema.org Event (JSON-LD) of the observance's first occurrence in the year at the place",
    description:
      '@context https://schema.org, @type Event, name, startDate/endDate (the civil date), location (Place with GeoCoordinates), description (the evidence). Unknown slug: 404; no occurrence in the year: available false.',
  })
  schema(
    @Param() p: SlugParamDto,
    @Query() q: YearPlaceQueryDto,
    @Ctx() ctx: RequestCtx,
  ): Promise<FestivalSchemaReply> {
    return this.rpc.call(Contracts.calendarFestivalSchema, year(q, p.slug), ctx);
  }
}
