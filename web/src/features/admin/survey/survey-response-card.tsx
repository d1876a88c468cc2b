import { Avatar } from '../../../ui/avatar';
import { answerBarPercent, surveyAnswerLabel } from './survey-answers';
import type { SurveyQuestionFragment, SurveyResponseFragment } from './survey-types';

/** One member's answers: photo, names, each statement's answer with a bar (20 % per point), country. */
export function SurveyResponseCard({
  response,
  questions,
}: {
  response: SurveyResponseFragment;
  questions: readonly SurveyQuestionFragment[];
}) {
  const { respondent } = response;
  return (
    <article
      className="card survey-response"
      aria-label={`Survey response of ${respondent.fullName}`}
      data-testid="survey-response"
    >
      <header className="survey-response__header">
        <Avatar name={respondent.fullName || respondent.username} src={respondent.photoThumbUrl} size={44} />
        <span className="survey-response__names">
          <strong>{respondent.fullName}</strong>
          <span>@{respondent.username}</span>
        </span>
      </header>
      <ol className="survey-response__answers">
        {response.answers.map((answer, index) => {
          const statement = questions.find((q) => q.number === index + 1)?.statement;
          return (
            <li key={index} className="survey-response__answer">
              <span className="survey-response__question" title={statement}>
                q{index + 1}
                {statement && <span className="visually-hidden">: {statement}</span>}
              </span>
              <span className="survey-response__label">{surveyAnswerLabel(answer)}</span>
              <span className="survey-bar" aria-hidden="true">
                <span className="survey-bar__fill" style={{ width: `${answerBarPercent(answer)}%` }} />
              </span>
            </li>
          );
        })}
      </ol>
      <p className="survey-response__country">Country: {respondent.country}</p>
    </article>
  );
}
