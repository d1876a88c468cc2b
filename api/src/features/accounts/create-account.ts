import type { EntityManager } from '@mikro-orm/postgresql';
import { passwordProblem } from '@culturalink/common/password-rules';
import { checkAccountFields, takenFieldErrors } from './account-fields.js';
import { hashPassword } from './password-hash.js';
import { User } from './user.entity.js';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  fullName: string;
  country: string;
  isAdmin?: boolean;
  isPrivate?: boolean;
}

/**
 * Creates a member directly, with the same field and password rules as sign-up: for the command line
 * (create-admin, seed), never reachable from the API. Throws an Error listing what is wrong.
 */
export async function createAccount(em: EntityManager, input: NewAccount): Promise<User> {
  const { values, errors } = checkAccountFields(input, ['fullName', 'country', 'email', 'username']);
  const problem = passwordProblem(input.password);
  if (problem) errors.push({ field: 'password', message: problem });
  errors.push(...(await takenFieldErrors(em, values)));
  if (errors.length > 0) throw new Error(errors.map((e) => `${e.field}: ${e.message}`).join('\n'));
  const user = em.create(User, {
    ...values,
    passwordHash: await hashPassword(input.password),
    isAdmin: input.isAdmin ?? false,
    isPrivate: input.isPrivate ?? false,
  });
  await em.flush();
  return user;
}
