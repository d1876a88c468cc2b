import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type TestApp } from '../../../test/harness.js';
import { createMember } from '../../../test/factories.js';
import { startApp } from '../../app/create-app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/orm.js';
import { createLogger } from '../../logger.js';
import { countAchievementCounters } from '../achievements/index.js';
import { COUNTRY_FACTS } from './country-facts.js';
import { TRIVIA_POOL } from './trivia-question-pool.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const FETCH = `mutation { fetchTrivia { batch { fetchesUsed fetchLimit resetsAt questions { id category question answer } } ${USER_ERRORS} } }`;
const ALLOWANCE = `{ triviaAllowance { fetchesUsed fetchLimit resetsAt } }`;
const RECENT = `{ recentTrivia { fetchesUsed fetchLimit resetsAt questions { id category question answer } } }`;
const CATEGORIES = ['PEOPLE_AND_PLACES', 'GENERAL', 'SCIENCE_AND_NATURE', 'MATHEMATICS'];

describe('the trivia question pool', () => {
  it('asks well-formed questions whose answers come from the country data', () => {
    expect(TRIVIA_POOL.length).toBeGreaterThan(1000);
    expect(new Set(TRIVIA_POOL.map((q) => q.id)).size).toBe(TRIVIA_POOL.length);
    for (const q of TRIVIA_POOL) {
      expect(CATEGORIES).toContain(q.category);
      expect(q.question).toMatch(/\?$/);
      expect(q.answer.trim()).not.toBe('');
    }
    const byId = new Map(TRIVIA_POOL.map((q) => [q.id, q]));
    expect(byId.get('capital:JPN')).toMatchObject({
      question: 'What is the capital of Japan?',
      answer: 'Tokyo',
      category: 'PEOPLE_AND_PLACES',
    });
    expect(byId.get('currency:KEN')!.answer).toContain('Kenyan shilling');
    expect(byId.get('languages:PER')!.answer).toContain('Quechua');
    const japan = COUNTRY_FACTS.find((c) => c.code === 'JPN')!;
    expect(byId.get('region:JPN')!.answer).toContain(japan.subregion);
    expect(byId.get('landlocked:BOL')!.answer).toMatch(/^Yes/);
  });
});

