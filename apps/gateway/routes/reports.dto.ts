import { REPORT_FORMATS, REPORT_KINDS, ReportFormat, ReportKind } from '@pj/jyotish';
import { DateParam, EnumParam } from '../http/params';
import { MAX_BIRTH_DATE, MIN_BIRTH_DATE, PersonBodyDto } from './jyotish.dto';

/** Query of POST /reports/generate: which report, and JSON or PDF. */
export class ReportQueryDto {
  @EnumParam(REPORT_KINDS, {
    description: 'The report: natal (chart, navamsa and vimshopaka, running Vimshottari, yogas, doshas, shadbala).',
    required: true,
  })
  kind!: ReportKind;

  @EnumParam(REPORT_FORMATS, {
    description: 'json (the report with its cited facts) or pdf (application/pdf: the same report rendered).',
    default: 'json',
  })
  format?: ReportFormat;
}

/** Body of POST /reports/generate: the birth, and the date whose running dasha is reported. */
export class ReportBodyDto extends PersonBodyDto {
  @DateParam({
    min: MIN_BIRTH_DATE,
    max: MAX_BIRTH_DATE,
    required: false,
    description:
      'Date whose running Vimshottari mahadasha and antardasha (at 12:00 UTC) and sade sati state are reported; ' +
      'default today (UTC).',
    example: '2024-06-01',
  })
  as_of?: string;
}
