import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { TokenScope } from '../../kernel/token-scopes.js';

/** The GraphQL enum of token scopes (the same names as kernel/token-scopes.ts). */
export enum AccessTokenScope {
  READ = 'READ',
  WRITE = 'WRITE',
  NOTIFICATIONS = 'NOTIFICATIONS',
  ADMIN = 'ADMIN',
}

registerEnumType(AccessTokenScope, {
  name: 'AccessTokenScope',
  description: 'What a personal access token may do.',
  valuesConfig: {
    READ: { description: 'Queries and subscriptions (GET in REST).' },
    WRITE: { description: 'Mutations (POST, PUT, PATCH and DELETE in REST).' },
    NOTIFICATIONS: { description: 'Read, mark and subscribe to notifications.' },
    ADMIN: { description: 'Administrator operations; administrators only.' },
  },
});

@ObjectType('AccessToken', {
  description: 'A personal access token of the signed-in member. The secret is never shown again.',
})
export class AccessTokenType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => [AccessTokenScope])
  scopes!: TokenScope[];

  @Field(() => String, { description: 'The first characters of the secret, to tell tokens apart.' })
  secretStart!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Null: the token does not expire.' })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute); null if never.' })
  lastUsedAt!: Date | null;
}

@ObjectType('CreateAccessTokenPayload')
export class CreateAccessTokenPayload {
  @Field(() => AccessTokenType)
  accessToken!: AccessTokenType;

  @Field(() => String, {
    description: 'The secret, shown this once: send it as `Authorization: Bearer <secret>`.',
  })
  secret!: string;
}

@InputType('CreateAccessTokenInput')
export class CreateAccessTokenInput {
  @Field(() => String, { description: 'What the token is for, 1-100 characters.' })
  name!: string;

  @Field(() => [AccessTokenScope], { description: 'At least one; ADMIN for administrators only.' })
  scopes!: AccessTokenScope[];

  @Field(() => Date, { nullable: true, description: 'When it stops working; null: never.' })
  expiresAt?: Date | null;
}
