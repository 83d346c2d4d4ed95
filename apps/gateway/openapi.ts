import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { CONTRACT_VERSION } from '@pj/contracts';
import { reservedPaths, tiersWire } from './http/discovery';
import { errorSchema } from './http/error-schemas';
import { CACHE_EXTENSION, COMPRESS_EXTENSION, DEFAULT_TIER, TierName, TierTable } from './http/policy';
import { responseContentOf, routeKey } from './http/response-schemas';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ description, schema: { type } });

/** Response headers of a metered success (SPEC §8). */
const METERED_HEADERS = {
  RateLimit: header(
    'IETF httpapi-ratelimit-headers draft: remaining quota per policy, e.g. "rate";r=59;t=60, "burst";r=11;t=1',
  ),
  'RateLimit-Policy': header(
    'IETF httpapi-ratelimit-headers draft: the policies, e.g. "rate";q=60;w=60, "burst";q=12;w=1',
  ),
  'X-RateLimit-Limit': header('requests per rate window', 'integer'),
  'X-RateLimit-Remaining': header('requests left in the rate window', 'integer'),
  'X-RateLimit-Reset': header('seconds until the rate window resets', 'integer'),
  'X-SVC-Access-Scope': header('operator | partner | public'),
  'X-SVC-Evaluation-Tier': header('the tier of the operation'),
  'X-SVC-Request-Timeout-Seconds': header('the deadline applied to this request'),
};

/** Validators of successful JSON GETs (representation.ts). */
const VALIDATOR_HEADERS = {
  ETag: header(
    'strong validator: "<base64url SHA-256 of the bytes sent>" ("…-gzip" for the gzip coding); the same bytes repeat for the same content within max-age, so If-None-Match → 304',
  ),
  'Cache-Control': header('public, max-age=300'),
  'X-SVC-Instance': header(
    'the service replica that computed this request (the body may repeat the bytes, and so the provenance, of an earlier computation of the same content)',
  ),
};
/** Headers of a route declared with @Endpoint(…, { compress: true }). */
const COMPRESSION_HEADERS = {
  'Content-Encoding': header('gzip when Accept-Encoding allows it and the JSON exceeds 1024 bytes'),
  Vary: header('Accept-Encoding'),
};

/** The public contract, generated from the controllers, their DTOs and the tier table. */
export function buildOpenApi(app: INestApplication, tiers: TierTable): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Panchang and Jyotish Computation Service')
    .setDescription(
      'Hindu almanac (Panchang) and sidereal astrology (Jyotish) computed from the Swiss Ephemeris. Every response carries _meta with a methodology fingerprint (CONTRACT §1). Errors: 422 validation (detail list), 404, 429, 503 capacity_saturated / capacity_reserved (nothing was done), 504 request_timeout, or 504 outcome_unknown for a write sent without reply (retry_safe says whether repeating it is safe; comment submissions are idempotent by challenge and Idempotency-Key). Limits per client address and tier (x-svc-tiers); API keys only in the Authorization (Bearer) or X-API-Key header, never in a URL (400).',
    )
    .setVersion(CONTRACT_VERSION)
    .setLicense('AGPL-3.0-or-later', 'https://www.gnu.org/licenses/agpl-3.0.html')
    .addBearerAuth({
      type: 'http',
      scheme: 'bearer',
      description: 'API key (operator or partner scope); also accepted as X-API-Key.',
    })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method] as
        (Record<string, unknown> & { responses: Record<string, Record<string, unknown>> }) | undefined;
      if (!op) continue;
      const tier = (op['x-svc-tier'] as TierName | undefined) ?? DEFAULT_TIER;
      const spec = tiers[tier];
      op['x-svc-tier'] = tier;
      op['x-svc-deadline-seconds'] = spec.deadlineS;
      op['x-svc-rate-limit'] = {
        rate: spec.rate,
        burst: spec.burst,
        scope: 'per client address (IPv6: per /64) and tier; partner keys: per key; operator: none',
      };
      const ok = op.responses['200'] ?? op.responses['201'] ?? op.responses['202'];
      const content = responseContentOf(routeKey(method, path));
      if (content && ok) ok.content = content;
      if (ok) ok.headers = { ...METERED_HEADERS, ...((ok.headers as object | undefined) ?? {}) };
      const types = Object.keys((op.responses['200']?.content as object | undefined) ?? {});
      if (
        method === 'get' &&
        op.responses['200'] &&
        op[CACHE_EXTENSION] !== 'no-store' &&
        (types.length === 0 || types.includes('application/json'))
      ) {
        const compression = op[COMPRESS_EXTENSION] ? COMPRESSION_HEADERS : {};
        op.responses['200'].headers = {
          ...(op.responses['200'].headers as object),
          ...VALIDATOR_HEADERS,
          ...compression,
        };
        op.responses['304'] ??= {
          description: 'If-None-Match names the current ETag of this representation (weak comparison): no body.',
          headers: { ETag: VALIDATOR_HEADERS.ETag },
        };
      }
      op.responses['429'] ??= {
        description: 'Rate or burst limit of the tier exceeded; Retry-After gives the seconds to wait.',
        headers: { 'Retry-After': header('seconds', 'integer') },
        content: {
          'application/json': {
            schema: errorSchema('rate_limit_exceeded'),
          },
        },
      };
      op.responses['503'] ??= {
        description:
          'capacity_saturated: the tier is at its in-flight bound or no service replica answers; Retry-After.',
        headers: { 'Retry-After': header('seconds', 'integer') },
        content: {
          'application/json': { schema: errorSchema('capacity_saturated') },
        },
      };
      if (path.includes('{')) {
        op.responses['404'] ??= {
          description: 'Unknown path parameter value (slug, family, …).',
          content: { 'application/json': { schema: errorSchema('not_found') } },
        };
      }
      op.responses['504'] ??= {
        description: 'The tier deadline passed.',
        content: {
          'application/json': { schema: errorSchema('request_timeout') },
        },
      };
    }
  }
  // an optional body field sent as null is taken as absent (class-validator's IsOptional): say so
  for (const schema of Object.values(document.components?.schemas ?? {}) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  }[]) {
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      if (!(schema.required ?? []).includes(name) && !('$ref' in prop)) prop.nullable = true;
    }
  }
  return Object.assign(document, {
    'x-svc-tiers': tiersWire(tiers),
    'x-svc-evaluation-policy': {
      reserved_endpoints: reservedPaths(document),
      reserved_response:
        'HTTP 503 with detail.code capacity_reserved, reason policy_reservation, retryable false; no Retry-After; never clears',
      limits_apply_per: 'client network address (IPv6 /64) and tier; X-Forwarded-For only from TRUSTED_PROXIES',
      operator_scope: 'outside evaluation quotas; may call the reserved endpoints',
    },
  });
}
