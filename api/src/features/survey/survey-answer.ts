import { SURVEY_CHOICES, type SurveyAnswerName } from '@culturalink/common/survey-answers';

/** The five answers of the usability survey as a GraphQL enum; order, scores and labels come from the shared rules. */
export const SurveyAnswer = Object.fromEntries(SURVEY_CHOICES.map(({ value }) => [value, value])) as {
  readonly [Name in SurveyAnswerName]: Name;
};
export type SurveyAnswer = SurveyAnswerName;

/** In score order: index + 1 is the score. */
export const SURVEY_ANSWERS: readonly SurveyAnswer[] = SURVEY_CHOICES.map(({ value }) => value);

/** The six statements, in order (question n is statement n). */
export const SURVEY_STATEMENTS = [
  'CulturaLink promotes understanding and appreciation of diverse cultures.',
  'CulturaLink supports meaningful cultural exchange.',
  'It is easy to find and connect with users from different cultural backgrounds.',
  'Navigating through CulturaLink is simple and intuitive.',
  'I intend to use CulturaLink to learn more about different cultures.',
  'I would recommend CulturaLink to others.',
] as const;
