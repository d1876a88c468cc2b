import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { AccessTokenScope } from '../access-tokens/index.js';

@ObjectType('OAuthApp', { description: 'A third-party app the signed-in member registered for OAuth 2.' })
export class OAuthAppType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Shown to members on the consent screen.' })
  name!: string;

  @Field(() => String, { description: 'The public `client_id` the app sends.' })
  clientId!: string;

  @Field(() => [String], { description: 'The exact redirect URIs an authorization request may name.' })
  redirectUris!: string[];

  @Field(() => Boolean, {
    description: 'Whether the app has a client secret (a server); public apps (browser, mobile) use PKCE alone.',
  })
  confidential!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType('RegisterOAuthAppInput')
export class RegisterOAuthAppInput {
  @Field(() => String, { description: 'The name members see on the consent screen, 1-100 characters.' })
  name!: string;

  @Field(() => [String], {
    description: '1 to 10 exact redirect URIs: https://, or http://localhost or http://127.0.0.1 for development.',
  })
  redirectUris!: string[];

  @Field(() => Boolean, {
    nullable: true,
    description: 'True for a server that can keep a client secret (shown once); default false (public, PKCE only).',
  })
  confidential?: boolean | null;
}

@ObjectType('RegisterOAuthAppPayload')
export class RegisterOAuthAppPayload {
  @Field(() => OAuthAppType)
  app!: OAuthAppType;

  @Field(() => String, {
    nullable: true,
    description: 'The client secret of a confidential app, shown this once; null for a public app.',
  })
  clientSecret!: string | null;
}

@InputType('OAuthAuthorizationInput', {
  description: 'The parameters of `GET /oauth/authorize`, passed on by the consent screen.',
})
export class OAuthAuthorizationInput {
  @Field(() => String, { description: '`client_id`.' })
  clientId!: string;

  @Field(() => String, { description: '`redirect_uri`: one of the app’s registered URIs, exactly.' })
  redirectUri!: string;

  @Field(() => String, { description: '`response_type`: `code`.' })
  responseType!: string;

  @Field(() => String, {
    nullable: true,
    description: '`scope`: space-separated `read`, `write`, `notifications`; none means `read`.',
  })
  scope?: string | null;

  @Field(() => String, { nullable: true, description: '`state`, returned to the app unchanged.' })
  state?: string | null;

  @Field(() => String, { nullable: true, description: '`code_challenge`: BASE64URL(SHA-256(code_verifier)).' })
  codeChallenge?: string | null;

  @Field(() => String, { nullable: true, description: '`code_challenge_method`: `S256` (the only one accepted).' })
  codeChallengeMethod?: string | null;
}

@ObjectType('OAuthAuthorizationRequest', { description: 'What the consent screen shows the member.' })
export class OAuthAuthorizationRequestType {
  @Field(() => String, { description: 'The app’s name.' })
  appName!: string;

  @Field(() => String, { description: 'The username of the member who registered the app.' })
  developer!: string;

  @Field(() => [AccessTokenScope], { description: 'The scopes the app asks for.' })
  scopes!: TokenScope[];

  @Field(() => String, { description: 'Where the browser goes back to.' })
  redirectUri!: string;
}

@ObjectType('OAuthAuthorizationDecision')
export class OAuthAuthorizationDecision {
  @Field(() => String, {
    description: 'Where to send the browser: `redirect_uri?code=…&state=…`, or `?error=access_denied&state=…`.',
  })
  redirectTo!: string;
}

@ObjectType('AuthorizedApp', { description: 'An app the signed-in member allowed to act for them.' })
export class AuthorizedAppType {
  @Field(() => ID, { description: 'The app’s id.' })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => [AccessTokenScope], { description: 'The scopes its live tokens hold.' })
  scopes!: TokenScope[];

  @Field(() => Date, { description: 'When the member first allowed it (of its live tokens).' })
  authorizedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it last called the API (to the minute); null if never.' })
  lastUsedAt!: Date | null;
}
