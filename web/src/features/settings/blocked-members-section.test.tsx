import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { BlockedMembersSection, MutedMembersSection } from './blocked-members-section';

const member = (id: string, username: string, changes: object = {}) => ({
  __typename: 'User' as const,
  id,
  username,
  fullName: `${username[0].toUpperCase()}${username.slice(1)} Member`,
  photoThumbUrl: null,
  isBlockedByViewer: false,
  isMutedByViewer: false,
  followStatus: 'NONE' as const,
  followerCount: 0,
  ...changes,
});
const pageInfo = (hasNextPage: boolean, endCursor: string | null) => ({
  __typename: 'PageInfo',
  hasNextPage,
  endCursor,
});
const blocks = (users: ReturnType<typeof member>[], hasNextPage = false): FakeAnswer => ({
  data: {
    myBlocks: {
      __typename: 'MemberBlockConnection',
      edges: users.map((user) => ({
        __typename: 'MemberBlockEdge',
        cursor: `c-${user.id}`,
        node: { __typename: 'MemberBlock', blockedAt: '2026-11-02T10:00:00.000Z', user },
      })),
      pageInfo: pageInfo(hasNextPage, users.length ? `c-${users.at(-1)!.id}` : null),
    },
  },
});
const mutes = (entries: [ReturnType<typeof member>, string | null][]): FakeAnswer => ({
  data: {
    myMutes: {
      __typename: 'MemberMuteConnection',
      edges: entries.map(([user, until]) => ({
        __typename: 'MemberMuteEdge',
        cursor: `c-${user.id}`,
        node: { __typename: 'MemberMute', mutedAt: '2026-11-02T10:00:00.000Z', until, user },
      })),
      pageInfo: pageInfo(false, null),
    },
  },
});
const userPayload = (field: string, typename: string, user: object): FakeAnswer => ({
  data: { [field]: { __typename: typename, userErrors: [], user } },
});

describe('the blocked members list', () => {
  it('says it is loading, then that nobody is blocked', async () => {
    renderWithGraphQL(<BlockedMembersSection />, answerByName({ MyBlocks: blocks([]) }));
    expect(screen.getByText('Loading your blocked members')).toBeTruthy();
    expect(await screen.findByText('You have no blocked members.')).toBeTruthy();
  });

  it('says the list could not load, and tries again on request', async () => {
    renderWithGraphQL(
      <BlockedMembersSection />,
      answerByName({
        MyBlocks: inTurn(
          new TypeError('Failed to fetch'),
          blocks([member('u2', 'kenji', { isBlockedByViewer: true })]),
        ),
      }),
    );
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Could not load your blocked members.');
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kenji Member' })).toBeTruthy();
  });

  it('unblocks, and keeps the row with Block again to undo that', async () => {
    const kenji = member('u2', 'kenji', { isBlockedByViewer: true });
    const { sent } = renderWithGraphQL(
      <BlockedMembersSection />,
      answerByName({
        MyBlocks: blocks([kenji]),
        UnblockMember: userPayload('unblockMember', 'UnblockMemberPayload', { ...kenji, isBlockedByViewer: false }),
        BlockMember: userPayload('blockMember', 'BlockMemberPayload', kenji),
      }),
    );
    const list = await screen.findByRole('list', { name: 'Your blocked members' });
    expect(within(list).getByRole('link', { name: 'Kenji Member' }).getAttribute('href')).toBe(
      '/user-profile/kenji?id=u2',
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Unblock @kenji' }));
    // the toast comes once the action is over (the row is no longer busy)
    expect(await screen.findByText('You unblocked @kenji.')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Block again @kenji' })).toBeTruthy();
    expect(within(list).getByText('@kenji · unblocked')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Block again @kenji' }));
    expect(await within(list).findByRole('button', { name: 'Unblock @kenji' })).toBeTruthy();
    expect(sent.filter((operation) => /blockMember/i.test(operation.name)).map((operation) => operation.name)).toEqual([
      'UnblockMember',
      'BlockMember',
    ]);
  });

  it('shows more blocked members page by page', async () => {
    const { sent } = renderWithGraphQL(
      <BlockedMembersSection />,
      answerByName({
        MyBlocks: (variables) =>
          variables.after
            ? blocks([member('u3', 'mei', { isBlockedByViewer: true })])
            : blocks([member('u2', 'kenji', { isBlockedByViewer: true })], true),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show more blocked members' }));
    expect(await screen.findByRole('link', { name: 'Mei Member' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kenji Member' })).toBeTruthy();
    expect(sent.filter((operation) => operation.name === 'MyBlocks').map((operation) => operation.variables)).toEqual([
      {},
      { after: 'c-u2' },
    ]);
  });
});

describe('the muted members list', () => {
  it('says when each mute ends, unmutes, and mutes again to the same end', async () => {
    const until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const kenji = member('u2', 'kenji', { isMutedByViewer: true });
    const { sent } = renderWithGraphQL(
      <MutedMembersSection />,
      answerByName({
        MyMutes: mutes([
          [kenji, until],
          [member('u3', 'mei', { isMutedByViewer: true }), null],
        ]),
        UnmuteMember: userPayload('unmuteMember', 'UnmuteMemberPayload', { ...kenji, isMutedByViewer: false }),
        MuteMember: {
          data: {
            muteMember: {
              __typename: 'MuteMemberPayload',
              userErrors: [],
              mute: { __typename: 'MemberMute', until, user: kenji },
            },
          },
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Your muted members' });
    expect(within(list).getByText(/^@kenji · muted until /)).toBeTruthy();
    expect(within(list).getByText('@mei · muted until you unmute')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Unmute @kenji' }));
    expect(await screen.findByText('You unmuted @kenji.')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Mute again @kenji' }));
    expect(await within(list).findByRole('button', { name: 'Unmute @kenji' })).toBeTruthy();
    expect(sent.find((operation) => operation.name === 'MuteMember')?.variables).toEqual({ userId: 'u2', until });
  });

  it('says when nobody is muted', async () => {
    renderWithGraphQL(<MutedMembersSection />, answerByName({ MyMutes: mutes([]) }));
    expect(await screen.findByText('You have no muted members.')).toBeTruthy();
  });
});
