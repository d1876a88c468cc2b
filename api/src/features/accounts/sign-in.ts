import type { RequestScope } from '../../app/request-scope.js';
import { openSession } from './session.service.js';
import type { User } from './user.entity.js';

export interface SignedIn {
  token: string;
  user: User;
}

/**
 * Members who signed in during this request. The request's viewer is still the guest who called
 * login, yet the answer may show the member their own e-mail. Entities are per request, so this never leaks across requests.
 */
const signedInThisRequest = new WeakSet<User>();

export const signedInDuringRequest = (user: Pick<User, 'id'>) => signedInThisRequest.has(user as User);
export const markSignedIn = (user: User) => void signedInThisRequest.add(user);

/** Opens a session for a member who just proved who they are. */
export async function signIn(scope: RequestScope, user: User, userAgent?: string): Promise<SignedIn> {
  const { token } = openSession(scope.em, user, userAgent);
  await scope.em.flush();
  markSignedIn(user);
  return { token, user };
}
