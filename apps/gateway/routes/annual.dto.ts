import {
  ANNUAL_DEFAULTS,
  ANNUAL_YEAR_MAX,
  ANNUAL_YEAR_MIN,
  PRAVESHA_KINDS,
  PraveshaKind,
  Varga,
  VARGAS,
} from '@pj/jyotish';
import { EnumParam, NumberParam, rule } from '../http/params';

/** The query of every annual route: the calendar year of the Tajika year (its solar pravesha). */
export class AnnualQueryDto {
  @NumberParam({
    min: ANNUAL_YEAR_MIN,
    max: ANNUAL_YEAR_MAX,
    integer: true,
    description:
      'Calendar year of the varsha pravesha (the Sun\u2019s return near the birthday), from the birth year ' +
      `(the natal chart: natal sahams) to ${ANNUAL_YEAR_MAX}; a year before the birth year is refused (422).`,
    example: 2024,
  })
  year!: number;
}

export class VarshaphalaQueryDto extends AnnualQueryDto {
  @EnumParam(PRAVESHA_KINDS, {
    description:
      'solar: varsha pravesha, the sidereal Sun back at its natal longitude; tithi: tithi pravesha, the natal ' +
      'Moon \u2212 Sun angle back, in the solar month of birth.',
    default: ANNUAL_DEFAULTS.pravesha,
  })
  pravesha?: PraveshaKind;
}

export class MuddaDashaQueryDto extends AnnualQueryDto {
  @NumberParam({
    min: 1,
    max: 60,
    integer: true,
    required: false,
    default: ANNUAL_DEFAULTS.narayanaVarga,
    description: `Varga of the varsha narayana dasha, one of ${VARGAS.join(', ')} (P.V.R. Narasimha Rao\u2019s example uses 9).`,
  })
  @rule(
    'enum',
    (v) => typeof v !== 'number' || (VARGAS as readonly number[]).includes(v),
    (p) => `${p} must be one of ${VARGAS.join(', ')}`,
  )
  narayana_varga?: Varga;
}
