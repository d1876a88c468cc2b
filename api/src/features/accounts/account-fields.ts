import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import { EMAIL_RULE_MESSAGE, isValidEmail, normalizeEmail } from '@culturalink/common/email';
import { COUNTRY_MAX_LENGTH, FULL_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { isValidUsername, USERNAME_RULE_MESSAGE } from '@culturalink/common/username';
import type { FieldError } from '../../app/errors.js';
import { User } from './user.entity.js';

export type AccountField = 'fullName' | 'country' | 'email' | 'username';
export type AccountFields = Record<AccountField, string>;

/** Each rule answers the cleaned value or the message shown beside the field. */
const rules: Record<AccountField, (value: string) => { value: string } | { message: string }> = {
  fullName: (v) =>
    v.trim().length >= 1 && v.trim().length <= FULL_NAME_MAX_LENGTH
      ? { value: v.trim() }
      : { message: `Full name must be 1 to ${FULL_NAME_MAX_LENGTH} characters.` },
  country: (v) =>
    v.trim().length >= 1 && v.trim().length <= COUNTRY_MAX_LENGTH
      ? { value: v.trim() }
      : { message: `Country must be 1 to ${COUNTRY_MAX_LENGTH} characters.` },
  email: (v) => (isValidEmail(v) ? { value: normalizeEmail(v) } : { message: EMAIL_RULE_MESSAGE }),
  username: (v) => (isValidUsername(v) ? { value: v.trim() } : { message: USERNAME_RULE_MESSAGE }),
};

/** Cleans and checks the named fields; anything that is not text counts as missing. */
export function checkAccountFields<F extends AccountField>(
  input: Partial<Record<AccountField, unknown>>,
  fields: readonly F[],
) {
  const values = {} as Pick<AccountFields, F>;
  const errors: FieldError[] = [];
  for (const field of fields) {
    const given = input[field];
    const result = typeof given === 'string' ? rules[field](given) : { message: 'This field is required.' };
    if ('value' in result) values[field] = result.value;
    else errors.push({ field, message: result.message });
  }
  return { values, errors };
}

export async function isUsernameTaken(em: EntityManager, username: string, exceptUserId?: string): Promise<boolean> {
  const found = await em.findOne(User, { [raw('lower(username)')]: username.toLowerCase() }, { fields: ['id'] });
  return !!found && found.id !== exceptUserId;
}

export async function isEmailTaken(em: EntityManager, email: string, exceptUserId?: string): Promise<boolean> {
  const found = await em.findOne(User, { email: normalizeEmail(email) }, { fields: ['id'] });
  return !!found && found.id !== exceptUserId;
}

export const EMAIL_TAKEN = 'This email is already registered.';
export const USERNAME_TAKEN = 'This username is already taken.';

/** Per-field errors for an e-mail and a username that another member already has. */
export async function takenFieldErrors(
  em: EntityManager,
  values: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (values.email && (await isEmailTaken(em, values.email, exceptUserId)))
    errors.push({ field: 'email', message: EMAIL_TAKEN });
  if (values.username && (await isUsernameTaken(em, values.username, exceptUserId)))
    errors.push({ field: 'username', message: USERNAME_TAKEN });
  return errors;
}
