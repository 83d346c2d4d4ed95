import { Inject, Injectable } from '@nestjs/common';
import { commentsMethodology, CONTRACT_VERSION, Enveloped, RpcRequest } from '@pj/contracts';
import { buildMeta, envelope } from '@pj/envelope';

export const SERVICE_NAME = 'comments-svc';
export const INSTANCE_ID = Symbol('COMMENTS_INSTANCE_ID');

/** Wraps a reply body in the contract envelope with this replica's provenance. */
@Injectable()
export class ReplyEnveloper {
  constructor(@Inject(INSTANCE_ID) private readonly instanceId: string) {}

  wrap<Body extends object>(req: RpcRequest<unknown>, body: Body): Enveloped<Body> {
    const meta = buildMeta({
      methodology: commentsMethodology(),
      service: SERVICE_NAME,
      contractVersion: CONTRACT_VERSION,
      requestId: req.requestId,
      computedAt: new Date(),
      instance: `${SERVICE_NAME}/${this.instanceId}`,
    });
    return envelope(body, meta);
  }
}

/** Instants in replies: UTC with whole seconds (CONTRACT §2). */
export const utcSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');
