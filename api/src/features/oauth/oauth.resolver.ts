import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { describeAuthorizationRequest } from './authorization-request.js';
import { listAuthorizedApps, revokeAppAuthorization, type AuthorizedApp } from './authorized-apps.js';
import { decideAuthorization } from './decide-authorization.js';
import { deleteOAuthApp } from './delete-oauth-app.js';
import { listOAuthApps } from './list-oauth-apps.js';
import { isConfidential, type OAuthApp } from './oauth-app.entity.js';
import {
  AuthorizedAppType,
  OAuthAppType,
  OAuthAuthorizationDecision,
  OAuthAuthorizationInput,
  OAuthAuthorizationRequestType,
  RegisterOAuthAppInput,
  RegisterOAuthAppPayload,
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

@Resolver()
export class OAuthResolver {
  @Authorized()
  @Query(() => [OAuthAppType], {
    description: 'The OAuth apps the signed-in member registered (at most 20), newest first.',
  })
  async oauthApps(@Ctx() ctx: GraphQLContext): Promise<OAuthAppType[]> {
    return (await listOAuthApps(ctx)).map(viewOf);
  }

  @Authorized()
  @Mutation(() => RegisterOAuthAppPayload, {
    description: 'Registers an OAuth app; a confidential app’s client secret is in the payload, this once.',
  })
  async registerOAuthApp(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => RegisterOAuthAppInput) input: RegisterOAuthAppInput,
  ): Promise<RegisterOAuthAppPayload> {
    const { app, clientSecret } = await registerOAuthApp(ctx, input);
    return { app: viewOf(app), clientSecret };
  }

  @Authorized()
  @Mutation(() => ID, {
    description: 'Deletes one of your OAuth apps; every token it holds dies and their sockets close. Returns its id.',
  })
  deleteOAuthApp(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<string> {
    return deleteOAuthApp(ctx, id);
  }

  @Authorized()
  @Query(() => OAuthAuthorizationRequestType, {
    description:
      'Checks an authorization request for the consent screen (signed-in session only). NOT_FOUND for an unknown client, BAD_USER_INPUT for an unregistered redirect URI or a missing S256 challenge.',
  })
  oauthAuthorizationRequest(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => OAuthAuthorizationInput) input: OAuthAuthorizationInput,
  ): Promise<OAuthAuthorizationRequestType> {
    return describeAuthorizationRequest(ctx, input);
  }

  @Authorized()
  @Mutation(() => OAuthAuthorizationDecision, {
    description: 'Allows or denies an app on the consent screen; send the browser to `redirectTo`.',
  })
  async decideOAuthAuthorization(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => OAuthAuthorizationInput) input: OAuthAuthorizationInput,
    @Arg('allow', () => Boolean, { description: 'True: Allow; false: Deny.' }) allow: boolean,
  ): Promise<OAuthAuthorizationDecision> {
    return { redirectTo: await decideAuthorization(ctx, input, allow) };
  }

  @Authorized()
  @Query(() => [AuthorizedAppType], {
    description: 'The apps the signed-in member allowed to act for them, with scopes and last use.',
  })
  authorizedApps(@Ctx() ctx: GraphQLContext): Promise<AuthorizedApp[]> {
    return listAuthorizedApps(ctx);
  }

  @Authorized()
  @Mutation(() => ID, {
    description: 'Takes back an app’s access: its tokens die at once and their sockets close. Returns the app id.',
  })
  revokeAppAuthorization(@Ctx() ctx: GraphQLContext, @Arg('appId', () => ID) appId: string): Promise<string> {
    return revokeAppAuthorization(ctx, appId);
  }
}
