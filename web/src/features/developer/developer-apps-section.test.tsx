import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { DeveloperAppsSection } from './developer-apps-section';

const app = {
  __typename: 'OAuthApp' as const,
  id: 'p1',
  name: 'Trip Planner',
  clientId: 'clapp_abc',
  redirectUris: ['https://example.com/callback'],
  confidential: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const listed = (apps: object[]): FakeAnswer => ({ data: { oauthApps: apps } });

function renderSection(server: Parameters<typeof answerByName>[0]) {
  return renderWithGraphQL(<DeveloperAppsSection />, answerByName(server));
}

describe('DeveloperAppsSection', () => {
  it('says it is loading, then that there are no apps', async () => {
    renderSection({ OAuthApps: listed([]) });
    expect(screen.getByText('Loading your apps')).toBeTruthy();
    expect(await screen.findByText('You have no apps.')).toBeTruthy();
  });

  it('registers a confidential app and shows its client secret once', async () => {
    const { sent } = renderSection({
      OAuthApps: inTurn(listed([]), listed([app])),
      RegisterOAuthApp: {
        data: {
          registerOAuthApp: { __typename: 'RegisterOAuthAppPayload', clientSecret: 'clcs_SECRET', app, userErrors: [] },
        },
      },
    });
    await screen.findByText('You have no apps.');
    fireEvent.change(screen.getByLabelText('App name'), { target: { value: ' Trip Planner ' } });
    fireEvent.change(screen.getByLabelText(/Redirect URIs/), {
      target: { value: 'https://example.com/callback  https://example.com/other ' },
    });
    fireEvent.click(screen.getByLabelText(/Confidential/));
    fireEvent.click(screen.getByRole('button', { name: 'Register app' }));
    expect((await screen.findByLabelText('Client secret')).textContent).toBe('clcs_SECRET');
    expect(sent.find((operation) => operation.name === 'RegisterOAuthApp')?.variables).toEqual({
      input: {
        name: 'Trip Planner',
        redirectUris: ['https://example.com/callback', 'https://example.com/other'],
        confidential: true,
      },
    });
  });

  it('shows the server’s refusal on the redirect URI field', async () => {
    renderSection({
      OAuthApps: listed([]),
      RegisterOAuthApp: {
        data: {
          registerOAuthApp: {
            __typename: 'RegisterOAuthAppPayload',
            clientSecret: null,
            app: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'redirectUris',
                message: 'Use https (or http on localhost).',
                code: 'BAD_USER_INPUT',
              },
            ],
          },
        },
      },
    });
    await screen.findByText('You have no apps.');
    fireEvent.change(screen.getByLabelText('App name'), { target: { value: 'Planner' } });
    fireEvent.change(screen.getByLabelText(/Redirect URIs/), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register app' }));
    const field = screen.getByLabelText(/Redirect URIs/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Use https (or http on localhost).',
    );
    expect(screen.queryByLabelText('Client secret')).toBeNull();
  });

  it('deletes an app only after confirmation', async () => {
    const { sent } = renderSection({
      OAuthApps: inTurn(listed([app]), listed([])),
      DeleteOAuthApp: {
        data: { deleteOAuthApp: { __typename: 'DeleteOAuthAppPayload', deletedOAuthAppId: 'p1', userErrors: [] } },
      },
    });
    const deletions = () => sent.filter((operation) => operation.name === 'DeleteOAuthApp');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deletions()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no apps.')).toBeTruthy();
    expect(deletions()).toEqual([{ name: 'DeleteOAuthApp', variables: { id: 'p1' } }]);
  });

  it('says why a deletion was refused and keeps the app listed', async () => {
    renderSection({
      OAuthApps: listed([app]),
      DeleteOAuthApp: {
        data: {
          deleteOAuthApp: {
            __typename: 'DeleteOAuthAppPayload',
            deletedOAuthAppId: null,
            userErrors: [{ __typename: 'UserError', field: null, message: 'No such app.', code: 'NOT_FOUND' }],
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No such app.')).toBeTruthy();
    expect(screen.queryByText('App "Trip Planner" deleted.')).toBeNull();
    expect(screen.getByText('Trip Planner')).toBeTruthy();
  });
});
