import type { SurveyAnswer } from '../../../gql/graphql';
import { SURVEY_CHOICES } from '../../survey/survey-answers';

/** The survey's five choices in order, scored 1 to 5; bars are 20 % per point. */
export const SURVEY_ANSWERS: ReadonlyArray<{ value: SurveyAnswer; label: string; score: number }> = SURVEY_CHOICES.map(
  (choice, index) => ({ ...choice, score: index + 1 }),
);

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
