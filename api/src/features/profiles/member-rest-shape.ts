import type { RequestScope } from '../../app/request-scope.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import { DEFAULT_AVATAR_PATH } from '../../rest/default-avatar.js';
import { mayReadEmail } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import type { AchievementCounters } from '../achievements/index.js';
import type { FollowState } from '../follows/index.js';
import { listFollowers } from '../follows/index.js';
import type { MemberView } from '../posts/index.js';
import { profileLoaders } from './profile-loaders.js';

/** How many followers a REST profile lists (`follow_count` has the true number). */
export const REST_FOLLOWERS_LISTED = 50;

/** A member's photo as the original sent it: absolute, and a stock avatar rather than null. */
export const restPhotoUrl = (scope: RequestScope, member: Pick<MemberView, 'photoPath'>) =>
  absoluteUrl(scope.origin, member.photoPath ?? DEFAULT_AVATAR_PATH);

/**
 * The original's Profile as it is nested in other resources (a post's `cultura_user`, likers, a comment's
 * author, a notification's `user_data`, a report's `user`, a survey's `cultura_user`, search hits): identity,
 * photo and public facts, read from the row already at hand (no query). `id` and `user.id` are both the
 * member's id (the original had a profile id and an account id). The e-mail follows `mayReadEmail`.
 */
export function restMember(scope: RequestScope, member: MemberView) {
  const email = mayReadEmail(scope, member) ? member.email : null;
  return {
    id: member.id,
    user: { id: member.id, username: member.username, email },
    username: member.username,
    fullname: member.fullName,
    country: member.country,
    email,
    user_photo: restPhotoUrl(scope, member),
    user_photo_thumb: absoluteUrl(scope.origin, member.photoThumbPath),
    is_private: member.isPrivate,
  };
}

/** What a full profile shows besides the member's own row. */
export interface ProfileFacts {
  /** The newest accepted followers the viewer may see (at most REST_FOLLOWERS_LISTED). */
  followers: (Pick<MemberView, 'username'> & Partial<MemberView>)[];
  followCount: number;
  followState: FollowState;
  counters: AchievementCounters;
}

/** The full Profile (`GET /user`, login, `/view_user/`, the users admin list): the nested form plus numbers. */
export function restProfile(scope: RequestScope, member: MemberView, facts: ProfileFacts) {
  return {
    ...restMember(scope, member),
    followers: facts.followers.map((follower) => ({
      id: follower.id ?? null,
      username: follower.username,
      email: follower.id && mayReadEmail(scope, { id: follower.id }) ? (follower.email ?? null) : null,
    })),
    follow_count: facts.followCount,
    is_followed: facts.followState === 'FOLLOWING',
    is_requested: facts.followState === 'REQUESTED',
    follow_status: facts.followState,
    is_active: member.isActive,
    is_admin: member.isAdmin,
    ...facts.counters,
  };
}

/** The facts of one member's full profile: numbers batched by the profile loaders, followers by their list rule. */
export async function loadProfileFacts(scope: RequestScope, user: User): Promise<ProfileFacts> {
  const loaders = profileLoaders(scope);
  const [followCount, followState, counters, followers] = await Promise.all([
    loaders.followerCount.load(user.id),
    loaders.followState.load(user.id),
    loaders.counters.load(user.id),
    // a deactivated member (seen by administrators only) has no follower list
    user.isActive ? listFollowers(scope, { userId: user.id, first: REST_FOLLOWERS_LISTED }) : { followers: [] },
  ]);
  return { followers: followers.followers, followCount, followState, counters };
}

/** One member's full Profile. */
export async function restFullProfile(scope: RequestScope, user: User) {
  return restProfile(scope, user, await loadProfileFacts(scope, user));
}
