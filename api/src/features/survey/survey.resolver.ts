import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { encodeCursor } from '../../kernel/paging.js';
import {
  countSurveyResponses,
  findSurveyResponse,
  listSurveyResponses,
  mySurveyResponse,
} from './list-survey-responses.js';
import { SurveyAnswer, SURVEY_STATEMENTS } from './survey-answer.js';
import { SurveyResponse } from './survey-response.entity.js';
import { surveyStats } from './survey-stats.js';
import { submitSurvey } from './submit-survey.js';
import {
  SubmitSurveyPayload,
  SurveyQuestionType,
  SurveyResponseConnection,
  SurveyResponseType,
  SurveyStatsType,
} from './survey.types.js';

defineNodeType({ typeName: 'SurveyResponse', entity: SurveyResponse, load: findSurveyResponse });

const STATEMENTS = SURVEY_STATEMENTS.length;

@Resolver()
export class SurveyResolver {
  @Query(() => [SurveyQuestionType], {
    description: `The ${STATEMENTS} statements of the usability survey, in order; to anyone.`,
  })
  surveyQuestions(): SurveyQuestionType[] {
    return SURVEY_STATEMENTS.map((statement, i) => ({ number: i + 1, statement }));
  }

  @Authorized()
  @Query(() => SurveyResponseType, {
    nullable: true,
    description: "The signed-in member's response, or null if they have not answered yet.",
  })
  mySurveyResponse(@Ctx() ctx: GraphQLContext): Promise<SurveyResponseType | null> {
    return mySurveyResponse(ctx);
  }

  @Authorized('ADMIN')
  @Query(() => SurveyResponseConnection, {
    description: 'Administrators only: every response with its respondent, newest first.',
  })
  async surveyResponses(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<SurveyResponseConnection> {
    const page = await listSurveyResponses(ctx, { first, after });
    const connection = toConnection(page, encodeCursor, { after });
    // counted only when asked for
    return Object.defineProperty(connection, 'totalCount', {
      get: () => countSurveyResponses(ctx),
      enumerable: true,
    }) as SurveyResponseConnection;
  }

  @Authorized('ADMIN')
  @Query(() => SurveyStatsType, { description: 'Administrators only: totals over every response.' })
  surveyStats(@Ctx() ctx: GraphQLContext): Promise<SurveyStatsType> {
    return surveyStats(ctx);
  }

  @Authorized()
  @Mutation(() => SubmitSurveyPayload, {
    description: `Stores the signed-in member's answers to all ${STATEMENTS} statements, once per member. A missing answer is a BAD_USER_INPUT user error per statement (field \`q1\` … \`q${STATEMENTS}\`, as the survey numbers them); a second response is a CONFLICT user error.`,
  })
  submitSurvey(
    @Ctx() ctx: GraphQLContext,
    @Arg('answers', () => [SurveyAnswer], {
      description: `The ${STATEMENTS} answers, in statement order (\`answers[0]\` answers statement 1).`,
    })
    answers: SurveyAnswer[],
  ): Promise<SubmitSurveyPayload> {
    return payloadOf(async () => ({ surveyResponse: await submitSurvey(ctx, answers) }));
  }
}
