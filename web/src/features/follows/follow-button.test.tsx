import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { FollowButton } from './follow-button';

const followed = (status: 'NONE' | 'FOLLOWING' | 'REQUESTED'): FakeAnswer => ({
  data: {
    followUser: {
      __typename: 'FollowUserPayload',
      userErrors: [],
      user: {
        __typename: 'User',
        id: 'u2',
        followStatus: status,
        isFollowed: status === 'FOLLOWING',
        followerCount: status === 'FOLLOWING' ? 1 : 0,
      },
    },
  },
});

describe('FollowButton', () => {
  it('says what a click will do, for each state, in words a screen reader reads with the handle', () => {
    for (const [status, text, name] of [
      ['NONE', 'Follow', 'Follow @kenji'],
      ['FOLLOWING', 'Unfollow', 'Unfollow @kenji'],
      ['REQUESTED', 'Requested', 'Requested: cancel the follow request to @kenji'],
    ] as const) {
      const { view } = renderWithGraphQL(
        <FollowButton userId="u2" status={status} username="kenji" />,
        () => undefined,
      );
      const button = screen.getByRole('button', { name });
      expect(button.textContent).toBe(text);
      view.unmount();
    }
  });

  it('follows once, busy while the answer is on its way (a second click sends nothing), then tells the page', async () => {
    const onChanged = vi.fn();
    const sent: string[] = [];
    const server = ({ name, variables }: { name: string; variables: Record<string, unknown> }) => {
      sent.push(`${name} ${JSON.stringify(variables)}`);
      return 'open' as const;
    };
    const fake = renderWithGraphQL(
      <FollowButton userId="u2" status="NONE" username="kenji" onChanged={onChanged} />,
      server,
    );
    const button = screen.getByRole('button', { name: 'Follow @kenji' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    expect(sent).toEqual(['FollowUser {"userId":"u2"}']);
    fake.push('FollowUser', (followed('FOLLOWING') as { data: unknown }).data);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('unfollows a followed member and cancels a pending request with unfollowUser, never a toggle', async () => {
    for (const status of ['FOLLOWING', 'REQUESTED'] as const) {
      const sent: string[] = [];
      const onChanged = vi.fn();
      const { view } = renderWithGraphQL(
        <FollowButton userId="u2" status={status} username="kenji" onChanged={onChanged} />,
        ({ name, variables }) => {
          sent.push(`${name} ${JSON.stringify(variables)}`);
          return {
            data: {
              unfollowUser: {
                __typename: 'UnfollowUserPayload',
                userErrors: [],
                user: { __typename: 'User', id: 'u2', followStatus: 'NONE', isFollowed: false, followerCount: 0 },
              },
            },
          };
        },
      );
      fireEvent.click(screen.getByRole('button', { name: status === 'FOLLOWING' ? 'Unfollow @kenji' : /Requested/ }));
      await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
      expect(sent).toEqual(['UnfollowUser {"userId":"u2"}']);
      view.unmount();
    }
  });

  it("shows the payload's reason when the follow is refused (a user error), and stays as it was", async () => {
    const onChanged = vi.fn();
    renderWithGraphQL(
      <FollowButton userId="u2" status="NONE" username="kenji" onChanged={onChanged} />,
      answerByName({
        FollowUser: {
          data: {
            followUser: {
              __typename: 'FollowUserPayload',
              user: null,
              userErrors: [{ __typename: 'UserError', field: null, message: 'No such member.', code: 'NOT_FOUND' }],
            },
          },
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Follow @kenji' }));
    expect(await screen.findByText('No such member.')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Follow @kenji' }).textContent).toBe('Follow');
  });

  it("shows the server's reason when the follow fails, and stays as it was", async () => {
    const onChanged = vi.fn();
    renderWithGraphQL(
      <FollowButton userId="u2" status="NONE" username="kenji" onChanged={onChanged} />,
      answerByName({
        FollowUser: { errors: [{ message: 'Too many follow changes.', extensions: { code: 'RATE_LIMITED' } }] },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Follow @kenji' }));
    expect(await screen.findByText('Too many follow changes.')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Follow @kenji' }).textContent).toBe('Follow');
  });
});
