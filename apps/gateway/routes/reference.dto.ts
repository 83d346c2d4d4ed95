import { RASHI_NAMES } from '@pj/ephemeris';
import { EnumParam, NumberParam } from '../http/params';

export class NakshatraQueryDto {
  @NumberParam({
    min: 0,
    max: 26,
    integer: true,
    description: 'Nakshatra index, 0 = Ashwini … 26 = Revati.',
    example: 3,
  })
  nakshatra_idx!: number;
}

export class SyllablesQueryDto extends NakshatraQueryDto {
  @NumberParam({
    min: 1,
    max: 4,
    integer: true,
    required: false,
    description: 'Pada (quarter) 1–4; all four when absent.',
  })
  pada?: number;
}

export const LAGNA_VALUES: readonly string[] = [...RASHI_NAMES, ...RASHI_NAMES.map((r) => r.toLowerCase())];

export class LagnaQueryDto {
  @EnumParam(LAGNA_VALUES, {
    required: true,
    description: 'Natal lagna (ascendant) rashi name, e.g. Mesha (any of the 12, capitalised or lower case).',
  })
  lagna!: string;
}