describe('fetching trivia', () => {
  it('serves 10 questions a batch, none repeated within the hour, and refuses the 11th fetch at the server', async () => {
    const member = await createMember(t);
    const seen = new Set<string>();
    for (let i = 1; i <= 10; i++) {
      const res = await t.gql(FETCH, {}, { token: member.token });
      expect(res.errors).toBeUndefined();
      expect(userErrorsOf(res, 'fetchTrivia')).toEqual([]);
      const batch = res.data!.fetchTrivia.batch;
      expect(batch.questions).toHaveLength(10);
      // about ten different countries, so no answer gives another away
      expect(new Set(batch.questions.map((q: { id: string }) => q.id.split(':')[1])).size).toBe(10);
      expect(batch).toMatchObject({ fetchesUsed: i, fetchLimit: 10 });
      for (const q of batch.questions) {
        expect(seen.has(q.id)).toBe(false);
        seen.add(q.id);
        expect(TRIVIA_POOL.find((p) => p.id === q.id)).toEqual(q);
      }
    }
    const refused = await t.gql(FETCH, {}, { token: member.token });
    expect(refused.errors![0].extensions!.code).toBe('RATE_LIMITED');
    expect(refused.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(3500);
    const rest = await t.rest('GET', '/api/trivia', { token: member.token });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(3500);

    const allowance = (await t.gql(ALLOWANCE, {}, { token: member.token })).data!.triviaAllowance;
    expect(allowance).toMatchObject({ fetchesUsed: 10, fetchLimit: 10 });
    expect(new Date(allowance.resetsAt).getTime()).toBeGreaterThan(Date.now() + 3_500_000);

    // each batch read counts for knowledge_seeker
    const counters = (await countAchievementCounters(t.orm.em.fork(), [member.id])).get(member.id)!;
    expect(counters.knowledge_seeker).toBe(10);
  });

  it('does not let concurrent fetches pass the limit together', async () => {
    const member = await createMember(t);
    const results = await Promise.all(Array.from({ length: 14 }, () => t.gql(FETCH, {}, { token: member.token })));
    expect(results.filter((r) => r.data?.fetchTrivia?.batch).length).toBe(10);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'RATE_LIMITED').length).toBe(4);
  });

  it('counts fetches in the database, so another API instance on the same database still refuses the 11th', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 10; i++) expect((await t.rest('GET', '/api/trivia', { token: member.token })).status).toBe(200);

    const logger = createLogger('silent');
    const config = loadConfig(
      { NODE_ENV: 'test' },
      {
        port: 0,
        host: '127.0.0.1',
        dataDir: t.dataDir,
        databaseUrl: t.databaseUrl,
        webDist: path.join(t.dataDir, 'no-web'),
        logLevel: 'silent',
      },
    );
    const orm = await openDatabase(t.databaseUrl, logger, { migrate: false });
    const restarted = await startApp({ config, logger, orm, databaseUrl: t.databaseUrl });
    try {
      const res = await fetch(`http://127.0.0.1:${restarted.port}/api/trivia`, {
        headers: { authorization: `Token ${member.token}` },
      });
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await restarted.close();
      await orm.close();
    }
  });

  it('returns the REST shape [{category, question, answer}] and frees a fetch once it is an hour old', async () => {
    const member = await createMember(t);
    const res = await t.rest('GET', '/api/trivia', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(Object.keys(res.body[0]).sort()).toEqual(['answer', 'category', 'question']);
    // REST keeps the category's words, as the original's trivia service sent them
    for (const item of res.body)
      expect(['people and places', 'general', 'science and nature', 'mathematics']).toContain(item.category);
    expect(res.headers.get('x-trivia-fetches-used')).toBe('1');

    await t.orm.em
      .getConnection()
      .execute(`update trivia_fetch set fetched_at = now() - interval '61 minutes' where user_id = ?`, [member.id]);
    const allowance = (await t.gql(ALLOWANCE, {}, { token: member.token })).data!.triviaAllowance;
    expect(allowance.fetchesUsed).toBe(0);
  });

  it('shows a page opened again what was served this hour without spending a fetch', async () => {
    const member = await createMember(t);
    const empty = (await t.gql(RECENT, {}, { token: member.token })).data!.recentTrivia;
    expect(empty).toMatchObject({ fetchesUsed: 0, questions: [] });

    const first = (await t.gql(FETCH, {}, { token: member.token })).data!.fetchTrivia.batch;
    const second = (await t.gql(FETCH, {}, { token: member.token })).data!.fetchTrivia.batch;
    // Refreshes and other tabs: read as often as they like, the count stays at the two real fetches.
    for (let visit = 0; visit < 3; visit++) {
      const recent = (await t.gql(RECENT, {}, { token: member.token })).data!.recentTrivia;
      expect(recent.fetchesUsed).toBe(2);
      expect(recent.questions).toEqual([...first.questions, ...second.questions]);
    }
    const allowance = (await t.gql(ALLOWANCE, {}, { token: member.token })).data!.triviaAllowance;
    expect(allowance.fetchesUsed).toBe(2);
    const counters = (await countAchievementCounters(t.orm.em.fork(), [member.id])).get(member.id)!;
    expect(counters.knowledge_seeker).toBe(2);

    // An hour later the old batches are gone from it, as from the count.
    await t.orm.em
      .getConnection()
      .execute(`update trivia_fetch set fetched_at = now() - interval '61 minutes' where user_id = ?`, [member.id]);
    expect((await t.gql(RECENT, {}, { token: member.token })).data!.recentTrivia).toMatchObject({
      fetchesUsed: 0,
      questions: [],
    });
  });

  it('is for signed-in members only', async () => {
    expect((await t.gql(FETCH)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(ALLOWANCE)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(RECENT)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/api/trivia')).status).toBe(401);
  });
});
