import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { badInput, forbidden } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAccountFields, takenFieldErrors } from '../accounts/index.js';
import { issueChallenge } from '../accounts/index.js';
import { CodePurpose } from '../accounts/index.js';
import { announceRevokedSessions, revokeSessionsOf } from '../accounts/index.js';
import { Session } from '../accounts/session.entity.js';
import { User } from '../accounts/user.entity.js';
import { announceAuthorPostsChanged } from '../posts/index.js';
import { requireAdmin } from '../../kernel/guards.js';
import { getAdminUser } from './list-admin-users.js';

export interface AdminUserFields {
  fullName?: unknown;
  email?: unknown;
  country?: unknown;
  isAdmin?: unknown;
  /** REST only: the original's edit form may carry is_active. */
  isActive?: unknown;
}

const FIX_FIELDS = 'Please correct the highlighted fields.';

/** Full name, e-mail (valid, not taken by another member) and country are required. */
async function checkFields(scope: RequestScope, input: AdminUserFields, exceptUserId?: string) {
  const { values, errors } = checkAccountFields(input, ['fullName', 'email', 'country']);
  for (const field of ['isAdmin', 'isActive'] as const) {
    if (input[field] !== undefined && input[field] !== null && typeof input[field] !== 'boolean')
      errors.push({ field, message: `${field} must be true or false.` });
  }
  if (errors.length === 0) errors.push(...(await takenFieldErrors(scope.em, { email: values.email }, exceptUserId)));
  if (errors.length > 0) throw badInput(FIX_FIELDS, errors);
  return values;
}

/** A placeholder username until the invited member chooses theirs; it cannot sign in (no password). */
const placeholderUsername = () => `invited_${randomBytes(6).toString('hex')}`;

/**
 * Creates a member with no password and e-mails them a code (valid 3 days) to choose a username and
 * set a password (completeAccountSetup). Until then they cannot sign in.
 */
export async function createUser(scope: RequestScope, input: AdminUserFields): Promise<User> {
  requireAdmin(scope);
  const values = await checkFields(scope, input);
  const user = scope.em.create(User, { ...values, username: placeholderUsername(), isAdmin: input.isAdmin === true });
  try {
    await scope.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw badInput(FIX_FIELDS, await takenFieldErrors(scope.em.fork(), { email: values.email }));
    throw error;
  }
  await issueChallenge(scope, { purpose: CodePurpose.ACCOUNT_SETUP, email: user.email, user });
  return user;
}

/**
 * Edits name, e-mail, country and, when given, admin rights and activity. An administrator cannot
 * drop their own rights or deactivate themselves; deactivation ends every session and closes the
 * member's sockets at once, and their posts leave other members' open screens (postChanged REMOVED). Everything is checked before anything changes.
 */
export async function updateUser(scope: RequestScope, id: unknown, input: AdminUserFields): Promise<User> {
  const admin = requireAdmin(scope);
  const user = await getAdminUser(scope, id);
  const values = await checkFields(scope, input, user.id);
  if (user.id === admin.id && input.isAdmin === false)
    throw forbidden('You cannot remove your own administrator rights.');
  if (user.id === admin.id && input.isActive === false) throw forbidden('You cannot deactivate your own account.');
  const deactivating = user.isActive && input.isActive === false;
  Object.assign(user, values);
  if (typeof input.isAdmin === 'boolean') user.isAdmin = input.isAdmin;
  if (typeof input.isActive === 'boolean') user.isActive = input.isActive;
  // their posts leave the open screens of everyone who saw them (committed with the deactivation)
  if (deactivating) await announceAuthorPostsChanged(scope.em, user.id);
  try {
    await scope.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException)
      throw badInput(FIX_FIELDS, [{ field: 'email', message: 'This email is already registered.' }]);
    throw error;
  }
  // Sessions of an inactive member are refused on every request already; revoking them also closes sockets.
  if (deactivating) await announceRevokedSessions(scope.services, await revokeSessionsOf(scope.em, user));
  return user;
}

/** Activates or deactivates a member (never oneself): updateUser with only the activity changed. */
export async function setUserActive(scope: RequestScope, id: unknown, active: unknown): Promise<User> {
  requireAdmin(scope);
  if (typeof active !== 'boolean') throw badInput('active must be true or false.');
  const user = await getAdminUser(scope, id);
  return updateUser(scope, user.id, {
    fullName: user.fullName,
    email: user.email,
    country: user.country,
    isActive: active,
  });
}

/**
 * Deletes a member (never oneself) and, through cascading foreign keys, everything they made; their sockets close at
 * once. Answers the id the member had.
 */
export async function deleteUser(scope: RequestScope, id: unknown): Promise<string> {
  const admin = requireAdmin(scope);
  const user = await getAdminUser(scope, id);
  if (user.id === admin.id) throw forbidden('You cannot delete your own account.');
  const sessions = await scope.em.find(Session, { user: user.id, revokedAt: null }, { fields: ['id'] });
  await scope.em.nativeDelete(User, { id: user.id });
  scope.em.clear();
  await announceRevokedSessions(
    scope.services,
    sessions.map((s) => s.id),
  );
  return user.id;
}
