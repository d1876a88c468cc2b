import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import { UserType } from './accounts.types.js';
import { mayReadEmail } from './email-visibility.js';
import type { User } from './user.entity.js';

/** The User fields whose answer depends on who is asking, or on the address the API is reached at. */
@Resolver(() => UserType)
export class UserFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The member's e-mail address: for the member themselves and administrators only, null for anyone else.",
  })
  email(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return mayReadEmail(ctx, user) ? user.email : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The profile photo (WebP, at most 1600 px on its longer side), as an absolute URL; null when the member has none.',
  })
  photoUrl(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return absoluteUrl(ctx.origin, user.photoPath);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'A thumbnail of the profile photo (WebP, at most 320 px on its longer side), as an absolute URL; null when the member has none.',
  })
  photoThumbUrl(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return absoluteUrl(ctx.origin, user.photoThumbPath);
  }
}
