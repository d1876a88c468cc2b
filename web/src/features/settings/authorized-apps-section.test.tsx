import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { AuthorizedAppsSection } from './authorized-apps-section';

const app = {
  __typename: 'AuthorizedApp' as const,
  id: 'a1',
  name: 'Trip Planner',
  scopes: ['READ' as const, 'WRITE' as const],
  authorizedAt: '2026-01-01T00:00:00.000Z',
  lastUsedAt: null,
};
const page = (apps: { id: string }[], more = { hasNextPage: false, totalCount: apps.length }): FakeAnswer => ({
  data: {
    authorizedApps: {
      __typename: 'AuthorizedAppConnection',
      totalCount: more.totalCount,
      edges: apps.map((node) => ({ __typename: 'AuthorizedAppEdge', node })),
      pageInfo: { __typename: 'PageInfo', endCursor: apps.at(-1)?.id ?? null, hasNextPage: more.hasNextPage },
    },
  },
});
const listed = (apps: { id: string }[]): FakeAnswer => page(apps);

describe('AuthorizedAppsSection', () => {
  it('says it is loading, then that no app holds access, never the other way round', async () => {
    renderWithGraphQL(<AuthorizedAppsSection />, answerByName({ AuthorizedApps: listed([]) }));
    expect(screen.getByText('Loading your authorized apps')).toBeTruthy();
    expect(await screen.findByText('You have no authorized apps.')).toBeTruthy();
  });

  it('says the list could not load and tries again on request', async () => {
    renderWithGraphQL(
      <AuthorizedAppsSection />,
      answerByName({ AuthorizedApps: inTurn(new TypeError('Failed to fetch'), listed([app])) }),
    );
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Could not load your authorized apps.');
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Trip Planner')).toBeTruthy();
  });

  it('lists an app with its scopes and revokes it after confirming', async () => {
    const { sent } = renderWithGraphQL(
      <AuthorizedAppsSection />,
      answerByName({
        AuthorizedApps: inTurn(listed([app]), listed([])),
        RevokeAppAuthorization: {
          data: {
            revokeAppAuthorization: { __typename: 'RevokeAppAuthorizationPayload', revokedAppId: 'a1', userErrors: [] },
          },
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Your authorized apps' });
    expect(within(list).getByText(/READ, WRITE · allowed .* · never used/)).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no authorized apps.')).toBeTruthy();
    expect(sent.find((operation) => operation.name === 'RevokeAppAuthorization')?.variables).toEqual({ appId: 'a1' });
  });

  it('shows more apps page by page, after the last one shown', async () => {
    const second = { ...app, id: 'a2', name: 'Photo Sync' };
    const { sent } = renderWithGraphQL(
      <AuthorizedAppsSection />,
      answerByName({
        AuthorizedApps: (variables) =>
          variables.after
            ? page([second], { hasNextPage: false, totalCount: 2 })
            : page([app], { hasNextPage: true, totalCount: 2 }),
      }),
    );
    await screen.findByText('Trip Planner');
    fireEvent.click(screen.getByRole('button', { name: 'Show more authorized apps (1 more)' }));
    expect(await screen.findByText('Photo Sync')).toBeTruthy();
    expect(screen.getByText('Trip Planner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(sent.filter((operation) => operation.name === 'AuthorizedApps').map((o) => o.variables)).toEqual([
      {},
      { after: 'a1' },
    ]);
  });
});
