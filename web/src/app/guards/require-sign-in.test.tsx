import { ServerError } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../lib/session';
import { renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { RequireSignIn } from './require-sign-in';

/** The guard in front of /settings, with the server answering the Viewer query with `answer`. */
function renderGuard(answer: FakeAnswer) {
  renderWithGraphQL(
    <Routes>
      <Route path="/" element={<p>login screen</p>} />
      <Route element={<RequireSignIn />}>
        <Route path="/settings" element={<p>settings screen</p>} />
      </Route>
    </Routes>,
    ({ name }) => (name === 'Viewer' ? answer : undefined),
    { route: '/settings' },
  );
}

const member = {
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

describe('RequireSignIn', () => {
  it('sends a guest without a token to the login screen', async () => {
    renderGuard({ data: { me: null } });
    expect(await screen.findByText('login screen')).toBeTruthy();
  });

  it('shows the page once the stored token is accepted', async () => {
    setToken('good');
    renderGuard({ data: { me: member } });
    expect(await screen.findByText('settings screen')).toBeTruthy();
    expect(getToken()).toBe('good');
  });

  it('drops a token the server no longer accepts', async () => {
    setToken('revoked');
    renderGuard({ data: { me: null } });
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('drops the token when the user fetch fails with a GraphQL error', async () => {
    setToken('broken');
    renderGuard({ errors: [{ message: 'Please sign in.', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('keeps the token and offers a retry when the network fails', async () => {
    setToken('kept');
    renderGuard(new TypeError('Failed to fetch'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(getToken()).toBe('kept');
  });

  it('keeps the token on a 429 and says to slow down, never that CulturaLink could not be reached', async () => {
    setToken('kept');
    renderGuard(
      new ServerError('Response not successful: Received status code 429', {
        response: new Response('', { status: 429, headers: { 'retry-after': '12' } }),
        bodyText: '{"errors":[{"message":"Too many requests.","extensions":{"code":"RATE_LIMITED"}}]}',
      }),
    );
    expect(await screen.findByText('CulturaLink is busy')).toBeTruthy();
    expect(screen.getByText('You are going faster than CulturaLink allows; trying again in 12 s.')).toBeTruthy();
    expect(screen.queryByText('We could not reach CulturaLink')).toBeNull();
    expect(getToken()).toBe('kept');
  });
});
