import { formatAverage, surveyAnswerLabel } from './survey-answers';
import type { SurveyStatsFragment } from './survey-types';

export function SurveyStatistics({ stats }: { stats: SurveyStatsFragment }) {
  return (
    <section className="card survey-stats" aria-labelledby="survey-statistics-title">
      <h2 id="survey-statistics-title" className="survey-results__heading">
        Survey Statistics
      </h2>
      <dl className="survey-stats__list">
        <div>
          <dt>Total Responses</dt>
          <dd data-testid="survey-total">{stats.totalResponses}</dd>
        </div>
        <div>
          <dt>Average Score</dt>
          <dd data-testid="survey-average">{formatAverage(stats.averageScore)}</dd>
        </div>
        <div>
          <dt>Most Common Response</dt>
          <dd>{stats.mostCommonAnswer ? surveyAnswerLabel(stats.mostCommonAnswer) : 'N/A'}</dd>
        </div>
      </dl>
    </section>
  );
}
