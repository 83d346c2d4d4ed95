import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { internalError, notFoundError } from '@pj/envelope';
import type { FastifyReply } from 'fastify';
import { ContractHttpException } from './contract-exception';
import { sendContractError } from './contract-reply';
import { rpcError, RpcErrors } from './mcp';
import type { CtxRequest } from './request-context';

/**
 * Every error leaves the gateway in the contract's shape with `_meta` (methodology
 * fingerprint of the route, or of the gateway itself when no route matched).
 */
@Catch()
export class ContractErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ContractErrorFilter');

  constructor(private readonly fallbackMethodology: () => Record<string, string>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<CtxRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { status, body, headers } = this.toContract(exception);
    if (status === 400 && req.url?.split('?')[0] === '/mcp') {
      // a body that is not JSON: JSON-RPC's parse error, in JSON-RPC's shape
      void reply.status(400).send(rpcError(null, RpcErrors.parse, 'Parse error: the body is not valid JSON'));
      return;
    }
    void sendContractError(req, reply, status, body, headers, this.fallbackMethodology);
  }

  private toContract(exception: unknown): {
    status: number;
    body: Record<string, unknown>;
    headers: Record<string, string>;
  } {
    if (exception instanceof ContractHttpException) {
      return { status: exception.getStatus(), body: exception.body, headers: { ...exception.headers } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) return { status, body: notFoundError('no such route'), headers: {} };
      const code = status === 413 ? 'payload_too_large' : status === 400 ? 'bad_request' : `http_${status}`;
      return { status, body: internalError(code, exception.message), headers: {} };
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return { status: 500, body: internalError('internal', 'internal error'), headers: {} };
  }
}
