/**
 * The message contracts: every subject declared once, with its owning service, its retry rule
 * and its request and reply types. `Subjects`, `SUBJECT_OWNER`, `IDEMPOTENT_SUBJECTS` and
 * `PING_CONTRACT` are derived from this one table. A subject's version changes whenever its
 * request or reply shape does.
 */
import type {
  ArudhaRequest,
  BundleRequest,
  DashaRequest,
  DivisionalRequest,
  DomainPackRequest,
  JaiminiRequest,
  PersonRequest,
  SarvatobhadraRequest,
  TransitRequest,
  YogasRequest,
  YogasWire,
} from '@pj/jyotish';
import type {
  FeedRequest,
  FreeBusyBody,
  MuhurtaFreeBusyRequest,
  NewYearRequest,
  ObservanceCompareRequest,
  ObservanceRangeRequest,
  ObservanceWhyNotRequest,
  ObservanceYearRequest,
  ParanaRequest,
  RatificationsRequest,
  SlugRequest,
} from './calendar';
import type {
  BlogSitemapRequest,
  BlogSitemapShardBody,
  ClientLogIngestRequest,
  ClientLogPurgeRequest,
  ClientLogRecentRequest,
  CommentListRequest,
  CommentSubmitRequest,
  EngageCountersRequest,
  EngageMarkRequest,
  JourneyEventsRequest,
} from './comments';
import type { DailyPacketWire, DetailsPacketWire, MonthPacketWire } from '@pj/panchang';
import type { UtilityWire } from '@pj/sky';
import { Contract, contract, EmptyRequest, Enveloped, PacketReply, ServiceName } from './contract';
import type {
  CalendarConvertRequest,
  DailyPlaceRequest,
  DailyRequest,
  DayBalaRequest,
  EclipseRequest,
  EclipsesRequest,
  EclipseSutakRequest,
  GocharRequest,
  MonthRequest,
  NextTransitsRequest,
  PingReply,
  PlanetEventsRequest,
  PlanetPositionsRequest,
  ReferenceRequest,
  RituRequest,
  SankrantiYearRequest,
  SeasonsRequest,
  SunriseRequest,
  TithiYearRequest,
  UtcDateRequest,
  UtilityRequest,
  VedicTimeRequest,
  WindowsRequest,
} from './messages';

/** Replies of the daily family: the presenter's wire types (libs/panchang present/, libs/sky utility). */
export type DailyReply = Enveloped<DailyPacketWire>;
export type DetailsReply = Enveloped<DetailsPacketWire>;
export type UtilityReply = Enveloped<UtilityWire>;
/** The month grid; the service adds each row's festival markers (apps/panchang-svc/daily/month-markers.ts). */
export type MonthReply = Enveloped<MonthPacketWire>;
/** Yogas of a chart (libs/jyotish judgement/yogas present.ts). */
export type YogasReply = Enveloped<YogasWire>;

