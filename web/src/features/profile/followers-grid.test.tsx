import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { FollowersGrid } from './followers-grid';

const member = (n: number) => ({
  __typename: 'User' as const,
  id: `f${n}`,
  username: `fan_${n}`,
  fullName: `Fan Number ${n}`,
  country: n % 2 ? 'Japan' : null,
  photoThumbUrl: null,
});

/** One page of followers: members `from`..`to`, more after it when `more`. */
const page = (from: number, to: number, more: boolean): FakeAnswer => ({
  data: {
    user: {
      __typename: 'User',
      id: 'u1',
      followers: {
        __typename: 'UserConnection',
        edges: Array.from({ length: to - from + 1 }, (_, i) => ({ __typename: 'UserEdge', node: member(from + i) })),
        pageInfo: { __typename: 'PageInfo', endCursor: more ? `c${to}` : null, hasNextPage: more },
      },
    },
  },
});

describe('FollowersGrid', () => {
  it('shows skeleton cards while loading, then each follower linking to their profile', async () => {
    renderWithGraphQL(<FollowersGrid userId="u1" />, answerByName({ ProfileFollowers: page(1, 2, false) }));
    expect(screen.getByRole('list', { name: 'Loading followers' }).getAttribute('aria-busy')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Followers' });
    const link = within(list).getByRole('link', { name: /Fan Number 1/ });
    expect(link.getAttribute('href')).toBe('/user-profile/fan_1?id=f1');
    expect(link.textContent).toContain('@fan_1');
    expect(link.textContent).toContain('Japan');
    expect(screen.queryByRole('button', { name: 'Show more followers' })).toBeNull();
  });

  it('says so when nobody follows yet', async () => {
    renderWithGraphQL(<FollowersGrid userId="u1" />, answerByName({ ProfileFollowers: page(1, 0, false) }));
    expect(await screen.findByText('No followers yet')).toBeTruthy();
  });

  it('says the list could not load, not that it is empty, and tries again on request', async () => {
    renderWithGraphQL(
      <FollowersGrid userId="u1" />,
      answerByName({ ProfileFollowers: inTurn(new TypeError('Failed to fetch'), page(1, 1, false)) }),
    );
    expect(await screen.findByText('Could not load followers')).toBeTruthy();
    expect(screen.queryByText('No followers yet')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Fan Number 1/ })).toBeTruthy();
  });

  it('pages with the last cursor, keeps what it showed when the next page fails, and retries', async () => {
    const { sent } = renderWithGraphQL(
      <FollowersGrid userId="u1" />,
      answerByName({
        ProfileFollowers: (variables) =>
          variables.after
            ? sent.filter((o) => o.variables.after).length > 1
              ? page(3, 4, false)
              : new TypeError('offline')
            : page(1, 2, true),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Show more followers' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load more followers.');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Fan Number 4/ })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(sent.filter((o) => o.name === 'ProfileFollowers').map((o) => o.variables)).toEqual([
      { userId: 'u1' },
      { userId: 'u1', after: 'c2' },
      { userId: 'u1', after: 'c2' },
    ]);
    expect(screen.queryByRole('button', { name: /Show more|Try again/ })).toBeNull();
  });
});
