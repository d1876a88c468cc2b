import { AchievementKey, achievementProgress, type AchievementCounters } from '../achievements/index.js';
import { Field, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';

@ObjectType('Achievement', { description: 'One of the ten badges, with the member’s progress toward it.' })
export class AchievementType {
  @Field(() => AchievementKey, { description: 'Which badge it is.' })
  key!: AchievementKey;

  @Field(() => String, { description: 'The badge’s name as the product shows it (`Content Creator`).' })
  name!: string;

  @Field(() => String, { description: 'What earns it (`Publish 5 posts.`).' })
  description!: string;

  @Field(() => Boolean, { description: 'Whether the member has reached it now (it locks again if a counter drops).' })
  unlocked!: boolean;

  @Field(() => Int, {
    description: 'Progress so far: the required counters summed, each capped at its goal (0 to `target`).',
  })
  current!: number;

  @Field(() => Int, { description: 'The goal; 0 for the badge every member has.' })
  target!: number;
}

@ObjectType('AchievementCounters', { description: 'The counters behind the badges, derived from what the member did.' })
export class AchievementCountersType {
  @Field(() => Int, { description: 'Posts published (banned ones not counted).' })
  contentCreator!: number;

  @Field(() => Int, { description: 'Itineraries saved.' })
  guideGuru!: number;

  @Field(() => Int, { description: 'Likes received from others.' })
  likeLeader!: number;

  @Field(() => Int, { description: 'Posts shared with an itinerary attached.' })
  shareStar!: number;

  @Field(() => Int, { description: 'Comments written.' })
  commentConnoisseur!: number;

  @Field(() => Int, { description: 'Distinct countries posted about.' })
  explorerExtraordinaire!: number;

  @Field(() => Int, { description: 'Trivia batches read.' })
  knowledgeSeeker!: number;

  @Field(() => Int, { description: 'Accepted followers.' })
  trendSetter!: number;
}

@ObjectType('UserConnection', {
  description: 'A page of members (a member’s followers, the newest follow first).',
})
export class UserConnection extends connectionOf<User>('User', () => UserType) {}

/** The ten badges of a member with these counters, in order, as `User.achievements` and `AdminUser.achievements` give them. */
export const toAchievementTypes = (counters: AchievementCounters): AchievementType[] =>
  achievementProgress(counters).map(({ definition, unlocked, current, target }) => ({
    key: definition.key as AchievementKey,
    name: definition.name,
    description: definition.description,
    unlocked,
    current,
    target,
  }));

/** The GraphQL shape of a member's counters (the REST shape keeps the original's snake_case keys). */
export const toAchievementCountersType = (c: AchievementCounters): AchievementCountersType => ({
  contentCreator: c.content_creator,
  guideGuru: c.guide_guru,
  likeLeader: c.like_leader,
  shareStar: c.share_star,
  commentConnoisseur: c.comment_connoisseur,
  explorerExtraordinaire: c.explorer_extraordinaire,
  knowledgeSeeker: c.knowledge_seeker,
  trendSetter: c.trend_setter,
});

/** Back to the counters' own (REST) keys. */
export const fromAchievementCountersType = (c: AchievementCountersType): AchievementCounters => ({
  content_creator: c.contentCreator,
  guide_guru: c.guideGuru,
  like_leader: c.likeLeader,
  share_star: c.shareStar,
  comment_connoisseur: c.commentConnoisseur,
  explorer_extraordinaire: c.explorerExtraordinaire,
  knowledge_seeker: c.knowledgeSeeker,
  trend_setter: c.trendSetter,
});
