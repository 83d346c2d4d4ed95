import { Controller, Get, Header, Inject, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Enveloped } from '@pj/contracts';
import { notFoundError } from '@pj/envelope';
import { serviceMethodology } from '@pj/panchang';
import type { FastifyRequest } from 'fastify';
import { ContractHttpException } from '../http/contract-exception';
import {
  agentCard,
  AgentCardWire,
  aiSitemap,
  AiSitemapWire,
  familyDocument,
  FamilyOpenApiWire,
  mcpTools,
  McpToolsWire,
  rootDocument,
  RootDocumentWire,
} from '../http/discovery';
import { GatewayEnvelope } from '../http/gateway-envelope';
import { Endpoint, TIER_TABLE, TierTable } from '../http/policy';
import { Ctx, RequestCtx } from '../http/request-context';
import { OpenApiDocumentHolder } from './openapi.controller';

const DISCOVERY_CACHE = 'public, max-age=300';

/** Discovery documents, generated from the OpenAPI document of the live routes (no hand-kept lists). */
@ApiTags('discovery')
@Controller()
export class DiscoveryController {
  constructor(
    private readonly holder: OpenApiDocumentHolder,
    private readonly envelope: GatewayEnvelope,
    @Inject(TIER_TABLE) private readonly tiers: TierTable,
  ) {}

  private get doc() {
    if (!this.holder.document) throw new Error('OpenAPI document not generated yet');
    return this.holder.document;
  }

  @Get()
  @Endpoint('discovery', serviceMethodology)
  @Header('cache-control', DISCOVERY_CACHE)
  @ApiOperation({ summary: 'Root: the service, its contract, families, discovery documents and access tiers' })
  root(@Ctx() ctx: RequestCtx): Enveloped<RootDocumentWire> {
    return this.envelope.wrap(rootDocument(this.doc, this.tiers), ctx);
  }

  @Get('ai-sitemap.json')
  @Endpoint('discovery', serviceMethodology)
  @Header('cache-control', DISCOVERY_CACHE)
  @ApiOperation({ summary: 'Every operation with its family, tier and summary (for crawlers and agents)' })
  sitemap(@Ctx() ctx: RequestCtx): Enveloped<AiSitemapWire> {
    return this.envelope.wrap(aiSitemap(this.doc), ctx);
  }

  @Get('mcp/tools.json')
  @Endpoint('discovery', serviceMethodology)
  @Header('cache-control', DISCOVERY_CACHE)
  @ApiOperation({
    summary: 'The MCP tools: public read-only operations with JSON Schema inputs; reserved ones listed as not callable',
  })
  tools(@Ctx() ctx: RequestCtx): Enveloped<McpToolsWire> {
    const body: McpToolsWire = { tools: mcpTools(this.doc) };
    return this.envelope.wrap(body, ctx);
  }

  @Get(['a2a/agent-card.json', '.well-known/agent-card.json', '.well-known/agent.json'])
  @Endpoint('discovery', serviceMethodology)
  @Header('cache-control', DISCOVERY_CACHE)
  @ApiOperation({ summary: 'Agent card (A2A): the service and one skill per family' })
  card(@Req() req: FastifyRequest, @Ctx() ctx: RequestCtx): Enveloped<AgentCardWire> {
    const host = /^[A-Za-z0-9.:[\]-]{1,255}$/.test(req.host) ? req.host : 'localhost';
    return this.envelope.wrap(agentCard(this.doc, `${req.protocol}://${host}`), ctx);
  }

  @Get('openapi/domain/:family')
  @Endpoint('discovery', serviceMethodology)
  @Header('cache-control', DISCOVERY_CACHE)
  @ApiParam({
    name: 'family',
    description: 'a family (an OpenAPI tag in kebab-case), as listed by GET /',
    schema: { type: 'string', pattern: '^[a-z0-9-]{1,40}$' },
  })
  @ApiOperation({ summary: 'The OpenAPI subset of one family; 404 for an unknown family' })
  family(@Param('family') family: string): FamilyOpenApiWire {
    const doc = /^[a-z0-9-]{1,40}$/.test(family) ? familyDocument(this.doc, family) : null;
    if (!doc) throw new ContractHttpException(404, notFoundError('no such family; GET / lists them'));
    return doc;
  }
}
