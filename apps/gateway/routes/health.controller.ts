import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTRACT_VERSION, Enveloped, PING_CONTRACT, PingReply, ServiceName, SERVICES } from '@pj/contracts';
import { serviceMethodology } from '@pj/panchang';
import { RPC_TRANSPORT, RpcTransportClient } from '@pj/platform';
import type { FastifyReply } from 'fastify';
import { Endpoint } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { GatewayEnvelope } from '../http/gateway-envelope';

export const TRANSPORT_MODE = Symbol('TRANSPORT_MODE');
const READY_TIMEOUT_MS = 2000;

/** `embedded`: every service in this process; `nats`: services reached over NATS. */
type TransportMode = 'embedded' | 'nats';

/** GET /health: the gateway process answers. */
export interface HealthWire {
  readonly status: 'ok';
  readonly contract_version: string;
  readonly transport: TransportMode;
}

/** One service's answer to the readiness ping. */
export type ServiceReadinessWire =
  | {
      readonly service: ServiceName;
      readonly ok: true;
      /** @asType integer */
      readonly latency_ms: number;
      /** The replica that answered. */
      readonly instance_id: string;
    }
  | {
      readonly service: ServiceName;
      readonly ok: false;
      /** @asType integer */
      readonly latency_ms: number;
      /** Why the ping failed (the transport's message). */
      readonly error: string;
    };

/** GET /ready (200 ready, 503 not_ready): every domain service's ping. */
export interface ReadyWire {
  readonly status: 'ready' | 'not_ready';
  readonly transport: TransportMode;
  /** The NATS connection (absent in embedded mode). */
  readonly connection?: {
    readonly connected: boolean;
    /** Why it is down (absent while connected). */
    readonly reason?: string;
    /** When the current state began (UTC, ISO 8601 with milliseconds). */
    readonly since: string;
  };
  readonly services: readonly ServiceReadinessWire[];
}

@ApiTags('service')
@Controller()
export class HealthController {
  constructor(
    @Inject(RPC_TRANSPORT) private readonly transport: RpcTransportClient,
    @Inject(TRANSPORT_MODE) private readonly mode: TransportMode,
    private readonly envelope: GatewayEnvelope,
  ) {}

  @Get('health')
  @Endpoint('discovery', serviceMethodology, { cache: 'no-store' })
  @ApiOperation({ summary: 'Liveness: the gateway process answers. Touches no ephemeris, data store or service.' })
  health(@Ctx() ctx: RequestCtx): Enveloped<HealthWire> {
    const body: HealthWire = { status: 'ok', contract_version: CONTRACT_VERSION, transport: this.mode };
    return this.envelope.wrap(body, ctx);
  }

  @Get('ready')
  @Endpoint('discovery', serviceMethodology, { cache: 'no-store' })
  @ApiOperation({
    summary: 'Readiness: every domain service answers a ping over the transport (which replica answered is shown).',
  })
  async ready(@Ctx() ctx: RequestCtx, @Res({ passthrough: true }) reply: FastifyReply): Promise<Enveloped<ReadyWire>> {
    const services = await Promise.all(
      SERVICES.map(async (service): Promise<ServiceReadinessWire> => {
        const started = Date.now();
        try {
          const pong = (await this.transport.request(
            PING_CONTRACT[service].subject,
            { requestId: ctx.requestId, deadlineAtMs: ctx.deadlineAtMs, payload: {} },
            READY_TIMEOUT_MS,
          )) as PingReply;
          return { service, ok: true, latency_ms: Date.now() - started, instance_id: pong.instanceId };
        } catch (err) {
          return {
            service,
            ok: false,
            latency_ms: Date.now() - started,
            error: err instanceof Error ? err.message : String(err),
          };
        }
      }),
    );
    const ok = services.every((s) => s.ok);
    if (!ok) void reply.status(503);
    const state = this.transport.state?.() ?? null;
    const connection = state && {
      connected: state.connected,
      ...(state.reason ? { reason: state.reason } : {}),
      since: new Date(state.sinceMs).toISOString(),
    };
    const body: ReadyWire = {
      status: ok ? 'ready' : 'not_ready',
      transport: this.mode,
      ...(connection ? { connection } : {}),
      services,
    };
    return this.envelope.wrap(body, ctx);
  }

  @Get('terms')
  @Header('content-type', 'text/plain; charset=utf-8')
  @ApiOperation({ summary: 'Access terms and where the corresponding source of this AGPL service is offered.' })
  terms(): string {
    return TERMS_TEXT;
  }
}

const TERMS_TEXT = `Panchang and Jyotish computation service — access terms

Public unauthenticated access is for low-volume evaluation only: no guaranteed quota, uptime
commitment, production SLA, commercial right or reseller right. Commercial, high-volume,
production, redistribution-as-a-service and reseller use requires a written agreement with
the operator. Responses with available:false or reserved_unavailable are not computed results.
Follow Retry-After and back off exponentially on 429 and 5xx responses.

Software licence: GNU Affero General Public License, version 3 or later. Every user of this
network service may obtain its complete corresponding source from the operator; the source
repository is named in the deployment's documentation. It includes the Swiss Ephemeris,
© Astrodienst AG, Zürich, used under the GNU AGPL.
`;
