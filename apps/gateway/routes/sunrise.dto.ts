import { DatedPlaceQueryDto } from '../http/common.dto';
import { NumberParam } from '../http/params';

export class SunriseQueryDto extends DatedPlaceQueryDto {
  @NumberParam({
    min: -500,
    max: 9000,
    required: false,
    default: 0,
    description: 'Observer elevation in metres above sea level (lowers the apparent horizon: earlier rise, later set).',
  })
  elevation_m?: number;
}
