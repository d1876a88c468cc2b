import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/session';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { DeveloperPage } from './developer-page';

const viewer = {
  __typename: 'User',
  id: 'u1',
  username: 'ana',
  fullName: 'Ana Cruz',
  country: 'Peru',
  email: 'ana@example.com',
  isPrivate: false,
  isAdmin: false,
  photoUrl: null,
  photoThumbUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const empty = {
  AccessTokens: { data: { accessTokens: [] } },
  Webhooks: { data: { webhooks: [] } },
  OAuthApps: { data: { oauthApps: [] } },
} satisfies Record<string, FakeAnswer>;

function renderPage(table: Parameters<typeof answerByName>[0]) {
  return renderWithGraphQL(<DeveloperPage />, answerByName({ Viewer: { data: { me: viewer } }, ...table }), {
    route: '/developer',
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('DeveloperPage', () => {
  beforeEach(() => setToken('session-token'));
  afterEach(() => {
    clearToken();
    vi.restoreAllMocks();
  });

  it('holds tokens, webhooks and OAuth apps under their own headings, empty at first, and links back to Settings', async () => {
    renderPage(empty);
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer' })).toBeTruthy();
    expect(await within(section('Personal access tokens')).findByText('You have no access tokens.')).toBeTruthy();
    expect(await within(section('Webhooks')).findByText('You have no webhooks.')).toBeTruthy();
    expect(await within(section('OAuth apps')).findByText(/You have no/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    // the product's own controls: named checkboxes in a group, the expiry a labelled field
    const scopes = within(section('Personal access tokens')).getByRole('group', { name: 'Scopes' });
    expect(within(scopes).getByRole('checkbox', { name: /^Read/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: 'Expires after' })).toBeTruthy();
  });

  it('shows a spinner while the member loads, then each list says it is loading, never "none"', async () => {
    renderPage({ AccessTokens: 'open', Webhooks: 'open', OAuthApps: 'open' });
    expect(await screen.findByText('Loading your access tokens')).toBeTruthy();
    expect(screen.getByText('Loading your webhooks')).toBeTruthy();
    expect(screen.queryByText(/You have no/)).toBeNull();
  });

  it('says the member is offline when the lists cannot be fetched, and Try again loads them once back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage({
      AccessTokens: inTurn(new TypeError('Failed to fetch'), empty.AccessTokens),
      Webhooks: inTurn(new TypeError('Failed to fetch'), empty.Webhooks),
      OAuthApps: inTurn(new TypeError('Failed to fetch'), empty.OAuthApps),
    });
    await screen.findByRole('heading', { level: 1, name: 'Developer' });
    const tokens = section('Personal access tokens');
    const alert = await within(tokens).findByRole('alert');
    expect(alert.textContent).toMatch(/You are offline/);
    expect(within(section('Webhooks')).getByRole('alert').textContent).toMatch(/You are offline/);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(tokens).getByText('You have no access tokens.')).toBeTruthy());
  });
});
