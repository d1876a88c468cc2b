import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { TriviaCard } from './trivia-card';
import { isLimitReached, resetTimeLabel } from './trivia-allowance';
import { useTrivia } from './use-trivia';
import './trivia.css';

/** /trivia 'Learn With CulturaLink': batches of country questions; the server allows 10 fetches per member per hour. */
export function TriviaPage() {
  const { questions, allowance, error, fetching, loading, fetchMore } = useTrivia();
  const limitReached = isLimitReached(allowance);

  return (
    <div className="trivia-page">
      <header className="trivia-page__header">
        <h1 className="trivia-page__title">Learn With CulturaLink</h1>
        <p className="trivia-page__lead">
          Capitals, currencies, languages and neighbours from around the world. Guess, then reveal the answer.
        </p>
      </header>
      {loading && (
        <p className="trivia-page__status" role="status">
          <Spinner size="sm" label="" /> Loading trivia questions...
        </p>
      )}
      {error && (
        <p className="trivia-page__error" role="alert">
          Failed to fetch trivia questions: {error}
        </p>
      )}
      {!loading && questions.length === 0 && !error && (
        <EmptyState
          title="No trivia right now"
          message={
            limitReached
              ? 'You have read every batch for this hour. Come back later for more.'
              : 'Fetch a batch of questions to start.'
          }
        />
      )}
      {questions.length > 0 && (
        <ol className="trivia-list" aria-label="Trivia questions">
          {questions.map((question, index) => (
            <li key={question.id}>
              <TriviaCard question={question} position={index + 1} />
            </li>
          ))}
        </ol>
      )}
      <div className="trivia-page__footer">
        <Button
          onClick={() => void fetchMore()}
          busy={fetching && !loading}
          disabled={limitReached || loading}
          data-testid="fetch-trivia"
        >
          {limitReached ? 'Limit Reached' : 'Fetch More Trivia'}
        </Button>
        {allowance && (
          <p className="trivia-page__allowance" aria-live="polite">
            {limitReached
              ? `You have used all ${allowance.fetchLimit} fetches for this hour. More at ${resetTimeLabel(allowance.resetsAt)}.`
              : `${allowance.fetchLimit - allowance.fetchesUsed} of ${allowance.fetchLimit} fetches left this hour.`}
          </p>
        )}
      </div>
    </div>
  );
}
