import { DatedPlaceQueryDto } from '../http/common.dto';
import { SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { EnumParam, NumberParam } from '../http/params';

export class SunriseQueryDto extends DatedPlaceQueryDto {
  @NumberParam({
    min: -500,
    max: 9000,
    required: false,
    default: 0,
    description: 'Observer elevation in metres above sea level (lowers the apparent horizon: earlier rise, later set).',
  })
  elevation_m?: number;

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      'Sunrise definition (extension of the contract): upper_limb_refracted (default; the upper limb on the horizon with standard refraction, 1013.25 hPa, 15 °C — Drik Panchang and the almanacs), ' +
      'center_refracted (disc centre, refracted), upper_limb_geometric or center_geometric (no refraction; the old siddhantic sunrise is the centre, geometric). ' +
      'It moves sunrise and sunset by up to ~3 min at mid-latitudes and so the Hindu day, the element at sunrise and every window.',
    default: 'upper_limb_refracted',
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];
}
