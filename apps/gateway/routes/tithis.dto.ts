import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { PlaceQueryDto } from '../http/common.dto';
import { EnumParam, NumberParam } from '../http/params';
import { PROFILE_DESCRIPTION, PROFILE_VALUES } from './calendar.dto';
import { AYANAMSA_VALUES } from './planets.dto';

export class TithiYearQueryDto extends PlaceQueryDto {
  @NumberParam({ min: 1900, max: 2100, integer: true, description: 'Calendar year (local, at the place).', example: 2024 })
  year!: number;

  @EnumParam(AYANAMSA_VALUES, {
    description: 'Sidereal ayanamsa. Accepted for the contract; it does not change the spans (a tithi is a Moon − Sun elongation, the same in any sidereal frame).',
    default: 'lahiri',
  })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];

  @EnumParam(PROFILE_VALUES, {
    description: `${PROFILE_DESCRIPTION} Accepted for the contract; it does not change the spans (no calendar month or year enters them).`,
    default: 'north_india_purnimanta',
  })
  profile?: (typeof PROFILE_VALUES)[number];
}

export class TithiSlugParamDto {
  @ApiProperty({ description: 'Tithi slug from GET /panchang/tithis, e.g. shukla-ekadashi, krishna-ashtami, purnima, amavasya.', pattern: '^[a-z-]{3,40}$', example: 'shukla-ekadashi' })
  @Matches(/^[a-z-]{3,40}$/, { message: 'tithi_slug must be lowercase letters and hyphens (3–40), e.g. shukla-ekadashi' })
  tithi_slug!: string;
}
