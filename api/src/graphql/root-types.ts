import type { GraphQLSchema } from 'graphql';

/** What each root type of the schema is (TypeGraphQL builds them from the resolvers and gives them no description). */
export const ROOT_TYPE_DESCRIPTIONS = {
  query:
    'Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`).',
  mutation:
    'Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures.',
  subscription:
    'Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection.',
} as const;

/** Gives the schema's root types their descriptions. */
export function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const roots = {
    query: schema.getQueryType(),
    mutation: schema.getMutationType(),
    subscription: schema.getSubscriptionType(),
  };
  for (const [kind, type] of Object.entries(roots)) {
    if (type) type.description = ROOT_TYPE_DESCRIPTIONS[kind as keyof typeof ROOT_TYPE_DESCRIPTIONS];
  }
  return schema;
}
