import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@culturalink/common/limits';
import type { RequestScope } from '../../app/request-scope.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION as LIVE_AFTER_DESCRIPTION, afterOf, eventStream } from '../../graphql/event-stream.js';
import { AFTER_ARG, connectionOfEdges, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../kernel/paging.js';
import { findVisibleSupportMessage, listSupportMessages, supportMessageCursor } from './list-support-messages.js';
import { markSupportRead } from './mark-support-read.js';
import { findVisibleConversationView, inboxCursor, myConversation, supportInbox } from './support-inbox.js';
import { loadLiveSupportMessage, SUPPORT_MESSAGE_ADDED } from './support-events.js';
import { sendSupportMessage } from './send-support-message.js';
import { SupportConversation } from './support-conversation.entity.js';
import { SupportMessage } from './support-message.entity.js';
import {
  MarkSupportReadPayload,
  SendSupportMessagePayload,
  SupportConversationConnection,
  SupportConversationType,
  SupportMessageConnection,
  SupportMessageType,
} from './support.types.js';

// node(id:) answers a conversation or a message to the conversation's member and to administrators, as the queries do.
defineNodeType({ typeName: 'SupportConversation', entity: SupportConversation, load: findVisibleConversationView });
defineNodeType({ typeName: 'SupportMessage', entity: SupportMessage, load: findVisibleSupportMessage });

const CONVERSATION_ID_DESCRIPTION =
  "The conversation's id; omit it for the signed-in member's own conversation. Administrators may give any conversation's id; a member only their own (another one is NOT_FOUND).";

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
  @Query(() => SupportMessageConnection, {
    description:
      "The messages of a support conversation, read backwards like a chat: the latest `last` of them (oldest first within the page), then earlier ones with `before: pageInfo.startCursor` while `pageInfo.hasPreviousPage`. The member's own conversation, or any one for administrators; empty before the member's first message.",
  })
  async supportMessages(
    @Ctx() ctx: GraphQLContext,
    @Arg('conversationId', () => ID, { nullable: true, description: CONVERSATION_ID_DESCRIPTION })
    conversationId?: string | null,
    @Arg('last', () => Int, {
      nullable: true,
      defaultValue: DEFAULT_PAGE_SIZE,
      description: `How many of the latest messages to return: 1 to ${MAX_PAGE_SIZE}, default ${DEFAULT_PAGE_SIZE}.`,
    })
    last?: number | null,
    @Arg('before', () => String, {
      nullable: true,
      description: "Return the messages sent before this cursor (a previous page's `pageInfo.startCursor`).",
    })
    before?: string | null,
  ): Promise<SupportMessageConnection> {
    const page = await listSupportMessages(ctx, { conversationId, last, before });
    const connection = connectionOfEdges(
      page.nodes.map((node) => ({ cursor: supportMessageCursor(node), node })),
      Boolean(before),
    );
    // Read backwards: hasPreviousPage says whether earlier messages are left; hasNextPage whether later ones follow.
    connection.pageInfo.hasPreviousPage = page.hasPreviousPage;
    return connection;
  }

  @Authorized('ADMIN')
  @Query(() => SupportConversationConnection, {
    description:
      'Every support conversation, latest activity first, with its unread counts (administrators only: FORBIDDEN for members).',
  })
  async supportInbox(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<SupportConversationConnection> {
    return toConnection(await supportInbox(ctx, { first, after }), inboxCursor, { after });
  }

  @Authorized()
  @Mutation(() => SendSupportMessagePayload, {
    description:
      'Without conversationId: the member writes to the moderators (their conversation is opened if needed; until a moderator answers, the country helper bot may answer right after). With it: an administrator answers in that conversation. At most 20 messages a minute per author (RATE_LIMITED). An empty or too long body, or a conversation the viewer may not see, answers userErrors.',
  })
  sendSupportMessage(
    @Ctx() ctx: GraphQLContext,
    @Arg('body', () => String, {
      description: `The message: 1 to ${SUPPORT_MESSAGE_MAX_LENGTH} characters once trimmed.`,
    })
    body: string,
    @Arg('conversationId', () => ID, {
      nullable: true,
      description: "The conversation to answer in (administrators); omit it to write in the member's own conversation.",
    })
    conversationId?: string | null,
  ): Promise<SendSupportMessagePayload> {
    return payloadOf(async () => ({ message: await sendSupportMessage(ctx, { body, conversationId }) }));
  }

  @Authorized()
  @Mutation(() => MarkSupportReadPayload, {
    description:
      "Marks the conversation read up to now for the viewer's side: the member's own mark, or the moderators' shared one (administrators). A conversation the viewer may not see is a NOT_FOUND user error.",
  })
  markSupportRead(
    @Ctx() ctx: GraphQLContext,
    @Arg('conversationId', () => ID, {
      description: 'The conversation read: the member’s own, or any (administrators).',
    })
    conversationId: string,
  ): Promise<MarkSupportReadPayload> {
    return payloadOf(async () => ({ conversation: await markSupportRead(ctx, conversationId) }));
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
    @Arg('conversationId', () => ID, {
      nullable: true,
      description:
        "Administrators: only this conversation's messages (every conversation's when omitted). Members always get their own conversation's only.",
    })
    _conversationId?: string | null,
    @Arg('after', () => String, { nullable: true, description: LIVE_AFTER_DESCRIPTION }) _after?: string | null,
  ): SupportMessageType {
    return message;
  }
}
