import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@culturalink/common/password-rules';
import { USERNAME_HINT } from '@culturalink/common/username';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { codePayloadOf } from '../accounts/index.js';
import { AFTER_ARG, connectionOfEdges, FIRST_ARG } from '../../graphql/relay/connection.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { encodeCursor } from '../../kernel/paging.js';
import { CompleteAccountSetupPayload } from './account-setup.types.js';
import { completeAccountSetup } from './complete-account-setup.js';
import { createUser, deleteUser, setUserActive, updateUser } from './manage-users.js';
import { countAdminUsers, getAdminUser, listAdminUsers } from './list-admin-users.js';
import { toAdminUserView, toAdminUserViews } from './admin-user-view.js';
import {
  AdminUserConnection,
  AdminUserInput,
  AdminUserType,
  CreateUserPayload,
  DeleteUserPayload,
  SetUserActivePayload,
  UpdateUserPayload,
} from './admin-user.types.js';

const MEMBER_ID = { description: "The member's id." };
const FIELD_ERRORS =
  'A missing or malformed field, or an e-mail another member has, is a BAD_USER_INPUT user error naming the field';

/** Users administration (administrators only, refused by the services) and the invited member's account setup. */
@Resolver()
export class UsersAdminResolver {
  @Query(() => AdminUserConnection, {
    description:
      'Administrators only: members, newest first, including deactivated ones and invited members whose setup is pending.',
  })
  async adminUsers(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Only members whose username, full name or e-mail contains this text (any letter case; the first 100 characters count). Omitted or blank: every member.',
    })
    search?: string | null,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<AdminUserConnection> {
    const page = await listAdminUsers(ctx, { search, first, after });
    const views = await toAdminUserViews(ctx, page.nodes);
    const edges = page.nodes.map((user, i) => ({ cursor: encodeCursor(user), node: views[i]! }));
    const connection = connectionOfEdges(edges, page.hasNextPage, { after });
    // counted only when asked for
    return Object.defineProperty(connection, 'totalCount', {
      get: () => countAdminUsers(ctx, search),
      enumerable: true,
    }) as AdminUserConnection;
  }

  @Query(() => AdminUserType, {
    nullable: true,
    description: 'Administrators only: one member as the users screen shows them. An unknown id is NOT_FOUND.',
  })
  async adminUser(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, MEMBER_ID) id: string): Promise<AdminUserType> {
    return toAdminUserView(ctx, await getAdminUser(ctx, id));
  }

  @Mutation(() => CreateUserPayload, {
    description: `Administrators only: creates a member without a password and e-mails them a code (valid 3 days) to choose a username and set a password (completeAccountSetup); until then they cannot sign in. ${FIELD_ERRORS}.`,
  })
  createUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => AdminUserInput, { description: 'The new member.' }) input: AdminUserInput,
  ): Promise<CreateUserPayload> {
    return payloadOf(async () => ({ user: await toAdminUserView(ctx, await createUser(ctx, input)) }));
  }

  @Mutation(() => UpdateUserPayload, {
    description: `Administrators only: edits a member's name, e-mail, country and, when given, administrator rights. ${FIELD_ERRORS}; an unknown member is NOT_FOUND. Removing one's own rights is FORBIDDEN.`,
  })
  updateUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, MEMBER_ID) id: string,
    @Arg('input', () => AdminUserInput, { description: 'The member as edited (every required field again).' })
    input: AdminUserInput,
  ): Promise<UpdateUserPayload> {
    return payloadOf(async () => ({ user: await toAdminUserView(ctx, await updateUser(ctx, id, input)) }));
  }

  @Mutation(() => SetUserActivePayload, {
    description:
      "Administrators only: activates or deactivates a member. Deactivation signs them out everywhere at once (sessions revoked, sockets closed) and takes their posts off open screens (postChanged REMOVED). An unknown member is a NOT_FOUND user error; one's own account is FORBIDDEN.",
  })
  setUserActive(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, MEMBER_ID) id: string,
    @Arg('active', () => Boolean, { description: 'True to let them sign in again, false to deactivate them.' })
    active: boolean,
  ): Promise<SetUserActivePayload> {
    return payloadOf(async () => ({ user: await toAdminUserView(ctx, await setUserActive(ctx, id, active)) }));
  }

  @Mutation(() => DeleteUserPayload, {
    description:
      "Administrators only: deletes a member and everything they made (posts, comments, follows, itineraries); their sockets close at once. An unknown member is a NOT_FOUND user error; one's own account is FORBIDDEN.",
  })
  deleteUser(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, MEMBER_ID) id: string): Promise<DeleteUserPayload> {
    return payloadOf(async () => ({ deletedUserId: await deleteUser(ctx, id) }));
  }

  @Mutation(() => CompleteAccountSetupPayload, {
    description:
      'The member an administrator invited proves the mailed code, chooses a username and sets a password, and is signed in (a 30-day session). A username or password breaking the rules or a username taken is a BAD_USER_INPUT user error naming its field (the fields are checked before the code is tried); a wrong, used or expired code is a BAD_USER_INPUT user error with `codeRejection`; an unknown setup id is a NOT_FOUND user error. A deactivated account stays a top-level FORBIDDEN error; 10 code tries a minute from one address (RATE_LIMITED).',
  })
  completeAccountSetup(
    @Ctx() ctx: GraphQLContext,
    @Arg('challengeId', () => ID, { description: 'The setup id from the e-mail (a CodeChallenge id).' })
    challengeId: string,
    @Arg('code', () => String, { description: 'The 6-digit code from the e-mail.' }) code: string,
    @Arg('username', () => String, {
      description: `The username to choose: ${USERNAME_HINT}, not taken by another member (in any letter case).`,
    })
    username: string,
    @Arg('password', () => String, {
      description: `The password to set: ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with a capital letter, a digit and a symbol.`,
    })
    password: string,
  ): Promise<CompleteAccountSetupPayload> {
    return codePayloadOf(() => completeAccountSetup(ctx, { challengeId, code, username, password }));
  }
}
