import { Controller, Injectable, OnModuleInit } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { BlogSitemapMetaReply, BlogSitemapRequest, BlogSitemapShardReply, Contracts, RpcRequest } from '@pj/contracts';
import { Database, DomainError, Handles, PacketEnveloper } from '@pj/platform';
import { blogSitemapMeta, commentsPacket } from '../shared/present';
import seed from './seed-posts.json';
import { sitemapXml } from './sitemap';

/**
 * Seeds the fixture posts (seed-posts.json) once: existing slugs are left as they are. Replicas
 * starting together race here (Prisma's upsert reads, then inserts): a unique-key conflict (P2002)
 * means another replica has just inserted that slug, which is the wanted outcome.
 */
@Injectable()
export class BlogSeeder implements OnModuleInit {
  constructor(private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    for (const p of seed) {
      try {
        await this.db.prisma.blogPost.upsert({
          where: { slug: p.slug },
          create: {
            slug: p.slug,
            title: p.title,
            publishedAt: new Date(p.publishedAt),
            updatedAt: p.updatedAt ? new Date(p.updatedAt) : null,
          },
          update: {},
        });
      } catch (e) {
        if ((e as { code?: string }).code !== 'P2002') throw e;
      }
    }
  }
}

@Controller()
export class BlogSitemapController {
  constructor(
    private readonly db: Database,
    private readonly packets: PacketEnveloper,
  ) {}

  @Handles(Contracts.blogSitemapMeta)
  async meta(@Payload() req: RpcRequest<BlogSitemapRequest>): Promise<BlogSitemapMetaReply> {
    const { origin, limit } = req.payload;
    const where = { published: true };
    const [total, latest] = await Promise.all([
      this.db.prisma.blogPost.count({ where }),
      this.db.prisma.blogPost.findMany({ where, select: { publishedAt: true, updatedAt: true } }),
    ]);
    const lastmod = latest.reduce<Date | null>((m, p) => {
      const d = p.updatedAt ?? p.publishedAt;
      return !m || d > m ? d : m;
    }, null);
    const shardSizes = Array.from({ length: Math.max(1, Math.ceil(total / limit)) }, (_, i) =>
      Math.min(limit, Math.max(0, total - i * limit)),
    );
    return this.packets.wrap(
      req,
      commentsPacket(blogSitemapMeta(origin, { totalUrls: total, limit, lastmod, shardSizes })),
    );
  }

  /** Shard `shard` of `limit` URLs, posts in publication order; a shard past the end is 404 (shard 0 always exists). */
  @Handles(Contracts.blogSitemapShard)
  async shard(@Payload() req: RpcRequest<BlogSitemapRequest>): Promise<BlogSitemapShardReply> {
    const { origin, shard, limit } = req.payload;
    const posts = await this.db.prisma.blogPost.findMany({
      where: { published: true },
      orderBy: [{ publishedAt: 'asc' }, { slug: 'asc' }],
      skip: shard * limit,
      take: limit,
      select: { slug: true, publishedAt: true, updatedAt: true },
    });
    if (posts.length === 0 && shard > 0)
      throw new DomainError('not_found', `sitemap shard ${shard} does not exist at limit ${limit}`);
    return this.packets.wrap(req, commentsPacket({ shard, limit, urls: posts.length, xml: sitemapXml(origin, posts) }));
  }
}
