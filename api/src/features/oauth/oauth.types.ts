import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { OAUTH_APPS_MAX } from '@culturalink/common/limits';
import { connectionOf, TOTAL_COUNT_DESCRIPTION } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import { AccessTokenScope } from '../access-tokens/index.js';
import type { AuthorizedApp } from './authorized-apps.js';

@ObjectType('OAuthApp', {
  implements: NodeInterface,
  description: `A third-party app the signed-in member registered for OAuth 2, seen by that member only (\`node(id:)\` answers null to anyone else). A member has at most ${OAUTH_APPS_MAX}.`,
})
export class OAuthAppType extends NodeInterface {
  @Field(() => ID, { description: 'The global id; `deleteOAuthApp(id:)` takes it.' })
  id!: string;

  @Field(() => String, { description: 'The name members see on the consent screen (1 to 100 characters).' })
  name!: string;

  @Field(() => String, { description: 'The public `client_id` the app sends (`clapp_…`).' })
  clientId!: string;

  @Field(() => [String], {
    description:
      'The exact redirect URIs (1 to 10) an authorization request may name, character for character: https://, or http:// on localhost, 127.0.0.1 or [::1].',
  })
  redirectUris!: string[];

  @Field(() => Boolean, {
    description:
      'Whether the app has a client secret (a server that can keep one); a public app (browser, mobile) proves itself with PKCE alone.',
  })
  confidential!: boolean;

  @Field(() => Date, { description: 'When the app was registered.' })
  createdAt!: Date;
}

@InputType('RegisterOAuthAppInput', { description: 'A new OAuth app.' })
export class RegisterOAuthAppInput {
  @Field(() => String, { description: 'The name members see on the consent screen, 1 to 100 characters (trimmed).' })
  name!: string;

  @Field(() => [String], {
    description:
      '1 to 10 exact redirect URIs of at most 2000 characters: https://, or http://localhost, http://127.0.0.1 or http://[::1] for development; no #fragment, no user name or password.',
  })
  redirectUris!: string[];

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True for a server that can keep a client secret (shown once, in the payload); default false (a public app, PKCE only).',
  })
  confidential?: boolean | null;
}

@ObjectType('RegisterOAuthAppPayload', { description: 'What registerOAuthApp did.' })
export class RegisterOAuthAppPayload extends MutationPayload {
  @Field(() => OAuthAppType, { nullable: true, description: 'The new app; null when userErrors says why not.' })
  app?: OAuthAppType | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The client secret of a confidential app (`clcs_…`), shown this once (only its SHA-256 is kept); null for a public app, and when userErrors says why not.',
  })
  clientSecret?: string | null;
}

@ObjectType('DeleteOAuthAppPayload', { description: 'What deleteOAuthApp did.' })
export class DeleteOAuthAppPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description:
      'The id of the app deleted (every token it held died and their sockets closed); null when userErrors says why not.',
  })
  deletedOAuthAppId?: string | null;
}

/** OAuth's `response_type` values the consent screen takes: the authorization code, the only one OAuth 2.1 keeps. */
export enum OAuthResponseType {
  CODE = 'code',
}
registerEnumType(OAuthResponseType, {
  name: 'OAuthResponseType',
  description: 'What an authorization request asks for (`response_type`): this API issues authorization codes only.',
  valuesConfig: {
    CODE: {
      description:
        '`response_type=code`: an authorization code, exchanged with its PKCE verifier at `POST /oauth/token`.',
    },
  },
});

@InputType('OAuthAuthorizationInput', {
  description:
    'The parameters of `GET /oauth/authorize`, passed on by the consent screen as the app sent them (the server checks them).',
})
export class OAuthAuthorizationInput {
  @Field(() => String, { description: '`client_id`: the app’s `OAuthApp.clientId`.' })
  clientId!: string;

  @Field(() => String, { description: '`redirect_uri`: one of the app’s registered URIs, exactly.' })
  redirectUri!: string;

