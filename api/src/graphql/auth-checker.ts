import type { AuthCheckerFn } from 'type-graphql';
import { forbidden, unauthenticated } from '../app/errors.js';
import { requireScopes } from '../kernel/token-scopes.js';
import type { GraphQLContext } from './context.js';

export type Role = 'ADMIN';

/** `@Authorized()` needs a signed-in member; `@Authorized('ADMIN')` an administrator (and, with a token, the ADMIN scope). */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.includes('ADMIN')) {
    if (!context.viewer.isAdmin) throw forbidden('Administrators only.');
    requireScopes(context.scopes, ['ADMIN']);
  }
  return true;
};
