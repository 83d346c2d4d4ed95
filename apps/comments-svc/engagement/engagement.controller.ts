import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ENGAGEMENT_KINDS,
  EngageCountersRequest,
  EngageMarkRequest,
  JourneyEventsRequest,
  RpcRequest,
  Contracts,
  ValidationIssue,
  PacketReply,
} from '@pj/contracts';
import { Database, DomainError, Handles } from '@pj/platform';
import { redactAttributes, redactText } from '../client-logs/redact';
import { ReplyEnveloper } from '../shared/reply';
import { ServiceSecrets } from '../shared/secrets.service';

/** A client's mark of one kind on one page counts once per UTC day. */
export const ENGAGEMENT_WINDOW_S = 86_400;
export const JOURNEY_MAX_EVENTS = 50;

@Controller()
export class EngagementController {
  constructor(
    private readonly db: Database,
    private readonly secrets: ServiceSecrets,
    private readonly reply: ReplyEnveloper,
  ) {}

  @Handles(Contracts.engageConfig)
  config(@Payload() req: RpcRequest<Record<string, never>>): PacketReply {
    return this.reply.wrap(req, {
      kinds: [...ENGAGEMENT_KINDS],
      dedupe: {
        per: ['client_address', 'path', 'kind'],
        window_seconds: ENGAGEMENT_WINDOW_S,
        window_alignment: 'utc_day',
      },
      journey_events: { max_events: JOURNEY_MAX_EVENTS },
    });
  }

  @Handles(Contracts.engageCounters)
  async counters(@Payload() req: RpcRequest<EngageCountersRequest>): Promise<PacketReply> {
    return this.reply.wrap(req, { path: req.payload.path, counters: await this.countersOf(req.payload.path) });
  }

  /**
   * Marks once per client, path, kind and UTC day (older marks are deleted), and increments the counter in the same
   * transaction with SQL `INSERT … ON CONFLICT DO UPDATE SET count = count + 1`, atomic on both
   * databases, so parallel marks never lose an increment.
   */
  @Handles(Contracts.engageMark)
  async mark(@Payload() req: RpcRequest<EngageMarkRequest>): Promise<PacketReply> {
    const { path, kind } = req.payload;
    const clientHash = await this.secrets.clientHash(req.payload.clientAddress);
    const now = new Date();
    const windowStart = new Date(Math.floor(now.getTime() / (ENGAGEMENT_WINDOW_S * 1000)) * ENGAGEMENT_WINDOW_S * 1000);
    const ts = (d: Date) => (this.db.kind === 'sqlite' ? d.toISOString().replace('Z', '+00:00') : d);
    const counted = await this.db.prisma.$transaction(async (tx) => {
      const inserted =
        await tx.$executeRaw`INSERT INTO "engagement_marks" ("page", "kind", "client_hash", "window_start", "created_at")
        VALUES (${path}, ${kind}, ${clientHash}, ${ts(windowStart)}, ${ts(now)}) ON CONFLICT DO NOTHING`;
      // Marks of past windows no longer decide anything: drop them (indexed on window_start).
      await tx.$executeRaw`DELETE FROM "engagement_marks" WHERE "window_start" < ${ts(windowStart)}`;
      if (inserted === 0) return false;
      await tx.$executeRaw`INSERT INTO "engagement_counters" ("page", "kind", "count", "updated_at") VALUES (${path}, ${kind}, 1, ${ts(now)})
        ON CONFLICT ("page", "kind") DO UPDATE SET "count" = "engagement_counters"."count" + 1, "updated_at" = excluded."updated_at"`;
      return true;
    });
    return this.reply.wrap(req, { path, kind, counted, counters: await this.countersOf(path) });
  }

  @Handles(Contracts.journeyEvents)
  async journey(@Payload() req: RpcRequest<JourneyEventsRequest>): Promise<PacketReply> {
    const clientHash = await this.secrets.clientHash(req.payload.clientAddress);
    const issues: ValidationIssue[] = [];
    const rows = req.payload.events.map((e, i) => {
      const props = redactAttributes(e.props);
      if (!props.ok)
        issues.push({
          loc: ['body', 'events', i, 'props'],
          msg: 'props must be a JSON object within the attribute bounds (depth 4, 64 keys, 8 KiB)',
          type: props.problem.rule,
        });
      return {
        sessionId: req.payload.sessionId,
        name: e.name,
        page: redactText(e.path),
        props: props.ok ? JSON.stringify(props.value) : '{}',
        clientHash,
        clientTime: e.ts ? new Date(e.ts) : null,
      };
    });
    if (issues.length) throw new DomainError('validation_failed', 'journey event props out of bounds', issues);
    await this.db.prisma.journeyEvent.createMany({ data: rows });
    return this.reply.wrap(req, { accepted: rows.length });
  }

  private async countersOf(page: string): Promise<Record<string, number>> {
    const rows = await this.db.prisma.engagementCounter.findMany({ where: { page } });
    const out: Record<string, number> = Object.fromEntries(ENGAGEMENT_KINDS.map((k) => [k, 0]));
    for (const r of rows) out[r.kind] = r.count;
    return out;
  }
}
