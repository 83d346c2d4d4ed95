import { DateParam } from '../http/params';
import { MAX_BIRTH_DATE, MIN_BIRTH_DATE, PersonBodyDto } from './jyotish.dto';

/** POST /api/v1/jyotish/interpretation_packet: the birth and the optional date of the running dasha lords. */
export class InterpretationBodyDto extends PersonBodyDto {
  @DateParam({
    min: MIN_BIRTH_DATE,
    max: MAX_BIRTH_DATE,
    required: false,
    description:
      'Date (YYYY-MM-DD) the running Vimshottari maha- and antardasha lords (and the sade sati state) are read at: ' +
      '12:00 local time at the natal place; not before the birth date. Absent: the lords running at the birth instant (the packet stays ' +
      'deterministic; no default to the current date).',
    example: '2024-06-01',
  })
  at?: string;
}
