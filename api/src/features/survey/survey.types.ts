import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserType } from '../accounts/index.js';
import type { User } from '../accounts/user.entity.js';
import { SurveyAnswer } from './survey-answer.js';

registerEnumType(SurveyAnswer, {
  name: 'SurveyAnswer',
  description: 'Strongly Disagree (score 1) to Strongly Agree (score 5).',
});

@ObjectType('SurveyQuestion', { description: 'One statement of the usability survey.' })
export class SurveyQuestionType {
  @Field(() => Int, { description: '1 to 6.' })
  number!: number;

  @Field(() => String)
  statement!: string;
}

@ObjectType('SurveyResponse', { description: "A member's answers to the six statements." })
export class SurveyResponseType {
  @Field(() => ID)
  id!: string;

  @Field(() => UserType)
  respondent!: User;

  @Field(() => [SurveyAnswer], { description: 'In statement order.' })
  answers!: SurveyAnswer[];

  @Field(() => [Int], { description: 'The scores (1 to 5) of the answers, in statement order.' })
  scores!: number[];

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('SurveyAnswerCount')
export class SurveyAnswerCountType {
  @Field(() => SurveyAnswer)
  answer!: SurveyAnswer;

  @Field(() => Int)
  score!: number;

  @Field(() => Int, { description: 'How many answers (over every statement of every response) were this one.' })
  count!: number;
}

@ObjectType('SurveyStats', { description: 'Totals over every survey response.' })
export class SurveyStatsType {
  @Field(() => Int)
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
