import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collect,
  startTestApp,
  USER_ERRORS,
  userErrorsOf,
  type GraphQLResponse,
  type TestApp,
} from '../../../test/harness.js';
import { createAdmin, createMember, type TestMember } from '../../../test/factories.js';
import { graphql } from '../../../test/gql/index.js';
import { answerCountryQuestion, BOT_ACKNOWLEDGEMENT } from './country-helper-bot.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEND = `mutation($body: String!, $conversationId: ID) { sendSupportMessage(body: $body, conversationId: $conversationId) { message { id conversationId body fromModerator fromBot author { username } } ${USER_ERRORS} } }`;
const MARK_READ = `mutation($id: ID!) { markSupportRead(conversationId: $id) { conversation { id unreadForMember unreadForModerators } ${USER_ERRORS} } }`;
const LIVE = `subscription($conversationId: ID) { supportMessageAdded(conversationId: $conversationId) { id conversationId body fromModerator fromBot } }`;
const MINE = `{ myConversation { id unreadForMember unreadForModerators lastMessage { body } member { username } } }`;
const INBOX = `query($first: Int, $after: String) { supportInbox(first: $first, after: $after) {
  nodes { id unreadForModerators unreadForMember member { username } lastMessage { body } }
  pageInfo { hasNextPage endCursor }
} }`;
const MESSAGES = graphql(`
  query SupportMessages($conversationId: ID, $last: Int, $before: String) {
    supportMessages(conversationId: $conversationId, last: $last, before: $before) {
      edges {
        cursor
        node {
          id
          body
          fromModerator
          fromBot
        }
      }
      nodes {
        id
        body
        fromModerator
        fromBot
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
`);

const send = async (who: TestMember, body: string, conversationId?: string) => {
  const res = await t.gql(SEND, { body, conversationId }, { token: who.token });
  if (res.errors || userErrorsOf(res, 'sendSupportMessage').length > 0) throw new Error(JSON.stringify(res));
  return res.data!.sendSupportMessage.message;
};

/** Subscribes and waits until the server has registered the subscription, so no event is missed. */
async function subscribe(who: TestMember, variables: Record<string, unknown> = {}, count = 1, timeoutMs = 4000) {
  const client = t.wsClient({ token: who.token });
  const live = collect(client, LIVE, variables, count, timeoutMs);
  await new Promise((resolve) => setTimeout(resolve, 300));
  return live;
}

/**
 * For a subscription expected to receive nothing: settled at once into a value (the timeout's message,
 * or 'delivered'), so its expected timeout can never surface as an unhandled rejection.
 */
async function subscribeExpectingNothing(
  who: TestMember,
  variables: Record<string, unknown>,
  timeoutMs: number,
): Promise<{ outcome: Promise<string> }> {
  const live = await subscribe(who, variables, 1, timeoutMs);
  // Wrapped in an object: an async function returning the promise itself would wait for it.
  return {
    outcome: live.done.then(
      () => 'delivered',
      (error: Error) => error.message,
    ),
  };
}

describe('the country helper bot', () => {
  it('answers capital, language and currency questions from the country data, and nothing else', () => {
    expect(answerCountryQuestion('What is the capital of Japan?')).toBe('The capital of Japan is Tokyo.');
    expect(answerCountryQuestion('What languages are spoken in Peru?')).toMatch(/Aymara.*Quechua.*Spanish/);
    expect(answerCountryQuestion('What currency does Kenya use?')).toBe('Kenya uses the Kenyan shilling (KES).');
    expect(answerCountryQuestion('capital of niger')).toBe('The capital of Niger is Niamey.');
    expect(answerCountryQuestion('What is the capital of Nigeria?')).toBe('The capital of Nigeria is Abuja.');
    expect(answerCountryQuestion('My post was removed, why?')).toBeNull();
    expect(answerCountryQuestion('What is the capital of Atlantis?')).toBeNull();
  });
});

