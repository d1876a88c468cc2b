import type { AuthCheckerFn } from 'type-graphql';
import { requireAdmin, requireMember } from '../kernel/guards.js';
import type { GraphQLContext } from './context.js';

export type Role = 'ADMIN';

/** `@Authorized()` needs a signed-in member; `@Authorized('ADMIN')` an administrator (and, with a token, the ADMIN scope): the kernel guards. */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context }, roles) => {
  if (roles.includes('ADMIN')) requireAdmin(context);
  else requireMember(context);
  return true;
};
