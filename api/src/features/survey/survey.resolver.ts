import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { listSurveyResponses, mySurveyResponse } from './list-survey-responses.js';
import { SurveyAnswer, SURVEY_STATEMENTS } from './survey-answer.js';
import { surveyStats } from './survey-stats.js';
import { submitSurvey } from './submit-survey.js';
import { SurveyQuestionType, SurveyResponseType, SurveyStatsType } from './survey.types.js';

@Resolver()
export class SurveyResolver {
  @Query(() => [SurveyQuestionType], { description: 'The six statements of the usability survey, in order.' })
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
  @Query(() => [SurveyResponseType], { description: 'Every response, newest first (administrators only).' })
  surveyResponses(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, description: 'At most 50; 50 by default.' }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<SurveyResponseType[]> {
    return listSurveyResponses(ctx, { first, after });
  }

  @Authorized('ADMIN')
  @Query(() => SurveyStatsType, { description: 'Totals over every response (administrators only).' })
  surveyStats(@Ctx() ctx: GraphQLContext): Promise<SurveyStatsType> {
    return surveyStats(ctx);
  }

  @Authorized()
  @Mutation(() => SurveyResponseType, {
    description: 'Answers all six statements, once per member (a second answer is refused with CONFLICT).',
  })
  submitSurvey(
    @Ctx() ctx: GraphQLContext,
    @Arg('answers', () => [SurveyAnswer]) answers: SurveyAnswer[],
  ): Promise<SurveyResponseType> {
    return submitSurvey(ctx, answers);
  }
}
