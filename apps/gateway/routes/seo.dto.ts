import { NumberParam } from '../http/params';

export class BlogSitemapQueryDto {
  @NumberParam({
    min: 0,
    max: 100_000,
    integer: true,
    required: false,
    default: 0,
    description: 'Shard number (0-based).',
  })
  shard?: number;

  @NumberParam({
    min: 1,
    max: 50_000,
    integer: true,
    required: false,
    default: 5000,
    description: 'URLs per shard (sitemaps.org: at most 50 000).',
  })
  limit?: number;
}

export class BlogSitemapMetaQueryDto {
  @NumberParam({
    min: 1,
    max: 50_000,
    integer: true,
    required: false,
    default: 5000,
    description: 'URLs per shard the shard list is computed for.',
  })
  limit?: number;
}
