import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OAUTH_APPS_MAX } from '@culturalink/common/limits';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { describeAuthorizationRequest } from './authorization-request.js';
import { authorizedAppCursor, listAuthorizedApps, revokeAppAuthorization } from './authorized-apps.js';
import { decideAuthorization } from './decide-authorization.js';
import { deleteOAuthApp } from './delete-oauth-app.js';
import { findOwnOAuthApp, listOAuthApps } from './list-oauth-apps.js';
import { isConfidential, OAuthApp } from './oauth-app.entity.js';
import {
  AuthorizedAppConnection,
  DecideOAuthAuthorizationPayload,
  DeleteOAuthAppPayload,
  OAuthAppType,
  OAuthAuthorizationInput,
  OAuthAuthorizationRequestType,
  RegisterOAuthAppInput,
  RegisterOAuthAppPayload,
  RevokeAppAuthorizationPayload,
} from './oauth.types.js';
import { registerOAuthApp } from './register-oauth-app.js';

const viewOf = (app: OAuthApp): OAuthAppType => ({
  id: app.id,
  name: app.name,
  clientId: app.clientId,
  redirectUris: app.redirectUris,
  confidential: isConfidential(app),
  createdAt: app.createdAt,
});

defineNodeType({
  typeName: 'OAuthApp',
  entity: OAuthApp,
  load: async (ctx, id) => {
    const app = await findOwnOAuthApp(ctx, id);
    return app ? viewOf(app) : null;
  },
});

@Resolver()
export class OAuthResolver {
  @Authorized()
  @Query(() => [OAuthAppType], {
    description: `The OAuth apps the signed-in member registered, newest first: at most ${OAUTH_APPS_MAX}, the most a member may register.`,
  })
  async oauthApps(@Ctx() ctx: GraphQLContext): Promise<OAuthAppType[]> {
    return (await listOAuthApps(ctx)).map(viewOf);
  }

  @Authorized()
  @Mutation(() => RegisterOAuthAppPayload, {
    description: `Registers an OAuth app of the signed-in member (at most ${OAUTH_APPS_MAX}); a confidential app’s client secret is in the payload, this once.`,
  })
  registerOAuthApp(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => RegisterOAuthAppInput, { description: 'The name, redirect URIs and kind of the new app.' })
    input: RegisterOAuthAppInput,
  ): Promise<RegisterOAuthAppPayload> {
    return payloadOf(async () => {
      const { app, clientSecret } = await registerOAuthApp(ctx, input);
      return { app: viewOf(app), clientSecret };
    });
  }

  @Authorized()
  @Mutation(() => DeleteOAuthAppPayload, {
    description:
      'Deletes one of the signed-in member’s OAuth apps: every token it holds, for every member, dies at once and their sockets close.',
  })
  deleteOAuthApp(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The app's id (`OAuthApp.id`)." }) id: string,
  ): Promise<DeleteOAuthAppPayload> {
    return payloadOf(async () => ({ deletedOAuthAppId: await deleteOAuthApp(ctx, id) }));
  }

  @Authorized()
  @Query(() => OAuthAuthorizationRequestType, {
    description:
      'Checks an authorization request for the consent screen (from a signed-in session only: FORBIDDEN with a token). NOT_FOUND for an unknown client; BAD_USER_INPUT, naming the parameter, for an unregistered redirect URI, a response type other than `code`, a missing S256 challenge, a bad state or an unknown scope. Once the app and its redirect URI are known, the error also carries `extensions.redirectTo`: the app’s redirect URI with `error=` and `state` (RFC 6749 §4.1.2.1), where the screen sends the browser.',
  })
  oauthAuthorizationRequest(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => OAuthAuthorizationInput, { description: 'The request’s parameters, as the app sent them.' })
    input: OAuthAuthorizationInput,
  ): Promise<OAuthAuthorizationRequestType> {
    return describeAuthorizationRequest(ctx, input);
  }

  @Authorized()
  @Mutation(() => DecideOAuthAuthorizationPayload, {
    description:
      'The signed-in member allows or denies an app on the consent screen (from a signed-in session only: FORBIDDEN with a token); send the browser to `redirectTo`. A request that is not valid (the same checks as `oauthAuthorizationRequest`) answers the app’s redirect URI with `error=` once the app and redirect URI are known, else userErrors and no address.',
  })
  decideOAuthAuthorization(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => OAuthAuthorizationInput, { description: 'The request’s parameters, as the app sent them.' })
    input: OAuthAuthorizationInput,
    @Arg('allow', () => Boolean, { description: 'True: Allow (a code for the app); false: Deny.' }) allow: boolean,
  ): Promise<DecideOAuthAuthorizationPayload> {
    return payloadOf(async () => ({ redirectTo: await decideAuthorization(ctx, input, allow) }));
  }

  @Authorized()
  @Query(() => AuthorizedAppConnection, {
    description:
      'The apps the signed-in member allowed to act for them (holding a live token of theirs), with scopes and last use, the most recently used first.',
  })
  async authorizedApps(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<AuthorizedAppConnection> {
    const page = await listAuthorizedApps(ctx, { first, after });
    return { ...toConnection(page, authorizedAppCursor, { after }), totalCount: page.totalCount };
  }

  @Authorized()
  @Mutation(() => RevokeAppAuthorizationPayload, {
    description:
      'The signed-in member takes back an app’s access: its tokens for them die at once and their sockets close.',
  })
  revokeAppAuthorization(
    @Ctx() ctx: GraphQLContext,
    @Arg('appId', () => ID, { description: "The app's id (`AuthorizedApp.id`)." }) appId: string,
  ): Promise<RevokeAppAuthorizationPayload> {
    return payloadOf(async () => ({ revokedAppId: await revokeAppAuthorization(ctx, appId) }));
  }
}
