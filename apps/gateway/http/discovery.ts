import type { OpenAPIObject } from '@nestjs/swagger';
import { CONTRACT_VERSION } from '@pj/contracts';
import { RESERVED_EXTENSION, TierTable } from './policy';

/**
 * Discovery documents derived from the generated OpenAPI document (itself generated from the
 * controllers and the tier table), so that they cannot list a route that does not exist or miss one that does.
 */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OpenApiOperation {
  readonly summary?: string;
  readonly tags?: string[];
  readonly parameters?: unknown[];
  readonly [extension: string]: unknown;
}

export interface Operation {
  readonly method: (typeof METHODS)[number];
  readonly path: string;
  readonly summary: string;
  readonly tier: string;
  readonly family: string;
  readonly op: OpenApiOperation;
}

export const familyOf = (tag: string | undefined): string =>
  (tag ?? 'service').toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function operationsOf(doc: OpenAPIObject): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as OpenApiOperation | undefined;
      if (!op) continue;
      out.push({
        method,
        path,
        summary: String(op.summary ?? ''),
        tier: String(op['x-svc-tier']),
        family: familyOf(op.tags?.[0]),
        op,
      });
    }
  }
  return out.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/** The paths of the reserved product endpoints: the operations declared `@Endpoint(…, { reserved: true })`. */
export const reservedPaths = (doc: OpenAPIObject): string[] => [
  ...new Set(
    operationsOf(doc)
      .filter((o) => o.op[RESERVED_EXTENSION] === true)
      .map((o) => o.path),
  ),
];

export const familiesOf = (doc: OpenAPIObject): string[] => [...new Set(operationsOf(doc).map((o) => o.family))].sort();

/** The OpenAPI subset of one family (its operations, the shared components and extensions); null when unknown. */
export function familyDocument(doc: OpenAPIObject, family: string): OpenAPIObject | null {
  const ops = operationsOf(doc).filter((o) => o.family === family);
  if (!ops.length) return null;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const o of ops) paths[o.path] = { ...(paths[o.path] ?? {}), [o.method]: o.op };
  return { ...doc, info: { ...doc.info, title: `${doc.info.title}: ${family}` }, paths } as OpenAPIObject;
}

/** MCP tool name from a path: letters, digits and underscores, at most 64 characters. */
export const toolName = (path: string): string =>
  path
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);

export interface ToolSpec {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
  readonly path: string;
  readonly callable: boolean;
  readonly tier: string;
  readonly reason?: string;
}

/**
 * MCP tools: every public read-only operation (GET of a metered public tier), plus the reserved and the authenticated
 * ones listed as not callable.
 */
export function mcpTools(doc: OpenAPIObject): ToolSpec[] {
  const reserved = new Set<string>(reservedPaths(doc));
  const tools: ToolSpec[] = operationsOf(doc)
    .filter((o) => o.method === 'get' && o.tier === 'public_read' && !reserved.has(o.path))
    .map((o) => {
      const properties: Record<string, unknown> = {};
      const required: string[] = [];
      for (const p of (o.op.parameters ?? []) as {
        name: string;
        in: string;
        required?: boolean;
        description?: string;
        schema?: Record<string, unknown>;
      }[]) {
        if (p.in !== 'query' && p.in !== 'path') continue;
        properties[p.name] = { ...(p.schema ?? {}), ...(p.description ? { description: p.description } : {}) };
        if (p.required) required.push(p.name);
      }
      return {
        name: toolName(o.path),
        description: o.summary,
        inputSchema: { type: 'object', properties, required, additionalProperties: false },
        path: o.path,
        callable: true,
        tier: o.tier,
      };
    });
  for (const path of reserved) {
    tools.push({
      name: toolName(path),
      description: `${path}: reserved product endpoint (operator only)`,
      inputSchema: { type: 'object' },
      path,
      callable: false,
      tier: 'reserved',
      reason: 'policy_reservation',
    });
  }
  // read-only operations that need a credential (OpenAPI `security`): named, so an agent knows they exist, but never
  // run over /mcp
  for (const o of operationsOf(doc).filter(
    (x) => x.method === 'get' && Array.isArray(x.op.security) && x.op.security.length > 0,
  )) {
    tools.push({
      name: toolName(o.path),
      description: `${o.path}: ${o.summary} (authenticated: operator scope)`,
      inputSchema: { type: 'object' },
      path: o.path,
      callable: false,
      tier: o.tier,
      reason: 'authentication_required',
    });
  }
  return tools;
}

export function rootDocument(doc: OpenAPIObject, tiers: TierTable) {
  return {
    service: doc.info.title,
    contract_version: CONTRACT_VERSION,
    description: doc.info.description,
    openapi: '/api-docs/openapi.json',
    families: familiesOf(doc).map((f) => ({ family: f, openapi: `/openapi/domain/${f}` })),
    discovery: [
      '/ai-sitemap.json',
      '/mcp/tools.json',
      '/a2a/agent-card.json',
      '/.well-known/agent-card.json',
      '/.well-known/agent.json',
    ],
    health: '/health',
    terms: '/terms',
    access: {
      tiers: Object.fromEntries(
        Object.entries(tiers).map(([name, t]) => [
          name,
          { rate: t.rate, burst: t.burst, deadline_seconds: t.deadlineS, applies_to: t.appliesTo },
        ]),
      ),
      reserved_endpoints: reservedPaths(doc),
      credentials: 'Authorization: Bearer <key> or X-API-Key; never in a URL',
    },
  };
}

export function aiSitemap(doc: OpenAPIObject) {
  const reserved = new Set(reservedPaths(doc));
  return {
    contract_version: CONTRACT_VERSION,
    openapi: '/api-docs/openapi.json',
    operations: operationsOf(doc).map((o) => ({
      method: o.method.toUpperCase(),
      path: o.path,
      family: o.family,
      tier: o.tier,
      summary: o.summary,
      reserved: reserved.has(o.path),
    })),
  };
}

export function agentCard(doc: OpenAPIObject, baseUrl: string) {
  return {
    name: doc.info.title,
    description: doc.info.description,
    url: baseUrl,
    version: CONTRACT_VERSION,
    documentationUrl: `${baseUrl}/api-docs/openapi.json`,
    capabilities: { streaming: false, pushNotifications: false, stateTransitionHistory: false },
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: familiesOf(doc).map((family) => {
      const ops = operationsOf(doc).filter((o) => o.family === family);
      return {
        id: family,
        name: family,
        description: ops.map((o) => `${o.method.toUpperCase()} ${o.path}: ${o.summary}`).join('; '),
        tags: [family],
        examples: ops.map((o) => o.path),
      };
    }),
  };
}
