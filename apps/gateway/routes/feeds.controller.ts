import { Controller, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Contracts, Enveloped, FeedKind, FeedRequest, MuhurtaFreeBusyRequest } from '@pj/contracts';
import type { FeedTextWire, JsonFeedWire } from '@pj/calendar';
import { feedsMethodology, observanceMethodology } from '@pj/calendar';
import { windowsPacketMethodology } from '@pj/panchang';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPUTED_CACHE_CONTROL } from '../http/representation';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { requestOrigin } from '../http/origin';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { placeOf } from '../http/common.dto';
import { listOf } from './festivals.controller';
import { FeedQueryDto, MuhurtaIfbQueryDto, ObservanceFeedQueryDto, RANGE_DAYS_COST } from './festivals.dto';

/** /feeds/*.json: the JSON Feed calendar.feed.v1 answers for the *_json kinds. */
type JsonFeedReply = Enveloped<JsonFeedWire>;

/** The feed's own URL: the request's origin (http/origin.ts) and path. */
const urlOf = (req: FastifyRequest): string => `${requestOrigin(req)}${req.url}`;

const feedMethodology = () => ({ ...observanceMethodology(), ...feedsMethodology() });
const ICS_RESPONSE = {
  status: 200,
  description: 'iCalendar (RFC 5545) text.',
  content: { 'text/calendar': { schema: { type: 'string' } } },
};
const JSON_FEED_RESPONSE = {
  status: 200,
  description: 'JSON Feed 1.1 document; `_meta` (methodology fingerprint) and `_place` are feed extensions.',
  content: { 'application/feed+json': { schema: { type: 'object' } } },
};

@ApiTags('feeds')
@Controller()
export class FeedsController {
  constructor(private readonly rpc: RpcGateway) {}

  /** An iCalendar reply as the route's body: its media type, file name and fingerprint as headers. */
  private send(reply: Enveloped<Omit<FeedTextWire, 'count'>>, res: FastifyReply): string {
    // Set only on success: errors stay JSON with _meta (CONTRACT §4). The fingerprint travels as a header.
    void res.header('content-type', reply.content_type);
    void res.header('content-disposition', `inline; filename="${reply.filename}"`);
    void res.header('cache-control', COMPUTED_CACHE_CONTROL);
    const fp = reply._meta.methodology.fingerprint;
    if (fp) void res.header('x-methodology-fingerprint', fp);
    return reply.text;
  }

  /** An *_ics feed: calendar.feed.v1 answers its text. */
  private async ics(req: FeedRequest, res: FastifyReply, ctx: RequestCtx): Promise<string> {
    const reply = await this.rpc.call(Contracts.calendarFeed, req, ctx);
    if (!('text' in reply)) throw new Error(`calendar.feed.v1 answered no iCalendar text for ${req.feed}`);
    return this.send(reply, res);
  }

  /** A *_json feed: calendar.feed.v1 answers a JSON Feed document, sent as application/feed+json. */
  private async json(req: FeedRequest, res: FastifyReply, ctx: RequestCtx): Promise<JsonFeedReply> {
    const body = await this.rpc.call(Contracts.calendarFeed, req, ctx);
    if ('text' in body) throw new Error(`calendar.feed.v1 answered text for ${req.feed}`);
    void res.header('content-type', 'application/feed+json; charset=utf-8');
    return body;
  }

  private feed(feed: FeedKind, q: ObservanceFeedQueryDto | FeedQueryDto, req: FastifyRequest): FeedRequest {
    return {
      feed,
      fromDate: q.from_date,
      days: q.days,
      ...placeOf(q),
      tradition: q.tradition ?? null,
      only: 'only' in q ? listOf(q.only) : null,
      feedUrl: urlOf(req),
    };
  }

