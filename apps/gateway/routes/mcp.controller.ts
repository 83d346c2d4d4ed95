import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { serviceMethodology } from '@pj/panchang';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessRequest } from '../http/access';
import { MCP_CLIENT_HEADER, MCP_INTERNAL_HEADER, MCP_INTERNAL_TOKEN, McpReplyWire, McpServer } from '../http/mcp';
import { Endpoint } from '../http/policy';
import { OpenApiDocumentHolder } from './openapi.controller';

/** Headers of the caller that the inner request of a tool call carries (its credentials and request id). */
const FORWARDED = ['authorization', 'x-api-key', 'x-request-id'] as const;

@ApiTags('mcp')
@Controller()
export class McpController {
  constructor(
    private readonly holder: OpenApiDocumentHolder,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  @Post('mcp')
  @HttpCode(200)
  @Endpoint('mcp', serviceMethodology)
  @ApiOperation({
    summary: 'MCP-style JSON-RPC 2.0 transport: initialize, tools/list, tools/call, ping; batches',
    description:
      'Tools are the public read-only operations (GET /mcp/tools.json). Reserved tools are listed but refused. Errors: -32700 parse (HTTP 400), -32600 invalid request, -32601 unknown method, -32602 invalid params. A failed operation (e.g. 422) is a tool result with isError true.',
  })
  @ApiBody({ schema: { oneOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' }, maxItems: 50 }] } })
  async mcp(@Req() req: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<McpReplyWire | ''> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const headers: Record<string, string> = {
      [MCP_INTERNAL_HEADER]: MCP_INTERNAL_TOKEN,
      [MCP_CLIENT_HEADER]: (req as AccessRequest).svcClientAddress ?? req.ip,
    };
    for (const h of FORWARDED) {
      const v = req.headers[h];
      if (typeof v === 'string') headers[h] = v;
    }
    const server = new McpServer(
      () => {
        if (!this.holder.document) throw new Error('OpenAPI document not generated yet');
        return this.holder.document;
      },
      async (url) => {
        const res = await fastify.inject({ method: 'GET', url, headers });
        let body: unknown = res.body;
        try {
          body = res.json();
        } catch {
          // a non-JSON operation: its text
        }
        return { status: res.statusCode, body };
      },
    );
    const out = await server.handle(req.body);
    if (out === null) {
      void reply.status(202);
      return '';
    }
    return out;
  }
}
