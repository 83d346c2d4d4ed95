/**
 * The message contracts: every subject declared once, with its owning service, its retry rule
 * and its request and reply types. `Subjects`, `SUBJECT_OWNER`, `IDEMPOTENT_SUBJECTS` and
 * `PING_CONTRACT` are derived from this one table. A subject's version changes whenever its
 * request or reply shape does.
 */
import type {
  ConceptIndexWire,
  ConceptWire,
  ArgalaWire,
  AshtakavargaWire,
  ChartInputRequest,
  DoshaRequest,
  DoshaWire,
  ShadbalaWire,
  ArudhaRequest,
  ArudhaWire,
  BhavChalitWire,
  BundleRequest,
  BundleWire,
  CareerD10Wire,
  CharaDashaWire,
  ChartWire,
  CompatibilityWire,
  DashaRequest,
  DashaSystemRequest,
  DashaSystemWire,
  DashaWire,
  DivisionalRequest,
  DivisionalWire,
  DomainPackRequest,
  DomainPackWire,
  GunmilanWire,
  HousesWire,
  JaiminiRequest,
  JaiminiWire,
  KalachakraWire,
  MatchRequest,
  NarayanaDashaWire,
  PersonRequest,
  RasiDashaRequest,
  SarvatobhadraRequest,
  SarvatobhadraWire,
  SpecialLagnasWire,
  TransitRequest,
  TransitWire,
  UpagrahaWire,
  YogasRequest,
  YogasWire,
  AnnualRequest,
  InterpretationRequest,
  InterpretationWire,
  MuddaDashaWire,
  MunthaRouteWire,
  TajikaYogasWire,
  VarshaphalaWire,
  PrashnaBatchRequest,
  PrashnaBatchWire,
  PrashnaRequest,
  PrashnaWire,
  RiskWindowsRequest,
  RiskWindowsWire,
  NatalReportRequest,
  NatalReportWire,
  ReportPdfWire,
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
  ClientLogIngestRequest,
  ClientLogPurgeRequest,
  ClientLogRecentRequest,
  CommentListRequest,
  CommentSubmitRequest,
  EngageCountersRequest,
  EngageMarkRequest,
  JourneyEventsRequest,
} from './comments';
import type {
  DailyPacketWire,
  DetailsPacketWire,
  MonthPacketWire,
  PlanetPositionsWire,
  SunriseWire,
} from '@pj/panchang';
import type {
  CombustionsWire,
  EclipsesWire,
  EclipseSutakWire,
  EclipseVisibilityWire,
  GocharWire,
  NextTransitsWire,
  PlanetEventsWire,
  RetrogradesWire,
  SankrantiYearWire,
  SeasonsWire,
  UtilityWire,
} from '@pj/sky';
import type {
  AcceptedWire,
  BlogSitemapMetaWire,
  BlogSitemapShardWire,
  ClientLogsPurgeWire,
  ClientLogsRecentWire,
  CommentAcceptedWire,
  CommentChallengeWire,
  CommentListWire,
  EngageConfigWire,
  EngageCountersWire,
  EngageMarkWire,
} from './comments-wire';
import type {
  BabyNameSyllablesWire,
  BirthstarDeityWire,
  CalendarConvertWire,
  ChandrabalamWire,
  ChoghadiyaWire,
  GemstoneWire,
  GowriWire,
  HoraWire,
  InauspiciousWindowsWire,
  LagnaTableWire,
  PanchakaWire,
  PradoshamWire,
  RituWire,
  RudrakshaWire,
  TarabalamWire,
  TithiCatalogWire,
  TithiYearWire,
  VedicTimeWire,
  VehicleMuhurtaWire,
} from '@pj/panchang';
import type { RashifalWire } from '@pj/sky';
import type {
  CompareWire,
  DebateWire,
  ExplainWire,
  FeedTextWire,
  FestivalYearWire,
  JsonFeedWire,
  NewYearWire,
  ObservanceRangeWire,
  ParanaWire,
  ProvenanceWire,
  RatificationsWire,
  RatificationWire,
  SchemaWire,
  TempleWire,
  TraditionsWire,
  WhyNotWire,
} from '@pj/calendar';
import type {
  ActivityCertificationWire,
  ElectionalRequest,
  ElectionalWire,
  MuhurtaExplainWire,
  MuhurtaRequest,
  MuhurtaSearchWire,
} from '@pj/muhurta';
import { Contract, contract, EmptyRequest, Enveloped, ServiceName } from './contract';
import type {
  ContextResolveReply,
  ContextResolveRequest,
  GeoIpReply,
  GeoIpRequest,
  LocationResolveReply,
  LocationResolveRequest,
  LocationSearchReply,
  LocationSearchRequest,
} from './places';
import type {
  CalendarConvertRequest,
  DailyPlaceRequest,
  DailyRequest,
  DayBalaRequest,
  EclipseRequest,
  EclipsesRequest,
  EclipseSutakRequest,
  GocharRequest,
  LagnaRequest,
  MonthRequest,
  NakshatraRequest,
  NextTransitsRequest,
  PingReply,
  PlanetEventsRequest,
  PlanetPositionsRequest,
  RituRequest,
  SankrantiYearRequest,
  SeasonsRequest,
  SunriseRequest,
  SyllablesRequest,
  TithiYearRequest,
  UtcDateRequest,
  UtilityRequest,
  VedicTimeRequest,
} from './messages';

