import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateIf, ValidateNested } from 'class-validator';
import { CLIENT_LOG_LEVELS } from '@pj/contracts';
import { ArrayBounds, EnumField, InstantField, ObjectField, TextField } from '../http/body-params';
import { NumberParam, rule } from '../http/params';

export const CLIENT_LOG_MAX_BATCH = 50;
const single = (o: ClientLogsBodyDto) => o.entries === undefined;

export class ClientLogEntryDto {
  @EnumField(CLIENT_LOG_LEVELS, { description: 'Severity.', example: 'error' })
  level!: (typeof CLIENT_LOG_LEVELS)[number];

  @TextField({
    min: 1,
    max: 2000,
    description:
      'The message; secrets and contact details are redacted and control characters neutralised before storage.',
    example: 'fetch /panchang/utility failed: 503',
  })
  message!: string;

  @TextField({ min: 1, max: 300, required: false, description: 'Page the client was on.', example: '/panchang' })
  page?: string | null;

  @ObjectField(
    'Structured attributes: at most 4 levels deep, 64 keys, 8 KiB of JSON; values under secret-looking keys are dropped.',
  )
  attributes?: Record<string, unknown>;

  @InstantField('Client clock when the entry was written.')
  ts?: string | null;
}

/** One entry (the entry's fields at the top level) or a batch `{ "entries": [ … ] }` of 1 to 50. */
export class ClientLogsBodyDto {
  @ValidateIf(single)
  @EnumField(CLIENT_LOG_LEVELS, { description: 'Single form (required there): severity.' })
  level?: (typeof CLIENT_LOG_LEVELS)[number];

  @ValidateIf(single)
  @TextField({ min: 1, max: 2000, description: 'Single form (required there): the message.' })
  message?: string;

  @ValidateIf(single)
  @TextField({ min: 1, max: 300, required: false, description: 'Single form: page.' })
  page?: string | null;

  @ValidateIf(single)
  @ObjectField('Single form: attributes (bounds as in a batch entry).')
  attributes?: Record<string, unknown>;

  @ValidateIf(single)
  @InstantField('Single form: client clock.')
  ts?: string | null;

  @ApiPropertyOptional({
    type: [ClientLogEntryDto],
    minItems: 1,
    maxItems: CLIENT_LOG_MAX_BATCH,
    description: 'Batch form: 1 to 50 entries; then no single-form field may be given.',
  })
  @ValidateIf((o: ClientLogsBodyDto) => o.entries !== undefined)
  @ArrayBounds(1, CLIENT_LOG_MAX_BATCH)
  @rule(
    'exclusive',
    (_v, args) =>
      ['level', 'message', 'page', 'attributes', 'ts'].every(
        (k) => (args?.object as Record<string, unknown>)[k] === undefined,
      ),
    () => 'entries cannot be combined with the single-entry fields level, message, page, attributes, ts',
  )
  @ValidateNested({ each: true })
  @Type(() => ClientLogEntryDto)
  entries?: ClientLogEntryDto[];
}

/** The defaults of the operator queries, applied here only (field initialisers) and published by OpenAPI. */
const RECENT_DEFAULTS = Object.freeze({ sinceMinutes: 60, limit: 100 });
const PURGE_DEFAULT_DAYS = 7;

export class ClientLogsRecentQueryDto {
  @NumberParam({
    min: 1,
    max: 10080,
    integer: true,
    required: false,
    default: RECENT_DEFAULTS.sinceMinutes,
    description: 'Window in minutes.',
  })
  since_minutes: number = RECENT_DEFAULTS.sinceMinutes;

  @NumberParam({
    min: 1,
    max: 500,
    integer: true,
    required: false,
    default: RECENT_DEFAULTS.limit,
    description: 'Most entries returned, newest first.',
  })
  limit: number = RECENT_DEFAULTS.limit;

  @EnumField(CLIENT_LOG_LEVELS, { description: 'Only this level.', required: false })
  level?: (typeof CLIENT_LOG_LEVELS)[number];

  @TextField({ min: 1, max: 300, required: false, description: 'Only this page.' })
  page?: string;
}

export class ClientLogsPurgeQueryDto {
  @NumberParam({
    min: 1,
    max: 365,
    integer: true,
    required: false,
    default: PURGE_DEFAULT_DAYS,
    description: 'Delete entries received more than this many days ago.',
  })
  older_than_days: number = PURGE_DEFAULT_DAYS;
}