  @ApiProduces('text/calendar')
  @ApiResponse(ICS_RESPONSE)
  @Route({
    get: 'calendar/festivals.ics',
    tier: 'public_read',
    methodology: feedMethodology,
    cost: RANGE_DAYS_COST,
    summary: 'iCalendar feed of the festivals of a date range (all-day events, evidence in DESCRIPTION)',
    description:
      'Festivals, jayantis, sankrantis and eclipses in [from_date, from_date + days) (days 1–400), one all-day VEVENT each with a stable UID.',
  })
  festivalsIcs(
    @Query() q: FeedQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<string> {
    return this.ics(this.feed('festivals_ics', q, req), res, ctx);
  }

  @ApiProduces('text/calendar')
  @ApiResponse(ICS_RESPONSE)
  @Route({
    get: 'calendar/vrats.ics',
    tier: 'public_read',
    methodology: feedMethodology,
    cost: RANGE_DAYS_COST,
    summary: 'iCalendar feed of the vrats and Ekadashis of a date range',
    description:
      'Ekadashi, Pradosh, Sankashti Chaturthi, Purnima, Amavasya, Masik Shivaratri… in [from_date, from_date + days) (days 1–400).',
  })
  vratsIcs(
    @Query() q: FeedQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<string> {
    return this.ics(this.feed('vrats_ics', q, req), res, ctx);
  }

  @ApiProduces('text/calendar')
  @ApiResponse(ICS_RESPONSE)
  @Route({
    get: 'festival/ics',
    tier: 'public_read',
    methodology: feedMethodology,
    cost: RANGE_DAYS_COST,
    summary: 'iCalendar feed of every observance (festivals and vrats), optionally only some',
    description:
      "All observances in [from_date, from_date + days) (days 1–400); `only` keeps the named rules (e.g. one festival's feed).",
  })
  observancesIcs(
    @Query() q: ObservanceFeedQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<string> {
    return this.ics(this.feed('observances_ics', q, req), res, ctx);
  }

  @ApiProduces('text/calendar')
  @ApiResponse(ICS_RESPONSE)
  @Route({
    get: 'calendar/muhurta.ifb',
    tier: 'public_read',
    methodology: () => ({ ...windowsPacketMethodology('lahiri'), ...feedsMethodology() }),
    summary: "iCalendar free/busy (VFREEBUSY) of a day's auspicious (FREE) and inauspicious (BUSY) windows",
    description:
      'Rahu kalam, yamaganda, gulika kalam, dur muhurta and varjyam as BUSY; abhijit, vijaya, brahma muhurta, amrit kalam… as FREE; UTC periods, each named in X-PJ-WINDOW.',
  })
  async muhurtaIfb(
    @Query() q: MuhurtaIfbQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<string> {
    const req: MuhurtaFreeBusyRequest = {
      date: q.date,
      ...placeOf(q),
      elevationM: q.elevation_m,
      profile: q.profile,
    };
    return this.send(await this.rpc.call(Contracts.calendarMuhurtaFreeBusy, req, ctx), res);
  }

  @ApiProduces('application/feed+json')
  @ApiResponse(JSON_FEED_RESPONSE)
  @Route({
    get: 'feeds/festivals.json',
    tier: 'public_read',
    methodology: feedMethodology,
    cost: RANGE_DAYS_COST,
    summary: 'JSON Feed 1.1 of the festivals of a date range',
    description:
      'One item per festival (id = the iCalendar UID, content_text = the evidence, _observance = the full observance); days 1–400.',
  })
  festivalsJson(
    @Query() q: FeedQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<JsonFeedReply> {
    return this.json(this.feed('festivals_json', q, req), res, ctx);
  }

  @ApiProduces('application/feed+json')
  @ApiResponse(JSON_FEED_RESPONSE)
  @Route({
    get: 'feeds/vrats.json',
    tier: 'public_read',
    methodology: feedMethodology,
    cost: RANGE_DAYS_COST,
    summary: 'JSON Feed 1.1 of the vrats and Ekadashis of a date range',
    description: 'One item per vrat occurrence; days 1–400.',
  })
  vratsJson(
    @Query() q: FeedQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<JsonFeedReply> {
    return this.json(this.feed('vrats_json', q, req), res, ctx);
  }
}
