import type { SurveyResultsQuery } from '../../../gql/graphql';

export type SurveyStatsFragment = SurveyResultsQuery['surveyStats'];
export type SurveyAnswerCountFragment = SurveyStatsFragment['countsByAnswer'][number];
export type SurveyResponseFragment = SurveyResultsQuery['surveyResponses'][number];
export type SurveyQuestionFragment = SurveyResultsQuery['surveyQuestions'][number];
