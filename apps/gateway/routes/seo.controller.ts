import { Controller, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { BlogSitemapMetaReply, commentsMethodology, Contracts } from '@pj/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route } from '../http/route';
import { Ctx, RequestCtx } from '../http/request-context';
import { requestOrigin } from '../http/origin';
import { RpcGateway } from '../rpc/rpc-gateway.service';
import { BlogSitemapMetaQueryDto, BlogSitemapQueryDto } from './seo.dto';

@ApiTags('seo')
@Controller('api/v1/seo')
export class SeoController {
  constructor(private readonly rpc: RpcGateway) {}

  @Route({
    get: 'blog_sitemap_meta',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'Blog sitemap shards: total URLs, shard count and URLs, latest lastmod',
  })
  meta(
    @Query() q: BlogSitemapMetaQueryDto,
    @Req() req: FastifyRequest,
    @Ctx() ctx: RequestCtx,
  ): Promise<BlogSitemapMetaReply> {
    return this.rpc.call(Contracts.blogSitemapMeta, { origin: requestOrigin(req), shard: 0, limit: q.limit }, ctx);
  }

  @ApiProduces('application/xml')
  @Route({
    get: 'blog_sitemap.xml',
    tier: 'discovery',
    methodology: commentsMethodology,
    summary: 'One blog sitemap shard (sitemaps.org 0.9 urlset XML)',
    description:
      'Published blog posts in publication order, `limit` per shard; `<loc>` escaped, `<lastmod>` the update (else publication) time. A shard past the end is 404 (shard 0 always exists).',
    success: { status: 200, description: 'sitemaps.org urlset XML (its content: response-types/comments.json).' },
  })
  async shard(
    @Query() q: BlogSitemapQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Ctx() ctx: RequestCtx,
  ): Promise<string> {
    const reply = await this.rpc.call(
      Contracts.blogSitemapShard,
      { origin: requestOrigin(req), shard: q.shard, limit: q.limit },
      ctx,
    );
    // Set only on success: errors stay JSON with _meta (CONTRACT §4).
    void res.header('content-type', 'application/xml; charset=utf-8');
    return reply.xml;
  }
}
