import { triviaCategoryLabel } from '@culturalink/common/trivia-categories';
import { useId, useState } from 'react';
import type { TriviaQuestion } from './use-trivia';

/** One question; the answer stays hidden until the member asks for it. */
export function TriviaCard({ question, position }: { question: TriviaQuestion; position: number }) {
  const [shown, setShown] = useState(false);
  const answerId = useId();
  return (
    <article className="card trivia-card" data-testid="trivia-card" aria-label={`Question #${position}`}>
      <p className="trivia-card__category">{triviaCategoryLabel(question.category)}</p>
      <h2 className="trivia-card__number">Question #{position}</h2>
      <p className="trivia-card__question">{question.question}</p>
      <button
        type="button"
        className="trivia-card__toggle"
        aria-expanded={shown}
        aria-controls={answerId}
        onClick={() => setShown((value) => !value)}
      >
        {shown ? 'Hide Answer' : 'Show Answer'}
      </button>
      <p id={answerId} className="trivia-card__answer" hidden={!shown}>
        {question.answer}
      </p>
    </article>
  );
}
