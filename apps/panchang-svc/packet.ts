import { CONTRACT_VERSION, RpcRequest } from '@pj/contracts';
import { buildMeta, envelope } from '@pj/envelope';

export const SERVICE_NAME = 'panchang-svc';

/** Wraps a computed packet in the contract envelope with this service's provenance. */
export function enveloped(
  req: RpcRequest<unknown>,
  computed: { body: Record<string, unknown>; methodology: Record<string, string> },
): Record<string, unknown> {
  const meta = buildMeta({
    methodology: computed.methodology,
    service: SERVICE_NAME,
    contractVersion: CONTRACT_VERSION,
    requestId: req.requestId,
    computedAt: new Date(),
  });
  return envelope(computed.body, meta);
}
