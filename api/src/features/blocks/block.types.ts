import { Field, ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';

@ObjectType('MemberBlock', { description: 'A member the signed-in member blocked (only the blocker sees it).' })
export class MemberBlockType {
  @Field(() => UserType, { description: 'The member blocked.' })
  user!: User;

  @Field(() => Date, { description: 'When they were blocked.' })
  blockedAt!: Date;
}

@ObjectType('MemberBlockConnection', {
  description: 'A page of the members the signed-in member blocked, newest first.',
})
export class MemberBlockConnection extends connectionOf<MemberBlockType>('MemberBlock', () => MemberBlockType) {}

@ObjectType('MemberMute', {
  description: 'A member the signed-in member muted (only the muter sees it; the muted member is never told).',
})
export class MemberMuteType {
  @Field(() => UserType, { description: 'The member muted.' })
  user!: User;

  @Field(() => Date, { description: 'When they were muted (or the mute last changed).' })
  mutedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the mute ends by itself; null: until it is undone.' })
  until!: Date | null;
}

@ObjectType('MemberMuteConnection', {
  description: 'A page of the members the signed-in member muted (mutes still running), newest first.',
})
export class MemberMuteConnection extends connectionOf<MemberMuteType>('MemberMute', () => MemberMuteType) {}

@ObjectType('BlockMemberPayload', { description: 'What blockMember did.' })
export class BlockMemberPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description: 'The member blocked (`isBlockedByViewer` true). Null when userErrors says why not.',
  })
  user?: User | null;
}

@ObjectType('UnblockMemberPayload', { description: 'What unblockMember did.' })
export class UnblockMemberPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description: 'The member no longer blocked. Null when userErrors says why not.',
  })
  user?: User | null;
}

@ObjectType('MuteMemberPayload', { description: 'What muteMember did.' })
export class MuteMemberPayload extends MutationPayload {
  @Field(() => MemberMuteType, {
    nullable: true,
    description: 'The mute as it stands. Null when userErrors says why not.',
  })
  mute?: MemberMuteType | null;
}

@ObjectType('UnmuteMemberPayload', { description: 'What unmuteMember did.' })
export class UnmuteMemberPayload extends MutationPayload {
  @Field(() => UserType, {
    nullable: true,
    description: 'The member no longer muted. Null when userErrors says why not.',
  })
  user?: User | null;
}
