import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { KP_NUMBER_MAX, KP_NUMBER_MIN, PRASHNA_BATCH_MAX, PRASHNA_DEFAULTS } from '@pj/jyotish';
import { ArrayBounds } from '../http/body-params';
import { BirthDataDto, BodyNumber, Person } from './jyotish.dto';

/** One question: the moment and place it is asked (the birth-data shape of CONTRACT §3b). */
export class PrashnaBodyDto {
  @Person(
    'Moment and place of the question, in the birth-data shape of CONTRACT §3b (date, time, lat, lng, tz or ' +
      'utc_offset, chart settings): the prashna chart is the chart of that moment.',
  )
  question_at!: BirthDataDto;

  @BodyNumber({
    min: KP_NUMBER_MIN,
    max: KP_NUMBER_MAX,
    integer: true,
    required: false,
    description:
      'KP horary number named by the querent (1\u2013249): the lagna is set to the start of that division ' +
      '(nakshatra subs cut at the sign boundaries, K. S. Krishnamurti); omitted: the lagna of the moment.',
    example: 88,
  })
  kp_number?: number;

  @BodyNumber({
    min: 2,
    max: 12,
    integer: true,
    required: false,
    default: PRASHNA_DEFAULTS.karyaHouse,
    description:
      'House of the matter asked about (the karya bhava: 7 partner, opponent, dealings; 10 work; 5 children; …), ' +
      'whose lord is read against the lagna lord.',
  })
  karya_house?: number;
}

export class PrashnaBatchBodyDto {
  @ApiProperty({
    type: [PrashnaBodyDto],
    minItems: 1,
    maxItems: PRASHNA_BATCH_MAX,
    description: `1 to ${PRASHNA_BATCH_MAX} questions, each as the body of /jyotish/prashna.`,
  })
  @ArrayBounds(1, PRASHNA_BATCH_MAX)
  @ValidateNested({ each: true })
  @Type(() => PrashnaBodyDto)
  questions!: PrashnaBodyDto[];
}
