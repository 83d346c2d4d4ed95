import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { CommentListReply, Contracts, DailyReply, DailyRequest, MonthReply } from '@pj/contracts';
import { resolveZone } from '@pj/ephemeris';
import { dailyMethodology, serviceMethodology } from '@pj/panchang';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../http/policy';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { PAGES_CSS } from '../pages/assets/pages-css';
import { PAGES_JS } from '../pages/assets/pages-js';
import { dashboardPage } from '../pages/dashboard-page';
import { todayIn } from '../pages/format';
import { wordsFor } from '../pages/i18n';
import { PageState } from '../pages/layout';
import { dayPage, dayPageKey, DayPageInput } from '../pages/panchang-page';
import { prototypePage } from '../pages/prototype-page';
import { shellPage } from '../pages/shell-page';
import { DEFAULT_PAGE_PLACE, PageQueryDto } from './pages.dto';

/**
 * The pages' Content-Security-Policy: everything from this origin only, no inline script or style,
 * no framing, forms and fetches back to this origin (SPEC §4.6, issue 22).
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HTML_RESPONSE = {
  status: 200,
  description: 'An HTML page (UTF-8); its content: response-types/gateway.json.',
} as const;
/** The assets change only with a deployment; browsers keep them for a day. */
const ASSET_CACHE_CONTROL = 'public, max-age=86400';

/** The headers of every page: HTML, the CSP, no sniffing, no caching (a page marks "now" and shows new comments). */
function sendPage(res: FastifyReply, body: string): string {
  void res.header('content-type', 'text/html; charset=utf-8');
  void res.header('content-security-policy', PAGE_CSP);
  void res.header('x-content-type-options', 'nosniff');
  void res.header('referrer-policy', 'same-origin');
  void res.header('x-frame-options', 'DENY');
  void res.header('cache-control', 'no-store');
  return body;
}

const PAGE_DOC =
  'Served by the gateway from the same packets the API answers (panchang.daily.v1, panchang.month.v1, comments.list.v1): ' +
  'no second computation. Self-contained (one stylesheet and one script of this origin, strict Content-Security-Policy), ' +
  'readable without JavaScript; lang en, hi or ta; variant default, compact or print (another value: 422).';

/** Month grids kept for the pages: a day page asks for its month on each of its ~30 days. */
const MONTH_MEMO_ENTRIES = 64;

/**
 * The month packets the pages used last (bounded, least recently used out): a month grid with its festival
 * markers is a deterministic function of its request and of this deployment's methodology, so the page
 * reuses the packet panchang.month.v1 answered instead of asking for it again.
 */
class MonthMemo {
  private readonly entries = new Map<string, Promise<MonthReply>>();

  get(key: string, compute: () => Promise<MonthReply>): Promise<MonthReply> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const p = compute();
    this.entries.set(key, p);
    p.catch(() => this.entries.delete(key)); // a failure (deadline, outage) is not remembered
    while (this.entries.size > MONTH_MEMO_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return p;
  }
}

@ApiTags('pages')
@Controller()
export class PagesController {
  private readonly months = new MonthMemo();

  constructor(private readonly rpc: RpcGateway) {}

  /** The query after defaults: New Delhi, the zone from the coordinates, today at the place. */
  private state(q: PageQueryDto, nowMs: number): PageState {
    const lat = q.lat ?? DEFAULT_PAGE_PLACE.lat;
    const lng = q.lng ?? DEFAULT_PAGE_PLACE.lng;
    const tz = q.tz ?? resolveZone(lat, lng).tz;
    return { lat, lng, tz, date: q.date ?? todayIn(tz, nowMs), lang: q.lang ?? 'en', variant: q.variant ?? 'default' };
  }

  /** The day's packets, as /panchang/daily, /panchang/month and /panchang/comments answer them (in parallel). */
  private async packets(
    s: PageState,
    q: PageQueryDto,
    ctx: RequestCtx,
  ): Promise<{ daily: DailyReply; month: MonthReply; comments: CommentListReply | null }> {
    const base = {
      lat: s.lat,
      lng: s.lng,
      tz: q.tz ?? null,
      elevationM: 0,
      ayanamsa: 'lahiri',
      convention: 'drik',
      profile: 'north_india_purnimanta',
      sunrise: 'drik',
    } as const;
    const daily: DailyRequest = { ...base, date: s.date };
    const [d, m, c] = await Promise.all([
      this.rpc.call(Contracts.panchangDaily, daily, ctx),
      this.months.get(JSON.stringify({ ...base, ym: s.date.slice(0, 7) }), () =>
        this.rpc.call(Contracts.panchangMonth, { ...base, ym: s.date.slice(0, 7) }, ctx),
      ),
      // the page still renders when comments-svc (or its database) does not answer; the section says so
      this.rpc.call(Contracts.commentsList, { pageKey: dayPageKey(s.date), limit: 20 }, ctx).catch(() => null),
    ]);
    return { daily: d, month: m, comments: c };
  }

