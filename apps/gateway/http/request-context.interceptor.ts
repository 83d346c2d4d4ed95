import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { Observable } from 'rxjs';
import { METHODOLOGY_KEY, TIER_KEY, TierName, TIERS } from './policy';
import { CtxRequest, requestIdOf, RequestCtx } from './request-context';

@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<CtxRequest>();
    const reply = http.getResponse<FastifyReply>();
    const tier = this.reflector.get<TierName | undefined>(TIER_KEY, context.getHandler());
    const methodology = this.reflector.get<(() => Record<string, string>) | undefined>(METHODOLOGY_KEY, context.getHandler());
    if (tier && methodology) {
      const deadlineS = TIERS[tier].deadlineS;
      const ctx: RequestCtx = {
        requestId: requestIdOf(req.headers['x-request-id'], randomUUID),
        tier,
        deadlineAtMs: Date.now() + deadlineS * 1000,
        deadlineS,
        methodology,
        clientAddress: req.ip,
      };
      req.svcCtx = ctx;
      reply.header('x-request-id', ctx.requestId);
      reply.header('x-svc-evaluation-tier', tier);
      reply.header('x-svc-request-timeout-seconds', String(deadlineS));
    }
    return next.handle();
  }
}
