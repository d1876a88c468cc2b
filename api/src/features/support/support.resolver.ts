import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestScope } from '../../app/request-scope.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf, eventStream } from '../../graphql/event-stream.js';
import { listSupportMessages } from './list-support-messages.js';
import { markSupportRead } from './mark-support-read.js';
import { myConversation, supportInbox } from './support-inbox.js';
import { loadLiveSupportMessage, SUPPORT_MESSAGE_ADDED } from './support-events.js';
import { sendSupportMessage } from './send-support-message.js';
import { SupportConversationType, SupportMessageType } from './support.types.js';

@Resolver()
export class SupportResolver {
  @Authorized()
  @Query(() => SupportConversationType, {
    nullable: true,
    description: "The signed-in member's conversation with the moderators, or null before their first message.",
  })
  myConversation(@Ctx() ctx: GraphQLContext): Promise<SupportConversationType | null> {
    return myConversation(ctx);
  }

  @Authorized()
  @Query(() => [SupportMessageType], {
    description:
      "Messages oldest first: the member's own conversation when conversationId is null; any conversation for administrators. `before` is the id of the oldest message already shown.",
  })
  supportMessages(
    @Ctx() ctx: GraphQLContext,
    @Arg('conversationId', () => ID, { nullable: true }) conversationId?: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most 50; 50 by default (the newest ones).' })
    first?: number | null,
    @Arg('before', () => String, { nullable: true }) before?: string | null,
  ): Promise<SupportMessageType[]> {
    return listSupportMessages(ctx, { conversationId, first, before });
  }

  @Authorized('ADMIN')
  @Query(() => [SupportConversationType], {
    description:
      'Every conversation, latest activity first (administrators only). `after` is the id of the last conversation already shown.',
  })
  supportInbox(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'At most 50; 20 by default.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<SupportConversationType[]> {
    return supportInbox(ctx, { first, after });
  }

  @Authorized()
  @Mutation(() => SupportMessageType, {
    description:
      'Without conversationId: the member writes to the moderators (their conversation is opened if needed). With it: an administrator answers in that conversation.',
  })
  sendSupportMessage(
    @Ctx() ctx: GraphQLContext,
    @Arg('body', () => String) body: string,
    @Arg('conversationId', () => ID, { nullable: true }) conversationId?: string | null,
  ): Promise<SupportMessageType> {
    return sendSupportMessage(ctx, { body, conversationId });
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Marks the conversation read for the viewer's side (the member, or the moderators).",
  })
  markSupportRead(
    @Ctx() ctx: GraphQLContext,
    @Arg('conversationId', () => ID) conversationId: string,
  ): Promise<boolean> {
    return markSupportRead(ctx, conversationId);
  }

  @Authorized()
  @Subscription(() => SupportMessageType, {
    description:
      'New support messages: a member gets those of their own conversation; an administrator those of every conversation, or of the one given.',
    subscribe: ({ context, args }) => {
      const scope = context as RequestScope;
      const only = (args as { conversationId?: string | null }).conversationId ?? null;
      return eventStream(
        scope,
        SUPPORT_MESSAGE_ADDED,
        (event) => loadLiveSupportMessage(scope, event, only),
        afterOf(args),
      );
    },
  })
  supportMessageAdded(
    @Root() message: SupportMessageType,
    @Arg('conversationId', () => ID, { nullable: true }) _conversationId?: string | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): SupportMessageType {
    return message;
  }
}
