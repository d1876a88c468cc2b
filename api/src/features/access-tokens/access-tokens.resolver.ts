import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ACCESS_TOKENS_MAX } from '@culturalink/common/limits';
import type { GraphQLContext } from '../../graphql/context.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { AccessToken } from './access-token.entity.js';
import {
  AccessTokenType,
  CreateAccessTokenInput,
  CreateAccessTokenPayload,
  RevokeAccessTokenPayload,
} from './access-tokens.types.js';
import { createAccessToken } from './create-access-token.js';
import { findOwnAccessToken, listAccessTokens } from './list-access-tokens.js';
import { revokeAccessToken } from './revoke-access-token.js';

defineNodeType({ typeName: 'AccessToken', entity: AccessToken, load: findOwnAccessToken });

@Resolver()
export class AccessTokensResolver {
  @Authorized()
  @Query(() => [AccessTokenType], {
    description: `The signed-in member's personal access tokens that are not revoked (expired ones included), newest first: at most ${ACCESS_TOKENS_MAX}, the most a member may hold. Tokens of OAuth apps are under \`authorizedApps\`.`,
  })
  accessTokens(@Ctx() ctx: GraphQLContext): Promise<AccessToken[]> {
    return listAccessTokens(ctx);
  }

  @Authorized()
  @Mutation(() => CreateAccessTokenPayload, {
    description: `Creates a personal access token for the signed-in member, from a signed-in session only (a token cannot mint tokens: FORBIDDEN); its payload carries the secret once. At most ${ACCESS_TOKENS_MAX} tokens at once.`,
  })
  createAccessToken(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateAccessTokenInput, { description: 'The name, scopes and expiry of the new token.' })
    input: CreateAccessTokenInput,
  ): Promise<CreateAccessTokenPayload> {
    return payloadOf(() => createAccessToken(ctx, input));
  }

  @Authorized()
  @Mutation(() => RevokeAccessTokenPayload, {
    description:
      "Revokes one of the signed-in member's personal access tokens: it stops working at once and its open WebSocket connections close (4403).",
  })
  revokeAccessToken(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The token's id (`AccessToken.id`)." }) id: string,
  ): Promise<RevokeAccessTokenPayload> {
    return payloadOf(async () => ({ revokedAccessTokenId: await revokeAccessToken(ctx, id) }));
  }
}
