import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { appErrorOfDatabase } from '../../app/database-errors.js';
import { AppError, type ErrorCode } from '../../app/errors.js';

/**
 * The expected failures of a mutation: what the caller can fix by changing the request. They come back in the
 * payload's `userErrors`, never as a top-level error. Everything else (sign-in, scopes, permissions, rate limits, an
 * unavailable database) stays a top-level error with its `extensions.code` (docs/API.md, "Errors").
 */
export enum UserErrorCode {
  BAD_USER_INPUT = 'BAD_USER_INPUT',
  NOT_FOUND = 'NOT_FOUND',
  CONFLICT = 'CONFLICT',
  PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE = 'UNSUPPORTED_MEDIA_TYPE',
}

registerEnumType(UserErrorCode, {
  name: 'UserErrorCode',
  description: "Why a mutation refused the request; the same words as the error catalogue's codes.",
  valuesConfig: {
    BAD_USER_INPUT: { description: 'A value is missing, malformed, too long or breaks a rule; `field` names it.' },
    NOT_FOUND: { description: 'What the mutation acts on does not exist, or the viewer may not see it.' },
    CONFLICT: {
      description: 'The request clashes with the current state (a name already taken, an item already in a list).',
    },
    PAYLOAD_TOO_LARGE: { description: 'An uploaded file is larger than allowed.' },
    UNSUPPORTED_MEDIA_TYPE: { description: 'An uploaded file is not an image the API takes (JPEG, PNG, WebP, GIF).' },
  },
});

const USER_ERROR_CODES: ReadonlySet<ErrorCode> = new Set(Object.values(UserErrorCode));

@ObjectType('UserError', { description: 'An expected failure of a mutation, in words people can read.' })
export class UserError {
  @Field(() => String, {
    nullable: true,
    description:
      'The input field at fault as the mutation names it (`title`, `input.title` is `title`); null when none is.',
  })
  field!: string | null;

  @Field(() => String, { description: 'What went wrong, written for people (show it as it is).' })
  message!: string;

  @Field(() => UserErrorCode, { description: 'What kind of failure it is, for programs.' })
  code!: UserErrorCode;
}

/**
 * Every mutation payload's `userErrors`. A payload extends it and adds its result fields, nullable and optional
 * (they are left out when the mutation refused):
 *
 *     @ObjectType('CreatePostPayload', { description: '...' })
 *     export class CreatePostPayload extends MutationPayload {
 *       @Field(() => PostType, { nullable: true, description: 'The new post; null when userErrors says why not.' })
 *       post?: Post | null;
 *     }
 */
// Decorated so its field is inherited; never referenced itself, so TypeGraphQL leaves it out of the schema.
@ObjectType('MutationPayloadBase')
export abstract class MutationPayload {
  @Field(() => [UserError], {
    description: 'Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes.',
  })
  userErrors!: UserError[];
}

/** The AppError a thrown value stands for when it is an expected failure, else null (it stays a top-level error). */
function expectedFailure(error: unknown): AppError | null {
  const appError = error instanceof AppError ? error : appErrorOfDatabase(error);
  return appError && USER_ERROR_CODES.has(appError.code) ? appError : null;
}

/**
 * An expected failure as the `userErrors` a payload carries: the whole request's message first (field null), then one
 * per field at fault; a message a field error already says is not repeated.
 */
export function userErrorsOf(error: AppError): UserError[] {
  const code = error.code as UserErrorCode;
  const fieldErrors = (error.details.fieldErrors ?? []).map(({ field, message }) => ({ field, message, code }));
  const saidByAField = fieldErrors.some((fieldError) => fieldError.message === error.message);
  return saidByAField ? fieldErrors : [{ field: null, message: error.message, code }, ...fieldErrors];
}

/**
 * Runs a mutation's work and answers its payload: the work's result with no userErrors, or, when the work refused
 * the request with an expected failure (BAD_USER_INPUT, NOT_FOUND, CONFLICT, PAYLOAD_TOO_LARGE,
 * UNSUPPORTED_MEDIA_TYPE), only the userErrors. Anything else is thrown on as a top-level error. The work's own
 * transaction has rolled back by then, so a refused mutation changed nothing.
 *
 *     return payloadOf(async () => ({ post: await createPost(ctx, input) }));
 */
export async function payloadOf<T extends object>(
  work: () => Promise<T>,
): Promise<Partial<T> & { userErrors: UserError[] }> {
  try {
    return { ...(await work()), userErrors: [] };
  } catch (error) {
    const expected = expectedFailure(error);
    if (!expected) throw error;
    return { userErrors: userErrorsOf(expected) } as Partial<T> & { userErrors: UserError[] };
  }
}
