import { CONTRACT_VERSION } from '@pj/contracts';
import { buildMeta } from '@pj/envelope';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { CtxRequest, requestIdOf } from './request-context';

/** Sends a contract error body (CONTRACT §4) with `_meta`, from a filter or a Fastify hook alike. */
export function sendContractError(
  req: CtxRequest,
  reply: FastifyReply,
  status: number,
  body: Record<string, unknown>,
  headers: Readonly<Record<string, string>>,
  fallbackMethodology: () => Record<string, string>,
): FastifyReply {
  const requestId = req.svcCtx?.requestId ?? requestIdOf(req.headers?.['x-request-id'], randomUUID);
  const meta = buildMeta({
    methodology: (req.svcCtx?.methodology ?? fallbackMethodology)(),
    service: 'gateway',
    contractVersion: CONTRACT_VERSION,
    requestId,
    computedAt: new Date(),
  });
  for (const [k, v] of Object.entries(headers)) reply.header(k, v);
  reply.header('x-request-id', requestId);
  // the body is JSON whatever the route declares for its success (/terms is text/plain: a 422
  // there was serialised as text and failed with a 500 leaking an internal message)
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.status(status).send({ ...body, _meta: meta });
}
