import type { AuthCheckerFn } from 'type-graphql';
import { forbidden, unauthenticated } from '../app/errors.js';
import type { GraphQLContext } from './context.js';

export type Role = 'ADMIN';

/** `@Authorized()` needs a signed-in member; `@Authorized('ADMIN')` an administrator. */
export const authChecker: AuthCheckerFn<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.viewer) throw unauthenticated();
  if (roles.includes('ADMIN') && !context.viewer.isAdmin) throw forbidden('Administrators only.');
  return true;
};
