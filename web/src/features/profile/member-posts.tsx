import { EmptyState } from '../../ui/empty-state';
import { PostCardSkeleton } from '../posts';
import { ProfilePostList } from './profile-post-list';
import { useDelayPassed } from './use-delay-passed';
import { useProfilePosts } from './use-profile-posts';
import { Icon } from '../../ui/icon';

/** The spec's wait before a member with no posts shows 'No Post Yet' (a skeleton meanwhile). */
export const EMPTY_PROFILE_DELAY_MS = 5000;

export function MemberPosts({ userId, posts }: { userId: string; posts: ReturnType<typeof useProfilePosts> }) {
  const emptyShown = useDelayPassed(EMPTY_PROFILE_DELAY_MS, userId);
  const waiting = (
    <div className="post-list" aria-busy="true" aria-label="Loading posts">
      <PostCardSkeleton />
    </div>
  );
  return (
    <ProfilePostList
      posts={posts}
      label="Posts"
      errorTitle="Could not load the posts"
      empty={emptyShown ? <EmptyState icon={<Icon name="pen" size={28} />} title="No Post Yet" /> : waiting}
    />
  );
}
