import type { SurveyResponseFieldsFragment, SurveyResultsQuery } from '../../../gql/graphql';

export type SurveyStatsFragment = SurveyResultsQuery['surveyStats'];
export type SurveyAnswerCountFragment = SurveyStatsFragment['countsByAnswer'][number];
export type SurveyResponseFragment = SurveyResponseFieldsFragment;
export type SurveyQuestionFragment = SurveyResultsQuery['surveyQuestions'][number];