/** Replies of the daily family: the presenter's wire types (libs/panchang present/, libs/sky utility). */
export type DailyReply = Enveloped<DailyPacketWire>;
export type DetailsReply = Enveloped<DetailsPacketWire>;
export type UtilityReply = Enveloped<UtilityWire>;
/** The month grid; the service adds each row's festival markers (apps/panchang-svc/daily/month-markers.ts). */
export type MonthReply = Enveloped<MonthPacketWire>;
/** Replies of the judgement routes (libs/jyotish/src/judgement/present/). */
export type AshtakavargaReply = Enveloped<AshtakavargaWire>;
export type DoshaReply = Enveloped<DoshaWire>;
export type ShadbalaReply = Enveloped<ShadbalaWire>;

/** Replies of the sky-events family: the presenters' wire types (libs/panchang present/sky.ts, libs/sky present/). */
export type SunriseReply = Enveloped<SunriseWire>;
export type PlanetPositionsReply = Enveloped<PlanetPositionsWire>;
export type SeasonsReply = Enveloped<SeasonsWire>;
export type NextTransitsReply = Enveloped<NextTransitsWire>;
export type RetrogradesReply = Enveloped<RetrogradesWire>;
export type CombustionsReply = Enveloped<CombustionsWire>;
export type PlanetEventsReply = Enveloped<PlanetEventsWire>;
/** /panchang/transits and /feeds/gochar.json. */
export type GocharReply = Enveloped<GocharWire>;
export type SankrantiYearReply = Enveloped<SankrantiYearWire>;
export type EclipsesReply = Enveloped<EclipsesWire>;
export type EclipseVisibilityReply = Enveloped<EclipseVisibilityWire>;
export type EclipseSutakReply = Enveloped<EclipseSutakWire>;
/** Replies of comments-svc: its presenter's wire types (apps/comments-svc/shared/present.ts). */
export type CommentAcceptedReply = Enveloped<CommentAcceptedWire>;
export type CommentListReply = Enveloped<CommentListWire>;
export type CommentChallengeReply = Enveloped<CommentChallengeWire>;
/** Client-log batches and journey events: the number stored. */
export type AcceptedReply = Enveloped<AcceptedWire>;
export type ClientLogsRecentReply = Enveloped<ClientLogsRecentWire>;
export type ClientLogsPurgeReply = Enveloped<ClientLogsPurgeWire>;
export type EngageCountersReply = Enveloped<EngageCountersWire>;
export type EngageConfigReply = Enveloped<EngageConfigWire>;
export type EngageMarkReply = Enveloped<EngageMarkWire>;
export type BlogSitemapMetaReply = Enveloped<BlogSitemapMetaWire>;
export type BlogSitemapShardReply = Enveloped<BlogSitemapShardWire>;
/** Replies of the windows family (libs/panchang present/timing.ts): one subject per view. */
export type ChoghadiyaReply = Enveloped<ChoghadiyaWire>;
export type HoraReply = Enveloped<HoraWire>;
export type GowriReply = Enveloped<GowriWire>;
export type PanchakaReply = Enveloped<PanchakaWire>;
export type PradoshamReply = Enveloped<PradoshamWire>;
export type InauspiciousWindowsReply = Enveloped<InauspiciousWindowsWire>;
export type LagnaTableReply = Enveloped<LagnaTableWire>;
export type VedicTimeReply = Enveloped<VedicTimeWire>;
export type VehicleMuhurtaReply = Enveloped<VehicleMuhurtaWire>;
/** Replies of the bala routes (libs/panchang present/bala.ts, libs/sky present/rashifal.ts). */
export type ChandrabalamReply = Enveloped<ChandrabalamWire>;
export type TarabalamReply = Enveloped<TarabalamWire>;
export type RashifalReply = Enveloped<RashifalWire>;
/** Replies of the tithi routes (libs/panchang present/tithis.ts). */
export type TithiCatalogReply = Enveloped<TithiCatalogWire>;
export type TithiYearReply = Enveloped<TithiYearWire>;
/** Replies of the calendar routes (libs/panchang present/calendar.ts). */
export type CalendarConvertReply = Enveloped<CalendarConvertWire>;
export type RituReply = Enveloped<RituWire>;
/** The reference lookups (libs/panchang present/reference.ts): one subject per table. */
export type BirthstarDeityReply = Enveloped<BirthstarDeityWire>;
export type BabyNameSyllablesReply = Enveloped<BabyNameSyllablesWire>;
export type GemstoneReply = Enveloped<GemstoneWire>;
export type RudrakshaReply = Enveloped<RudrakshaWire>;
/** Replies of the Jyotish chart family: the wire types of libs/jyotish/src/present. */
export type ChartReply = Enveloped<ChartWire>;
export type DivisionalReply = Enveloped<DivisionalWire>;
export type CareerD10Reply = Enveloped<CareerD10Wire>;
export type DomainPackReply = Enveloped<DomainPackWire>;
/** Vimshottari, Yogini and Ashtottari. */
export type DashaReply = Enveloped<DashaWire>;
export type CharaDashaReply = Enveloped<CharaDashaWire>;
export type NarayanaDashaReply = Enveloped<NarayanaDashaWire>;
export type KalachakraReply = Enveloped<KalachakraWire>;
/** POST /dasha: any system of the /dasha registry. */
export type DashaSystemReply = Enveloped<DashaSystemWire>;
export type JaiminiReply = Enveloped<JaiminiWire>;
export type BundleReply = Enveloped<BundleWire>;
export type ArudhaReply = Enveloped<ArudhaWire>;
export type UpagrahaReply = Enveloped<UpagrahaWire>;
export type ArgalaReply = Enveloped<ArgalaWire>;
export type HousesReply = Enveloped<HousesWire>;
export type BhavChalitReply = Enveloped<BhavChalitWire>;
export type SpecialLagnasReply = Enveloped<SpecialLagnasWire>;
export type TransitReply = Enveloped<TransitWire>;
export type SarvatobhadraReply = Enveloped<SarvatobhadraWire>;
/** Replies of the festival and calendar family (libs/calendar present/). */
export type ObservanceRangeReply = Enveloped<ObservanceRangeWire>;
export type FestivalYearReply = Enveloped<FestivalYearWire>;
export type ParanaReply = Enveloped<ParanaWire>;
export type ExplainReply = Enveloped<ExplainWire>;
export type CompareReply = Enveloped<CompareWire>;
export type WhyNotReply = Enveloped<WhyNotWire>;
export type DebateReply = Enveloped<DebateWire>;
export type ProvenanceReply = Enveloped<ProvenanceWire>;
export type NewYearReply = Enveloped<NewYearWire>;
export type TempleReply = Enveloped<TempleWire>;
export type TraditionsReply = Enveloped<TraditionsWire>;
/** /ratifications (every rule) or /ratifications/{rule_id} (one), by the request's ruleId. */
export type RatificationsReply = Enveloped<RatificationsWire | RatificationWire>;
export type FestivalSchemaReply = Enveloped<SchemaWire>;
/** A JSON Feed for the *_json kinds, the iCalendar text for the *_ics kinds. */
export type FeedReplyBody = Enveloped<JsonFeedWire | FeedTextWire>;
/** Yogas of a chart (libs/jyotish judgement/yogas present.ts). */
export type YogasReply = Enveloped<YogasWire>;
/** Replies of the annual (Tajika) routes (libs/jyotish/src/annual/present/annual.ts). */
export type VarshaphalaReply = Enveloped<VarshaphalaWire>;
export type MunthaReply = Enveloped<MunthaRouteWire>;
export type MuddaDashaReply = Enveloped<MuddaDashaWire>;
export type TajikaYogasReply = Enveloped<TajikaYogasWire>;
/** The interpretation packet (libs/jyotish/src/interpretation/present.ts). */
export type InterpretationReply = Enveloped<InterpretationWire>;
/** Replies of the prashna routes (libs/jyotish/src/prashna/present/prashna.ts). */
export type PrashnaReply = Enveloped<PrashnaWire>;
export type PrashnaBatchReply = Enveloped<PrashnaBatchWire>;
/** /health/risk-windows (libs/jyotish/src/health/present/risk-windows.ts). */
export type RiskWindowsReply = Enveloped<RiskWindowsWire>;
/** Replies of POST /reports/generate (libs/jyotish/src/reports): the JSON report, or its PDF rendering. */
export type NatalReportReply = Enveloped<NatalReportWire>;
export type ReportPdfReply = Enveloped<ReportPdfWire>;
/** The concept pages (libs/jyotish/src/concepts/present.ts). */
export type ConceptIndexReply = Enveloped<ConceptIndexWire>;
export type ConceptReply = Enveloped<ConceptWire>;
/** Replies of the matching routes (libs/jyotish/src/matching/present.ts). */
export type GunmilanReply = Enveloped<GunmilanWire>;
export type CompatibilityReply = Enveloped<CompatibilityWire>;

