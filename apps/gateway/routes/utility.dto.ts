import { RASHI_NAMES } from '@pj/ephemeris';
import { BoolParam, EnumParam, NumberParam } from '../http/params';
import { DailyQueryDto } from './daily.dto';

export class UtilityQueryDto extends DailyQueryDto {
  @NumberParam({
    min: 0,
    max: 11,
    integer: true,
    required: false,
    description: 'Natal Moon rashi, 0 = Mesha … 11 = Meena: adds the personal chandrabalam lane.',
  })
  natal_moon_rashi_idx?: number;

  @EnumParam(RASHI_NAMES, {
    description: 'Natal lagna (ascendant) rashi name: adds the gemstone lane (lagna, 5th and 9th lords).',
  })
  natal_lagna?: (typeof RASHI_NAMES)[number];

  @NumberParam({
    min: 0,
    max: 26,
    integer: true,
    required: false,
    description: 'Natal nakshatra, 0 = Ashwini … 26 = Revati: adds the personal tara bala lane.',
  })
  natal_nakshatra_idx?: number;

  @BoolParam({ description: 'Include the hora (24) and gowri (16) tables.', default: true })
  include_windows?: boolean;

  @BoolParam({
    description:
      'Include the ephemeris scans of the date: retrograde, combustion, ingress, eclipse and seasonal lanes.',
    default: false,
  })
  include_ephemeris_scans?: boolean;

  @BoolParam({
    description: "Include the lagna table: the ascendant's sign changes over the Hindu day.",
    default: false,
  })
  include_lagna_table?: boolean;

  @BoolParam({
    description: 'Compact panchang lane: without nakshatra padas (hora and gowri are in their own lane).',
    default: true,
  })
  compact?: boolean;
}
