import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageSpinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { useLiveFollows } from '../follows';
import { PostOptionsMenu } from '../posts';
import { OwnProfileDocument } from './api/own-profile';
import { AchievementsGrid } from './achievements-grid';
import { FollowersGrid } from './followers-grid';
import { OwnPhotoPicker } from './own-photo-picker';
import { ProfileCard } from './profile-card';
import { ProfilePostList } from './profile-post-list';
import { useProfilePosts } from './use-profile-posts';
import './profile.css';
import { Icon } from '../../ui/icon';
import { useFallbackPollInterval } from '../notifications';

const TABS = [
  { id: 'posts', label: 'Posts' },
  { id: 'followers', label: 'Followers' },
  { id: 'achievements', label: 'Achievements' },
];

export function ProfilePage() {
  const { data, loading, error, refetch } = useQuery(OwnProfileDocument, {
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.id === params.get('tab')) ? (params.get('tab') as string) : 'posts';
  const profile = data?.me;
  const posts = useProfilePosts(profile?.id);
  useLiveFollows(profile?.id); // one's follower and following numbers, live

  if (!profile) {
    if (loading) return <PageSpinner label="Loading your profile" />;
    return (
      <EmptyState
        tone="error"
        title="Could not load your profile"
        message={error ? 'Check your connection and try again.' : undefined}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <div className="profile-page">
      <ProfileCard
        profile={profile}
        photo={<OwnPhotoPicker name={profile.fullName} src={profile.photoUrl} />}
        actions={
          <Link to="/settings" className="btn btn--secondary btn--sm">
            Settings
          </Link>
        }
      />
      <Tabs
        tabs={TABS}
        selected={tab}
        onSelect={(id) => setParams(id === 'posts' ? {} : { tab: id }, { replace: true })}
        label="Your profile"
      >
        {tab === 'posts' && (
          <ProfilePostList
            posts={posts}
            label="Your posts"
            errorTitle="Could not load your posts"
            empty={
              <EmptyState
                icon={<Icon name="pen" size={28} />}
                title="No Post Yet"
                message={<Link to="/dashboard">Share your first post from the dashboard.</Link>}
              />
            }
            renderMenu={(post) => (
              <PostOptionsMenu post={post} onDeleted={() => void refetch().catch(() => undefined)} />
            )}
          />
        )}
        {tab === 'followers' && <FollowersGrid userId={profile.id} />}
        {tab === 'achievements' && <AchievementsGrid achievements={profile.achievements} />}
      </Tabs>
    </div>
  );
}
