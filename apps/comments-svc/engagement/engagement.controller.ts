import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AcceptedReply,
  Contracts,
  EmptyRequest,
  ENGAGEMENT_KINDS,
  EngageConfigReply,
  EngageCountersReply,
  EngageCountersRequest,
  EngagementKind,
  EngageMarkReply,
  EngageMarkRequest,
  JourneyEventsRequest,
  RpcRequest,
} from '@pj/contracts';
import { Database, DomainError, Handles, PacketEnveloper } from '@pj/platform';
import { DateTime } from 'luxon';
import { redactEach, redactText } from '../client-logs/redact';
import {
  accepted,
  commentsPacket,
  engageConfig,
  engageCounters,
  EngagementCounts,
  engageMark,
} from '../shared/present';
import { ServiceSecrets } from '../shared/secrets.service';

/** A client's mark of one kind on one page counts once per UTC day. */
export const ENGAGEMENT_WINDOW_S = 86_400;

const isKind = (kind: string): kind is EngagementKind => (ENGAGEMENT_KINDS as readonly string[]).includes(kind);

@Controller()
export class EngagementController {
  constructor(
    private readonly db: Database,
    private readonly secrets: ServiceSecrets,
    private readonly packets: PacketEnveloper,
  ) {}

  @Handles(Contracts.engageConfig)
  config(@Payload() req: RpcRequest<EmptyRequest>): EngageConfigReply {
    return this.packets.wrap(req, commentsPacket(engageConfig(ENGAGEMENT_WINDOW_S)));
  }

  @Handles(Contracts.engageCounters)
  async counters(@Payload() req: RpcRequest<EngageCountersRequest>): Promise<EngageCountersReply> {
    const { path } = req.payload;
    return this.packets.wrap(req, commentsPacket(engageCounters(path, await this.countsOf(path))));
  }

  /**
   * Marks once per client, path, kind and UTC day (older marks are deleted), and increments the counter in the same
   * transaction with SQL `INSERT … ON CONFLICT DO UPDATE SET count = count + 1`, atomic on both
   * databases, so parallel marks never lose an increment.
   */
  @Handles(Contracts.engageMark)
  async mark(@Payload() req: RpcRequest<EngageMarkRequest>): Promise<EngageMarkReply> {
    const { path, kind } = req.payload;
    const clientHash = await this.secrets.clientHash(req.payload.clientAddress);
    const now = new Date();
    const windowStart = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day').toJSDate();
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
    return this.packets.wrap(req, commentsPacket(engageMark(path, kind, counted, await this.countsOf(path))));
  }

  @Handles(Contracts.journeyEvents)
  async journey(@Payload() req: RpcRequest<JourneyEventsRequest>): Promise<AcceptedReply> {
    const { events, sessionId } = req.payload;
    const props = redactEach(
      events,
      (e) => e.props,
      (i, problem) => ({
        loc: ['events', i, 'props'],
        msg: 'props must be a JSON object within the attribute bounds (depth 4, 64 keys, 8 KiB)',
        type: problem.rule,
      }),
    );
    if (props.issues.length)
      throw new DomainError('validation_failed', 'journey event props out of bounds', props.issues);
    const clientHash = await this.secrets.clientHash(req.payload.clientAddress);
    const rows = events.map((e, i) => ({
      sessionId,
      name: e.name,
      page: redactText(e.path),
      props: props.json[i],
      clientHash,
      clientTime: e.ts ? new Date(e.ts) : null,
    }));
    await this.db.prisma.journeyEvent.createMany({ data: rows });
    return this.packets.wrap(req, commentsPacket(accepted(rows.length)));
  }

  private async countsOf(page: string): Promise<EngagementCounts> {
    const rows = await this.db.prisma.engagementCounter.findMany({ where: { page } });
    return new Map(rows.flatMap((r) => (isKind(r.kind) ? [[r.kind, r.count] as const] : [])));
  }
}
