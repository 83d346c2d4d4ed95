import { TextField } from '../http/body-params';
import { NumberParam } from '../http/params';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PRINTABLE = /^[^\u0000-\u001f\u007f-\u009f]+$/u;
const PRINTABLE_TEXT = 'printable text without control characters';
/** The page a comment belongs to (`page_key` or `path`): 1–180 printable characters. */
const PageField = (description: string) =>
  TextField({
    min: 1,
    max: 180,
    pattern: PRINTABLE,
    patternText: PRINTABLE_TEXT,
    description,
    example: '/panchang/tithi/shukla-ekadashi',
  });

/** Fields shared by both comment bodies; the page is named `page_key` or `path`. */
class CommentFieldsDto {
  @TextField({
    min: 1,
    max: 2000,
    pattern: /\S/,
    patternText: 'non-blank text',
    description: 'The comment, stored as given (escaped wherever HTML shows it).',
    example: 'Very accurate panchang, thank you so much!',
  })
  body!: string;

  @TextField({
    min: 1,
    max: 60,
    required: false,
    pattern: PRINTABLE,
    patternText: PRINTABLE_TEXT,
    description: 'Name shown with the comment.',
    example: 'Asha',
  })
  display_name?: string | null;

  @NumberParam({ min: 1, max: 5, integer: true, required: false, description: 'Optional star rating.', example: 5 })
  rating?: number | null;

  @TextField({
    min: 10,
    max: 200,
    description: 'A challenge from GET /api/v1/comments/challenge (valid 300 s, answerable once).',
  })
  challenge!: string;

  @TextField({
    min: 1,
    max: 32,
    pattern: /^[A-Za-z0-9]+$/,
    patternText: 'letters and digits',
    description:
      'Proof of work: a string such that SHA-256("<challenge>:<solution>") starts with difficulty_bits zero bits.',
    example: '2kq',
  })
  solution!: string;
}

/** `PanchangCommentRequest` (SPEC §2): POST /panchang/comments. */
export class PanchangCommentRequest extends CommentFieldsDto {
  @PageField('Page the comment belongs to.')
  page_key!: string;
}

/** POST /api/v1/comments: the same fields, the page named `path`. */
export class ApiCommentRequestDto extends CommentFieldsDto {
  @PageField('Page path the comment belongs to.')
  path!: string;
}

/** Comments listed when the query names no `limit`: the one place this default is applied. */
const LIST_DEFAULT_LIMIT = 20;

class LimitQueryDto {
  @NumberParam({
    min: 1,
    max: 50,
    integer: true,
    required: false,
    default: LIST_DEFAULT_LIMIT,
    description: 'Number of comments, newest first.',
    example: LIST_DEFAULT_LIMIT,
  })
  limit: number = LIST_DEFAULT_LIMIT;
}

export class PanchangCommentsQueryDto extends LimitQueryDto {
  @PageField('Page whose approved comments to list.')
  page_key!: string;
}

export class ApiCommentsQueryDto extends LimitQueryDto {
  @PageField('Page path whose approved comments to list.')
  path!: string;
}
