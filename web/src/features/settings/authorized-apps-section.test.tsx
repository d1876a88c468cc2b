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
const listed = (apps: object[]): FakeAnswer => ({ data: { authorizedApps: apps } });

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
        RevokeAppAuthorization: { data: { revokeAppAuthorization: 'a1' } },
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
});
