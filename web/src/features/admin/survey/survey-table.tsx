import { surveyAnswerLabel } from './survey-answers';
import type { SurveyAnswerCountFragment } from './survey-types';

/** The donut's numbers as a table, for screen readers and anyone who prefers figures. */
export function SurveyTable({ counts, total }: { counts: readonly SurveyAnswerCountFragment[]; total: number }) {
  const answers = counts.reduce((sum, c) => sum + c.count, 0);
  return (
    <div className="survey-table">
      <table>
        <caption>Answers given across all statements ({total} responses)</caption>
        <thead>
          <tr>
            <th scope="col">Answer</th>
            <th scope="col">Score</th>
            <th scope="col">Count</th>
            <th scope="col">Share</th>
          </tr>
        </thead>
        <tbody>
          {[...counts]
            .sort((a, b) => a.score - b.score)
            .map((c) => (
              <tr key={c.answer}>
                <th scope="row">{surveyAnswerLabel(c.answer)}</th>
                <td>{c.score}</td>
                <td>{c.count}</td>
                <td>{answers === 0 ? '0 %' : `${Math.round((c.count / answers) * 100)} %`}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
