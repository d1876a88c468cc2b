import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TriviaBatchFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { FetchTriviaDocument } from './api/fetch-trivia';
import { RecentTriviaDocument } from './api/recent-trivia';
import { TriviaAllowanceDocument } from './api/trivia-allowance';
import { exhaustedAllowance, type Allowance } from './trivia-allowance';

export type TriviaQuestion = TriviaBatchFieldsFragment['questions'][number];

/**
 * The questions of this hour: on entry the batches already served (a refresh or a second visit costs no fetch), or,
 * when there are none, a first batch; each fetch appends 10 and the server counts it against the hour.
 */
export function useTrivia() {
  const client = useApolloClient();
  const [fetchTrivia, { loading: fetching }] = useMutation(FetchTriviaDocument);
  const [questions, setQuestions] = useState<TriviaQuestion[]>([]);
  const [allowance, setAllowance] = useState<Allowance | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const requested = useRef(false);

  const fetchMore = useCallback(async () => {
    setError(null);
    try {
      const { data } = await fetchTrivia();
      const { questions: batch, ...nextAllowance } = resultOf(data?.fetchTrivia, 'batch');
      setAllowance(nextAllowance);
      setQuestions((previous) => {
        const seen = new Set(previous.map((question) => question.id));
        return [...previous, ...batch.filter((question) => !seen.has(question.id))];
      });
    } catch (caught) {
      const apiError = readApiError(caught);
      if (apiError.code === 'RATE_LIMITED') {
        const retryAfter = Number(apiError.extensions.retryAfterSeconds ?? 3600);
        setAllowance((previous) => exhaustedAllowance(previous, retryAfter, new Date()));
      } else {
        setError(apiError.message);
        // The fetch may or may not have counted: ask the server so the button tells the truth.
        const { data } = await client
          .query({ query: TriviaAllowanceDocument, fetchPolicy: 'network-only' })
          .catch(() => ({ data: undefined }));
        if (data) setAllowance(data.triviaAllowance);
      }
    } finally {
      setStarted(true);
    }
  }, [client, fetchTrivia]);

  useEffect(() => {
    // Once on entry; the ref keeps React's development double effects from spending a second fetch.
    if (requested.current) return;
    requested.current = true;
    void (async () => {
      try {
        const { data } = await client.query({ query: RecentTriviaDocument, fetchPolicy: 'network-only' });
        if (data && data.recentTrivia.questions.length > 0) {
          const { questions: served, ...current } = data.recentTrivia;
          setQuestions(served);
          setAllowance(current);
          setStarted(true);
          return;
        }
      } catch (caught) {
        // Could not even read what was served: say so and let the member fetch when ready; nothing was spent.
        setError(readApiError(caught).message);
        setStarted(true);
        return;
      }
      await fetchMore();
    })();
  }, [client, fetchMore]);

  return { questions, allowance, error, fetching, loading: !started, fetchMore };
}
