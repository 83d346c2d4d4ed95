import { Inject, Injectable } from '@nestjs/common';
import { CONTRACT_VERSION, PacketReply, RpcRequest } from '@pj/contracts';
import { buildMeta, envelope } from '@pj/envelope';
import { Packet } from '@pj/jyotish';

export const JYOTISH_SERVICE = 'jyotish-svc';
export const JYOTISH_INSTANCE_ID = Symbol('JYOTISH_INSTANCE_ID');

/** Envelope of a jyotish-svc packet with this replica's provenance (CONTRACT §1). */
@Injectable()
export class JyotishEnveloper {
  constructor(@Inject(JYOTISH_INSTANCE_ID) private readonly instanceId: string) {}

  wrap(req: RpcRequest<unknown>, p: Packet): PacketReply {
    return envelope(
      p.body,
      buildMeta({
        methodology: p.methodology,
        service: JYOTISH_SERVICE,
        contractVersion: CONTRACT_VERSION,
        requestId: req.requestId,
        computedAt: new Date(),
        instance: `${JYOTISH_SERVICE}/${this.instanceId}`,
      }),
    );
  }
}
