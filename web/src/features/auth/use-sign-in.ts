import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { takeReturnPath } from '../../lib/return-path';
import { setToken } from '../../lib/session';
import { ViewerDocument } from '../../lib/viewer';

/**
 * Keeps a fresh session: the member goes into the cache first, then the token, then back to the page that sent
 * them to sign in (the OAuth consent screen), else to the dashboard.
 */
export function useSignIn() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(
    (token: string, user: ViewerFieldsFragment) => {
      client.writeQuery({ query: ViewerDocument, data: { __typename: 'Query', me: user } });
      setToken(token);
      navigate(takeReturnPath() ?? '/dashboard', { replace: true });
    },
    [client, navigate],
  );
}