export type MuhurtaSearchReply = Enveloped<MuhurtaSearchWire>;
export type MuhurtaExplainReply = Enveloped<MuhurtaExplainWire>;
export type ActivityCertificationReply = Enveloped<ActivityCertificationWire>;
export type ElectionalReply = Enveloped<ElectionalWire>;

export const Contracts = {
  // panchang-svc: the Panchang families (daily, sky events, windows, calendar conversions)
  panchangPing: contract<EmptyRequest, PingReply>()({
    subject: 'panchang.ping.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangSunrise: contract<SunriseRequest, SunriseReply>()({
    subject: 'panchang.sunrise.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangPlanetPositions: contract<PlanetPositionsRequest, PlanetPositionsReply>()({
    subject: 'panchang.planets.positions.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangSeasons: contract<SeasonsRequest, SeasonsReply>()({
    subject: 'panchang.sky.seasons.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangNextTransits: contract<NextTransitsRequest, NextTransitsReply>()({
    subject: 'panchang.sky.next-transits.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangRetrogrades: contract<UtcDateRequest, RetrogradesReply>()({
    subject: 'panchang.sky.retrogrades.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangCombustions: contract<UtcDateRequest, CombustionsReply>()({
    subject: 'panchang.sky.combustions.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangPlanetEvents: contract<PlanetEventsRequest, PlanetEventsReply>()({
    subject: 'panchang.sky.planet-events.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangEclipses: contract<EclipsesRequest, EclipsesReply>()({
    subject: 'panchang.sky.eclipses.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  // one computation served by two routes (/panchang/transits and /feeds/gochar.json): true aliases, one contract
  panchangGochar: contract<GocharRequest, GocharReply>()({
    subject: 'panchang.sky.gochar.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangTithis: contract<EmptyRequest, TithiCatalogReply>()({
    subject: 'panchang.tithis.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangSankrantiYear: contract<SankrantiYearRequest, SankrantiYearReply>()({
    subject: 'panchang.sankranti-year.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangTithiYear: contract<TithiYearRequest, TithiYearReply>()({
    subject: 'panchang.tithi-year.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangEclipseVisibility: contract<EclipseRequest, EclipseVisibilityReply>()({
    subject: 'panchang.sky.eclipse-visibility.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangEclipseSutak: contract<EclipseSutakRequest, EclipseSutakReply>()({
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
  // the window views: one subject each, all computed from one windowsDay (libs/panchang windows/day-routes.ts)
  panchangChoghadiya: contract<DailyPlaceRequest, ChoghadiyaReply>()({
    subject: 'panchang.windows.choghadiya.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangHora: contract<DailyPlaceRequest, HoraReply>()({
    subject: 'panchang.windows.hora.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangGowri: contract<DailyPlaceRequest, GowriReply>()({
    subject: 'panchang.windows.gowri.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangPanchaka: contract<DailyPlaceRequest, PanchakaReply>()({
    subject: 'panchang.windows.panchaka.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangPradosham: contract<DailyPlaceRequest, PradoshamReply>()({
    subject: 'panchang.windows.pradosham.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangInauspiciousWindows: contract<DailyPlaceRequest, InauspiciousWindowsReply>()({
    subject: 'panchang.windows.inauspicious.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangLagnaTable: contract<DailyPlaceRequest, LagnaTableReply>()({
    subject: 'panchang.lagna-table.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangVedicTime: contract<VedicTimeRequest, VedicTimeReply>()({
    subject: 'panchang.vedic-time.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  // the reference tables: one subject per table (libs/panchang reference/lookups.ts)
  panchangBirthstarDeity: contract<NakshatraRequest, BirthstarDeityReply>()({
    subject: 'panchang.reference.birthstar-deity.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangBabyNameSyllables: contract<SyllablesRequest, BabyNameSyllablesReply>()({
    subject: 'panchang.reference.baby-name-syllables.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangGemstone: contract<LagnaRequest, GemstoneReply>()({
    subject: 'panchang.reference.gemstone.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangRudraksha: contract<NakshatraRequest, RudrakshaReply>()({
    subject: 'panchang.reference.rudraksha.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangVehicleMuhurat: contract<DailyPlaceRequest, VehicleMuhurtaReply>()({
    subject: 'panchang.muhurat-vehicle.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangCalendarConvert: contract<CalendarConvertRequest, CalendarConvertReply>()({
    subject: 'panchang.calendar-convert.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangRitu: contract<RituRequest, RituReply>()({
    subject: 'panchang.ritu.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangChandrabalam: contract<DayBalaRequest, ChandrabalamReply>()({
    subject: 'panchang.chandrabalam.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangTarabalam: contract<DayBalaRequest, TarabalamReply>()({
    subject: 'panchang.tarabalam.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  panchangRashifal: contract<DayBalaRequest, RashifalReply>()({
    subject: 'panchang.rashifal.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  // panchang-svc: places (the GeoNames gazetteer, zones from coordinates, GeoLite2), libs/places
  placesSearch: contract<LocationSearchRequest, LocationSearchReply>()({
    subject: 'places.search.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  placesResolve: contract<LocationResolveRequest, LocationResolveReply>()({
    subject: 'places.resolve.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  placesContext: contract<ContextResolveRequest, ContextResolveReply>()({
    subject: 'places.context.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  placesGeoIp: contract<GeoIpRequest, GeoIpReply>()({
    subject: 'places.geoip.v1',
    owner: 'panchang-svc',
    idempotent: true,
  }),
  // jyotish-svc: birth-chart computations
  jyotishPing: contract<EmptyRequest, PingReply>()({
    subject: 'jyotish.ping.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishChart: contract<PersonRequest, ChartReply>()({
    subject: 'jyotish.chart.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishDivisional: contract<DivisionalRequest, DivisionalReply>()({
    subject: 'jyotish.divisional.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishCareerD10: contract<PersonRequest, CareerD10Reply>()({
    subject: 'jyotish.career-dasamsa.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishDomainPack: contract<DomainPackRequest, DomainPackReply>()({
    subject: 'jyotish.varga-domain-pack.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishVimshottari: contract<DashaRequest, DashaReply>()({
    subject: 'jyotish.dasha.vimshottari.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishYogini: contract<DashaRequest, DashaReply>()({
    subject: 'jyotish.dasha.yogini.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishAshtottari: contract<DashaRequest, DashaReply>()({
    subject: 'jyotish.dasha.ashtottari.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishJaimini: contract<JaiminiRequest, JaiminiReply>()({
    subject: 'jyotish.jaimini-profile.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishBundle: contract<BundleRequest, BundleReply>()({
    subject: 'jyotish.bundle.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishArudhas: contract<ArudhaRequest, ArudhaReply>()({
    subject: 'jyotish.arudhas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishUpagrahas: contract<PersonRequest, UpagrahaReply>()({
    subject: 'jyotish.upagrahas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishArgala: contract<PersonRequest, ArgalaReply>()({
    subject: 'jyotish.argala.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishHouses: contract<PersonRequest, HousesReply>()({
    subject: 'jyotish.houses.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishBhavChalit: contract<PersonRequest, BhavChalitReply>()({
    subject: 'jyotish.bhav-chalit.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishSpecialLagnas: contract<PersonRequest, SpecialLagnasReply>()({
    subject: 'jyotish.special-lagnas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishTransit: contract<TransitRequest, TransitReply>()({
    subject: 'jyotish.transit.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishCharaDasha: contract<RasiDashaRequest, CharaDashaReply>()({
    subject: 'jyotish.dasha.chara.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishNarayanaDasha: contract<RasiDashaRequest, NarayanaDashaReply>()({
    subject: 'jyotish.dasha.narayana.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishKalachakraDasha: contract<RasiDashaRequest, KalachakraReply>()({
    subject: 'jyotish.dasha.kalachakra.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishDashaSystem: contract<DashaSystemRequest, DashaSystemReply>()({
    subject: 'jyotish.dasha.system.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishSarvatobhadra: contract<SarvatobhadraRequest, SarvatobhadraReply>()({
    subject: 'jyotish.sarvatobhadra.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishAshtakavarga: contract<ChartInputRequest, AshtakavargaReply>()({
    subject: 'jyotish.ashtakavarga.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishDosha: contract<DoshaRequest, DoshaReply>()({
    subject: 'jyotish.dosha.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishShadbala: contract<ChartInputRequest, ShadbalaReply>()({
    subject: 'jyotish.shadbala.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishYogas: contract<YogasRequest, YogasReply>()({
    subject: 'jyotish.yogas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishAnnualVarshaphala: contract<AnnualRequest, VarshaphalaReply>()({
    subject: 'jyotish.annual.varshaphala.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishAnnualMuntha: contract<AnnualRequest, MunthaReply>()({
    subject: 'jyotish.annual.muntha.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishAnnualMuddaDasha: contract<AnnualRequest, MuddaDashaReply>()({
    subject: 'jyotish.annual.mudda-dasha.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishAnnualTajikaYogas: contract<AnnualRequest, TajikaYogasReply>()({
    subject: 'jyotish.annual.tajika-yogas.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishInterpretationPacket: contract<InterpretationRequest, InterpretationReply>()({
    subject: 'jyotish.interpretation-packet.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishPrashna: contract<PrashnaRequest, PrashnaReply>()({
    subject: 'jyotish.prashna.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishPrashnaBatch: contract<PrashnaBatchRequest, PrashnaBatchReply>()({
    subject: 'jyotish.prashna.batch.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishRiskWindows: contract<RiskWindowsRequest, RiskWindowsReply>()({
    subject: 'jyotish.health.risk-windows.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishGunmilan: contract<MatchRequest, GunmilanReply>()({
    subject: 'jyotish.matching.gunmilan.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishCompatibility: contract<MatchRequest, CompatibilityReply>()({
    subject: 'jyotish.compatibility.advanced.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishConcepts: contract<EmptyRequest, ConceptIndexReply>()({
    subject: 'jyotish.concepts.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  jyotishConcept: contract<SlugRequest, ConceptReply>()({
    subject: 'jyotish.concept.v1',
    owner: 'jyotish-svc',
    idempotent: true,
  }),
  // calendar-svc: observances and feeds
  calendarPing: contract<EmptyRequest, PingReply>()({
    subject: 'calendar.ping.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarFestivals: contract<ObservanceRangeRequest, ObservanceRangeReply>()({
    subject: 'calendar.festivals.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  // /festival/{rule_key} and /panchang/diwali: the same year computation, for a rule named in the path or fixed
  calendarFestival: contract<ObservanceYearRequest, FestivalYearReply>()({
    subject: 'calendar.festival.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarVrats: contract<ObservanceRangeRequest, ObservanceRangeReply>()({
    subject: 'calendar.vrats.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarParana: contract<ParanaRequest, ParanaReply>()({
    subject: 'calendar.parana.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  // calendar-svc: muhurta (the activity engine reads the calendar timeline)
  muhurtaSearch: contract<MuhurtaRequest, MuhurtaSearchReply>()({
    subject: 'calendar.muhurta-search.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  muhurtaExplain: contract<MuhurtaRequest, MuhurtaExplainReply>()({
    subject: 'calendar.muhurta-explain.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  muhurtaCertification: contract<EmptyRequest, ActivityCertificationReply>()({
    subject: 'calendar.muhurta-certification.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  muhurtaElectional: contract<ElectionalRequest, ElectionalReply>()({
    subject: 'calendar.muhurta-electional.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  muhurtaTop10: contract<ElectionalRequest, ElectionalReply>()({
    subject: 'calendar.muhurta-top-ten.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarExplain: contract<ObservanceYearRequest, ExplainReply>()({
    subject: 'calendar.observance-explain.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  // /festival/observance/compare and /festival/locality-shift/{slug}: one comparison, the slug in query or path
  calendarCompare: contract<ObservanceCompareRequest, CompareReply>()({
    subject: 'calendar.observance-compare.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarWhyNot: contract<ObservanceWhyNotRequest, WhyNotReply>()({
    subject: 'calendar.why-not.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarDebate: contract<ObservanceYearRequest, DebateReply>()({
    subject: 'calendar.debate.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarProvenance: contract<SlugRequest, ProvenanceReply>()({
    subject: 'calendar.provenance.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarNewYear: contract<NewYearRequest, NewYearReply>()({
    subject: 'calendar.new-year.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarTempleObservance: contract<ObservanceYearRequest, TempleReply>()({
    subject: 'calendar.temple-observance.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarTraditions: contract<EmptyRequest, TraditionsReply>()({
    subject: 'calendar.traditions.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  // /ratifications and /ratifications/{rule_id} still share it (two bodies, by ruleId): not yet split
  calendarRatifications: contract<RatificationsRequest, RatificationsReply>()({
    subject: 'calendar.ratifications.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  calendarFestivalSchema: contract<ObservanceYearRequest, FestivalSchemaReply>()({
    subject: 'calendar.festival-schema.v1',
    owner: 'calendar-svc',
    idempotent: true,
  }),
  // every /feeds/* kind: one feed computation; the request's kind picks JSON Feed or iCalendar (FeedReplyBody)
  calendarFeed: contract<FeedRequest, FeedReplyBody>()({
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
  reportsGenerate: contract<NatalReportRequest, NatalReportReply>()({
    subject: 'reports.generate.v1',
    owner: 'reports-svc',
    idempotent: true,
  }),
  reportsGeneratePdf: contract<NatalReportRequest, ReportPdfReply>()({
    subject: 'reports.generate-pdf.v1',
    owner: 'reports-svc',
    idempotent: true,
  }),
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
  commentsSubmit: contract<CommentSubmitRequest, CommentAcceptedReply>()({
    subject: 'comments.submit.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  commentsList: contract<CommentListRequest, CommentListReply>()({
    subject: 'comments.list.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  commentsChallenge: contract<EmptyRequest, CommentChallengeReply>()({
    subject: 'comments.challenge.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  clientLogsIngest: contract<ClientLogIngestRequest, AcceptedReply>()({
    subject: 'comments.client-logs.ingest.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  clientLogsRecent: contract<ClientLogRecentRequest, ClientLogsRecentReply>()({
    subject: 'comments.client-logs.recent.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  clientLogsPurge: contract<ClientLogPurgeRequest, ClientLogsPurgeReply>()({
    subject: 'comments.client-logs.purge.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  engageCounters: contract<EngageCountersRequest, EngageCountersReply>()({
    subject: 'comments.engage.counters.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  engageConfig: contract<EmptyRequest, EngageConfigReply>()({
    subject: 'comments.engage.config.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  engageMark: contract<EngageMarkRequest, EngageMarkReply>()({
    subject: 'comments.engage.mark.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  journeyEvents: contract<JourneyEventsRequest, AcceptedReply>()({
    subject: 'comments.journey-events.v1',
    owner: 'comments-svc',
    idempotent: false,
  }),
  blogSitemapMeta: contract<BlogSitemapRequest, BlogSitemapMetaReply>()({
    subject: 'comments.blog-sitemap.meta.v1',
    owner: 'comments-svc',
    idempotent: true,
  }),
  blogSitemapShard: contract<BlogSitemapRequest, BlogSitemapShardReply>()({
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
