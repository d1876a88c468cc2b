import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { MoreSurveyResponsesDocument } from './api/more-survey-responses';
import type { SurveyResponseFragment } from './survey-types';

/** Responses older than the first page, loaded on demand (`after` is the id of the last response shown). */
export function useOlderResponses(pageSize: number) {
  const client = useApolloClient();
  const [older, setOlder] = useState<SurveyResponseFragment[]>([]);
  const [exhausted, setExhausted] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadAfter = async (lastId: string) => {
    setLoading(true);
    setFailed(false);
    try {
      const result = await client.query({
        query: MoreSurveyResponsesDocument,
        variables: { first: pageSize, after: lastId },
        fetchPolicy: 'network-only',
      });
      const page = result.data?.surveyResponses ?? [];
      setOlder((list) => [...list, ...page]);
      setExhausted(page.length < pageSize);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const reset = () => {
    setOlder([]);
    setExhausted(false);
  };

  return { older, exhausted, loading, failed, loadAfter, reset };
}
