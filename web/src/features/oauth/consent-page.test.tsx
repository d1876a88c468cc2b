import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeReturnPath } from '../../lib/return-path';
import { clearToken, setToken } from '../../lib/session';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { ConsentPage } from './consent-page';

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

const AUTHORIZE =
  '/oauth/authorize?response_type=code&client_id=clapp_abc&redirect_uri=https%3A%2F%2Fplanner.example%2Fcb' +
  '&scope=read%20write&state=s1&code_challenge=' +
  'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256';

const requestFields = {
  __typename: 'OAuthAuthorizationRequest',
  appName: 'Trip Planner',
  developer: 'dev',
  scopes: ['READ', 'WRITE'],
  redirectUri: 'https://planner.example/cb',
  alreadyAllowed: false,
};
const request: FakeAnswer = { data: { oauthAuthorizationRequest: requestFields } };

function renderConsent(table: Parameters<typeof answerByName>[0], route = AUTHORIZE) {
  const navigate = vi.fn();
  const fake = renderWithGraphQL(
    <Routes>
      <Route path="/" element={<p>login screen</p>} />
      <Route path="/oauth/authorize" element={<ConsentPage navigate={navigate} />} />
    </Routes>,
    answerByName({ Viewer: { data: { me: viewer } }, ...table }),
    { route },
  );
  return { navigate, fake };
}

describe('ConsentPage', () => {
  beforeEach(() => setToken('session-token'));

  it('shows the app, who registered it and the scopes in plain words, and Allow sends the browser back with the code', async () => {
    const decided = vi.fn((variables: Record<string, unknown>): FakeAnswer => ({
      data: {
        decideOAuthAuthorization: {
          __typename: 'DecideOAuthAuthorizationPayload',
          redirectTo: variables.allow ? 'https://planner.example/cb?code=clcode_x&state=s1' : 'unexpected',
          userErrors: [],
        },
      },
    }));
    const { navigate, fake } = renderConsent({ OAuthAuthorizationRequest: request, DecideOAuthAuthorization: decided });
    expect(await screen.findByRole('heading', { name: 'Allow Trip Planner to use your account?' })).toBeTruthy();
    expect(screen.getByText(/registered by @dev/)).toBeTruthy();
    expect(screen.getByText('See your profile, posts, itineraries and everything you can see')).toBeTruthy();
    expect(screen.getByText('Post, comment, like, follow and edit itineraries as you')).toBeTruthy();
    expect(screen.queryByText('Read your notifications and mark them read')).toBeNull();
    const sentRequest = fake.sent.find((operation) => operation.name === 'OAuthAuthorizationRequest')!;
    expect(sentRequest.variables.input).toMatchObject({
      clientId: 'clapp_abc',
      responseType: 'CODE',
      redirectUri: 'https://planner.example/cb',
      scope: 'read write',
      state: 's1',
      codeChallengeMethod: 'S256',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://planner.example/cb?code=clcode_x&state=s1'));
    expect(decided).toHaveBeenCalledWith(expect.objectContaining({ allow: true }));
  });

  it('Deny sends the answer the server built (access_denied)', async () => {
    const denied = 'https://planner.example/cb?error=access_denied&state=s1';
    const { navigate } = renderConsent({
      OAuthAuthorizationRequest: request,
      DecideOAuthAuthorization: (variables) => ({
        data: {
          decideOAuthAuthorization: {
            __typename: 'DecideOAuthAuthorizationPayload',
            redirectTo: variables.allow ? 'unexpected' : denied,
            userErrors: [],
          },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(denied));
  });

  it('shows a refused request as an error and sends the browser nowhere', async () => {
    const { navigate } = renderConsent({
      OAuthAuthorizationRequest: {
        errors: [
          { message: 'This redirect URI is not registered for the app.', extensions: { code: 'BAD_USER_INPUT' } },
        ],
      },
    });
    expect(await screen.findByText("This app's request cannot be completed")).toBeTruthy();
    expect(screen.getByText('This redirect URI is not registered for the app.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a response_type other than code back to the checked redirect URI as unsupported_response_type', async () => {
    const { navigate } = renderConsent(
      { OAuthAuthorizationRequest: request },
      AUTHORIZE.replace('response_type=code', 'response_type=token'),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    const back = new URL(navigate.mock.calls[0]![0] as string);
    expect(`${back.origin}${back.pathname}`).toBe('https://planner.example/cb');
    expect(back.searchParams.get('error')).toBe('unsupported_response_type');
    expect(back.searchParams.get('state')).toBe('s1');
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('sends a refusal the server addressed to the app (a bad scope) back there, asking nothing', async () => {
    const address = 'https://planner.example/cb?error=invalid_scope&error_description=Unknown+scope&state=s1';
    const { navigate } = renderConsent({
      OAuthAuthorizationRequest: {
        errors: [{ message: 'Unknown scope', extensions: { code: 'BAD_USER_INPUT', redirectTo: address } }],
      },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(address));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('allows at once an app the member already allowed these scopes', async () => {
    const decided = vi.fn((): FakeAnswer => ({
      data: {
        decideOAuthAuthorization: {
          __typename: 'DecideOAuthAuthorizationPayload',
          redirectTo: 'https://planner.example/cb?code=clcode_y&state=s1',
          userErrors: [],
        },
      },
    }));
    const allowed = { data: { oauthAuthorizationRequest: { ...requestFields, alreadyAllowed: true } } };
    const { navigate } = renderConsent({ OAuthAuthorizationRequest: allowed, DecideOAuthAuthorization: decided });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://planner.example/cb?code=clcode_y&state=s1'));
    expect(decided).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('says why the decision was refused, keeps the buttons usable and sends the browser nowhere', async () => {
    const { navigate } = renderConsent({
      OAuthAuthorizationRequest: request,
      DecideOAuthAuthorization: {
        data: {
          decideOAuthAuthorization: {
            __typename: 'DecideOAuthAuthorizationPayload',
            redirectTo: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'redirectUri',
                message: 'This redirect URI is not registered for the app.',
                code: 'BAD_USER_INPUT',
              },
            ],
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This redirect URI is not registered for the app.');
    expect(navigate).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Allow' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a guest to sign in first and remembers to come back', async () => {
    clearToken();
    renderConsent({ OAuthAuthorizationRequest: request });
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(takeReturnPath()).toBe(AUTHORIZE);
  });
});
