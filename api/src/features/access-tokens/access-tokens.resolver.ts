import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AccessTokenType, CreateAccessTokenInput, CreateAccessTokenPayload } from './access-tokens.types.js';
import { createAccessToken } from './create-access-token.js';
import { listAccessTokens } from './list-access-tokens.js';
import { revokeAccessToken } from './revoke-access-token.js';

@Resolver()
export class AccessTokensResolver {
  @Authorized()
  @Query(() => [AccessTokenType], { description: "The signed-in member's personal access tokens, newest first." })
  accessTokens(@Ctx() ctx: GraphQLContext): Promise<AccessTokenType[]> {
    return listAccessTokens(ctx);
  }

  @Authorized()
  @Mutation(() => CreateAccessTokenPayload, {
    description:
      'Creates a personal access token (from a signed-in session only); the payload carries its secret once.',
  })
  createAccessToken(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateAccessTokenInput) input: CreateAccessTokenInput,
  ): Promise<CreateAccessTokenPayload> {
    return createAccessToken(ctx, input);
  }

  @Authorized()
  @Mutation(() => ID, {
    description: 'Revokes a token at once and closes its open WebSocket connections. Returns its id.',
  })
  revokeAccessToken(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<string> {
    return revokeAccessToken(ctx, id);
  }
}
