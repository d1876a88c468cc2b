import { hasAdminRights, type Asker } from '../../kernel/guards.js';
import type { User } from './user.entity.js';
import { signedInDuringRequest } from './sign-in.js';

/**
 * The one rule for reading a member's e-mail address, used by GraphQL and REST alike: the member
 * themselves (also right after signing in within this request) and administrators (with the ADMIN
 * scope); nobody else.
 */
export function mayReadEmail(asker: Asker, member: Pick<User, 'id'>): boolean {
  return asker.viewer?.id === member.id || hasAdminRights(asker) || signedInDuringRequest(member);
}
