import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { findMember } from './find-member.js';

@Resolver()
export class ProfileResolver {
  @Query(() => UserType, { nullable: true, description: 'A member by id, or null.' })
  user(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<User | null> {
    return findMember(ctx, { id });
  }

  @Query(() => UserType, { nullable: true, description: 'A member by username (any letter case), or null.' })
  userByUsername(@Ctx() ctx: GraphQLContext, @Arg('username', () => String) username: string): Promise<User | null> {
    return findMember(ctx, { username });
  }
}
