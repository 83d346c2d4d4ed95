import { Controller, Param } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { ConceptIndexReply, ConceptReply, Contracts } from '@pj/contracts';
import { conceptsMethodology } from '@pj/jyotish';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { RpcGateway } from '../rpc/rpc-gateway.service';

export class ConceptSlugParamDto {
  @ApiProperty({
    description: 'Concept slug from GET /jyotish/concepts, e.g. graha-saturn, nakshatra-rohini, yoga-gajakesari.',
    pattern: '^[a-z0-9-]{3,60}$',
    example: 'nakshatra-rohini',
  })
  @Matches(/^[a-z0-9-]{3,60}$/, { message: 'slug must be lowercase letters, digits and hyphens (3–60)' })
  slug!: string;
}

@ApiTags('reference')
@Controller()
export class ConceptsController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'jyotish/concepts',
    tier: 'public_read',
    methodology: conceptsMethodology,
    summary: 'Index of the Jyotish concept pages (slug, title, category, summary)',
    description:
      'Grahas, rashis, nakshatras, houses, chart yogas, nitya yogas, karanas, tithis, varas, dashas, vargas, ' +
      'Panchang elements and doshas, generated from the classical tables the service computes with.',
  })
  concepts(@Ctx() ctx: RequestCtx): Promise<ConceptIndexReply> {
    return this.rpc.call(Contracts.jyotishConcepts, {}, ctx);
  }

  @Route({
    get: 'jyotish/concepts/:slug',
    tier: 'public_read',
    methodology: conceptsMethodology,
    summary: 'One Jyotish concept page: definition, mechanism and facts linked to the API fields',
    description: 'Each fact names the routes and fields where it appears. Unknown slug: 404.',
  })
  concept(@Param() p: ConceptSlugParamDto, @Ctx() ctx: RequestCtx): Promise<ConceptReply> {
    return this.rpc.call(Contracts.jyotishConcept, { slug: p.slug }, ctx);
  }
}
