import { Inject, Injectable } from '@nestjs/common';
import { CONTRACT_VERSION, RpcRequest } from '@pj/contracts';
import { buildMeta, envelope } from '@pj/envelope';

export const SERVICE_NAME = 'calendar-svc';
export const INSTANCE_ID = Symbol('CALENDAR_INSTANCE_ID');

/** Wraps a computed packet in the contract envelope with this replica's provenance. */
@Injectable()
export class CalendarEnveloper {
  constructor(@Inject(INSTANCE_ID) private readonly instanceId: string) {}

  wrap(req: RpcRequest<unknown>, computed: { body: Record<string, unknown>; methodology: Record<string, string> }): Record<string, unknown> {
    const meta = buildMeta({
      methodology: computed.methodology,
      service: SERVICE_NAME,
      contractVersion: CONTRACT_VERSION,
      requestId: req.requestId,
      computedAt: new Date(),
      instance: `${SERVICE_NAME}/${this.instanceId}`,
    });
    return envelope(computed.body, meta);
  }
}
