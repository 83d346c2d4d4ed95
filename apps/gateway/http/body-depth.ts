import { validationError } from '@pj/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendContractError } from './contract-reply';
import type { CtxRequest } from './request-context';

/**
 * Deepest nesting of arrays and objects a JSON body may have. Our deepest DTO (client-log
 * attributes, ≤ 4 levels inside an entry inside a batch) needs 7; the bound leaves room and keeps
 * every recursive walker downstream (class-transformer, class-validator, Nest's ValidationPipe)
 * far from the stack limit: 2000 nested arrays made ValidationPipe.stripProtoKeys throw RangeError
 * (a 500) before this bound existed.
 */
export const MAX_BODY_DEPTH = 32;

/** Nesting depth of a parsed JSON value (a scalar is 0), counted without recursion; stops past `limit`. */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const d = depth + 1;
    if (d > deepest) deepest = d;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, d]);
    }
  }
  return deepest;
}

/** Refuses, before any validation walks it, a parsed body nested deeper than MAX_BODY_DEPTH (422, loc body). */
export function installBodyDepthHook(
  fastify: FastifyInstance,
  fallbackMethodology: () => Record<string, string>,
): void {
  fastify.addHook('preValidation', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.body === null || typeof req.body !== 'object') return;
    if (jsonDepth(req.body, MAX_BODY_DEPTH) <= MAX_BODY_DEPTH) return;
    const detail = [{ loc: ['body'], msg: `JSON nesting must not exceed ${MAX_BODY_DEPTH} levels`, type: 'range' }];
    return sendContractError(req as CtxRequest, reply, 422, validationError(detail), {}, fallbackMethodology);
  });
}
