import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { ENGAGEMENT_KINDS, JOURNEY_MAX_EVENTS } from '@pj/contracts';
import { ArrayBounds, EnumField, InstantField, ObjectField, TextField } from '../http/body-params';

const PATH = {
  min: 1,
  max: 180,
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  pattern: /^\/[^\s\u0000-\u001f\u007f]*$/u,
  patternText: 'a path starting with / without spaces or control characters',
};

export class EngagePathDto {
  @TextField({ ...PATH, description: 'Page path.', example: '/panchang/tithi/shukla-ekadashi' })
  path!: string;
}

export class EngageKindParamDto {
  @EnumField(ENGAGEMENT_KINDS, { description: 'Engagement kind (closed set).', example: 'like' })
  kind!: (typeof ENGAGEMENT_KINDS)[number];
}

export class JourneyEventDto {
  @TextField({
    min: 1,
    max: 64,
    pattern: /^[a-z][a-z0-9_.:-]*$/,
    patternText: 'lowercase letters, digits and _ . : - starting with a letter',
    description: 'Event name.',
    example: 'open_panchang',
  })
  name!: string;

  @TextField({ ...PATH, description: 'Page path of the event.', example: '/panchang' })
  path!: string;

  @InstantField('Client clock of the event.')
  ts?: string | null;

  @ObjectField('Event properties: at most 4 levels deep, 64 keys, 8 KiB of JSON; redacted like client logs.')
  props?: Record<string, unknown>;
}

export class JourneyEventsBodyDto {
  @TextField({
    min: 8,
    max: 64,
    required: false,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternText: 'letters, digits, _ and -',
    description: 'Client session id (opaque).',
  })
  session_id?: string | null;

  @ApiProperty({ type: [JourneyEventDto], minItems: 1, maxItems: JOURNEY_MAX_EVENTS })
  @ArrayBounds(1, JOURNEY_MAX_EVENTS)
  @ValidateNested({ each: true })
  @Type(() => JourneyEventDto)
  events!: JourneyEventDto[];
}
