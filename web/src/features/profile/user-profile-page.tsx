import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useViewer } from '../../lib/viewer';
import { readApiError } from '../../lib/graphql-error';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PageSpinner } from '../../ui/spinner';
import { Tabs } from '../../ui/tabs';
import { BlockMuteButtons } from '../blocks';
import { FollowButton, useLiveFollows } from '../follows';
import { MemberProfileDocument } from './api/member-profile';
import { AchievementsGrid } from './achievements-grid';
import { MemberPosts } from './member-posts';
import { BlockedMemberNotice, PrivateAccountNotice } from './private-account-notice';
import { ProfileCard } from './profile-card';
import { useProfilePosts } from './use-profile-posts';
import './profile.css';
import { Icon } from '../../ui/icon';
import { useFallbackPollInterval } from '../notifications';

const TABS = [
  { id: 'posts', label: 'Posts' },
  { id: 'achievements', label: 'Achievements' },
];

/** Another member's profile (/user-profile/:username?id=); one's own redirects to /profile. */
export function UserProfilePage() {
  const { username = '' } = useParams();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { viewer } = useViewer();
  const navigate = useNavigate();
  const [tab, setTab] = useState('posts');
  const { data, loading, error, refetch } = useQuery(MemberProfileDocument, {
    variables: { id, username, byId: id !== '' },
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const profile = (id ? data?.user : data?.userByUsername) ?? null;
  const blocked = Boolean(profile?.isBlockedByViewer);
  const canSeePosts = Boolean(profile && !blocked && (!profile.isPrivate || profile.followStatus === 'FOLLOWING'));
  const posts = useProfilePosts(canSeePosts ? profile?.id : undefined);
  useLiveFollows(viewer?.id); // the button and the counts follow the viewer's own follow changes with this member (followChanged reaches only the two sides)

  if (viewer && (viewer.id === id || (!id && viewer.username.toLowerCase() === username.toLowerCase())))
    return <Navigate to="/profile" replace />;
  if (!profile) {
    if (loading) return <PageSpinner label="Loading profile" />;
    if (error && readApiError(error).code === 'NETWORK') {
      return (
        <EmptyState
          tone="error"
          title="Could not load this profile"
          message="Check your connection and try again."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      );
    }
    return (
      <EmptyState
        icon={<Icon name="user" size={28} />}
        title="Member not found"
        message="This member does not exist or is no longer active."
        action={<Button onClick={() => navigate(-1)}>Go Back</Button>}
      />
    );
  }
  if (viewer && viewer.id === profile.id) return <Navigate to="/profile" replace />;

  return (
    <div className="profile-page">
      <ProfileCard
        profile={profile}
        actions={
          <>
            {!blocked && (
              <FollowButton
                userId={profile.id}
                status={profile.followStatus}
                username={profile.username}
                onChanged={() => void refetch().catch(() => undefined)}
              />
            )}
            <BlockMuteButtons member={profile} />
          </>
        }
      />
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} label={`${profile.fullName}'s profile`}>
        {tab === 'posts' &&
          (blocked ? (
            <BlockedMemberNotice username={profile.username} />
          ) : canSeePosts ? (
            <MemberPosts userId={profile.id} posts={posts} />
          ) : (
            <PrivateAccountNotice requested={profile.followStatus === 'REQUESTED'} />
          ))}
        {tab === 'achievements' && <AchievementsGrid achievements={profile.achievements} />}
      </Tabs>
    </div>
  );
}
