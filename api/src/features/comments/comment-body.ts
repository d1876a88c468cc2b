import { COMMENT_MAX_LENGTH } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';

/** A comment's text: trimmed, not blank, at most 2000 characters. */
export function validateCommentBody(value: unknown): string {
  const body = typeof value === 'string' ? value.trim() : '';
  if (!body) throw badInput('Write something first.', [{ field: 'body', message: 'The comment cannot be blank.' }]);
  if (body.length > COMMENT_MAX_LENGTH) {
    const message = `A comment may be at most ${COMMENT_MAX_LENGTH} characters.`;
    throw badInput(message, [{ field: 'body', message }]);
  }
  return body;
}
