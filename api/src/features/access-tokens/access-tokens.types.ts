import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import type { TokenScope } from '../../kernel/token-scopes.js';
import type { AccessToken } from './access-token.entity.js';

/** The GraphQL enum of token scopes (the same names as kernel/token-scopes.ts). */
export enum AccessTokenScope {
  READ = 'READ',
  WRITE = 'WRITE',
  NOTIFICATIONS = 'NOTIFICATIONS',
  ADMIN = 'ADMIN',
}

registerEnumType(AccessTokenScope, {
  name: 'AccessTokenScope',
  description:
    "What an access token (personal or an OAuth app's) may do; an operation needs every scope it touches, else INSUFFICIENT_SCOPE.",
  valuesConfig: {
    READ: { description: 'Queries and subscriptions (GET in REST).' },
    WRITE: { description: 'Mutations (POST, PUT, PATCH and DELETE in REST).' },
    NOTIFICATIONS: {
      description: 'Read, mark and subscribe to notifications (instead of READ or WRITE for those fields).',
    },
    ADMIN: {
      description:
        'Administrator operations, beside READ or WRITE; administrators only, and only while they are one. Never given to an app.',
    },
  },
});

@ObjectType('AccessToken', {
  implements: NodeInterface,
  description:
    'A personal access token of the signed-in member, seen by that member only (`node(id:)` answers null to anyone else, and once it is revoked). Its secret is shown once, by createAccessToken, and never again.',
})
export class AccessTokenType extends NodeInterface {
  @Field(() => ID, { description: 'The global id; `revokeAccessToken(id:)` takes it.' })
  id!: string;

  @Field(() => String, { description: 'What the token is for, as its owner named it (1 to 100 characters).' })
  name!: string;

  @Field(() => [AccessTokenScope], {
    description: 'What the token may do, in the order READ, WRITE, NOTIFICATIONS, ADMIN.',
  })
  scopes!: TokenScope[];

  @Field(() => String, {
    description: 'The first 10 characters of the secret (`clpat_` and 4 more), to tell tokens apart; never the secret.',
  })
  secretStart!: string;

  @Field(() => Date, { description: 'When the token was created.' })
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the token stops working (it stays listed until revoked); null: it does not expire.',
  })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute); null if never.' })
  lastUsedAt!: Date | null;
}

@ObjectType('CreateAccessTokenPayload', { description: 'What createAccessToken did.' })
export class CreateAccessTokenPayload extends MutationPayload {
  @Field(() => AccessTokenType, { nullable: true, description: 'The new token; null when userErrors says why not.' })
  accessToken?: AccessToken | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The secret (`clpat_` and 43 base64url characters), shown this once: send it as `Authorization: Bearer <secret>`. Only its SHA-256 is kept. Null when userErrors says why not.',
  })
  secret?: string | null;
}

@ObjectType('RevokeAccessTokenPayload', { description: 'What revokeAccessToken did.' })
export class RevokeAccessTokenPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description:
      'The id of the token revoked (it stopped working and its sockets were closed); null when userErrors says why not.',
  })
  revokedAccessTokenId?: string | null;
}

@InputType('CreateAccessTokenInput', { description: 'A new personal access token.' })
export class CreateAccessTokenInput {
  @Field(() => String, { description: 'What the token is for, 1 to 100 characters (trimmed).' })
  name!: string;

  @Field(() => [AccessTokenScope], {
    description: 'What it may do: at least one scope; ADMIN for administrators only.',
  })
  scopes!: AccessTokenScope[];

  @Field(() => Date, { nullable: true, description: 'When it stops working, in the future; null or omitted: never.' })
  expiresAt?: Date | null;
}
