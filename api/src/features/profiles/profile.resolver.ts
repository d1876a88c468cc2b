import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { UserType } from '../accounts/index.js';
import { User } from '../accounts/user.entity.js';
import { findMember } from './find-member.js';

defineNodeType({ typeName: 'User', entity: User, load: (ctx, id) => findMember(ctx, { id }) });

@Resolver()
export class ProfileResolver {
  @Query(() => UserType, {
    nullable: true,
    description:
      'A member by id; null when there is none, or it is deactivated and the viewer is not an administrator.',
  })
  user(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The member's id." }) id: string,
  ): Promise<User | null> {
    return findMember(ctx, { id });
  }

  @Query(() => UserType, {
    nullable: true,
    description:
      'A member by username, in any letter case; null when there is none, or it is deactivated and the viewer is not an administrator.',
  })
  userByUsername(
    @Ctx() ctx: GraphQLContext,
    @Arg('username', () => String, { description: 'The username, without the @.' }) username: string,
  ): Promise<User | null> {
    return findMember(ctx, { username });
  }
}
