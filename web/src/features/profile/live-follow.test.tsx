import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { UserProfilePage } from './user-profile-page';

const viewer = {
  __typename: 'User' as const,
  id: 'me',
  username: 'aiko',
  fullName: 'Aiko Sato',
  country: 'Japan',
  email: 'aiko@example.com',
  isPrivate: false,
  isAdmin: false,
  photoUrl: null,
  photoThumbUrl: null,
  createdAt: new Date().toISOString(),
};
const kenji = {
  __typename: 'User' as const,
  id: 'u2',
  username: 'kenji',
  fullName: 'Kenji Tanaka',
  email: null,
  country: 'Japan',
  photoUrl: null,
  photoThumbUrl: null,
  isPrivate: true,
  followerCount: 3,
  postCount: 0,
  followStatus: 'REQUESTED' as const,
  isBlockedByViewer: false,
  isMutedByViewer: false,
  achievements: [],
};
const change = (kind: string, status: string, followers: number) => ({
  followChanged: {
    __typename: 'FollowChange',
    kind,
    followId: 'f1',
    status,
    follower: { __typename: 'FollowChangeMember', id: 'me', followerCount: 0, followingCount: 1 },
    followee: { __typename: 'FollowChangeMember', id: 'u2', followerCount: followers, followingCount: 0 },
  },
});

beforeEach(() => setToken('token'));
afterEach(() => clearToken());

describe("another member's open profile, live", () => {
  it('turns "Requested" into "Unfollow" on approval, and back to "Follow" when declined, with the count, without reload', async () => {
    const fake = renderWithGraphQL(
      <Routes>
        <Route path="/user-profile/:username" element={<UserProfilePage />} />
      </Routes>,
      answerByName({
        Viewer: { data: { me: viewer } },
        MemberProfile: { data: { user: kenji } },
        FollowChanged: 'open',
      }),
      { route: '/user-profile/kenji?id=u2' },
    );
    expect((await screen.findByTestId('follow-button')).textContent).toBe('Requested');
    expect(screen.getByTestId('follower-count').textContent).toBe('3');
    await waitFor(() => expect(fake.isOpen('FollowChanged')).toBe(true));
    const profileFetches = fake.sentNames().filter((name) => name === 'MemberProfile').length;

    fake.push('FollowChanged', change('APPROVED', 'FOLLOWING', 4));
    await waitFor(() => expect(screen.getByTestId('follow-button').textContent).toBe('Unfollow'));
    expect(screen.getByTestId('follower-count').textContent).toBe('4');

    fake.push('FollowChanged', change('REMOVED', 'NONE', 3));
    await waitFor(() => expect(screen.getByTestId('follow-button').textContent).toBe('Follow'));
    expect(screen.getByTestId('follower-count').textContent).toBe('3');
    // the cache was written: nothing was fetched again
    expect(fake.sentNames().filter((name) => name === 'MemberProfile').length).toBe(profileFetches);
  });

  it("another member's follow changes only the numbers, never the viewer's button", async () => {
    const fake = renderWithGraphQL(
      <Routes>
        <Route path="/user-profile/:username" element={<UserProfilePage />} />
      </Routes>,
      answerByName({
        Viewer: { data: { me: viewer } },
        MemberProfile: { data: { user: { ...kenji, isPrivate: false, followStatus: 'NONE' } } },
        FollowChanged: 'open',
      }),
      { route: '/user-profile/kenji?id=u2' },
    );
    expect((await screen.findByTestId('follow-button')).textContent).toBe('Follow');
    await waitFor(() => expect(fake.isOpen('FollowChanged')).toBe(true));
    // the viewer is the followee here: kenji followed the viewer
    fake.push('FollowChanged', {
      followChanged: {
        ...change('FOLLOWED', 'FOLLOWING', 0).followChanged,
        follower: { __typename: 'FollowChangeMember', id: 'u2', followerCount: 3, followingCount: 8 },
        followee: { __typename: 'FollowChangeMember', id: 'me', followerCount: 1, followingCount: 0 },
      },
    });
    fake.push('FollowChanged', {
      followChanged: {
        ...change('FOLLOWED', 'FOLLOWING', 0).followChanged,
        follower: { __typename: 'FollowChangeMember', id: 'u2', followerCount: 5, followingCount: 9 },
        followee: { __typename: 'FollowChangeMember', id: 'me', followerCount: 1, followingCount: 0 },
      },
    });
    await waitFor(() => expect(screen.getByTestId('follower-count').textContent).toBe('5'));
    expect(screen.getByTestId('follow-button').textContent).toBe('Follow');
  });
});
