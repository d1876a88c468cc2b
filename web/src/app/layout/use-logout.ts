import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearToken } from '../session';
import { LogoutDocument } from './logout';

/** Ends the session on the server, then forgets the token and every cached answer; a failure leads to /test. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout, { loading }] = useMutation(LogoutDocument);
  const run = useCallback(async () => {
    try {
      await logout();
    } catch {
      navigate('/test');
      return;
    }
    clearToken();
    navigate('/', { replace: true });
    await client.clearStore();
  }, [client, logout, navigate]);
  return { logout: run, loggingOut: loading };
}
