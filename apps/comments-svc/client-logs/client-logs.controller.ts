import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AcceptedReply,
  ClientLogIngestRequest,
  ClientLogPurgeRequest,
  ClientLogRecentRequest,
  ClientLogsPurgeReply,
  ClientLogsRecentReply,
  Contracts,
  RpcRequest,
} from '@pj/contracts';
import { Database, DomainError, Handles, PacketEnveloper } from '@pj/platform';
import { DateTime } from 'luxon';
import { accepted, clientLogsPurge, clientLogsRecent, commentsPacket } from '../shared/present';
import { ServiceSecrets } from '../shared/secrets.service';
import { ATTRIBUTE_LIMITS, redactEach, redactText } from './redact';

@Controller()
export class ClientLogsController {
  constructor(
    private readonly db: Database,
    private readonly secrets: ServiceSecrets,
    private readonly packets: PacketEnveloper,
  ) {}

  /** Redacts every entry (secrets, contact details, control characters) and stores the batch in one statement. */
  @Handles(Contracts.clientLogsIngest)
  async ingest(@Payload() req: RpcRequest<ClientLogIngestRequest>): Promise<AcceptedReply> {
    const { entries } = req.payload;
    const attributes = redactEach(
      entries,
      (e) => e.attributes,
      (i, problem) => ({
        loc: ['entries', i, ...problem.path.split('.')],
        msg: attributeMessage(problem.rule),
        type: problem.rule,
      }),
    );
    if (attributes.issues.length)
      throw new DomainError('validation_failed', 'client log attributes out of bounds', attributes.issues);
    const clientHash = await this.secrets.clientHash(req.payload.clientAddress);
    const rows = entries.map((e, i) => ({
      level: e.level,
      message: redactText(e.message),
      page: e.page === null ? null : redactText(e.page),
      attributes: attributes.json[i],
      clientHash,
      clientTime: e.ts ? new Date(e.ts) : null,
    }));
    await this.db.prisma.clientLog.createMany({ data: rows });
    return this.packets.wrap(req, commentsPacket(accepted(rows.length)));
  }

  @Handles(Contracts.clientLogsRecent)
  async recent(@Payload() req: RpcRequest<ClientLogRecentRequest>): Promise<ClientLogsRecentReply> {
    const p = req.payload;
    const rows = await this.db.prisma.clientLog.findMany({
      where: {
        createdAt: { gte: DateTime.utc().minus({ minutes: p.sinceMinutes }).toJSDate() },
        ...(p.level ? { level: p.level } : {}),
        ...(p.page ? { page: p.page } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: p.limit,
    });
    return this.packets.wrap(req, commentsPacket(clientLogsRecent(p.sinceMinutes, rows)));
  }

  @Handles(Contracts.clientLogsPurge)
  async purge(@Payload() req: RpcRequest<ClientLogPurgeRequest>): Promise<ClientLogsPurgeReply> {
    const { olderThanDays } = req.payload;
    // UTC days: always 86 400 s (the log's times are UTC, no zone's DST applies)
    const before = DateTime.utc().minus({ days: olderThanDays }).toJSDate();
    const { count } = await this.db.prisma.clientLog.deleteMany({ where: { createdAt: { lt: before } } });
    return this.packets.wrap(req, commentsPacket(clientLogsPurge(olderThanDays, count, before)));
  }
}

function attributeMessage(rule: 'depth' | 'keys' | 'size' | 'type'): string {
  const l = ATTRIBUTE_LIMITS;
  return {
    depth: `attributes may nest at most ${l.maxDepth} levels`,
    keys: `attributes may hold at most ${l.maxKeys} keys in all`,
    size: `attributes may be at most ${l.maxBytes} bytes of JSON`,
    type: 'attributes must be a JSON object of strings, numbers, booleans, null, arrays and objects',
  }[rule];
}
