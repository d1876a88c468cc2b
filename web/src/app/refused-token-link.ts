import { ApolloLink } from '@apollo/client/link';
import { ErrorLink } from '@apollo/client/link/error';
import { clearToken, getToken } from '../lib/session';

/**
 * The server answers HTTP 401 when the token sent is malformed, unknown, expired or revoked (a request
 * without a token is a guest). Then the member is signed out here too: the token is forgotten (which also
 * reconnects the WebSocket as a guest) and `onSignedOut` runs (the app resets its cache).
 */
export function createRefusedTokenLink(onSignedOut: () => void): ApolloLink {
  return new ErrorLink(({ operation }) => {
    const { response } = operation.getContext() as { response?: { status?: number } };
    if (response?.status !== 401 || getToken() === null) return;
    clearToken();
    onSignedOut();
  });
}
