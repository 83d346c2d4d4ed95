import { SunriseRequest } from '@pj/contracts';
import { DEFAULT_SUNRISE_CONVENTION, SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { DatedPlaceQueryDto } from '../http/common.dto';
import { EnumParam, NumberParam } from '../http/params';
import { datedPlace } from './planets.dto';

export class SunriseQueryDto extends DatedPlaceQueryDto {
  @NumberParam({
    min: -500,
    max: 9000,
    required: false,
    default: 0,
    description:
      'Observer elevation in metres above sea level: the topocentric Moon (moonrise/moonset) and the Swiss Ephemeris sunrise conventions. ' +
      "The default sunrise_convention=drik is Drik Panchang's sea-level sunrise and does not use it.",
  })
  elevation_m?: number;

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      "Sunrise definition (extension of the contract): drik (default) reproduces Drik Panchang's published sunrise and sunset — the disc centre at a geometric altitude of −0°50′, " +
      "the half-day arc from the Sun's declination at the event, the transit from the equation of time of Smart's series (Meeus eq. 28.3) taken at UT + longitude/15 h, sea level; " +
      "99.7 % of Drik's New Delhi minutes 1900–2050 hold it within their ±30 s rounding. The others are computed by Swiss Ephemeris for the topocentric Sun at the given elevation: " +
      "upper_limb_refracted (the upper limb on the horizon with standard refraction, 1013.25 hPa, 15 °C — the almanacs' definition), " +
      'center_refracted (disc centre, refracted), upper_limb_geometric or center_geometric (no refraction; the old siddhantic sunrise is the centre, geometric). ' +
      'It moves sunrise and sunset by up to ~3 min at mid-latitudes and so the Hindu day, the element at sunrise and every window.',
    default: DEFAULT_SUNRISE_CONVENTION,
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];
}

/** The request of /sunrise: the query with its defaults (applied here only). */
export const sunriseRequest = (q: SunriseQueryDto): SunriseRequest => ({
  ...datedPlace(q),
  // absent: sea level, the default of resolvePlace (libs/panchang place.ts)
  elevationM: q.elevation_m,
  sunrise: q.sunrise_convention ?? DEFAULT_SUNRISE_CONVENTION,
});
