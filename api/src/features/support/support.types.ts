import { SUPPORT_MESSAGE_MAX_LENGTH } from '@culturalink/common/limits';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';

@ObjectType('SupportMessage', {
  implements: NodeInterface,
  description:
    "A message of a support conversation, from its member, a moderator (an administrator) or the country helper bot. Seen by the conversation's member and by administrators only.",
})
export class SupportMessageType extends NodeInterface {
  @Field(() => ID, { description: 'The id of the conversation the message belongs to.' })
  conversationId!: string;

  @Field(() => String, {
    description: `The text, as written (trimmed): 1 to ${SUPPORT_MESSAGE_MAX_LENGTH} characters, line breaks kept.`,
  })
  body!: string;

  @Field(() => UserType, {
    nullable: true,
    description:
      'Who wrote it: the member or the answering administrator; null for the helper bot (and for a deleted moderator).',
  })
  author!: User | null;

  @Field(() => Boolean, { description: 'Written by an administrator answering the member.' })
  fromModerator!: boolean;

  @Field(() => Boolean, { description: 'Written by the country helper bot (its answer to a country question).' })
  fromBot!: boolean;

  @Field(() => Date, { description: 'When it was sent; the conversation reads in this order, oldest first.' })
  createdAt!: Date;
}

@ObjectType('SupportConversation', {
  implements: NodeInterface,
  description:
    "A member's conversation with the moderators (one per member, opened by their first message). Seen by that member and by administrators only.",
})
export class SupportConversationType extends NodeInterface {
  @Field(() => UserType, { description: 'The member who wrote to the moderators.' })
  member!: User;

  @Field(() => Date, { description: 'When its latest message was sent (the inbox is ordered by it, latest first).' })
  lastMessageAt!: Date;

  @Field(() => Int, { description: 'Messages from moderators or the bot that the member has not read (0 or more).' })
  unreadForMember!: number;

  @Field(() => Int, {
    description: 'Messages from the member that no moderator has read (0 or more; the moderators share one mark).',
  })
  unreadForModerators!: number;

  @Field(() => SupportMessageType, { nullable: true, description: 'Its latest message; null while it has none.' })
  lastMessage!: SupportMessageType | null;
}

@ObjectType('SupportMessageConnection', {
  description:
    'A page of a support conversation, oldest first. Read backwards: the latest messages with `last`, then earlier ones with `before: pageInfo.startCursor` while `pageInfo.hasPreviousPage`.',
})
export class SupportMessageConnection extends connectionOf<SupportMessageType>(
  'SupportMessage',
  () => SupportMessageType,
) {}

@ObjectType('SupportConversationConnection', {
  description: 'A page of the support inbox: conversations, latest activity first.',
})
export class SupportConversationConnection extends connectionOf<SupportConversationType>(
  'SupportConversation',
  () => SupportConversationType,
) {}

@ObjectType('SendSupportMessagePayload', { description: 'What sendSupportMessage did.' })
export class SendSupportMessagePayload extends MutationPayload {
  @Field(() => SupportMessageType, {
    nullable: true,
    description:
      "The message sent (the bot's answer, if any, comes after it in the conversation); null when userErrors says why not.",
  })
  message?: SupportMessageType | null;
}

@ObjectType('MarkSupportReadPayload', { description: 'What markSupportRead did.' })
export class MarkSupportReadPayload extends MutationPayload {
  @Field(() => SupportConversationType, {
    nullable: true,
    description:
      "The conversation with its unread counts after the mark (the viewer's side at 0); null when userErrors says why not.",
  })
  conversation?: SupportConversationType | null;
}
