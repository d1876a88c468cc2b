/** The five choices of every survey statement, in score order (index + 1 is the score), with their labels. */
export const SURVEY_CHOICES = [
  { value: 'STRONGLY_DISAGREE', label: 'Strongly Disagree' },
  { value: 'DISAGREE', label: 'Disagree' },
  { value: 'NEUTRAL', label: 'Neutral' },
  { value: 'AGREE', label: 'Agree' },
  { value: 'STRONGLY_AGREE', label: 'Strongly Agree' },
] as const;

export type SurveyAnswerName = (typeof SURVEY_CHOICES)[number]['value'];

/** The score from 1 (Strongly Disagree) to 5 (Strongly Agree). */
export function surveyScoreOf(answer: SurveyAnswerName): number {
  return SURVEY_CHOICES.findIndex((choice) => choice.value === answer) + 1;
}

/** The answer with a score from 1 to 5. */
export function surveyAnswerOfScore(score: number): SurveyAnswerName {
  const choice = SURVEY_CHOICES[score - 1];
  if (!choice) throw new Error(`no survey answer has score ${score}`);
  return choice.value;
}

/** The label members see ('' for an unknown answer). */
export function surveyAnswerLabel(answer: string): string {
  return SURVEY_CHOICES.find((choice) => choice.value === answer)?.label ?? '';
}
