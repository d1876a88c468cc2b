import type { RequestScope } from '../../app/request-scope.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import type { User } from '../accounts/user.entity.js';
import { countAchievementCounters, zeroCounters } from '../achievements/index.js';
import { acceptedFollowersSql, acceptedFollowingSql } from '../follows/index.js';
import { toAchievementCountersType, toAchievementTypes } from '../profiles/index.js';
import type { AdminUserType } from './admin-user.types.js';

/** The most follower usernames an AdminUser lists. */
export const MAX_FOLLOWER_NAMES = 100;

/** Follow numbers, follower usernames and whether setup is pending, for several members in one query. */
const FACTS_SQL = `
select u.id,
  exists (select 1 from code_challenge c where c.user_id = u.id and c.purpose = 'ACCOUNT_SETUP' and c.consumed_at is null) as setup_pending,
  ${acceptedFollowersSql('u.id')} as follower_count,
  ${acceptedFollowingSql('u.id')} as following_count,
  array(select fu.username from follow f join app_user fu on fu.id = f.follower_id
        where f.followee_id = u.id and f.status = 'accepted' order by f.created_at desc limit ${MAX_FOLLOWER_NAMES}) as follower_usernames
from app_user u where u.id in (?)`;

interface Facts {
  id: string;
  setup_pending: boolean;
  follower_count: string;
  following_count: string;
  follower_usernames: string[];
}

export async function toAdminUserViews(scope: RequestScope, users: User[]): Promise<AdminUserType[]> {
  if (users.length === 0) return [];
  const ids = users.map((u) => u.id);
  const [facts, counters] = await Promise.all([
    scope.em.getConnection().execute<Facts[]>(FACTS_SQL, [ids]),
    countAchievementCounters(scope.em, ids),
  ]);
  const factsById = new Map(facts.map((f) => [f.id, f]));
  return users.map((user) => {
    const fact = factsById.get(user.id);
    const userCounters = counters.get(user.id) ?? zeroCounters();
    const setupPending = fact?.setup_pending ?? false;
    return {
      id: user.id,
      username: setupPending ? null : user.username,
      fullName: user.fullName,
      email: user.email,
      country: user.country,
      photoUrl: absoluteUrl(scope.origin, user.photoPath),
      photoThumbUrl: absoluteUrl(scope.origin, user.photoThumbPath),
      isActive: user.isActive,
      isAdmin: user.isAdmin,
      setupPending,
      createdAt: user.createdAt,
      followerCount: Number(fact?.follower_count ?? 0),
      followingCount: Number(fact?.following_count ?? 0),
      followerUsernames: fact?.follower_usernames ?? [],
      achievements: toAchievementTypes(userCounters),
      achievementCounters: toAchievementCountersType(userCounters),
    };
  });
}

export async function toAdminUserView(scope: RequestScope, user: User): Promise<AdminUserType> {
  const [view] = await toAdminUserViews(scope, [user]);
  return view;
}
