import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import type { FieldError } from '../../app/errors.js';
import { User } from './user.entity.js';

export type AccountField = 'fullName' | 'country' | 'email' | 'username';
export type AccountFields = Record<AccountField, string>;

const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;

export const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** Each rule answers the cleaned value or the message shown beside the field. */
const rules: Record<AccountField, (value: string) => { value: string } | { message: string }> = {
  fullName: (v) =>
    v.trim().length >= 1 && v.trim().length <= 100
      ? { value: v.trim() }
      : { message: 'Full name must be 1 to 100 characters.' },
  country: (v) =>
    v.trim().length >= 1 && v.trim().length <= 120
      ? { value: v.trim() }
      : { message: 'Country must be 1 to 120 characters.' },
  email: (v) => {
    const email = normalizeEmail(v);
    return email.length <= 254 && EMAIL_PATTERN.test(email)
      ? { value: email }
      : { message: 'Enter a valid email address.' };
  },
  username: (v) =>
    USERNAME_PATTERN.test(v.trim())
      ? { value: v.trim() }
      : { message: 'Username must be 3 to 30 characters: letters, digits, _ and . only.' },
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
