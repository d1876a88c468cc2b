/** The five answers of the usability survey, from 1 (Strongly Disagree) to 5 (Strongly Agree). */
export enum SurveyAnswer {
  STRONGLY_DISAGREE = 'STRONGLY_DISAGREE',
  DISAGREE = 'DISAGREE',
  NEUTRAL = 'NEUTRAL',
  AGREE = 'AGREE',
  STRONGLY_AGREE = 'STRONGLY_AGREE',
}

/** In score order: index + 1 is the score. */
export const SURVEY_ANSWERS = [
  SurveyAnswer.STRONGLY_DISAGREE,
  SurveyAnswer.DISAGREE,
  SurveyAnswer.NEUTRAL,
  SurveyAnswer.AGREE,
  SurveyAnswer.STRONGLY_AGREE,
] as const;

export const SURVEY_ANSWER_LABELS: Record<SurveyAnswer, string> = {
  STRONGLY_DISAGREE: 'Strongly Disagree',
  DISAGREE: 'Disagree',
  NEUTRAL: 'Neutral',
  AGREE: 'Agree',
  STRONGLY_AGREE: 'Strongly Agree',
};

export const scoreOf = (answer: SurveyAnswer): number => SURVEY_ANSWERS.indexOf(answer) + 1;

export const answerOfScore = (score: number): SurveyAnswer => {
  const answer = SURVEY_ANSWERS[score - 1];
  if (!answer) throw new Error(`no survey answer has score ${score}`);
  return answer;
};

/** The six statements, in order (question n is statement n). */
export const SURVEY_STATEMENTS = [
  'CulturaLink promotes understanding and appreciation of diverse cultures.',
  'CulturaLink supports meaningful cultural exchange.',
  'It is easy to find and connect with users from different cultural backgrounds.',
  'Navigating through CulturaLink is simple and intuitive.',
  'I intend to use CulturaLink to learn more about different cultures.',
  'I would recommend CulturaLink to others.',
] as const;
