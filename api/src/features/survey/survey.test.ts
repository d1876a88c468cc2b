import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, userErrorsOf, type GraphQLResponse, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import type { SurveyAnswer, SurveyResponsesQuery } from '../../../test/gql/graphql.js';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { SURVEY_STATEMENTS } from './survey-answer.js';
import { statsFromCounts } from './survey-stats.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SUBMIT = graphql(`
  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {
    submitSurvey(answers: $answers) {
      surveyResponse {
        id
        answers
        scores
        respondent {
          username
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
const STATS = graphql(`
  query SurveyStats {
    surveyStats {
      totalResponses
      averageScore
      mostCommonAnswer
      countsByAnswer {
        answer
        score
        count
      }
    }
  }
`);
const RESPONSES = graphql(`
  query SurveyResponses($first: Int, $after: String) {
    surveyResponses(first: $first, after: $after) {
      totalCount
      nodes {
        id
        answers
        scores
        respondent {
          username
          country
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

describe('the survey', () => {
  it('lists the six statements in order, to anyone', async () => {
    const res = await t.gql(`{ surveyQuestions { number statement } }`);
    expect(res.data!.surveyQuestions).toEqual(SURVEY_STATEMENTS.map((statement, i) => ({ number: i + 1, statement })));
    expect(res.data!.surveyQuestions[0].statement).toBe(
      'CulturaLink promotes understanding and appreciation of diverse cultures.',
    );
  });

  it('needs all six answers, keeps one response per member, and refuses a second with CONFLICT', async () => {
    const member = await createMember(t);
    expect((await t.gql(`{ mySurveyResponse { id } }`, {}, { token: member.token })).data!.mySurveyResponse).toBeNull();

    const short = await t.gql(
      SUBMIT,
      { answers: ['AGREE', 'AGREE', 'AGREE', 'AGREE', 'AGREE'] },
      { token: member.token },
    );
    expect(short.errors).toBeUndefined();
    expect(short.data!.submitSurvey.surveyResponse).toBeNull();
    expect(userErrorsOf(short, 'submitSurvey')).toEqual([
      {
        field: null,
        message: 'You need to select an option for each question before proceeding.',
        code: 'BAD_USER_INPUT',
      },
      { field: 'q6', message: 'Please select an option for this statement.', code: 'BAD_USER_INPUT' },
    ]);

    const answers: SurveyAnswer[] = ['STRONGLY_AGREE', 'AGREE', 'NEUTRAL', 'DISAGREE', 'STRONGLY_DISAGREE', 'AGREE'];
    const first = await t.gql(SUBMIT, { answers }, { token: member.token });
    expect(first.errors).toBeUndefined();
    expect(userErrorsOf(first, 'submitSurvey')).toEqual([]);
    expect(first.data!.submitSurvey.surveyResponse).toMatchObject({
      answers,
      scores: [5, 4, 3, 2, 1, 4],
      respondent: { username: member.username },
    });

    const second = await t.gql(SUBMIT, { answers }, { token: member.token });
    expect(second.data!.submitSurvey.surveyResponse).toBeNull();
    expect(userErrorsOf(second, 'submitSurvey')).toEqual([
      { field: null, message: 'You have already answered the survey. Thank you!', code: 'CONFLICT' },
    ]);
    const restSecond = await t.rest('POST', '/api/get-survey', {
      token: member.token,
      body: { q1: 5, q2: 5, q3: 5, q4: 5, q5: 5, q6: 5 },
    });
    expect(restSecond.status).toBe(409);

    const mine = await t.gql(`{ mySurveyResponse { id scores } }`, {}, { token: member.token });
    expect(mine.data!.mySurveyResponse).toEqual({
      id: first.data!.submitSurvey.surveyResponse!.id,
      scores: [5, 4, 3, 2, 1, 4],
    });
  });

  it('keeps one response even when a member submits twice at the same moment', async () => {
    const member = await createMember(t);
    const answers = Array(6).fill('NEUTRAL');
    const results = await Promise.all([
      t.gql(SUBMIT, { answers }, { token: member.token }),
      t.gql(SUBMIT, { answers }, { token: member.token }),
    ]);
    expect(results.filter((r) => r.data?.submitSurvey.surveyResponse).length).toBe(1);
    expect(results.flatMap((r) => userErrorsOf(r, 'submitSurvey')).map((e) => e.code)).toEqual(['CONFLICT']);
  });

  it('accepts the REST form with labels or scores, and refuses a missing answer with a 400 naming it', async () => {
    const member = await createMember(t);
    const missing = await t.rest('POST', '/api/get-survey', {
      token: member.token,
      body: { q1: 'Agree', q2: 'Agree', q3: 'Agree', q4: 'Agree', q5: 'Maybe' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      q5_error: expect.any(String),
      q6_error: expect.any(String),
    });
    expect((await t.gql(`{ mySurveyResponse { id } }`, {}, { token: member.token })).data!.mySurveyResponse).toBeNull();

    const ok = await t.rest('POST', '/api/get-survey', {
      token: member.token,
      body: { q1: 'Strongly Agree', q2: 'agree', q3: 3, q4: '2', q5: 'STRONGLY_DISAGREE', q6: 'Neutral' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      q1: 'Strongly Agree',
      q2: 'Agree',
      q3: 'Neutral',
      q4: 'Disagree',
      q5: 'Strongly Disagree',
      q6: 'Neutral',
    });
    expect((await t.rest('POST', '/api/get-survey', { body: { q1: 1 } })).status).toBe(401);
  });
});

describe('survey results', () => {
  it('computes the stats: mean of every answer to 2 decimals, the most common answer (ties to the higher score), counts per answer', () => {
    expect(statsFromCounts(0, new Map())).toMatchObject({
      totalResponses: 0,
      averageScore: null,
      mostCommonAnswer: null,
    });
    const stats = statsFromCounts(
      2,
      new Map([
        [5, 4],
        [4, 4],
        [1, 3],
        [2, 1],
      ]),
    );
    expect(stats.averageScore).toBe(3.42); // (20 + 16 + 3 + 2) / 12 = 3.4166…
    expect(stats.mostCommonAnswer).toBe('STRONGLY_AGREE');
    expect(stats.countsByAnswer.map((c) => c.count)).toEqual([3, 1, 0, 4, 4]);
  });

  it('shows administrators the totals and every response with its respondent, counted in the database', async () => {
    const admin = await createAdmin(t);
    const before = (await t.gql(STATS, {}, { token: admin.token })).data!.surveyStats;
    const a = await createMember(t, { country: 'Kenya' });
    const b = await createMember(t);
    await t.gql(SUBMIT, { answers: Array(6).fill('STRONGLY_AGREE') }, { token: a.token });
    await t.gql(
      SUBMIT,
      { answers: ['DISAGREE', 'DISAGREE', 'DISAGREE', 'AGREE', 'AGREE', 'AGREE'] },
      { token: b.token },
    );

    const after = (await t.gql(STATS, {}, { token: admin.token })).data!.surveyStats;
    expect(after.totalResponses).toBe(before.totalResponses + 2);
    const delta = after.countsByAnswer.map((c, i) => c.count - before.countsByAnswer[i].count);
    expect(delta).toEqual([0, 3, 0, 3, 6]);
    const sum = after.countsByAnswer.reduce((s, c) => s + c.score * c.count, 0);
    const n = after.countsByAnswer.reduce((s, c) => s + c.count, 0);
    expect(after.averageScore).toBe(Math.round((sum / n) * 100) / 100);

    const connection = (await t.gql(RESPONSES, {}, { token: admin.token })).data!.surveyResponses;
    expect(connection.totalCount).toBe(after.totalResponses);
    const list = connection.nodes;
    expect(list[0]).toMatchObject({ scores: [2, 2, 2, 4, 4, 4], respondent: { username: b.username } });
    expect(list[1]).toMatchObject({
      answers: Array(6).fill('STRONGLY_AGREE'),
      respondent: { username: a.username, country: 'Kenya' },
    });

    const rest = await t.rest<{ cultura_user: { user: { username: string } } }[]>('GET', '/api/surveys', {
      token: admin.token,
    });
    expect(rest.status).toBe(200);
    // oldest first, as the original listed them
    const usernames = rest.body.map((r) => r.cultura_user.user.username);
    expect(usernames.indexOf(a.username)).toBeLessThan(usernames.indexOf(b.username));
    expect(rest.body.find((r) => r.cultura_user.user.username === a.username)).toMatchObject({
      q1: 'Strongly Agree',
      q6: 'Strongly Agree',
      cultura_user: { fullname: expect.any(String), country: 'Kenya', user: { username: a.username } },
    });
  });

  it('pages every response newest first with cursors, and counts them all', async () => {
    const admin = await createAdmin(t);
    for (let i = 0; i < 3; i++) {
      const member = await createMember(t);
      await t.gql(SUBMIT, { answers: Array(6).fill('AGREE') }, { token: member.token });
    }
    const seen: string[] = [];
    let after: string | null = null;
    let total = 0;
    for (let page = 0; page < 100; page++) {
      const res: GraphQLResponse<SurveyResponsesQuery> = await t.gql(
        RESPONSES,
        { first: 2, after },
        { token: admin.token },
      );
      expect(res.errors).toBeUndefined();
      const connection = res.data!.surveyResponses;
      total = connection.totalCount;
      expect(connection.nodes.length).toBeLessThanOrEqual(2);
      seen.push(...connection.nodes.map((node) => node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor!;
    }
    expect(total).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(total);
    const whole = await t.gql(RESPONSES, { first: 50 }, { token: admin.token });
    expect(whole.data!.surveyResponses.nodes.map((node) => node.id)).toEqual(seen.slice(0, 50));
    const bad = await t.gql(RESPONSES, { first: 51 }, { token: admin.token });
    expect(bad.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('answers node(id:) with a response to its respondent and administrators only', async () => {
    const [respondent, other, admin] = await Promise.all([createMember(t), createMember(t), createAdmin(t)]);
    const submitted = await t.gql(SUBMIT, { answers: Array(6).fill('NEUTRAL') }, { token: respondent.token });
    const id = submitted.data!.submitSurvey.surveyResponse!.id;
    const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on SurveyResponse { scores respondent { username } } } }`;
    const nodeAs = async (token?: string) => {
      const res = await t.gql(NODE, { id }, token ? { token } : {});
      expect(res.errors).toBeUndefined();
      return res.data!.node;
    };
    const seen = {
      __typename: 'SurveyResponse',
      id,
      scores: Array(6).fill(3),
      respondent: { username: respondent.username },
    };
    expect(await nodeAs(respondent.token)).toEqual(seen);
    expect(await nodeAs(admin.token)).toEqual(seen);
    expect(await nodeAs(other.token)).toBeNull();
    expect(await nodeAs()).toBeNull();
  });

  it('are for administrators only, through GraphQL and REST (authorization matrix)', async () => {
    const member = await createMember(t);
    const codes = async <T>(query: TypedDocumentNode<T, Record<string, never>>) => [
      (await t.gql(query)).errors![0].extensions!.code,
      (await t.gql(query, {}, { token: member.token })).errors![0].extensions!.code,
    ];
    expect(await codes(STATS)).toEqual(['UNAUTHENTICATED', 'FORBIDDEN']);
    expect(await codes(RESPONSES)).toEqual(['UNAUTHENTICATED', 'FORBIDDEN']);
    expect((await t.rest('GET', '/api/surveys')).status).toBe(401);
    expect((await t.rest('GET', '/api/surveys', { token: member.token })).status).toBe(403);
    expect((await t.gql(`{ mySurveyResponse { id } }`)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(SUBMIT, { answers: Array(6).fill('AGREE') })).errors![0].extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
