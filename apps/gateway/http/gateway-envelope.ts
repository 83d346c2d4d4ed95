import { Injectable } from '@nestjs/common';
import { CONTRACT_VERSION } from '@pj/contracts';
import { buildMeta, envelope } from '@pj/envelope';
import type { RequestCtx } from './request-context';

/** `_meta` for responses the gateway answers itself (health, readiness, discovery). */
@Injectable()
export class GatewayEnvelope {
  wrap<T extends object>(body: T, ctx: RequestCtx) {
    return envelope(
      body,
      buildMeta({
        methodology: ctx.methodology(),
        service: 'gateway',
        contractVersion: CONTRACT_VERSION,
        requestId: ctx.requestId,
        computedAt: new Date(),
      }),
    );
  }
}
