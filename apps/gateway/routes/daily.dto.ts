import { PANCHANG_CONVENTIONS } from '@pj/panchang';
import { SUNRISE_CONVENTION_KEYS } from '@pj/ephemeris';
import { MAX_DATE, MIN_DATE, PlaceQueryDto } from '../http/common.dto';
import { EnumParam, MonthParam, NumberParam } from '../http/params';
import { PROFILE_DESCRIPTION, PROFILE_VALUES } from './calendar.dto';
import { AYANAMSA_VALUES } from './planets.dto';
import { SunriseQueryDto } from './sunrise.dto';

export const CONVENTION_VALUES = PANCHANG_CONVENTIONS;

const AYANAMSA_DOC =
  'Sidereal ayanamsa for nakshatra, yoga, rashis and the lunar month (tithi and karana do not depend on it).';
const CONVENTION_DOC =
  "Panchang convention (extension of the contract). drik (default): Drik Panchang's conventions measured from its published grid — " +
  "the Moon of Meeus, Astronomical Algorithms ch. 47 (Drik's own; 99 % of its nakshatra ends within its ±30 s rounding), " +
  "sidereal = apparent tropical − mean ayanamsa (Lahiri + 24.0″), the Sun 0.5″ ahead of Swiss Ephemeris' (fitted to Drik's tithi and yoga ends), " +
  "element searches on ΔT + τ (Drik's ΔT: τ = 0 s to 1996, 58.5 s in 2020, 94 s in 2050). " +
  'drik_de431: drik with the Swiss Ephemeris (DE431) Moon instead (94 % within the rounding). ' +
  'ephemeris: sidereal = apparent tropical − true ayanamsa, Swiss Ephemeris ΔT and Moon. Element ends differ by up to ~1.5 min; see _meta.methodology.';

/** A query class's constructor, as TypeScript's mixin pattern requires it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type QueryClass = new (...args: any[]) => object;

/** The daily packet's options (ayanamsa, convention, profile), once for /panchang/daily and /panchang/month. */
function WithDailyOptions<B extends QueryClass>(Base: B) {
  class DailyOptionsDto extends Base {
    @EnumParam(AYANAMSA_VALUES, { description: AYANAMSA_DOC, default: 'lahiri' })
    ayanamsa?: (typeof AYANAMSA_VALUES)[number];

    @EnumParam(CONVENTION_VALUES, { description: CONVENTION_DOC, default: 'drik' })
    convention?: (typeof CONVENTION_VALUES)[number];

    @EnumParam(PROFILE_VALUES, { description: PROFILE_DESCRIPTION, default: 'north_india_purnimanta' })
    profile?: (typeof PROFILE_VALUES)[number];
  }
  return DailyOptionsDto;
}

export class DailyQueryDto extends WithDailyOptions(SunriseQueryDto) {}

class MonthPlaceQueryDto extends PlaceQueryDto {
  @MonthParam({
    min: MIN_DATE.slice(0, 7),
    max: MAX_DATE.slice(0, 7),
    description: 'Gregorian month at the place.',
    example: '2024-01',
  })
  ym!: string;

  @NumberParam({
    min: -500,
    max: 9000,
    required: false,
    default: 0,
    description: 'Observer elevation in metres above sea level.',
  })
  elevation_m?: number;

  @EnumParam(SUNRISE_CONVENTION_KEYS, {
    description:
      "Sunrise definition (as on /panchang/daily); default drik (Drik Panchang's published sunrise, see /sunrise).",
    default: 'drik',
  })
  sunrise_convention?: (typeof SUNRISE_CONVENTION_KEYS)[number];
}

export class MonthQueryDto extends WithDailyOptions(MonthPlaceQueryDto) {}
