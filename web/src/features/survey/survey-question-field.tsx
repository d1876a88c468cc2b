import { useId } from 'react';
import { SURVEY_CHOICES } from '@culturalink/common/survey-answers';
import type { SurveyAnswer } from '../../gql/graphql';

/** One statement with its five radio choices, grouped and labelled for screen readers. */
export function SurveyQuestionField({
  number,
  statement,
  value,
  onChange,
}: {
  number: number;
  statement: string;
  value: SurveyAnswer | undefined;
  onChange: (answer: SurveyAnswer) => void;
}) {
  const name = useId();
  const legendId = useId();
  return (
    <li className="survey-question">
      <fieldset className="survey-question__set" aria-labelledby={legendId}>
        <legend id={legendId} className="survey-question__statement">
          <span className="survey-question__number">{number}.</span> {statement}
        </legend>
        <div className="survey-question__choices">
          {SURVEY_CHOICES.map((choice) => (
            <label key={choice.value} className="survey-choice">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}
