import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { AdminLoadError } from './admin-load-error';
import { MoreSurveyResponsesDocument } from './survey/api/more-survey-responses';
import { SurveyResultsDocument } from './survey/api/survey-results';
import { DonutChart } from './survey/donut-chart';
import { SurveyResponseCard } from './survey/survey-response-card';
import { SurveyStatistics } from './survey/survey-statistics';
import { SurveyTable } from './survey/survey-table';
import './admin.css';
import './survey/survey-results.css';

const PAGE_SIZE = 50;

/** /response ('Reponse'): the usability survey's summary, statistics and every response (admins only). */
export function SurveyResultsPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(SurveyResultsDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [view, setView] = useState<'chart' | 'table'>('chart');
  // Older pages ask for the responses alone; the cache's paging rule appends them to this query's list.
  const fetchOlder = useCallback(
    ({ variables }: { variables: { after: string } }) =>
      fetchMore({ query: MoreSurveyResponsesDocument, variables: { first: PAGE_SIZE, after: variables.after } }),
    [fetchMore],
  );
  const more = useLoadMore(data?.surveyResponses.pageInfo, fetchOlder);
  const refresh = () => void refetch().catch(() => undefined);
  const responses = data?.surveyResponses.nodes ?? [];

  return (
    <div className="admin-page survey-results">
      <header className="admin-page__header">
        <div>
          <h1 className="page-title">Survey Responses</h1>
          <p className="admin-page__subtitle">What members think of CulturaLink</p>
        </div>
        <Button variant="secondary" onClick={refresh} busy={loading && Boolean(data)}>
          Refresh Surveys
        </Button>
      </header>
      {!data && loading ? (
        <p className="survey-results__loading" role="status">
          Loading survey responses...
        </p>
      ) : !data ? (
        <AdminLoadError error={error} title="Could not load the survey responses" onRetry={refresh} />
      ) : (
        <>
          <div className="survey-results__summary">
            <section className="card survey-summary" aria-labelledby="survey-summary-title">
              <div className="survey-summary__head">
                <h2 id="survey-summary-title" className="survey-results__heading">
                  Response Summary
                </h2>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={view === 'table'}
                  onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
                >
                  {view === 'chart' ? 'Show as table' : 'Show as chart'}
                </Button>
              </div>
              {view === 'chart' ? (
                <DonutChart counts={data.surveyStats.countsByAnswer} average={data.surveyStats.averageScore} />
              ) : (
                <SurveyTable counts={data.surveyStats.countsByAnswer} total={data.surveyStats.totalResponses} />
              )}
            </section>
            <SurveyStatistics stats={data.surveyStats} />
          </div>
          {responses.length === 0 ? (
            <EmptyState icon={<Icon name="clipboard" size={28} />} title="No survey responses available." />
          ) : (
            <ul className="survey-results__responses" aria-label="Survey responses">
              {responses.map((response) => (
                <li key={response.id}>
                  <SurveyResponseCard response={response} questions={data.surveyQuestions} />
                </li>
              ))}
            </ul>
          )}
          {more.hasMore && (
            <div className="admin-page__more">
              <Button variant="secondary" onClick={() => void more.loadMore()} busy={more.loadingMore}>
                Load more responses
              </Button>
              {more.loadMoreFailed && <p role="alert">Could not load more responses.</p>}
            </div>
          )}
        </>
      )}
    </div>
  );
}
