import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { AccessTokenScope, OAuthResponseType } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { rememberReturnPath } from '../../lib/return-path';
import { resultOf } from '../../lib/user-errors';
import { useViewer } from '../../lib/viewer';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Logo } from '../../ui/logo';
import { PageSpinner } from '../../ui/spinner';
import { DecideOAuthAuthorizationDocument, OAuthAuthorizationRequestDocument } from './api/consent';
import '../../ui/button.css';
import '../../ui/card.css';
import './consent-page.css';

/** What each scope lets an app do, in plain words. */
export const SCOPE_WORDS: Record<AccessTokenScope, string> = {
  READ: 'See your profile, posts, itineraries and everything you can see',
  WRITE: 'Post, comment, like, follow and edit itineraries as you',
  NOTIFICATIONS: 'Read your notifications and mark them read',
  ADMIN: 'Moderate and manage users',
};

/** Sends the browser to the app (a full navigation: the address is another site). */
export const leaveFor = (address: string) => window.location.assign(address);

/** The app's redirect URI with `error=` and `state` (RFC 6749 §4.1.2.1), for what the page itself refuses. */
export function errorAddress(redirectUri: string, error: string, description: string, state: string | null): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state) url.searchParams.set('state', state);
  return url.toString();
}

/**
 * The OAuth 2 consent screen at /oauth/authorize: the app's name, who registered it and what it asks for, with
 * Allow and Deny. A guest signs in first and comes back here. An app the member already allowed these scopes
 * (a live grant) is allowed at once. An unknown app or unregistered redirect URI is shown as an error and the
 * browser is sent nowhere; any other problem (scope, PKCE, response type) goes back to the app with `error=`.
 */
export function ConsentPage({ navigate = leaveFor }: { navigate?: (address: string) => void }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const { viewer, loading: viewerLoading, token } = useViewer();
  const input = useMemo(
    () => ({
      clientId: params.get('client_id') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      responseType: 'CODE' as OAuthResponseType,
      scope: params.get('scope'),
      state: params.get('state'),
      codeChallenge: params.get('code_challenge'),
      codeChallengeMethod: params.get('code_challenge_method'),
    }),
    [params],
  );
  const signedIn = Boolean(token && viewer);
  // The API issues authorization codes only: another response_type goes back to the app once the request is checked.
  const unsupported = params.get('response_type') !== 'code';
  const { data, loading, error } = useQuery(OAuthAuthorizationRequestDocument, {
    variables: { input },
    skip: !signedIn,
    fetchPolicy: 'network-only',
  });
  const [decide] = useMutation(DecideOAuthAuthorizationDocument);
  const [busy, setBusy] = useState<'allow' | 'deny' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const request = data?.oauthAuthorizationRequest;

  /** Sends the decision and the browser where the server says; a refusal is shown (the callbacks set state). */
  const send = (allow: boolean) =>
    decide({ variables: { input, allow } })
      .then((result) => navigate(resultOf(result.data?.decideOAuthAuthorization, 'redirectTo')))
      .catch((caught: unknown) => {
        setProblem(readApiError(caught).message || 'Something went wrong. Please try again.');
        setBusy(null);
      });
  const answer = async (allow: boolean) => {
    setBusy(allow ? 'allow' : 'deny');
    setProblem(null);
    await send(allow);
  };

  // Where the app hears of a problem, once its redirect URI is known to be its own: the server's address for a
  // refused request, or ours for a response type the server's input cannot even carry.
  const sendBack = error
    ? (readApiError(error).extensions.redirectTo as string | undefined)
    : request && unsupported
      ? errorAddress(
          request.redirectUri,
          'unsupported_response_type',
          'Only response_type=code is supported.',
          input.state,
        )
      : undefined;
  const allowAtOnce = Boolean(request && !unsupported && request.alreadyAllowed);
  const acted = useRef(false);
  useEffect(() => {
    if (acted.current) return;
    if (sendBack) {
      acted.current = true;
      navigate(sendBack);
    } else if (allowAtOnce) {
      acted.current = true;
      void send(true);
    }
  });

  if (!token || (!viewerLoading && !viewer)) {
    rememberReturnPath(location.pathname + location.search);
    return <Navigate to="/" replace />;
  }
  if (viewerLoading || loading) return <PageSpinner label="Loading the request" />;
  if (sendBack || (allowAtOnce && !problem)) return <PageSpinner label="Returning to the app" />;

  if (unsupported || error || !request)
    return (
      <main className="consent">
        <Logo />
        <EmptyState
          tone="error"
          title="This app's request cannot be completed"
          message={
            unsupported
              ? 'Only response_type=code is supported.'
              : error
                ? readApiError(error).message
                : 'The request could not be read.'
          }
        />
      </main>
    );

  const destination = (() => {
    try {
      return new URL(request.redirectUri).host;
    } catch {
      return request.redirectUri;
    }
  })();

  return (
    <main className="consent card" aria-labelledby="consent-title">
      <Logo />
      <h1 id="consent-title" className="consent__title">
        Allow {request.appName} to use your account?
      </h1>
      <p className="consent__note">
        {request.appName} was registered by @{request.developer}. You are signed in as @{viewer!.username}.
      </p>
      <p>It asks to:</p>
      <ul className="consent__scopes">
        {request.scopes.map((scope) => (
          <li key={scope}>{SCOPE_WORDS[scope]}</li>
        ))}
      </ul>
      <p className="consent__note">
        It will never see your password. You can take this access back at any time in Settings → Authorized apps.
        Allowing sends you back to {destination}.
      </p>
      {problem && (
        <p role="alert" className="consent__note">
          {problem}
        </p>
      )}
      <div className="consent__actions">
        <Button variant="secondary" busy={busy === 'deny'} disabled={busy !== null} onClick={() => void answer(false)}>
          Deny
        </Button>
        <Button busy={busy === 'allow'} disabled={busy !== null} onClick={() => void answer(true)}>
          Allow
        </Button>
      </div>
    </main>
  );
}
