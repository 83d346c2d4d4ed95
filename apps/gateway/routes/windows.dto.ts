import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, NumberParam, TimeParam } from '../http/params';
import { AYANAMSA_VALUES } from './planets.dto';

/** SPEC §4.2/§4.3 window endpoints: lat, lng, date; tz, elevation_m, ayanamsa. */
export class WindowsQueryDto extends DatedPlaceQueryDto {
  @NumberParam({ min: -500, max: 9000, required: false, default: 0, description: 'Observer elevation in metres above sea level (moves sunrise and sunset, hence every window).' })
  elevation_m?: number;

  @EnumParam(AYANAMSA_VALUES, { description: 'Sidereal ayanamsa (nakshatra and rashi: varjyam, amrit kalam, panchaka, lagna).', default: 'lahiri' })
  ayanamsa?: (typeof AYANAMSA_VALUES)[number];
}

export class VedicTimeQueryDto extends WindowsQueryDto {
  @TimeParam({ description: 'Local clock time at the place', default: '12:00', withSeconds: true })
  time?: string;
}
