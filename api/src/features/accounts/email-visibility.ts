import type { User } from './user.entity.js';
import { signedInDuringRequest } from './sign-in.js';

/**
 * The one rule for reading a member's e-mail address, used by GraphQL and REST alike: the member
 * themselves (also right after signing in within this request) and administrators; nobody else.
 */
export function mayReadEmail(viewer: User | null, member: Pick<User, 'id'>): boolean {
  return (viewer !== null && (viewer.id === member.id || viewer.isAdmin)) || signedInDuringRequest(member);
}
