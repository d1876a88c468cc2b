import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('TriviaQuestion', { description: 'A question generated from real country data, with its answer.' })
export class TriviaQuestionType {
  @Field(() => ID, { description: 'Stable: the same question always has the same id.' })
  id!: string;

  @Field(() => String, {
    description: "One of the trivia categories, e.g. 'people and places', 'general', 'mathematics'.",
  })
  category!: string;

  @Field(() => String)
  question!: string;

  @Field(() => String)
  answer!: string;
}

@ObjectType('TriviaAllowance', { description: "The member's trivia fetches in the last hour." })
export class TriviaAllowanceType {
  @Field(() => Int)
  fetchesUsed!: number;

  @Field(() => Int)
  fetchLimit!: number;

  @Field(() => Date, { description: 'When the oldest fetch of the last hour stops counting (now when none counts).' })
  resetsAt!: Date;
}

@ObjectType('TriviaBatch', {
  description: 'Ten questions, none served to this member in the last hour, and the allowance after this fetch.',
})
export class TriviaBatchType extends TriviaAllowanceType {
  @Field(() => [TriviaQuestionType])
  questions!: TriviaQuestionType[];
}

@ObjectType('TriviaServed', {
  description:
    'The questions served to the member in the last hour, oldest batch first, and the allowance; reading them costs no fetch.',
})
export class TriviaServedType extends TriviaAllowanceType {
  @Field(() => [TriviaQuestionType])
  questions!: TriviaQuestionType[];
}
