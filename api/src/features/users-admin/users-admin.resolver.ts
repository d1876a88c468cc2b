import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { connectionOfEdges } from '../../graphql/relay/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AuthPayload } from '../accounts/index.js';
import type { SignedIn } from '../accounts/index.js';
import { completeAccountSetup } from './complete-account-setup.js';
import { createUser, deleteUser, setUserActive, updateUser } from './manage-users.js';
import { getAdminUser, listAdminUsers } from './list-admin-users.js';
import { toAdminUserView, toAdminUserViews } from './admin-user-view.js';
import { AdminUserConnection, AdminUserInput, AdminUserType } from './admin-user.types.js';

/** Users administration (administrators only, refused by the services) and the invited member's account setup. */
@Resolver()
export class UsersAdminResolver {
  @Query(() => AdminUserConnection, {
    description: 'Administrators only: members, newest first; `search` matches username, full name or e-mail.',
  })
  async adminUsers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 50; 20 by default.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<AdminUserConnection> {
    const page = await listAdminUsers(ctx, { search, first, after });
    const views = await toAdminUserViews(ctx, page.nodes);
    const edges = views.map((node, i) => ({ cursor: page.cursors[i]!, node }));
    return connectionOfEdges(edges, page.hasNextPage, { after });
  }

  @Query(() => AdminUserType, { nullable: true, description: 'Administrators only.' })
  async adminUser(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<AdminUserType> {
    return toAdminUserView(ctx, await getAdminUser(ctx, id));
  }

  @Mutation(() => AdminUserType, {
    description:
      'Administrators only: creates a member and e-mails them a code to choose a username and set a password.',
  })
  async createUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => AdminUserInput) input: AdminUserInput,
  ): Promise<AdminUserType> {
    return toAdminUserView(ctx, await createUser(ctx, input));
  }

  @Mutation(() => AdminUserType, { description: 'Administrators only.' })
  async updateUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AdminUserInput) input: AdminUserInput,
  ): Promise<AdminUserType> {
    return toAdminUserView(ctx, await updateUser(ctx, id, input));
  }

  @Mutation(() => AdminUserType, {
    description:
      'Administrators only, never on oneself. Deactivation signs the member out everywhere at once (sessions revoked, sockets closed).',
  })
  async setUserActive(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('active', () => Boolean) active: boolean,
  ): Promise<AdminUserType> {
    return toAdminUserView(ctx, await setUserActive(ctx, id, active));
  }

  @Mutation(() => Boolean, {
    description: 'Administrators only, never oneself: deletes the member and everything they made.',
  })
  deleteUser(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    return deleteUser(ctx, id);
  }

  @Mutation(() => AuthPayload, {
    description: 'The invited member proves the mailed code, chooses a username and sets a password; signs them in.',
  })
  async completeAccountSetup(
    @Ctx() ctx: GraphQLContext,
    @Arg('challengeId', () => ID) challengeId: string,
    @Arg('code', () => String) code: string,
    @Arg('username', () => String) username: string,
    @Arg('password', () => String) password: string,
  ): Promise<SignedIn> {
    return completeAccountSetup(ctx, { challengeId, code, username, password });
  }
}
