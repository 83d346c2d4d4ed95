import { randomBytes } from 'node:crypto';
import type { OpenAPIObject } from '@nestjs/swagger';
import { CONTRACT_VERSION } from '@pj/contracts';
import { mcpTools, ToolSpec } from './discovery';

/**
 * POST /mcp: JSON-RPC 2.0 (https://www.jsonrpc.org/specification) carrying the Model Context
 * Protocol's `initialize`, `tools/list`, `tools/call` and `ping`. A tool call runs the HTTP
 * operation it stands for through the gateway itself (same validation, deadlines, in-flight
 * bounds); POST /mcp counts against the `mcp` tier, and each tool call against the limits of the
 * route it calls, for the same client.
 */
export const MCP_PROTOCOL_VERSION = '2025-06-18';

/** Marks the gateway's own inner request of a tool call; 192 random bits per process, never sent out. */
export const MCP_INTERNAL_HEADER = 'x-svc-mcp-internal';
export const MCP_INTERNAL_TOKEN = randomBytes(24).toString('base64url');
/** On an inner request (with the token): the MCP caller's address, so limits count the call against it. */
export const MCP_CLIENT_HEADER = 'x-svc-mcp-client';

export const RpcErrors = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const;

type Id = string | number | null;
/** A JSON-RPC 2.0 response: `result` (the method's, open) or `error`, never both. */
export interface JsonRpcResponse {
  readonly jsonrpc: '2.0';
  /** The request's id (null when it could not be read). */
  readonly id: Id;
  readonly result?: unknown;
  readonly error?: {
    /**
     * JSON-RPC error code: -32700 parse, -32600 invalid request, -32601 unknown method, -32602 invalid params.
     * @asType integer
     */
    readonly code: number;
    readonly message: string;
    readonly data?: unknown;
  };
}

/**
 * 200 body of POST /mcp (not enveloped): one response, or the responses of a batch (notifications get none;
 * a message of notifications only is answered 202 with an empty body).
 */
export type McpReplyWire = JsonRpcResponse | readonly JsonRpcResponse[];

export const rpcError = (id: Id, code: number, message: string, data?: unknown): JsonRpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data !== undefined ? { data } : {}) },
});

/** Runs a GET of the gateway (path with query) with the caller's credentials; returns status and parsed body. */
export type InnerGet = (url: string) => Promise<{ status: number; body: unknown }>;

function isId(v: unknown): v is Id {
  return v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

/** Builds the operation's URL from the tool arguments: path parameters substituted, the rest as query. */
export function toolUrl(tool: ToolSpec, args: Record<string, unknown>): string {
  let path = tool.path;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(args)) {
    if (path.includes(`{${k}}`)) path = path.replace(`{${k}}`, encodeURIComponent(String(v)));
    else query.append(k, String(v));
  }
  return `${path}${query.size ? `?${query}` : ''}`;
}

export class McpServer {
  constructor(
    private readonly doc: () => OpenAPIObject,
    private readonly innerGet: InnerGet,
  ) {}

  /** One JSON-RPC message or a batch; null when nothing is to be answered (notifications only). */
  async handle(message: unknown): Promise<McpReplyWire | null> {
    if (Array.isArray(message)) {
      if (message.length === 0) return rpcError(null, RpcErrors.invalidRequest, 'Invalid Request: empty batch');
      if (message.length > 50)
        return rpcError(null, RpcErrors.invalidRequest, 'Invalid Request: at most 50 calls per batch');
      // one call at a time: a batch must not open 50 computations at once for one client (the
      // per-client in-flight bound would refuse most of them); each call is limited as its route
      const out: JsonRpcResponse[] = [];
      for (const m of message) {
        const r = await this.one(m);
        if (r !== null) out.push(r);
      }
      return out.length ? out : null;
    }
    return this.one(message);
  }

  private async one(m: unknown): Promise<JsonRpcResponse | null> {
    if (!m || typeof m !== 'object' || Array.isArray(m))
      return rpcError(null, RpcErrors.invalidRequest, 'Invalid Request: a JSON-RPC message is an object');
    const msg = m as Record<string, unknown>;
    const hasId = 'id' in msg;
    const id = hasId && isId(msg.id) ? msg.id : null;
    if (msg.jsonrpc !== '2.0' || typeof msg.method !== 'string' || (hasId && !isId(msg.id))) {
      return rpcError(
        id,
        RpcErrors.invalidRequest,
        'Invalid Request: needs jsonrpc "2.0", a string method and an optional string or number id',
      );
    }
    if (msg.params !== undefined && (typeof msg.params !== 'object' || msg.params === null))
      return rpcError(id, RpcErrors.invalidParams, 'Invalid params: params must be an object or array');
    const respond = (r: JsonRpcResponse) => (hasId ? r : null); // notifications get no answer
    const params = (msg.params ?? {}) as Record<string, unknown>;
    switch (msg.method) {
      case 'initialize':
        return respond({
          jsonrpc: '2.0',
          id,
          result: {
            protocolVersion: MCP_PROTOCOL_VERSION,
            capabilities: { tools: { listChanged: false } },
            serverInfo: { name: 'panchang-jyotish-service', version: CONTRACT_VERSION },
          },
        });
      case 'ping':
        return respond({ jsonrpc: '2.0', id, result: {} });
      case 'notifications/initialized':
      case 'notifications/cancelled':
        return null;
      case 'tools/list':
        return respond({
          jsonrpc: '2.0',
          id,
          result: {
            tools: mcpTools(this.doc()).map((t) => ({
              name: t.name,
              description: t.callable ? t.description : `${t.description}; not callable over /mcp`,
              inputSchema: t.inputSchema,
              annotations: { readOnlyHint: true, idempotentHint: true },
            })),
          },
        });
      case 'tools/call':
        return respond(await this.call(id, params));
      default:
        return respond(rpcError(id, RpcErrors.methodNotFound, `Method not found: ${msg.method.slice(0, 64)}`));
    }
  }

  private async call(id: Id, params: Record<string, unknown>): Promise<JsonRpcResponse> {
    const name = params.name;
    const args = params.arguments ?? {};
    if (typeof name !== 'string')
      return rpcError(id, RpcErrors.invalidParams, 'Invalid params: name (string) is required');
    if (typeof args !== 'object' || args === null || Array.isArray(args))
      return rpcError(id, RpcErrors.invalidParams, 'Invalid params: arguments must be an object');
    for (const [k, v] of Object.entries(args)) {
      if (!['string', 'number', 'boolean'].includes(typeof v))
        return rpcError(
          id,
          RpcErrors.invalidParams,
          `Invalid params: argument ${k.slice(0, 64)} must be a string, number or boolean`,
        );
    }
    const tool = mcpTools(this.doc()).find((t) => t.name === name);
    if (!tool) return rpcError(id, RpcErrors.invalidParams, `Invalid params: unknown tool ${name.slice(0, 64)}`);
    if (!tool.callable)
      return rpcError(
        id,
        RpcErrors.invalidParams,
        `Invalid params: tool ${tool.name} is not callable over /mcp (${tool.reason})`,
        { reason: tool.reason },
      );
    const r = await this.innerGet(toolUrl(tool, args as Record<string, unknown>));
    const ok = r.status >= 200 && r.status < 300;
    return {
      jsonrpc: '2.0',
      id,
      result: {
        content: [{ type: 'text', text: JSON.stringify(r.body) }],
        structuredContent: r.body,
        isError: !ok,
        ...(ok ? {} : { httpStatus: r.status }),
      },
    };
  }
}
