import { TRIVIA_CATEGORIES, type TriviaCategoryName } from '@culturalink/common/trivia-categories';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import { TRIVIA_FETCH_LIMIT, TRIVIA_WINDOW_MS } from './trivia-allowance.js';

/** The trivia categories as a GraphQL enum; names, order and labels come from the shared rules. */
export const TriviaCategory = Object.fromEntries(TRIVIA_CATEGORIES.map(({ value }) => [value, value])) as {
  readonly [Name in TriviaCategoryName]: Name;
};
export type TriviaCategory = TriviaCategoryName;

registerEnumType(TriviaCategory, {
  name: 'TriviaCategory',
  description: 'What a trivia question is about; the trivia page shows it in lower-case words above the question.',
  valuesConfig: Object.fromEntries(
    TRIVIA_CATEGORIES.map(({ value, label, description }) => [value, { description: `'${label}': ${description}` }]),
  ),
});

const WINDOW_MINUTES = TRIVIA_WINDOW_MS / 60_000;

@ObjectType('TriviaQuestion', { description: 'A question generated from real country data, with its answer.' })
export class TriviaQuestionType {
  @Field(() => ID, {
    description:
      "Stable: the same question always has the same id (its kind and the country's code, e.g. `capital:JPN`); not a global id, as questions are not stored objects.",
  })
  id!: string;

  @Field(() => TriviaCategory, { description: 'What the question is about.' })
  category!: TriviaCategory;

  @Field(() => String, { description: 'The question, ending with a question mark.' })
  question!: string;

  @Field(() => String, { description: 'Its answer, from the country data (the page hides it until asked).' })
  answer!: string;
}

@ObjectType('TriviaAllowance', {
  description: `The signed-in member's trivia fetches in the last ${WINDOW_MINUTES} minutes (a rolling window).`,
})
export class TriviaAllowanceType {
  @Field(() => Int, { description: `Fetches made in the last ${WINDOW_MINUTES} minutes (0 to \`fetchLimit\`).` })
  fetchesUsed!: number;

  @Field(() => Int, {
    description: `How many fetches the window allows (${TRIVIA_FETCH_LIMIT}); one more is RATE_LIMITED.`,
  })
  fetchLimit!: number;

  @Field(() => Date, { description: 'When the oldest fetch of the last hour stops counting (now when none counts).' })
  resetsAt!: Date;
}

@ObjectType('TriviaBatch', {
  description:
    "Trivia questions with the member's allowance: the ten new ones a fetch served (`fetchTrivia`), or all those served in the last hour, oldest batch first (`recentTrivia`, which costs no fetch).",
})
export class TriviaBatchType extends TriviaAllowanceType {
  @Field(() => [TriviaQuestionType], {
    description: `The questions, in the order served: ten from a fetch, at most ${TRIVIA_FETCH_LIMIT * 10} from \`recentTrivia\`.`,
  })
  questions!: TriviaQuestionType[];
}

@ObjectType('FetchTriviaPayload', { description: 'What fetchTrivia did.' })
export class FetchTriviaPayload extends MutationPayload {
  @Field(() => TriviaBatchType, {
    nullable: true,
    description: 'The ten new questions with the allowance after this fetch; null when userErrors says why not.',
  })
  batch?: TriviaBatchType | null;
}