export const Contracts = {
  // panchang-svc: the Panchang families (daily, sky events, windows, calendar conversions)
  panchangPing: contract<EmptyRequest, PingReply>()({
    subject: 'panchang.ping.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangSunrise: contract<SunriseRequest, PacketReply>()({
    subject: 'panchang.sunrise.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangPlanetPositions: contract<PlanetPositionsRequest, PacketReply>()({
    subject: 'panchang.planets.positions.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangSeasons: contract<SeasonsRequest, PacketReply>()({
    subject: 'panchang.sky.seasons.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangNextTransits: contract<NextTransitsRequest, PacketReply>()({
    subject: 'panchang.sky.next-transits.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangRetrogrades: contract<UtcDateRequest, PacketReply>()({
    subject: 'panchang.sky.retrogrades.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangCombustions: contract<UtcDateRequest, PacketReply>()({
    subject: 'panchang.sky.combustions.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangPlanetEvents: contract<PlanetEventsRequest, PacketReply>()({
    subject: 'panchang.sky.planet-events.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangEclipses: contract<EclipsesRequest, PacketReply>()({
    subject: 'panchang.sky.eclipses.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangGochar: contract<GocharRequest, PacketReply>()({
    subject: 'panchang.sky.gochar.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangTithis: contract<EmptyRequest, PacketReply>()({
    subject: 'panchang.tithis.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangSankrantiYear: contract<SankrantiYearRequest, PacketReply>()({
    subject: 'panchang.sankranti-year.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangTithiYear: contract<TithiYearRequest, PacketReply>()({
    subject: 'panchang.tithi-year.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangEclipseVisibility: contract<EclipseRequest, PacketReply>()({
    subject: 'panchang.sky.eclipse-visibility.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangEclipseSutak: contract<EclipseSutakRequest, PacketReply>()({
    subject: 'panchang.sky.eclipse-sutak.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangDaily: contract<DailyRequest, DailyReply>()({
    subject: 'panchang.daily.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangDetails: contract<DailyRequest, DetailsReply>()({
    subject: 'panchang.details.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangMonth: contract<MonthRequest, MonthReply>()({
    subject: 'panchang.month.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangUtility: contract<UtilityRequest, UtilityReply>()({
    subject: 'panchang.utility.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangWindows: contract<WindowsRequest, PacketReply>()({
    subject: 'panchang.windows.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangLagnaTable: contract<DailyPlaceRequest, PacketReply>()({
    subject: 'panchang.lagna-table.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangVedicTime: contract<VedicTimeRequest, PacketReply>()({
    subject: 'panchang.vedic-time.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangReference: contract<ReferenceRequest, PacketReply>()({
    subject: 'panchang.reference.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangVehicleMuhurat: contract<DailyPlaceRequest, PacketReply>()({
    subject: 'panchang.muhurat-vehicle.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangCalendarConvert: contract<CalendarConvertRequest, PacketReply>()({
    subject: 'panchang.calendar-convert.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangRitu: contract<RituRequest, PacketReply>()({
    subject: 'panchang.ritu.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangChandrabalam: contract<DayBalaRequest, PacketReply>()({
    subject: 'panchang.chandrabalam.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangTarabalam: contract<DayBalaRequest, PacketReply>()({
    subject: 'panchang.tarabalam.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangRashifal: contract<DayBalaRequest, PacketReply>()({
    subject: 'panchang.rashifal.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  // jyotish-svc: birth-chart computations
  jyotishPing: contract<EmptyRequest, PingReply>()({
    subject: 'jyotish.ping.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishChart: contract<PersonRequest, PacketReply>()({
    subject: 'jyotish.chart.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishDivisional: contract<DivisionalRequest, PacketReply>()({
    subject: 'jyotish.divisional.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishCareerD10: contract<PersonRequest, PacketReply>()({
    subject: 'jyotish.career-dasamsa.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishDomainPack: contract<DomainPackRequest, PacketReply>()({
    subject: 'jyotish.varga-domain-pack.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishVimshottari: contract<DashaRequest, PacketReply>()({
    subject: 'jyotish.dasha.vimshottari.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishYogini: contract<DashaRequest, PacketReply>()({
    subject: 'jyotish.dasha.yogini.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishAshtottari: contract<DashaRequest, PacketReply>()({
    subject: 'jyotish.dasha.ashtottari.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishJaimini: contract<JaiminiRequest, PacketReply>()({
    subject: 'jyotish.jaimini-profile.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishBundle: contract<BundleRequest, PacketReply>()({
    subject: 'jyotish.bundle.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishArudhas: contract<ArudhaRequest, PacketReply>()({
    subject: 'jyotish.arudhas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishUpagrahas: contract<PersonRequest, PacketReply>()({
    subject: 'jyotish.upagrahas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishArgala: contract<PersonRequest, PacketReply>()({
    subject: 'jyotish.argala.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishHouses: contract<PersonRequest, PacketReply>()({
    subject: 'jyotish.houses.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishBhavChalit: contract<PersonRequest, PacketReply>()({
    subject: 'jyotish.bhav-chalit.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishSpecialLagnas: contract<PersonRequest, PacketReply>()({
    subject: 'jyotish.special-lagnas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishTransit: contract<TransitRequest, PacketReply>()({
    subject: 'jyotish.transit.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishCharaDasha: contract<DashaRequest, PacketReply>()({
    subject: 'jyotish.dasha.chara.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishNarayanaDasha: contract<DashaRequest, PacketReply>()({
    subject: 'jyotish.dasha.narayana.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishKalachakraDasha: contract<DashaRequest, PacketReply>()({
    subject: 'jyotish.dasha.kalachakra.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishSarvatobhadra: contract<SarvatobhadraRequest, PacketReply>()({
    subject: 'jyotish.sarvatobhadra.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishYogas: contract<YogasRequest, YogasReply>()({
    subject: 'jyotish.yogas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  // calendar-svc: observances and feeds
  calendarPing: contract<EmptyRequest, PingReply>()({
    subject: 'calendar.ping.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarFestivals: contract<ObservanceRangeRequest, PacketReply>()({
    subject: 'calendar.festivals.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarFestival: contract<ObservanceYearRequest, PacketReply>()({
    subject: 'calendar.festival.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarVrats: contract<ObservanceRangeRequest, PacketReply>()({
    subject: 'calendar.vrats.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarParana: contract<ParanaRequest, PacketReply>()({
    subject: 'calendar.parana.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarExplain: contract<ObservanceYearRequest, PacketReply>()({
    subject: 'calendar.observance-explain.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarCompare: contract<ObservanceCompareRequest, PacketReply>()({
    subject: 'calendar.observance-compare.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarWhyNot: contract<ObservanceWhyNotRequest, PacketReply>()({
    subject: 'calendar.why-not.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarDebate: contract<ObservanceYearRequest, PacketReply>()({
    subject: 'calendar.debate.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarProvenance: contract<SlugRequest, PacketReply>()({
    subject: 'calendar.provenance.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarNewYear: contract<NewYearRequest, PacketReply>()({
    subject: 'calendar.new-year.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarTempleObservance: contract<ObservanceYearRequest, PacketReply>()({
    subject: 'calendar.temple-observance.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarTraditions: contract<EmptyRequest, PacketReply>()({
    subject: 'calendar.traditions.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarRatifications: contract<RatificationsRequest, PacketReply>()({
    subject: 'calendar.ratifications.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarFestivalSchema: contract<ObservanceYearRequest, PacketReply>()({
    subject: 'calendar.festival-schema.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarFeed: contract<FeedRequest, PacketReply>()({
    subject: 'calendar.feed.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarMuhurtaFreeBusy: contract<MuhurtaFreeBusyRequest, Enveloped<FreeBusyBody>>()({
    subject: 'calendar.muhurta-freebusy.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  // reports-svc
  reportsPing: contract<EmptyRequest, PingReply>()({
    subject: 'reports.ping.v1',
    owner: 'reports-svc',
    idempotent: true,
  }),
  // comments-svc: comments, client logs, engagement, blog sitemaps
  commentsPing: contract<EmptyRequest, PingReply>()({
    subject: 'comments.ping.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  // a submission is identified by its challenge (and Idempotency-Key): a repeat answers the first
  // outcome and stores nothing, so the gateway may retry a lost reply (issue 15, item 5)
  commentsSubmit: contract<CommentSubmitRequest, PacketReply>()({
    subject: 'comments.submit.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  commentsList: contract<CommentListRequest, PacketReply>()({
    subject: 'comments.list.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  commentsChallenge: contract<EmptyRequest, PacketReply>()({
    subject: 'comments.challenge.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  clientLogsIngest: contract<ClientLogIngestRequest, PacketReply>()({
    subject: 'comments.client-logs.ingest.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  clientLogsRecent: contract<ClientLogRecentRequest, PacketReply>()({
    subject: 'comments.client-logs.recent.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  clientLogsPurge: contract<ClientLogPurgeRequest, PacketReply>()({
    subject: 'comments.client-logs.purge.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  engageCounters: contract<EngageCountersRequest, PacketReply>()({
    subject: 'comments.engage.counters.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  engageConfig: contract<EmptyRequest, PacketReply>()({
    subject: 'comments.engage.config.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  engageMark: contract<EngageMarkRequest, PacketReply>()({
    subject: 'comments.engage.mark.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  journeyEvents: contract<JourneyEventsRequest, PacketReply>()({
    subject: 'comments.journey-events.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  blogSitemapMeta: contract<BlogSitemapRequest, PacketReply>()({
    subject: 'comments.blog-sitemap.meta.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  blogSitemapShard: contract<BlogSitemapRequest, Enveloped<BlogSitemapShardBody>>()({
    subject: 'comments.blog-sitemap.shard.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
} as const;

export type ContractTable = typeof Contracts;
export type ContractKey = keyof ContractTable;
export type Subject = ContractTable[ContractKey]['subject'];

const ALL: readonly ContractTable[ContractKey][] = Object.values(Contracts);

/** Subject of each contract, by the same key (`Subjects.panchangDaily === 'panchang.daily.v1'`). */
export const Subjects = Object.freeze(
  Object.fromEntries(Object.entries(Contracts).map(([key, c]) => [key, c.subject])),
) as { readonly [K in ContractKey]: ContractTable[K]['subject'] };

/** Which service owns each subject (one handler per subject, checked by a test). */
export const SUBJECT_OWNER: Readonly<Record<Subject, ServiceName>> = Object.freeze(
  Object.fromEntries(ALL.map((c) => [c.subject, c.owner])) as Record<Subject, ServiceName>,
);

/** Subjects the gateway may retry once when a reply is lost (see `ContractSpec.idempotent`). */
export const IDEMPOTENT_SUBJECTS: ReadonlySet<Subject> = new Set(ALL.filter((c) => c.idempotent).map((c) => c.subject));

export type PingContract = Contract<Subject, EmptyRequest, PingReply>;

/** The readiness contract of each service. */
export const PING_CONTRACT: Readonly<Record<ServiceName, PingContract>> = Object.freeze({
  'panchang-svc': Contracts.panchangPing,
  'jyotish-svc': Contracts.jyotishPing,
  'calendar-svc': Contracts.calendarPing,
  'reports-svc': Contracts.reportsPing,
  'comments-svc': Contracts.commentsPing,
});

/** NATS queue group of a service: replicas of one service share its subjects' load. */
export function queueGroupOf(service: ServiceName): string {
  return service;
}
