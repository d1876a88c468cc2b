import type { SurveyAnswer } from '../../../gql/graphql';

/** The five-point scale, scored 1 to 5; bars are 20 % per point. */
export const SURVEY_ANSWERS: ReadonlyArray<{ value: SurveyAnswer; label: string; score: number }> = [
  { value: 'STRONGLY_DISAGREE', label: 'Strongly Disagree', score: 1 },
  { value: 'DISAGREE', label: 'Disagree', score: 2 },
  { value: 'NEUTRAL', label: 'Neutral', score: 3 },
  { value: 'AGREE', label: 'Agree', score: 4 },
  { value: 'STRONGLY_AGREE', label: 'Strongly Agree', score: 5 },
];

export function surveyAnswerLabel(value: SurveyAnswer | null | undefined): string {
  return SURVEY_ANSWERS.find((answer) => answer.value === value)?.label ?? 'N/A';
}

export function surveyAnswerScore(value: SurveyAnswer): number {
  return SURVEY_ANSWERS.find((answer) => answer.value === value)?.score ?? 0;
}

/** Width of an answer's bar: Strongly Disagree 20 % ... Strongly Agree 100 %. */
export function answerBarPercent(value: SurveyAnswer): number {
  return surveyAnswerScore(value) * 20;
}

/** Average score with two decimals, or 'N/A' when there is nothing to average. */
export function formatAverage(average: number | null | undefined): string {
  return average === null || average === undefined || Number.isNaN(average) ? 'N/A' : average.toFixed(2);
}
