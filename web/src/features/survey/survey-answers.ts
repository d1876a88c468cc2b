import type { SurveyAnswer } from '../../gql/graphql';

export type SurveyDraft = Partial<Record<number, SurveyAnswer>>;

/** The answers in statement order, or null while any statement is unanswered (then nothing is sent). */
export function completeAnswers(draft: SurveyDraft, questionNumbers: readonly number[]): SurveyAnswer[] | null {
  if (questionNumbers.length === 0) return null;
  const answers = questionNumbers.map((number) => draft[number]);
  return answers.every((answer): answer is SurveyAnswer => answer !== undefined) ? answers : null;
}
