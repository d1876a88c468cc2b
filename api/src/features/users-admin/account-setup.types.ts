import { Field, ObjectType } from 'type-graphql';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { CodeRejection, UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';

@ObjectType('CompleteAccountSetupPayload', { description: 'What completeAccountSetup did.' })
export class CompleteAccountSetupPayload extends MutationPayload {
  @Field(() => String, {
    nullable: true,
    description:
      'The session token (30 days): send it as `Authorization: Bearer <token>`. Shown this once; only its SHA-256 is kept. Null when userErrors says why not.',
  })
  token?: string | null;

  @Field(() => UserType, {
    nullable: true,
    description:
      'The member, now with their username, signed in (with their own e-mail address); null when userErrors says why not.',
  })
  user?: User | null;

  @Field(() => CodeRejection, {
    nullable: true,
    description:
      'When the mailed code was refused: why (wrong, with the tries left, or expired or already used); null otherwise.',
  })
  codeRejection?: CodeRejection | null;
}
