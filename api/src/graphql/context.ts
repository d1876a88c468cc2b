import type { RequestScope } from '../app/request-scope.js';

/** The GraphQL context is the request scope every service takes, so resolvers stay thin. */
export type GraphQLContext = RequestScope;
