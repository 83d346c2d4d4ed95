import type { OpenAPIObject } from '@nestjs/swagger';
import { CONTRACT_VERSION } from '@pj/contracts';
import { RESERVED_EXTENSION, TierTable, WindowLimit } from './policy';

/**
 * Discovery documents derived from the generated OpenAPI document (itself generated from the
 * controllers and the tier table), so that they cannot list a route that does not exist or miss one that does.
 */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const METHOD_NAMES = { get: 'GET', post: 'POST', put: 'PUT', patch: 'PATCH', delete: 'DELETE' } as const;

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

/**
 * The OpenAPI subset of one family: its operations, the component schemas they refer to, the security
 * schemes and extensions; null when unknown.
 */
export function familyDocument(doc: OpenAPIObject, family: string): FamilyOpenApiWire | null {
  const ops = operationsOf(doc).filter((o) => o.family === family);
  if (!ops.length) return null;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const o of ops) paths[o.path] = { ...(paths[o.path] ?? {}), [o.method]: o.op };
  const schemas = doc.components?.schemas ?? {};
  const used = referencedSchemas(paths, schemas);
  const components = {
    ...doc.components,
    schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
  };
  return { ...doc, info: { ...doc.info, title: `${doc.info.title}: ${family}` }, paths, components };
}

const SCHEMA_REF = '#/components/schemas/';

/** Names of the component schemas `root` refers to, directly or through other schemas. */
function referencedSchemas(root: unknown, schemas: Readonly<Record<string, unknown>>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(SCHEMA_REF)) {
        const name = v.slice(SCHEMA_REF.length);
        if (!found.has(name)) {
          found.add(name);
          visit(schemas[name]);
        }
      } else visit(v);
    }
  };
  visit(root);
  return found;
}

/** MCP tool name from a path: letters, digits and underscores, at most 64 characters. */
export const toolName = (path: string): string =>
  path
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 64);

/** A tool of mcpTools: what /mcp/tools.json lists and /mcp runs. */
export type ToolSpec = McpToolWire;

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

/** An OpenAPI document (3.0): its keys are those of the OpenAPI specification, open by nature. */
export interface OpenApiDocumentWire {
  readonly openapi: string;
  readonly info: { readonly title: string; readonly version: string; readonly [key: string]: unknown };
  /** Operations by path and method. */
  readonly paths: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

/** GET /openapi/domain/{family}: the OpenAPI subset of one family (not enveloped). */
export type FamilyOpenApiWire = OpenApiDocumentWire;

/** A rate window as the root document lists it. */
export interface WindowLimitWire {
  /** @asType integer */
  readonly limit: number;
  /** @asType integer */
  readonly window_seconds: number;
}

const windowWire = (w: WindowLimit): WindowLimitWire => ({ limit: w.limit, window_seconds: w.windowS });

/** An access tier as the root document lists it. */
export interface TierWire {
  /** The long window (per minute; per hour for comments). */
  readonly rate: WindowLimitWire;
  /** The short window (per second); null where SPEC §8 names none. */
  readonly burst: WindowLimitWire | null;
  /** @asType integer */
  readonly deadline_seconds: number;
  readonly applies_to: string;
}

/** The tiers as the root document and the OpenAPI extension `x-svc-tiers` publish them. */
export function tiersWire(tiers: TierTable): Readonly<Record<string, TierWire>> {
  return Object.fromEntries(
    Object.entries(tiers).map(([name, t]) => [
      name,
      {
        rate: windowWire(t.rate),
        burst: t.burst && windowWire(t.burst),
        deadline_seconds: t.deadlineS,
        applies_to: t.appliesTo,
      },
    ]),
  );
}

/** GET /: the service, its contract, families, discovery documents and access tiers. */
export interface RootDocumentWire {
  readonly service: string;
  readonly contract_version: string;
  readonly description?: string;
  /** Path of the whole OpenAPI document. */
  readonly openapi: string;
  readonly families: readonly { readonly family: string; readonly openapi: string }[];
  /** Paths of the discovery documents. */
  readonly discovery: readonly string[];
  readonly health: string;
  readonly terms: string;
  readonly access: {
    /** The tiers by name. */
    readonly tiers: Readonly<Record<string, TierWire>>;
    readonly reserved_endpoints: readonly string[];
    readonly credentials: string;
  };
}

/** GET /ai-sitemap.json: every operation with its family, tier and summary. */
export interface AiSitemapWire {
  readonly contract_version: string;
  readonly openapi: string;
  readonly operations: readonly {
    readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    readonly path: string;
    readonly family: string;
    readonly tier: string;
    readonly summary: string;
    readonly reserved: boolean;
  }[];
}

/** One MCP tool as GET /mcp/tools.json lists it. */
export interface McpToolWire {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the tool's arguments (query and path parameters). */
  readonly inputSchema: Readonly<Record<string, unknown>>;
  readonly path: string;
  /** False for reserved and authenticated operations: listed so that an agent knows them, never run over /mcp. */
  readonly callable: boolean;
  readonly tier: string;
  /** Why the tool is not callable. */
  readonly reason?: 'policy_reservation' | 'authentication_required';
}

/** GET /mcp/tools.json. */
export interface McpToolsWire {
  readonly tools: readonly McpToolWire[];
}

/** A2A agent card (GET /a2a/agent-card.json, /.well-known/agent-card.json, /.well-known/agent.json). */
export interface AgentCardWire {
  readonly name: string;
  readonly description?: string;
  /** The service's base URL, from the request's scheme and Host. */
  readonly url: string;
  readonly version: string;
  readonly documentationUrl: string;
  readonly capabilities: {
    readonly streaming: boolean;
    readonly pushNotifications: boolean;
    readonly stateTransitionHistory: boolean;
  };
  readonly defaultInputModes: readonly string[];
  readonly defaultOutputModes: readonly string[];
  /** One skill per family. */
  readonly skills: readonly {
    readonly id: string;
    readonly name: string;
    readonly description: string;
    readonly tags: readonly string[];
    readonly examples: readonly string[];
  }[];
}

export function rootDocument(doc: OpenAPIObject, tiers: TierTable): RootDocumentWire {
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
      tiers: tiersWire(tiers),
      reserved_endpoints: reservedPaths(doc),
      credentials: 'Authorization: Bearer <key> or X-API-Key; never in a URL',
    },
  };
}

export function aiSitemap(doc: OpenAPIObject): AiSitemapWire {
  const reserved = new Set(reservedPaths(doc));
  return {
    contract_version: CONTRACT_VERSION,
    openapi: '/api-docs/openapi.json',
    operations: operationsOf(doc).map((o) => ({
      method: METHOD_NAMES[o.method],
      path: o.path,
      family: o.family,
      tier: o.tier,
      summary: o.summary,
      reserved: reserved.has(o.path),
    })),
  };
}

export function agentCard(doc: OpenAPIObject, baseUrl: string): AgentCardWire {
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
