import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from './accounts.types.js';
import { mayReadEmail } from './email-visibility.js';
import type { User } from './user.entity.js';

/** The User fields whose answer depends on who is asking. */
@Resolver(() => UserType)
export class UserFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Only for the member themselves and administrators.' })
  email(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return mayReadEmail(ctx, user) ? user.email : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The profile photo under /uploads, or null.' })
  photoUrl(@Root() user: User): string | null {
    return user.photoPath ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A 320 px thumbnail of the profile photo, or null.' })
  photoThumbUrl(@Root() user: User): string | null {
    return user.photoThumbPath ?? null;
  }
}
