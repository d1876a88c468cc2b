import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';

@ObjectType('SupportMessage', { description: 'A message of a support conversation.' })
export class SupportMessageType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  conversationId!: string;

  @Field(() => String)
  body!: string;

  @Field(() => UserType, { nullable: true, description: 'Null for the helper bot (and for a deleted moderator).' })
  author!: User | null;

  @Field(() => Boolean, { description: 'Written by an administrator answering the member.' })
  fromModerator!: boolean;

  @Field(() => Boolean, { description: 'Written by the country helper bot.' })
  fromBot!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('SupportConversation', { description: "A member's conversation with the moderators." })
export class SupportConversationType {
  @Field(() => ID)
  id!: string;

  @Field(() => UserType)
  member!: User;

  @Field(() => Date)
  lastMessageAt!: Date;

  @Field(() => Int, { description: 'Messages from moderators or the bot that the member has not read.' })
  unreadForMember!: number;

  @Field(() => Int, { description: 'Messages from the member that no moderator has read.' })
  unreadForModerators!: number;

  @Field(() => SupportMessageType, { nullable: true })
  lastMessage!: SupportMessageType | null;
}