  @Field(() => OAuthResponseType, {
    description: '`response_type`: `CODE` for the `code` the app sent, the only one supported.',
  })
  responseType!: OAuthResponseType;

  @Field(() => String, {
    nullable: true,
    description: '`scope`: space-separated `read`, `write`, `notifications`; none means `read`.',
  })
  scope?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '`state`, returned to the app unchanged: at most 500 printable ASCII characters.',
  })
  state?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '`code_challenge`: BASE64URL(SHA-256(code_verifier)), 43 characters. Required.',
  })
  codeChallenge?: string | null;

  @Field(() => String, {
    nullable: true,
    description: '`code_challenge_method`: `S256`, the only one accepted. Required.',
  })
  codeChallengeMethod?: string | null;
}

@ObjectType('OAuthAuthorizationRequest', {
  description: 'What the consent screen shows the signed-in member about an app’s authorization request.',
})
export class OAuthAuthorizationRequestType {
  @Field(() => String, { description: 'The app’s name.' })
  appName!: string;

  @Field(() => String, { description: 'The username of the member who registered the app.' })
  developer!: string;

  @Field(() => [AccessTokenScope], {
    description: 'The scopes the app asks for (never ADMIN), in the order READ, WRITE, NOTIFICATIONS.',
  })
  scopes!: TokenScope[];

  @Field(() => String, { description: 'Where the browser goes back to after Allow or Deny.' })
  redirectUri!: string;

  @Field(() => Boolean, {
    description:
      'True when the member already allowed this app every scope asked for and that grant is still alive (not revoked under Authorized apps): the consent screen then allows at once, without asking again.',
  })
  alreadyAllowed!: boolean;
}

@ObjectType('DecideOAuthAuthorizationPayload', { description: 'What decideOAuthAuthorization did.' })
export class DecideOAuthAuthorizationPayload extends MutationPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'Where to send the browser: `redirect_uri?code=…&state=…` (allowed), `redirect_uri?error=access_denied&state=…` (denied), or `redirect_uri?error=invalid_request|invalid_scope|…&error_description=…&state=…` when the app and its redirect URI are known but the request is not valid (RFC 6749 §4.1.2.1); null when userErrors says why (an unknown app or an unregistered redirect URI: then send the browser nowhere).',
  })
  redirectTo?: string | null;
}

@ObjectType('AuthorizedApp', {
  description:
    'An app the signed-in member allowed to act for them (it holds a live token of theirs), seen by that member only.',
})
export class AuthorizedAppType {
  @Field(() => ID, {
    description:
      'The app’s id (its `OAuthApp` id: `node(id:)` answers the app to its developer only); `revokeAppAuthorization(appId:)` takes it.',
  })
  id!: string;

  @Field(() => String, { description: 'The app’s name.' })
  name!: string;

  @Field(() => [AccessTokenScope], {
    description: 'The scopes its live tokens hold together, in the order READ, WRITE, NOTIFICATIONS.',
  })
  scopes!: TokenScope[];

  @Field(() => Date, { description: 'When the member first allowed it, of its live tokens.' })
  authorizedAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When it last called the API for the member (to the minute), of all its tokens; null if never.',
  })
  lastUsedAt!: Date | null;
}

@ObjectType('AuthorizedAppConnection', {
  description: 'The apps the signed-in member allowed, the most recently used first (never used last).',
})
export class AuthorizedAppConnection extends connectionOf<AuthorizedApp>('AuthorizedApp', () => AuthorizedAppType) {
  @Field(() => Int, { description: TOTAL_COUNT_DESCRIPTION })
  totalCount!: number;
}

@ObjectType('RevokeAppAuthorizationPayload', { description: 'What revokeAppAuthorization did.' })
export class RevokeAppAuthorizationPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description:
      'The id of the app whose access was taken back (its tokens for the member died and their sockets closed); null when userErrors says why not.',
  })
  revokedAppId?: string | null;
}
