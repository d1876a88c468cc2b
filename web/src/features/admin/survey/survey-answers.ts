import { surveyAnswerLabel as labelOf, surveyScoreOf } from '@culturalink/common/survey-answers';
import type { SurveyAnswer } from '../../../gql/graphql';

export function surveyAnswerLabel(value: SurveyAnswer | null | undefined): string {
  return (value && labelOf(value)) || 'N/A';
}

/** Width of an answer's bar: Strongly Disagree 20 % ... Strongly Agree 100 %. */
export function answerBarPercent(value: SurveyAnswer): number {
  return surveyScoreOf(value) * 20;
}

/** Average score with two decimals, or 'N/A' when there is nothing to average. */
export function formatAverage(average: number | null | undefined): string {
  return average === null || average === undefined || Number.isNaN(average) ? 'N/A' : average.toFixed(2);
}
