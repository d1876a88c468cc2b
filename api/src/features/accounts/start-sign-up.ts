import { passwordProblem } from '@culturalink/common/password-rules';
import { AppError, type FieldError } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAccountFields, takenFieldErrors, type AccountField } from './account-fields.js';
import type { CodeChallenge } from './code-challenge.entity.js';
import { issueChallenge, throttleSending } from './code-challenge.service.js';
import { CodePurpose } from './code-purpose.js';
import { hashPassword } from './password-hash.js';

export interface SignUpFields {
  fullName?: unknown;
  country?: unknown;
  email?: unknown;
  username?: unknown;
  password?: unknown;
  passwordConfirmation?: unknown;
}

export const FIX_FIELDS = 'Please correct the highlighted fields.';

/**
 * A form refused field by field (BAD_USER_INPUT with `fieldErrors`): GraphQL answers it as userErrors (the request's
 * message, then one per field); REST answers the first field's message, as the original did.
 */
export class FieldsRefused extends AppError {
  constructor(fieldErrors: FieldError[]) {
    super('BAD_USER_INPUT', FIX_FIELDS, { fieldErrors });
    this.name = 'FieldsRefused';
  }
}

/** Password and confirmation checks shared by sign-up and registration. */
export function passwordFieldErrors(input: SignUpFields, options: { confirm: boolean }): FieldError[] {
  const problem = passwordProblem(input.password);
  if (problem) return [{ field: 'password', message: problem }];
  if (options.confirm && input.passwordConfirmation !== input.password)
    return [{ field: 'passwordConfirmation', message: 'The passwords do not match.' }];
  return [];
}

/** The e-mail and username checks of a sign-up alone (valid, not taken), without starting one. */
export async function checkSignUpNames(scope: RequestScope, input: SignUpFields): Promise<FieldsRefused | null> {
  const { values, errors } = checkAccountFields(input, ['email', 'username']);
  errors.push(...(await takenFieldErrors(scope.em, values)));
  return errors.length > 0 ? new FieldsRefused(errors) : null;
}

/**
 * Checks everything (uniqueness included; FieldsRefused names each field at fault), keeps the sign-up pending with the password already
 * hashed, and e-mails a code. `partial` serves the original two-step REST form, which sends only
 * the e-mail and username first and the rest with the registration.
 */
export async function startSignUp(
  scope: RequestScope,
  input: SignUpFields,
  options: { partial?: boolean } = {},
): Promise<CodeChallenge> {
  const given = (field: AccountField) => !options.partial || input[field] !== undefined;
  const fields = (['fullName', 'country', 'email', 'username'] as const).filter(
    (field) => field === 'email' || field === 'username' || given(field),
  );
  const { values, errors } = checkAccountFields(input, fields);
  if (!options.partial || input.password !== undefined)
    errors.push(
      ...passwordFieldErrors(input, { confirm: !options.partial || input.passwordConfirmation !== undefined }),
    );
  errors.push(...(await takenFieldErrors(scope.em, values)));
  if (errors.length > 0) throw new FieldsRefused(errors);
  const valid = values as Partial<Record<AccountField, string>> & { email: string; username: string };
  // Throttled before the password is hashed, so refused requests cost no hashing.
  await throttleSending(scope, CodePurpose.SIGN_UP, valid.email);
  return issueChallenge(scope, {
    throttled: true,
    purpose: CodePurpose.SIGN_UP,
    email: valid.email,
    pending: {
      username: valid.username,
      fullName: valid.fullName ?? null,
      country: valid.country ?? null,
      passwordHash: typeof input.password === 'string' ? await hashPassword(input.password) : null,
    },
  });
}
