import { SURVEY_CHOICES } from '@culturalink/common/survey-answers';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf, TOTAL_COUNT_DESCRIPTION } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { SurveyAnswer, SURVEY_STATEMENTS } from './survey-answer.js';

registerEnumType(SurveyAnswer, {
  name: 'SurveyAnswer',
  description: 'How much a member agrees with a statement: Strongly Disagree (score 1) to Strongly Agree (score 5).',
  valuesConfig: Object.fromEntries(
    SURVEY_CHOICES.map(({ value, label }, i) => [value, { description: `'${label}', score ${i + 1}.` }]),
  ),
});

const STATEMENTS = SURVEY_STATEMENTS.length;

@ObjectType('SurveyQuestion', { description: 'One statement of the usability survey.' })
export class SurveyQuestionType {
  @Field(() => Int, { description: `Its place in the survey, 1 to ${STATEMENTS}.` })
  number!: number;

  @Field(() => String, { description: 'The statement members agree or disagree with.' })
  statement!: string;
}

@ObjectType('SurveyResponse', {
  implements: NodeInterface,
  description: `A member's answers to the ${STATEMENTS} statements (one response per member). Seen by its respondent and administrators (\`node(id:)\` answers null to anyone else).`,
})
export class SurveyResponseType extends NodeInterface {
  @Field(() => ID, { description: 'The global id.' })
  id!: string;

  @Field(() => UserType, { description: 'The member who answered.' })
  respondent!: User;

  @Field(() => [SurveyAnswer], { description: `The ${STATEMENTS} answers, in statement order.` })
  answers!: SurveyAnswer[];

  @Field(() => [Int], { description: 'The scores (1 to 5) of the answers, in statement order.' })
  scores!: number[];

  @Field(() => Date, { description: 'When the member answered.' })
  createdAt!: Date;
}

@ObjectType('SurveyResponseConnection', {
  description: 'Survey responses, newest first; pass pageInfo.endCursor as `after` for older ones.',
})
export class SurveyResponseConnection extends connectionOf<SurveyResponseType>(
  'SurveyResponse',
  () => SurveyResponseType,
) {
  @Field(() => Int, { description: `${TOTAL_COUNT_DESCRIPTION} The same as \`surveyStats.totalResponses\`.` })
  totalCount!: number;
}

@ObjectType('SurveyAnswerCount', { description: 'How often one answer was given, over every statement.' })
export class SurveyAnswerCountType {
  @Field(() => SurveyAnswer, { description: 'The answer counted.' })
  answer!: SurveyAnswer;

  @Field(() => Int, { description: 'Its score, 1 to 5.' })
  score!: number;

  @Field(() => Int, { description: 'How many answers (over every statement of every response) were this one.' })
  count!: number;
}

@ObjectType('SurveyStats', { description: 'Totals over every survey response, counted by the server.' })
export class SurveyStatsType {
  @Field(() => Int, { description: 'How many members answered.' })
  totalResponses!: number;

  @Field(() => Float, {
    nullable: true,
    description: 'Mean score over every answer, rounded to 2 decimals; null when there is no response.',
  })
  averageScore!: number | null;

  @Field(() => SurveyAnswer, {
    nullable: true,
    description: 'The answer given most often (a tie goes to the higher score); null when there is no response.',
  })
  mostCommonAnswer!: SurveyAnswer | null;

  @Field(() => [SurveyAnswerCountType], { description: 'All five answers in score order, with their counts.' })
  countsByAnswer!: SurveyAnswerCountType[];
}

@ObjectType('SubmitSurveyPayload', { description: 'What submitSurvey did.' })
export class SubmitSurveyPayload extends MutationPayload {
  @Field(() => SurveyResponseType, {
    nullable: true,
    description: 'The response stored; null when userErrors says why not.',
  })
  surveyResponse?: SurveyResponseType | null;
}
