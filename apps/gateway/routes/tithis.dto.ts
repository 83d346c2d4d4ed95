import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { PlaceQueryDto } from '../http/common.dto';
import { NumberParam } from '../http/params';

export class TithiYearQueryDto extends PlaceQueryDto {
  @NumberParam({ min: 1900, max: 2100, integer: true, description: 'Calendar year (local, at the place).', example: 2024 })
  year!: number;
}

export class TithiSlugParamDto {
  @ApiProperty({ description: 'Tithi slug from GET /panchang/tithis, e.g. shukla-ekadashi, krishna-ashtami, purnima, amavasya.', pattern: '^[a-z-]{3,40}$', example: 'shukla-ekadashi' })
  @Matches(/^[a-z-]{3,40}$/, { message: 'tithi_slug must be lowercase letters and hyphens (3–40), e.g. shukla-ekadashi' })
  tithi_slug!: string;
}
