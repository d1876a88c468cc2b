import type { AdminUserFieldsFragment } from '../../../gql/graphql';

/** The card's hover/focus panel: follow count, the other counters and who follows the member. */
export function UserStatsPanel({ user, id, open }: { user: AdminUserFieldsFragment; id: string; open: boolean }) {
  const counters = user.achievementCounters;
  return (
    <div id={id} className="user-stats-panel" hidden={!open}>
      <dl>
        <dt>Followers</dt>
        <dd>{user.followerCount}</dd>
        <dt>Following</dt>
        <dd>{user.followingCount}</dd>
        <dt>Trend Setter</dt>
        <dd>{counters.trendSetter}</dd>
        <dt>Share Star</dt>
        <dd>{counters.shareStar}</dd>
        <dt>Knowledge Seeker</dt>
        <dd>{counters.knowledgeSeeker}</dd>
      </dl>
      <p className="user-stats-panel__followers">
        {user.followerUsernames.length === 0
          ? 'No followers yet.'
          : `Followed by ${user.followerUsernames.map((name) => `@${name}`).join(', ')}`}
      </p>
    </div>
  );
}
