import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ClientLogIngestRequest,
  ClientLogPurgeRequest,
  ClientLogRecentRequest,
  RpcRequest,
  Contracts,
  ValidationIssue,
  PacketReply,
} from '@pj/contracts';
import { Database, DomainError, Handles } from '@pj/platform';
import { ReplyEnveloper, utcSeconds } from '../shared/reply';
import { ServiceSecrets } from '../shared/secrets.service';
import { ATTRIBUTE_LIMITS, redactAttributes, redactText } from './redact';

const DAY_MS = 86_400_000;

@Controller()
export class ClientLogsController {
  constructor(
    private readonly db: Database,
    private readonly secrets: ServiceSecrets,
    private readonly reply: ReplyEnveloper,
  ) {}

  /** Redacts every entry (secrets, contact details, control characters) and stores the batch in one statement. */
  @Handles(Contracts.clientLogsIngest)
  async ingest(@Payload() req: RpcRequest<ClientLogIngestRequest>): Promise<PacketReply> {
    const issues: ValidationIssue[] = [];
    const clientHash = await this.secrets.clientHash(req.payload.clientAddress);
    const rows = req.payload.entries.map((e, i) => {
      const attrs = redactAttributes(e.attributes);
      if (!attrs.ok)
        issues.push({
          loc: ['body', 'entries', i, ...attrs.problem.path.split('.')],
          msg: attributeMessage(attrs.problem.rule),
          type: attrs.problem.rule,
        });
      return {
        level: e.level,
        message: redactText(e.message),
        page: e.page === null ? null : redactText(e.page),
        attributes: attrs.ok ? JSON.stringify(attrs.value) : '{}',
        clientHash,
        clientTime: e.ts ? new Date(e.ts) : null,
      };
    });
    if (issues.length) throw new DomainError('validation_failed', 'client log attributes out of bounds', issues);
    await this.db.prisma.clientLog.createMany({ data: rows });
    return this.reply.wrap(req, { accepted: rows.length });
  }

  @Handles(Contracts.clientLogsRecent)
  async recent(@Payload() req: RpcRequest<ClientLogRecentRequest>): Promise<PacketReply> {
    const p = req.payload;
    const rows = await this.db.prisma.clientLog.findMany({
      where: {
        createdAt: { gte: new Date(Date.now() - p.sinceMinutes * 60_000) },
        ...(p.level ? { level: p.level } : {}),
        ...(p.page ? { page: p.page } : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: p.limit,
    });
    return this.reply.wrap(req, {
      since_minutes: p.sinceMinutes,
      count: rows.length,
      entries: rows.map((r) => ({
        id: r.id,
        level: r.level,
        message: r.message,
        page: r.page,
        attributes: JSON.parse(r.attributes) as unknown,
        client_time: r.clientTime ? utcSeconds(r.clientTime) : null,
        received_at: utcSeconds(r.createdAt),
      })),
    });
  }

  @Handles(Contracts.clientLogsPurge)
  async purge(@Payload() req: RpcRequest<ClientLogPurgeRequest>): Promise<PacketReply> {
    const before = new Date(Date.now() - req.payload.olderThanDays * DAY_MS);
    const { count } = await this.db.prisma.clientLog.deleteMany({ where: { createdAt: { lt: before } } });
    return this.reply.wrap(req, {
      older_than_days: req.payload.olderThanDays,
      deleted: count,
      before: utcSeconds(before),
    });
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