  /** A day page: the state, the packets, then the renderer. */
  private async day(q: PageQueryDto, ctx: RequestCtx, path: string, render: (i: DayPageInput) => string) {
    const nowMs = Date.now();
    const state = this.state(q, nowMs);
    return render({ state, words: wordsFor(state.lang), ...(await this.packets(state, q, ctx)), nowMs, path });
  }

  @ApiProduces('text/html')
  @Route({
    get: 'panchang',
    tier: 'discovery',
    methodology: () => dailyMethodology('lahiri'),
    cache: 'no-store',
    summary: 'The day page (HTML): Panchang of a place and date, windows timeline, month calendar, festivals, comments',
    description: PAGE_DOC,
    success: HTML_RESPONSE,
  })
  async panchang(
    @Query() q: PageQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<string> {
    return sendPage(res, await this.day(q, ctx, '/panchang', dayPage));
  }

  @ApiProduces('text/html')
  @Route({
    get: 'panchang-prototype',
    tier: 'discovery',
    methodology: () => dailyMethodology('lahiri'),
    cache: 'no-store',
    summary: 'Prototype of the day page (HTML): "now" first — the running elements and windows, then the day',
    description: PAGE_DOC,
    success: HTML_RESPONSE,
  })
  async prototype(
    @Query() q: PageQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<string> {
    return sendPage(res, await this.day(q, ctx, '/panchang-prototype', prototypePage));
  }

  @ApiProduces('text/html')
  @Route({
    get: 'shell',
    tier: 'discovery',
    methodology: serviceMethodology,
    cache: 'no-store',
    summary: 'The application frame (HTML): navigation and the place and date pickers the pages live in',
    description: 'Computes nothing. lang en, hi or ta; variant default, compact or print (another value: 422).',
    success: HTML_RESPONSE,
  })
  shell(@Query() q: PageQueryDto, @Res({ passthrough: true }) res: FastifyReply): string {
    const state = this.state(q, Date.now());
    return sendPage(res, shellPage(state, wordsFor(state.lang)));
  }

  @ApiProduces('text/html')
  @Route({
    get: 'user-dashboard',
    tier: 'discovery',
    methodology: serviceMethodology,
    cache: 'no-store',
    summary: 'Signed-out personal dashboard (HTML): profiles and places kept in the browser only',
    description:
      "Saved places and birth profiles live in the browser's localStorage; the page's script asks the public API for today's tara bala and chandra bala of each profile and the coming vrats. Nothing personal is stored on the server. " +
      'Authenticated dashboard operations are not part of the public contract (SPEC §5.4).',
    success: HTML_RESPONSE,
  })
  dashboard(@Query() q: PageQueryDto, @Res({ passthrough: true }) res: FastifyReply): string {
    const state = this.state(q, Date.now());
    return sendPage(res, dashboardPage(state, wordsFor(state.lang), '/user-dashboard'));
  }

  @ApiProduces('text/html')
  @Route({
    get: 'user-dashboard-prototype',
    tier: 'discovery',
    methodology: serviceMethodology,
    cache: 'no-store',
    summary: 'Prototype of the signed-out dashboard (HTML): the same data, profiles first in a compact grid',
    description: 'As /user-dashboard; another layout of the same browser-side data.',
    success: HTML_RESPONSE,
  })
  dashboardPrototype(@Query() q: PageQueryDto, @Res({ passthrough: true }) res: FastifyReply): string {
    const state = this.state(q, Date.now());
    return sendPage(res, dashboardPage(state, wordsFor(state.lang), '/user-dashboard-prototype'));
  }

  @Get('assets/pages.css')
  @Endpoint('discovery', serviceMethodology)
  @ApiProduces('text/css')
  @ApiOperation({ summary: "The pages' stylesheet (served by this gateway: no CDN)." })
  css(@Res({ passthrough: true }) res: FastifyReply): string {
    void res.header('content-type', 'text/css; charset=utf-8');
    void res.header('cache-control', ASSET_CACHE_CONTROL);
    void res.header('x-content-type-options', 'nosniff');
    return PAGES_CSS;
  }

  @Get('assets/pages.js')
  @Endpoint('discovery', serviceMethodology)
  @ApiProduces('text/javascript')
  @ApiOperation({ summary: "The pages' script (the now marker, the comment form's proof of work, the dashboard)." })
  js(@Res({ passthrough: true }) res: FastifyReply): string {
    void res.header('content-type', 'text/javascript; charset=utf-8');
    void res.header('cache-control', ASSET_CACHE_CONTROL);
    void res.header('x-content-type-options', 'nosniff');
    return PAGES_JS;
  }
}
