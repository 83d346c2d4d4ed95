import { Inject, Injectable, Provider } from '@nestjs/common';
import { CONTRACT_VERSION, Enveloped, RpcRequest } from '@pj/contracts';
import { buildMeta, envelope, UpstreamSource } from '@pj/envelope';

export const SERVICE_IDENTITY = Symbol('SERVICE_IDENTITY');

export interface ServiceIdentity {
  /** Service name in `_meta.provenance.service`, e.g. `panchang-svc`. */
  readonly service: string;
  /** This replica's id; `_meta.provenance.instance` is `<service>/<instanceId>`. */
  readonly instanceId: string;
}

/** Wraps a computed packet in the contract envelope (CONTRACT §1) with this replica's provenance. */
@Injectable()
export class PacketEnveloper {
  constructor(@Inject(SERVICE_IDENTITY) private readonly identity: ServiceIdentity) {}

  wrap<Body extends object>(
    req: RpcRequest<unknown>,
    computed: {
      body: Body;
      methodology: Record<string, string>;
      /** Open datasets the packet was built from: `_meta.upstream_sources` (CONTRACT §1). */
      upstreamSources?: readonly UpstreamSource[];
    },
  ): Enveloped<Body> {
    const meta = buildMeta({
      methodology: computed.methodology,
      service: this.identity.service,
      contractVersion: CONTRACT_VERSION,
      requestId: req.requestId,
      computedAt: new Date(),
      instance: `${this.identity.service}/${this.identity.instanceId}`,
      upstreamSources: computed.upstreamSources,
    });
    return envelope(computed.body, meta) as Enveloped<Body>;
  }
}

/** The providers a service module registers to inject a `PacketEnveloper`. */
export function packetEnveloperProviders(service: string, instanceId: string): Provider[] {
  return [{ provide: SERVICE_IDENTITY, useValue: { service, instanceId } satisfies ServiceIdentity }, PacketEnveloper];
}
