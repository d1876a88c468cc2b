import DataLoader from 'dataloader';
import { MUTE_MAX_DAYS } from '@culturalink/common/limits';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestScope } from '../../app/request-scope.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { encodeCursor } from '../../kernel/paging.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import {
  blockAndMuteStatesOf,
  blockMember,
  listBlocks,
  listMutes,
  muteMember,
  unblockMember,
  unmuteMember,
} from './block.service.js';
import {
  BlockMemberPayload,
  MemberBlockConnection,
  MemberMuteConnection,
  MuteMemberPayload,
  UnblockMemberPayload,
  UnmuteMemberPayload,
} from './block.types.js';
import type { Mute } from './mute.entity.js';

const USER_ID = { description: 'The member: anyone but the signed-in member.' };

const toMuteType = (mute: Mute) => ({ user: mute.muted, mutedAt: mute.createdAt, until: mute.until });

const statesPerRequest = new WeakMap<object, DataLoader<string, { blocked: boolean; muted: boolean }>>();
const statesOf = (ctx: GraphQLContext) => {
  let loader = statesPerRequest.get(ctx.em);
  if (!loader) {
    const scope: RequestScope = ctx;
    loader = new DataLoader((ids) => blockAndMuteStatesOf(scope, ids));
    statesPerRequest.set(ctx.em, loader);
  }
  return loader;
};

@Resolver()
export class BlockResolver {
  @Authorized()
  @Mutation(() => BlockMemberPayload, {
    description:
      'Blocks a member: every follow and follow request between the two ends, both ways; from then on neither sees the other anywhere (posts, comments, likers, search, notifications, live events), and the blocked member cannot follow, like, comment on or answer the signed-in member. They are not told. Idempotent. 60 block and mute changes a minute.',
  })
  blockMember(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
  ): Promise<BlockMemberPayload> {
    return payloadOf(async () => ({ user: await blockMember(ctx, userId) }));
  }

  @Authorized()
  @Mutation(() => UnblockMemberPayload, {
    description:
      'Unblocks a member: the privacy rule applies between the two again (follows are not restored). Idempotent.',
  })
  unblockMember(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
  ): Promise<UnblockMemberPayload> {
    return payloadOf(async () => ({ user: await unblockMember(ctx, userId) }));
  }

  @Authorized()
  @Mutation(() => MuteMemberPayload, {
    description:
      "Mutes a member, until a time when given: their posts leave the signed-in member's feed (and its live streams) and their actions the notifications. Nothing else changes and the muted member is never told. Muting again replaces the end.",
  })
  muteMember(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
    @Arg('until', () => Date, {
      nullable: true,
      description: `When the mute ends by itself: a time to come, at most ${MUTE_MAX_DAYS} days ahead; leave it out to mute until undone.`,
    })
    until?: Date | null,
  ): Promise<MuteMemberPayload> {
    return payloadOf(async () => ({ mute: toMuteType(await muteMember(ctx, userId, until)) }));
  }

  @Authorized()
  @Mutation(() => UnmuteMemberPayload, { description: 'Unmutes a member. Idempotent.' })
  unmuteMember(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, USER_ID) userId: string,
  ): Promise<UnmuteMemberPayload> {
    return payloadOf(async () => ({ user: await unmuteMember(ctx, userId) }));
  }

  @Authorized()
  @Query(() => MemberBlockConnection, {
    description: 'The members the signed-in member blocked, the newest block first (to undo them).',
  })
  async myBlocks(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<MemberBlockConnection> {
    const page = await listBlocks(ctx, { first, after });
    const connection = toConnection(page, encodeCursor, { after });
    const toType = (block: (typeof page.nodes)[number]) => ({ user: block.blocked, blockedAt: block.createdAt });
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: toType(edge.node) })),
      nodes: connection.nodes.map(toType),
    };
  }

  @Authorized()
  @Query(() => MemberMuteConnection, {
    description: 'The members the signed-in member muted whose mute still runs, the newest mute first (to undo them).',
  })
  async myMutes(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<MemberMuteConnection> {
    const page = await listMutes(ctx, { first, after });
    const connection = toConnection(page, encodeCursor, { after });
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: toMuteType(edge.node) })),
      nodes: connection.nodes.map(toMuteType),
    };
  }
}

/** Whether the signed-in member blocked or muted a member, batched per request. */
@Resolver(() => UserType)
export class UserBlockFieldsResolver {
  @FieldResolver(() => Boolean, {
    description: 'True when the signed-in member blocked this member (false for guests and for oneself).',
  })
  async isBlockedByViewer(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await statesOf(ctx).load(user.id)).blocked;
  }

  @FieldResolver(() => Boolean, {
    description: 'True when the signed-in member muted this member and the mute still runs (false for guests).',
  })
  async isMutedByViewer(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await statesOf(ctx).load(user.id)).muted;
  }
}
