import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../auth';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Modal } from '../../ui/modal';
import { PageSpinner } from '../../ui/spinner';
import { SurveyPageDataDocument } from './api/survey-page-data';
import { SubmitSurveyDocument } from './api/submit-survey';
import { SurveyIntro } from './survey-intro';
import { SurveyQuestionField } from './survey-question-field';
import { completeAnswers, type SurveyDraft } from './survey-answers';
import './survey.css';

/** /tamsurvey: intro card, the six statements on one page, then 'Thank You!' with Logout; one response per member. */
export function SurveyPage() {
  const { data, loading, error, refetch } = useQuery(SurveyPageDataDocument, { fetchPolicy: 'network-only' });
  const [submit, { loading: sending }] = useMutation(SubmitSurveyDocument);
  const { endSession, loggingOut } = useLogout();
  const [started, setStarted] = useState(false);
  const [draft, setDraft] = useState<SurveyDraft>({});
  const [incomplete, setIncomplete] = useState(false);
  const [thanked, setThanked] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  if (loading && !data)
    return (
      <main className="standalone-page survey-page">
        <PageSpinner label="Loading the survey" />
      </main>
    );
  if (error || !data) {
    return (
      <main className="standalone-page survey-page">
        <EmptyState
          tone="error"
          title="Could not load the survey"
          message="Check your connection and try again."
          action={
            <Button variant="secondary" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        />
      </main>
    );
  }

  const questions = data.surveyQuestions;
  const logoutButton = (
    <Button onClick={() => void endSession()} busy={loggingOut} data-autofocus>
      Logout
    </Button>
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answers = completeAnswers(
      draft,
      questions.map((question) => question.number),
    );
    if (!answers) return setIncomplete(true);
    setSendError(null);
    try {
      const result = await submit({ variables: { answers } });
      resultOf(result.data?.submitSurvey, 'surveyResponse');
      setThanked(true);
    } catch (caught) {
      const apiError = readApiError(caught);
      if (apiError.code === 'CONFLICT') return setThanked(true);
      setSendError(apiError.message);
    }
  };

  if (data.mySurveyResponse && !thanked) {
    return (
      <main className="standalone-page survey-page">
        <section className="card survey-card survey-card--center" aria-labelledby="survey-done-title">
          <h1 id="survey-done-title" className="survey-card__title">
            Thank You!
          </h1>
          <p className="survey-card__lead">
            You have already answered the survey. Your feedback helps us make CulturaLink better.
          </p>
          <div className="survey-card__actions">
            <Link className="btn btn--secondary btn--md" to="/dashboard">
              Back to the dashboard
            </Link>
            {logoutButton}
          </div>
        </section>
      </main>
    );
  }

  return (
    <main className="standalone-page survey-page">
      {!started ? (
        <SurveyIntro onContinue={() => setStarted(true)} />
      ) : (
        <form
          className="card survey-card"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-labelledby="survey-title"
        >
          <header className="survey-card__header">
            <h1 id="survey-title" className="survey-card__title">
              Survey
            </h1>
            <p className="survey-card__lead">Please answer all questions as honestly as possible.</p>
          </header>
          <ol className="survey-questions">
            {questions.map((question) => (
              <SurveyQuestionField
                key={question.number}
                number={question.number}
                statement={question.statement}
                value={draft[question.number]}
                onChange={(answer) => setDraft((previous) => ({ ...previous, [question.number]: answer }))}
              />
            ))}
          </ol>
          {sendError && (
            <p className="survey-card__error" role="alert">
              Could not send your answers: {sendError}
            </p>
          )}
          <div className="survey-card__actions survey-card__actions--spread">
            <Link to="/" className="survey-card__back">
              Back
            </Link>
            <Button type="submit" busy={sending}>
              Submit
            </Button>
          </div>
        </form>
      )}
      {incomplete && (
        <Modal
          title="Please Select an Option"
          description="You need to select an option for each question before proceeding."
          onClose={() => setIncomplete(false)}
          size="sm"
          alert
          hideClose
        >
          <div className="modal__actions">
            <Button onClick={() => setIncomplete(false)} data-autofocus>
              Close
            </Button>
          </div>
        </Modal>
      )}
      {thanked && (
        <Modal
          title="Thank You!"
          description="Your answers were recorded. Thank you for helping us improve CulturaLink."
          onClose={() => undefined}
          size="sm"
          alert
          hideClose
        >
          <div className="modal__actions">{logoutButton}</div>
        </Modal>
      )}
    </main>
  );
}
