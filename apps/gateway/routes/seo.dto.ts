import { NumberParam } from '../http/params';

/** URLs per shard when the query names no `limit` (applied here only). */
const SITEMAP_DEFAULT_LIMIT = 5000;
const LIMIT = {
  min: 1,
  max: 50_000,
  integer: true,
  required: false,
  default: SITEMAP_DEFAULT_LIMIT,
} as const;

export class BlogSitemapQueryDto {
  @NumberParam({
    min: 0,
    max: 100_000,
    integer: true,
    required: false,
    default: 0,
    description: 'Shard number (0-based).',
  })
  shard: number = 0;

  @NumberParam({ ...LIMIT, description: 'URLs per shard (sitemaps.org: at most 50 000).' })
  limit: number = SITEMAP_DEFAULT_LIMIT;
}

export class BlogSitemapMetaQueryDto {
  @NumberParam({ ...LIMIT, description: 'URLs per shard the shard list is computed for.' })
  limit: number = SITEMAP_DEFAULT_LIMIT;
}
