import type { SurveyAnswer } from '../../gql/graphql';

/** The five choices of every statement, from 1 (Strongly Disagree) to 5 (Strongly Agree). */
export const SURVEY_CHOICES: ReadonlyArray<{ value: SurveyAnswer; label: string }> = [
  { value: 'STRONGLY_DISAGREE', label: 'Strongly Disagree' },
  { value: 'DISAGREE', label: 'Disagree' },
  { value: 'NEUTRAL', label: 'Neutral' },
  { value: 'AGREE', label: 'Agree' },
  { value: 'STRONGLY_AGREE', label: 'Strongly Agree' },
];

export type SurveyDraft = Partial<Record<number, SurveyAnswer>>;

/** The answers in statement order, or null while any statement is unanswered (then nothing is sent). */
export function completeAnswers(draft: SurveyDraft, questionNumbers: readonly number[]): SurveyAnswer[] | null {
  if (questionNumbers.length === 0) return null;
  const answers = questionNumbers.map((number) => draft[number]);
  return answers.every((answer): answer is SurveyAnswer => answer !== undefined) ? answers : null;
}
