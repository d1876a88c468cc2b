import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { markSurveyOffered, shouldOfferSurvey } from '../survey';
import type { LogoutSurveyOfferProps } from '../survey';
import { readApiError } from '../../lib/graphql-error';
import { clearToken } from '../../lib/session';
import { resultOf } from '../../lib/user-errors';
import { useViewer } from '../../lib/viewer';
import { LogoutDocument } from './logout';

/**
 * Ends the session on the server, then forgets the token and every cached answer; a failure leads to /test.
 * `logout()` first offers the survey, once, to a member who has not answered it (`surveyOffer` is then set);
 * `endSession()` logs out straight away.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const [logout, { loading }] = useMutation(LogoutDocument);
  const [checking, setChecking] = useState(false);
  const [offering, setOffering] = useState(false);
  const endSession = useCallback(async () => {
    try {
      const { data } = await logout();
      resultOf(data?.logout, 'user');
    } catch (error) {
      // A token the server no longer accepts has ended already: sign out here too.
      if (readApiError(error).code !== 'UNAUTHENTICATED') {
        navigate('/test');
        return;
      }
    }
    clearToken();
    navigate('/', { replace: true });
    await client.clearStore();
  }, [client, logout, navigate]);
  const run = useCallback(async () => {
    if (viewer) {
      setChecking(true);
      const offer = await shouldOfferSurvey(client, viewer.id);
      setChecking(false);
      if (offer) {
        markSurveyOffered(viewer.id);
        setOffering(true);
        return;
      }
    }
    await endSession();
  }, [client, endSession, viewer]);
  const surveyOffer: LogoutSurveyOfferProps | null = offering
    ? {
        onTakeSurvey: () => {
          setOffering(false);
          navigate('/tamsurvey');
        },
        onLogOutNow: () => {
          setOffering(false);
          void endSession();
        },
        onDismiss: () => setOffering(false),
      }
    : null;
  return { logout: run, endSession, loggingOut: loading || checking, surveyOffer };
}
