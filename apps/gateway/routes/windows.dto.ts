import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, NumberParam, TimeParam } from '../http/params';
import { PROFILE_DESCRIPTION, PROFILE_VALUES } from './calendar.dto';
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

/** SPEC §4.2/§4.3 list `profile` on /panchang/panchaka, /panchang/pradosham, /inauspicious-windows and /muhurat/vehicle. */
export class ProfiledWindowsQueryDto extends WindowsQueryDto {
  @EnumParam(PROFILE_VALUES, { description: `${PROFILE_DESCRIPTION} Accepted for the contract; it does not change these windows (they depend on sunrise, sunset, vara, tithi and nakshatra, not on the calendar month).`, default: 'north_india_purnimanta' })
  profile?: (typeof PROFILE_VALUES)[number];
}
