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
  description:
    "Trivia questions with the member's allowance: the ten new ones a fetch served (`fetchTrivia`), or all those served in the last hour, oldest batch first (`recentTrivia`, which costs no fetch).",
})
export class TriviaBatchType extends TriviaAllowanceType {
  @Field(() => [TriviaQuestionType])
  questions!: TriviaQuestionType[];
}
