import { LatitudeParam, LongitudeParam, MAX_DATE, MIN_DATE } from '../http/common.dto';
import { DateParam, EnumParam, ZoneParam } from '../http/params';
import { PAGE_LANGS, PageLang } from '../pages/i18n';
import { PAGE_VARIANTS, PageVariant } from '../pages/layout';

/** The place a page shows when none is asked for: New Delhi (the reference place of the golden tests). */
export const DEFAULT_PAGE_PLACE = { lat: 28.6139, lng: 77.209 } as const;

/** The query of every HTML page (SPEC §4.6: optional `variant`). */
export class PageQueryDto {
  @LatitudeParam({
    description: 'Latitude, decimal degrees (north positive); default New Delhi.',
    example: 28.6139,
    required: false,
    default: DEFAULT_PAGE_PLACE.lat,
  })
  lat?: number;

  @LongitudeParam({
    description: 'Longitude, decimal degrees (east positive); default New Delhi.',
    example: 77.209,
    required: false,
    default: DEFAULT_PAGE_PLACE.lng,
  })
  lng?: number;

  @ZoneParam('IANA time zone for local times; resolved from lat/lng when absent.')
  tz?: string;

  @DateParam({
    min: MIN_DATE,
    max: MAX_DATE,
    required: false,
    description: 'Local civil date at the place; default today at the place.',
    example: '2024-01-01',
  })
  date?: string;

  @EnumParam(PAGE_LANGS, {
    description: 'Language of the page chrome and element names: en, hi (Hindi), ta (Tamil).',
    default: 'en',
  })
  lang?: PageLang;

  @EnumParam(PAGE_VARIANTS, {
    description: 'Layout: default, compact (phone: no timeline, no comments), print (no navigation or forms).',
    default: 'default',
  })
  variant?: PageVariant;
}
