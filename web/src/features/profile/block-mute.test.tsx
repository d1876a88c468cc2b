import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
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
  isPrivate: false,
  followerCount: 3,
  postCount: 0,
  followStatus: 'FOLLOWING' as const,
  isBlockedByViewer: false,
  isMutedByViewer: false,
  achievements: [],
};
const noPosts = {
  data: {
    userPosts: {
      __typename: 'PostConnection',
      edges: [],
      pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
    },
  },
};
const state = (changes: Partial<typeof kenji>) => ({
  __typename: 'User' as const,
  id: 'u2',
  isBlockedByViewer: false,
  isMutedByViewer: false,
  followStatus: 'NONE' as const,
  followerCount: 2,
  ...changes,
});
const payload = (field: string, typename: string, body: object): FakeAnswer => ({
  data: { [field]: { __typename: typename, userErrors: [], ...body } },
});

function openProfile(answers: Record<string, FakeAnswer | ((variables: Record<string, unknown>) => FakeAnswer)>) {
  return renderWithGraphQL(
    <Routes>
      <Route path="/user-profile/:username" element={<UserProfilePage />} />
    </Routes>,
    answerByName({
      Viewer: { data: { me: viewer } },
      MemberProfile: { data: { user: kenji } },
      ProfilePosts: noPosts,
      FollowChanged: 'open',
      ...answers,
    }),
    { route: '/user-profile/kenji?id=u2' },
  );
}

beforeEach(() => setToken('token'));
afterEach(() => clearToken());

describe("blocking and muting from a member's profile", () => {
  it('blocks only after confirming: the follow ends, the posts give way to a notice, and Unblock undoes it', async () => {
    const fake = openProfile({
      BlockMember: payload('blockMember', 'BlockMemberPayload', { user: state({ isBlockedByViewer: true }) }),
      UnblockMember: payload('unblockMember', 'UnblockMemberPayload', { user: state({}) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block @kenji' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block @kenji?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.sentNames()).not.toContain('BlockMember');

    fireEvent.click(screen.getByRole('button', { name: 'Block @kenji' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked @kenji.')).toBeTruthy(); // the toast: the action is over
    expect(screen.getByText('You blocked this member')).toBeTruthy();
    expect(screen.queryByTestId('follow-button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mute @kenji' })).toBeNull();
    expect(screen.getByTestId('follower-count').textContent).toBe('2');
    expect(fake.sent.find((operation) => operation.name === 'BlockMember')?.variables).toEqual({ userId: 'u2' });

    fireEvent.click(screen.getByRole('button', { name: 'Unblock @kenji' }));
    expect((await screen.findByTestId('follow-button')).textContent).toBe('Follow');
    expect(screen.queryByText('You blocked this member')).toBeNull();
    expect(screen.getByRole('button', { name: 'Block @kenji' })).toBeTruthy();
  });

  it('mutes for the time chosen, and Unmute undoes it', async () => {
    const fake = openProfile({
      MuteMember: (variables) =>
        payload('muteMember', 'MuteMemberPayload', {
          mute: { __typename: 'MemberMute', until: variables.until, user: state({ isMutedByViewer: true }) },
        }),
      UnmuteMember: payload('unmuteMember', 'UnmuteMemberPayload', { user: state({}) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mute @kenji' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mute @kenji?' });
    expect(within(dialog).getByRole('radio', { name: 'Until I unmute' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'For 7 days' }));
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('You muted @kenji.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unmute @kenji' })).toBeTruthy();
    const until = Date.parse(String(fake.sent.find((operation) => operation.name === 'MuteMember')?.variables.until));
    expect(until - before).toBeGreaterThanOrEqual(7 * 86_400_000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    // a mute changes nothing the muted member could notice: the follow stays, the posts stay
    expect(screen.getByTestId('follow-button')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Unmute @kenji' }));
    expect(await screen.findByRole('button', { name: 'Mute @kenji' })).toBeTruthy();
    expect(fake.sent.find((operation) => operation.name === 'UnmuteMember')?.variables).toEqual({ userId: 'u2' });
  });

  it('mutes until undone by default, and says so when the server refuses', async () => {
    const fake = openProfile({ MuteMember: new TypeError('Failed to fetch') });
    fireEvent.click(await screen.findByRole('button', { name: 'Mute @kenji' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mute' }));
    expect(await screen.findByText('Could not reach CulturaLink. Check your connection and try again.')).toBeTruthy();
    expect(fake.sent.find((operation) => operation.name === 'MuteMember')?.variables).toEqual({
      userId: 'u2',
      until: null,
    });
    expect(screen.getByRole('button', { name: 'Mute @kenji' })).toBeTruthy();
  });
});
