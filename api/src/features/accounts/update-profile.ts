import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { unauthenticated } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import { checkAccountFields, takenFieldErrors } from './account-fields.js';
import { checkCurrentPassword } from './current-password.js';
import { FieldsRefused } from './start-sign-up.js';
import type { User } from './user.entity.js';

export interface ProfileChanges {
  email?: unknown;
  username?: unknown;
  fullName?: unknown;
  country?: unknown;
  currentPassword?: unknown;
}

/**
 * E-mail, username, full name and country, confirmed with the current password. Nothing else is settable here.
 * Refused field by field with FieldsRefused (a wrong password is the `currentPassword` field's error).
 */
export async function updateProfile(scope: RequestScope, input: ProfileChanges): Promise<User> {
  const viewer = scope.viewer;
  if (!viewer) throw unauthenticated();
  const { values, errors } = checkAccountFields(input, ['email', 'username', 'fullName', 'country']);
  if (!(await checkCurrentPassword(scope, viewer, input.currentPassword))) {
    errors.push({ field: 'currentPassword', message: 'Your password is incorrect.' });
  }
  errors.push(...(await takenFieldErrors(scope.em, values, viewer.id)));
  if (errors.length > 0) throw new FieldsRefused(errors);
  scope.em.assign(viewer, values);
  try {
    await scope.em.flush();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    scope.em.clear();
    throw new FieldsRefused(await takenFieldErrors(scope.em, values, viewer.id));
  }
  return viewer;
}
