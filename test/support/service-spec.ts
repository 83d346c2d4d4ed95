import type { RpcRequest, ServiceName } from '@pj/contracts';
import type { Meta } from '@pj/envelope';
import { PacketEnveloper } from '@pj/platform';

/**
 * A service's handlers as plain methods in a spec: the enveloper its controllers are built with (instance "spec"),
 * the contract's request wrapper (request id "spec-1") and the check that a reply carries this service's envelope.
 */
export function serviceUnderSpec(service: ServiceName): {
  readonly packets: PacketEnveloper;
  request<P>(payload: P): RpcRequest<P>;
  expectEnveloped(reply: { readonly _meta: Meta }): void;
} {
  return {
    packets: new PacketEnveloper({ service, instanceId: 'spec' }),
    request: (payload) => ({ requestId: 'spec-1', deadlineAtMs: Date.now() + 30_000, payload }),
    expectEnveloped(reply) {
      expect(reply._meta.provenance).toMatchObject({ service, request_id: 'spec-1', instance: `${service}/spec` });
      expect(reply._meta.methodology.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    },
  };
}