describe('support chat', () => {
  it("delivers a member's message to administrators and not to another member, and an answer to that member only", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const admin = await createAdmin(t);

    const adminLive = await subscribe(admin, {}, 2);
    const bLive = await subscribeExpectingNothing(b, {}, 2500);
    const aLive = await subscribe(a, {}, 3);

    const question = await send(a, 'Hello, I need help with my account.');
    expect(question).toMatchObject({ fromModerator: false, fromBot: false, author: { username: a.username } });
    // the first message gets the bot's acknowledgement
    const adminGot = (await adminLive.done).map((d) => d.supportMessageAdded);
    expect(adminGot.map((m) => [m.body, m.fromBot])).toEqual([
      ['Hello, I need help with my account.', false],
      [BOT_ACKNOWLEDGEMENT, true],
    ]);

    const answer = await send(admin, 'Happy to help: what happens?', question.conversationId);
    expect(answer).toMatchObject({ fromModerator: true, conversationId: question.conversationId });
    const aGot = (await aLive.done).map((d) => d.supportMessageAdded.body);
    expect(aGot).toEqual(['Hello, I need help with my account.', BOT_ACKNOWLEDGEMENT, 'Happy to help: what happens?']);
    expect(await bLive.outcome).toMatch(/got 0 of 1/);
  });

  it('lets an administrator follow one conversation only', async () => {
    const a = await createMember(t);
    const c = await createMember(t);
    const admin = await createAdmin(t);
    const first = await send(a, 'first');
    const live = await subscribe(admin, { conversationId: first.conversationId }, 1);
    await send(c, 'from someone else');
    await send(admin, 'answer to a', first.conversationId);
    expect((await live.done).map((d) => d.supportMessageAdded.body)).toEqual(['answer to a']);
  });

  it('keeps the history, counts unread messages for each side and marks them read', async () => {
    const member = await createMember(t);
    const admin = await createAdmin(t);
    const first = await send(member, 'Is anyone there?');
    await send(member, 'Hello?');
    const id = first.conversationId;

    let mine = (await t.gql(MINE, {}, { token: member.token })).data!.myConversation;
    expect(mine).toMatchObject({ id, unreadForMember: 0, unreadForModerators: 2, lastMessage: { body: 'Hello?' } });
    // the bot's acknowledgement, answered once only
    expect((await t.gql(MESSAGES, {}, { token: member.token })).data!.supportMessages.nodes.map((m) => m.body)).toEqual(
      ['Is anyone there?', BOT_ACKNOWLEDGEMENT, 'Hello?'],
    );

    const inbox = (await t.gql(INBOX, {}, { token: admin.token })).data!.supportInbox;
    expect(inbox.nodes[0]).toMatchObject({ id, unreadForModerators: 2, member: { username: member.username } });
    expect((await t.gql(MARK_READ, { id }, { token: admin.token })).data!.markSupportRead).toEqual({
      conversation: { id, unreadForMember: 0, unreadForModerators: 0 },
      userErrors: [],
    });
    await send(admin, 'Yes, here!', id);

    mine = (await t.gql(MINE, {}, { token: member.token })).data!.myConversation;
    expect(mine).toMatchObject({ unreadForModerators: 0, unreadForMember: 1, lastMessage: { body: 'Yes, here!' } });
    await t.gql(MARK_READ, { id }, { token: member.token });
    expect((await t.gql(MINE, {}, { token: member.token })).data!.myConversation.unreadForMember).toBe(0);

    const history = (await t.gql(MESSAGES, { conversationId: id }, { token: admin.token })).data!.supportMessages;
    expect(history.nodes.map((m) => m.body)).toEqual(['Is anyone there?', BOT_ACKNOWLEDGEMENT, 'Hello?', 'Yes, here!']);
    expect(history.pageInfo).toMatchObject({ hasPreviousPage: false, hasNextPage: false });
  });

  it('reads a conversation backwards: the latest messages first, then earlier pages before the start cursor', async () => {
    const member = await createMember(t);
    const admin = await createAdmin(t);
    const id = (await send(member, 'm1')).conversationId; // the bot acknowledges it once
    for (const body of ['m2', 'm3', 'm4']) await send(member, body);
    const read = async (variables: { last?: number; before?: string | null }) => {
      const res = await t.gql(MESSAGES, { conversationId: id, ...variables }, { token: admin.token });
      expect(res.errors).toBeUndefined();
      return res.data!.supportMessages;
    };

    const latest = await read({ last: 2 });
    expect(latest.nodes.map((m) => m.body)).toEqual(['m3', 'm4']);
    expect(latest.edges.map((edge) => edge.node.id)).toEqual(latest.nodes.map((m) => m.id));
    expect(latest.pageInfo).toMatchObject({
      hasPreviousPage: true,
      hasNextPage: false,
      startCursor: latest.edges[0]!.cursor,
      endCursor: latest.edges[1]!.cursor,
    });
    const earlier = await read({ last: 2, before: latest.pageInfo.startCursor });
    expect(earlier.nodes.map((m) => m.body)).toEqual([BOT_ACKNOWLEDGEMENT, 'm2']);
    expect(earlier.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    const first = await read({ last: 2, before: earlier.pageInfo.startCursor });
    expect(first.nodes.map((m) => m.body)).toEqual(['m1']);
    expect(first.pageInfo.hasPreviousPage).toBe(false);
    // by default the latest 20
    expect((await read({})).nodes).toHaveLength(5);

    for (const last of [0, 51]) {
      const res = await t.gql(MESSAGES, { conversationId: id, last }, { token: admin.token });
      expect(res.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
    }
    const unreadable = await t.gql(MESSAGES, { conversationId: id, before: 'nonsense' }, { token: admin.token });
    expect(unreadable.errors![0].extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('pages the inbox, latest activity first, with keyset cursors', async () => {
    const admin = await createAdmin(t);
    const members = [await createMember(t), await createMember(t), await createMember(t)];
    for (const member of members) await send(member, `from ${member.username}`);
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const res: GraphQLResponse = await t.gql(INBOX, { first: 2, after }, { token: admin.token });
      expect(res.errors).toBeUndefined();
      const page = res.data!.supportInbox;
      expect(page.nodes.length).toBeLessThanOrEqual(2);
      seen.push(...page.nodes.map((c: { member: { username: string } }) => c.member.username));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    // every conversation once, the three newest on top in the order they were last written to
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 3)).toEqual(members.map((m) => m.username).reverse());
  });

  it('answers node(id:) with a conversation and its messages to their member and administrators only', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const admin = await createAdmin(t);
    const message = await send(member, 'node please');
    const NODE = `query($id: ID!) { node(id: $id) { __typename id
      ... on SupportConversation { member { username } unreadForModerators }
      ... on SupportMessage { body conversationId } } }`;
    const node = async (id: string, token?: string) => {
      const res = await t.gql(NODE, { id }, token ? { token } : {});
      expect(res.errors).toBeUndefined();
      return res.data!.node;
    };
    for (const token of [member.token, admin.token]) {
      expect(await node(message.conversationId, token)).toEqual({
        __typename: 'SupportConversation',
        id: message.conversationId,
        member: { username: member.username },
        unreadForModerators: 1,
      });
      expect(await node(message.id, token)).toEqual({
        __typename: 'SupportMessage',
        id: message.id,
        body: 'node please',
        conversationId: message.conversationId,
      });
    }
    for (const token of [other.token, undefined]) {
      expect(await node(message.conversationId, token)).toBeNull();
      expect(await node(message.id, token)).toBeNull();
    }
  });

  it('lets the bot answer country questions until a moderator joins', async () => {
    const member = await createMember(t);
    const admin = await createAdmin(t);
    const first = await send(member, 'What is the capital of Japan?');
    await send(member, 'And what currency does Kenya use?');
    await send(admin, 'Hi, a moderator here.', first.conversationId);
    await send(member, 'What languages are spoken in Peru?');
    const bodies = (await t.gql(MESSAGES, {}, { token: member.token })).data!.supportMessages.nodes.map((m) => [
      m.fromBot,
      m.body,
    ]);
    expect(bodies).toEqual([
      [false, 'What is the capital of Japan?'],
      [true, 'The capital of Japan is Tokyo.'],
      [false, 'And what currency does Kenya use?'],
      [true, 'Kenya uses the Kenyan shilling (KES).'],
      [false, 'Hi, a moderator here.'],
      [false, 'What languages are spoken in Peru?'],
    ]);
  });

  it("refuses blank and over-long messages, another member's conversation, and the inbox to members", async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const first = await send(a, 'mine');
    const blank = await t.gql(SEND, { body: '   ' }, { token: a.token });
    expect(blank.errors).toBeUndefined();
    expect(blank.data!.sendSupportMessage.message).toBeNull();
    expect(userErrorsOf(blank, 'sendSupportMessage')).toEqual([
      { field: 'body', message: 'Write a message first.', code: 'BAD_USER_INPUT' },
    ]);
    const long = await t.gql(SEND, { body: 'x'.repeat(2001) }, { token: a.token });
    expect(userErrorsOf(long, 'sendSupportMessage')).toEqual([
      { field: 'body', message: 'A message can have at most 2000 characters.', code: 'BAD_USER_INPUT' },
    ]);

    const hijack = await t.gql(SEND, { body: 'hijack', conversationId: first.conversationId }, { token: b.token });
    expect(hijack.data!.sendSupportMessage.message).toBeNull();
    expect(userErrorsOf(hijack, 'sendSupportMessage').map((e) => e.code)).toEqual(['NOT_FOUND']);
    expect(
      (await t.gql(MESSAGES, { conversationId: first.conversationId }, { token: b.token })).errors![0].extensions!.code,
    ).toBe('NOT_FOUND');
    const markOthers = await t.gql(MARK_READ, { id: first.conversationId }, { token: b.token });
    expect(markOthers.data!.markSupportRead.conversation).toBeNull();
    expect(userErrorsOf(markOthers, 'markSupportRead').map((e) => e.code)).toEqual(['NOT_FOUND']);
    expect((await t.gql(INBOX, {}, { token: b.token })).errors![0].extensions!.code).toBe('FORBIDDEN');
    expect((await t.gql(INBOX)).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(SEND, { body: 'hi' })).errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(MESSAGES, {}, { token: b.token })).data!.supportMessages).toMatchObject({
      nodes: [],
      edges: [],
      pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: null, endCursor: null },
    });
  });

  it("refuses the subscription to guests and gives a member nothing of another member's conversation", async () => {
    const guest = collect(t.wsClient(), LIVE, {}, 1, 3000);
    await expect(guest.done).rejects.toThrow(/UNAUTHENTICATED/);
    const a = await createMember(t);
    const b = await createMember(t);
    const first = await send(a, 'private matter');
    const spy = await subscribeExpectingNothing(b, { conversationId: first.conversationId }, 2000);
    await send(a, 'still private');
    expect(await spy.outcome).toMatch(/got 0 of 1/);
  });

  it('rate-limits sending', async () => {
    const member = await createMember(t);
    const results = [];
    for (let i = 0; i < 21; i++) results.push(await t.gql(SEND, { body: `message ${i}` }, { token: member.token }));
    expect(results.slice(0, 20).every((r) => r.data?.sendSupportMessage.message)).toBe(true);
    expect(results[20].errors![0].extensions).toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
  });
});
