import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchTriviaMutation } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { FetchTriviaDocument } from './api/fetch-trivia';
import { TriviaAllowanceDocument } from './api/trivia-allowance';
import { exhaustedAllowance, type Allowance } from './trivia-allowance';

export type TriviaQuestion = FetchTriviaMutation['fetchTrivia']['questions'][number];

/** The questions read so far on this visit; each fetch appends a batch of 10 and the server counts it against the hour. */
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
      if (!data) return;
      const { questions: batch, ...nextAllowance } = data.fetchTrivia;
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
    // One batch on entry; the ref keeps React's development double effects from spending a second fetch.
    if (requested.current) return;
    requested.current = true;
    void fetchMore();
  }, [fetchMore]);

  return { questions, allowance, error, fetching, loading: !started, fetchMore };
}
