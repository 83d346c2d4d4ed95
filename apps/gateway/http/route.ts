import { applyDecorators, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { ContractErrors } from './openapi-responses';
import { Endpoint, EndpointPolicy, TierName } from './policy';

/** The path of a route under its controller's prefix, by HTTP method: exactly one of them. */
type RouteMethod = { readonly get: string; readonly post?: never } | { readonly post: string; readonly get?: never };

/** The OpenAPI operation of a route. */
export interface RouteOperation {
  readonly summary: string;
  readonly description?: string;
}

/** Everything a computed route declares: method and path, policy, its OpenAPI operation and success response. */
export type RouteSpec = RouteMethod &
  EndpointPolicy &
  RouteOperation & {
    readonly tier: TierName;
    /** The methodology named in `_meta` of the route's error envelopes. */
    readonly methodology: () => Record<string, string>;
    /** A POST's status (Nest answers 201 by default); 202 also names the success response, see `success`. */
    readonly httpCode?: 200 | 202;
    /** The documented success response (ContractErrors' default: 200, the computed packet). */
    readonly success?: Parameters<typeof ContractErrors>[0];
  };

/**
 * One declaration per route: `@Route({ get: 'sunrise', tier: 'public_read', methodology, summary, description })`
 * stands for the four decorators every computed route stacked, in their order:
 *
 *   @Get(path) | @Post(path) [+ @HttpCode]
 *   @Endpoint(tier, methodology, { cost, reserved, compress, cache })   (policy.ts)
 *   @ApiOperation({ summary, description })
 *   @ContractErrors(success)                                            (openapi-responses.ts)
 *
 * They are applied bottom-up as stacked decorators are, so the metadata, and with it the OpenAPI
 * document and every policy, is the same. Decorators that override one of them (`@WriteOutcome`
 * replaces the 504 response) go above `@Route`, as they went above `@ContractErrors`.
 */
export function Route(spec: RouteSpec): MethodDecorator {
  const { tier, methodology, summary, description, httpCode, success } = spec;
  const policy: EndpointPolicy = {
    cost: spec.cost,
    reserved: spec.reserved,
    cache: spec.cache,
    compress: spec.compress,
  };
  const method = spec.get !== undefined ? Get(spec.get) : Post(spec.post);
  const decorators: MethodDecorator[] = [
    ContractErrors(success),
    ApiOperation({ summary, description }),
    Endpoint(tier, methodology, policy),
  ];
  if (httpCode !== undefined) decorators.push(HttpCode(httpCode));
  decorators.push(method);
  return applyDecorators(...decorators);
}
