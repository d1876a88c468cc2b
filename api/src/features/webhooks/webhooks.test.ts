import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER_ERRORS, userErrorsOf, type GraphQLResponse, type TestApp } from '../../../test/harness.js';
import { createAdmin, createMember, follow, type TestMember } from '../../../test/factories.js';
import { isAllowedAddress } from './webhook-address.js';
import { deliverWebhook } from './deliver-webhook.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { Webhook } from './webhook.entity.js';
import { verifySignature } from './webhook-signature.js';

/** A receiving server on 127.0.0.1: records every request; `answer` decides each status. */
interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; event: string; webhookId: string; cursor: string | null; data: Record<string, unknown> };
}
let receiver: http.Server;
let receiverUrl: string;
let received: Received[] = [];
let answer: (request: Received, count: number) => number = () => 200;

let t: TestApp;
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { headers: req.headers, body, json: JSON.parse(body) as Received['json'] };
      received.push(request);
      res.statusCode = answer(request, received.filter((r) => r.json.id === request.json.id).length);
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await startTestApp({ config: { webhooksAllowLoopback: true, webhookRetryBaseMs: 20 } });
});
afterEach(async () => {
  // each test hears only its own webhooks
  await t.orm.em.fork().getConnection().execute('delete from webhook');
  received = [];
  answer = () => 200;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const CREATE = `mutation($input: CreateWebhookInput!) {
  createWebhook(input: $input) { secret webhook { id url events active } ${USER_ERRORS} }
}`;
const DELIVERIES = `{ webhooks { id active consecutiveFailures disabledReason lastDelivery { id status }
  deliveries(first: 10) { nodes { id event status attempts responseStatus error } } } }`;
const SEND_TEST = `mutation($id: ID!) { sendTestWebhook(id: $id) { delivery { id event status } ${USER_ERRORS} } }`;
const DELETE = `mutation($id: ID!) { deleteWebhook(id: $id) { deletedWebhookId ${USER_ERRORS} } }`;
const CREATE_POST = `mutation($title: String!) { createPost(input: { title: $title, category: MUSIC, country: "Japan", content: "Taiko" }) { post { id } } }`;

async function register(member: TestMember, events: string[], url = receiverUrl) {
  const res = await t.gql(CREATE, { input: { url, events } }, { token: member.token });
  expect(res.errors).toBeUndefined();
  expect(userErrorsOf(res, 'createWebhook')).toEqual([]);
  return res.data!.createWebhook as { secret: string; webhook: { id: string } };
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('webhooks', () => {
  it('delivers an event signed with HMAC-SHA256 over "timestamp.body", verifiable with the secret shown once', async () => {
    const owner = await createMember(t);
    const author = await createMember(t);
    const { secret, webhook } = await register(owner, ['POST_ADDED']);
    expect(secret).toMatch(/^whsec_/);
    const listed = await t.gql('{ webhooks { id url events active } }', {}, { token: owner.token });
    expect(listed.data!.webhooks).toEqual([{ id: webhook.id, url: receiverUrl, events: ['POST_ADDED'], active: true }]);
    expect(JSON.stringify(listed.data)).not.toContain(secret);

    const post = await t.gql(CREATE_POST, { title: 'Hello hooks' }, { token: author.token });
    const [delivery] = await until(
      () => received,
      (r) => r.length > 0,
    );
    expect(delivery.json).toMatchObject({
      event: 'post.added',
      webhookId: webhook.id,
      data: { postId: post.data!.createPost.post.id, authorId: author.id },
    });
    expect(delivery.headers['culturalink-event']).toBe('post.added');
    expect(delivery.headers['culturalink-delivery']).toBe(delivery.json.id);
    const signature = delivery.headers['culturalink-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, signature, delivery.body)).toBe(true);
    expect(verifySignature(secret, signature, delivery.body.replace('post.added', 'post.addeD'))).toBe(false);
    expect(verifySignature('whsec_other', signature, delivery.body)).toBe(false);
    // a captured delivery replayed outside the window is refused
    expect(verifySignature(secret, signature, delivery.body, Math.floor(Date.now() / 1000) + 301)).toBe(false);

    const log = await until(
      () => t.gql(DELIVERIES, {}, { token: owner.token }),
      (res) => res.data?.webhooks[0].lastDelivery?.status === 'SUCCEEDED',
    );
    expect(log.data!.webhooks[0].deliveries.nodes).toEqual([
      { id: delivery.json.id, event: 'POST_ADDED', status: 'SUCCEEDED', attempts: 1, responseStatus: 200, error: null },
    ]);
  });

  it('retries a delivery answered 500, with the same delivery id, until it succeeds', async () => {
    const owner = await createMember(t);
    await register(owner, ['POST_ADDED']);
    answer = (_request, count) => (count === 1 ? 500 : 204);
    await t.gql(CREATE_POST, { title: 'Retry me' }, { token: (await createMember(t)).token });
    const tries = await until(
      () => received,
      (r) => r.length >= 2,
    );
    expect(tries[1].json.id).toBe(tries[0].json.id);
    expect(tries[1].body).toBe(tries[0].body);
    const log = await until(
      () => t.gql(DELIVERIES, {}, { token: owner.token }),
      (res) => res.data?.webhooks[0].deliveries.nodes[0]?.status === 'SUCCEEDED',
    );
    expect(log.data!.webhooks[0].deliveries.nodes[0]).toMatchObject({ attempts: 2, responseStatus: 204, error: null });
  });

  it('sends a test delivery on request and logs it', async () => {
    const owner = await createMember(t);
    const { secret, webhook } = await register(owner, ['NOTIFICATION_CREATED']);
    const queued = await t.gql(SEND_TEST, { id: webhook.id }, { token: owner.token });
    expect(queued.data!.sendTestWebhook).toMatchObject({
      delivery: { event: 'WEBHOOK_TEST', status: 'PENDING' },
      userErrors: [],
    });
    const [delivery] = await until(
      () => received,
      (r) => r.length > 0,
    );
    expect(delivery.json).toMatchObject({
      id: queued.data!.sendTestWebhook.delivery.id,
      event: 'webhook.test',
      cursor: null,
    });
    expect(verifySignature(secret, delivery.headers['culturalink-signature'] as string, delivery.body)).toBe(true);
    await until(
      () => t.gql(DELIVERIES, {}, { token: owner.token }),
      (res) => res.data?.webhooks[0].lastDelivery?.status === 'SUCCEEDED',
    );
    // someone else's webhook is not found
    const other = await createMember(t);
    const refused = await t.gql(SEND_TEST, { id: webhook.id }, { token: other.token });
    expect(refused.data).toEqual({
      sendTestWebhook: {
        delivery: null,
        userErrors: [{ field: null, message: 'No such webhook.', code: 'NOT_FOUND' }],
      },
    });
  });

  it('sends each webhook only the events its owner may see', async () => {
    const privateAuthor = await createMember(t, { isPrivate: true });
    const follower = await createMember(t);
    const stranger = await createMember(t);
    const admin = await createAdmin(t);
    await follow(t, follower.id, privateAuthor.id);
    const hooks = {
      follower: (await register(follower, ['POST_ADDED'], `${receiverUrl}?who=follower`)).webhook.id,
      stranger: (await register(stranger, ['POST_ADDED', 'NOTIFICATION_CREATED'], `${receiverUrl}?who=stranger`))
        .webhook.id,
      admin: (await register(admin, ['POST_ADDED', 'REPORT_ADDED'], `${receiverUrl}?who=admin`)).webhook.id,
    };
    await t.gql(CREATE_POST, { title: 'Followers only' }, { token: privateAuthor.token });
    // the stranger is followed: a notification for the stranger alone
    await t.gql(
      `mutation($id: ID!) { followUser(userId: $id) { __typename } }`,
      { id: stranger.id },
      { token: follower.token },
    );
    await until(
      () => received,
      (r) => r.length >= 3,
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // nothing more comes
    const heard = received.map(
      (r) =>
        `${r.json.webhookId === hooks.follower ? 'follower' : r.json.webhookId === hooks.stranger ? 'stranger' : 'admin'}:${r.json.event}`,
    );
    expect(heard.sort()).toEqual(['admin:post.added', 'follower:post.added', 'stranger:notification.created']);
  });

  it('sends no notification from a member the owner muted (the rule of the notification list)', async () => {
    const [owner, muted, other] = await Promise.all([createMember(t), createMember(t), createMember(t)]);
    const hook = await register(owner, ['NOTIFICATION_CREATED']);
    const muting = await t.gql(
      `mutation($id: ID!) { muteMember(userId: $id) { ${USER_ERRORS} } }`,
      { id: muted.id },
      { token: owner.token },
    );
    expect(userErrorsOf(muting, 'muteMember')).toEqual([]);
    const followOwner = (member: TestMember) =>
      t.gql(`mutation($id: ID!) { followUser(userId: $id) { __typename } }`, { id: owner.id }, { token: member.token });
    await followOwner(muted);
    await followOwner(other); // the later event: once it is heard, the earlier one was decided
    const heard = await until(
      () => received,
      (r) => r.some((request) => request.json.webhookId === hook.webhook.id),
    );
    // deliveries are made in the log's order: the muted member's event was decided before this one was sent
    expect(await t.orm.em.fork().count(WebhookDelivery, { webhook: hook.webhook.id })).toBe(1);
    const actors = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ actor_id: string }[]>('select actor_id from notification where id = ?', [heard[0].json.data.id]);
    expect(actors.map((row) => row.actor_id)).toEqual([other.id]);
  });

  it('refuses an event kind the credential may not hear of', async () => {
    const member = await createMember(t);
    const refused = await t.gql(
      CREATE,
      { input: { url: receiverUrl, events: ['REPORT_ADDED'] } },
      { token: member.token },
    );
    // a permission, not something to fix in the input: a top-level error
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.data ?? null).toBeNull();
    const none = await t.gql(CREATE, { input: { url: receiverUrl, events: [] } }, { token: member.token });
    expect(none.data!.createWebhook).toEqual({
      secret: null,
      webhook: null,
      userErrors: [{ field: 'events', message: 'Pick at least one event.', code: 'BAD_USER_INPUT' }],
    });
  });

  it('disables a webhook after 5 deliveries in a row failed every one of their 6 tries', async () => {
    const owner = await createMember(t);
    const { webhook } = await register(owner, ['POST_ADDED']);
    answer = () => 500;
    const author = await createMember(t);
    for (let i = 0; i < 5; i++) await t.gql(CREATE_POST, { title: `Fail ${i}` }, { token: author.token });
    const log = await until(
      () => t.gql(DELIVERIES, {}, { token: owner.token }),
      (res) => res.data?.webhooks[0].active === false,
      30_000,
    );
    expect(received).toHaveLength(30);
    expect(log.data!.webhooks[0]).toMatchObject({ id: webhook.id, consecutiveFailures: 5 });
    expect(log.data!.webhooks[0].disabledReason).toMatch(/5 deliveries in a row/);
    expect(
      log.data!.webhooks[0].deliveries.nodes.every(
        (d: { status: string; attempts: number }) => d.status === 'FAILED' && d.attempts === 6,
      ),
    ).toBe(true);
    // disabled: later events are not sent; enabling turns it back on
    await t.gql(CREATE_POST, { title: 'While off' }, { token: author.token });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toHaveLength(30);
    const ENABLE = `mutation($id: ID!) { enableWebhook(id: $id) { webhook { active consecutiveFailures } ${USER_ERRORS} } }`;
    const enabled = await t.gql(ENABLE, { id: webhook.id }, { token: owner.token });
    expect(enabled.data!.enableWebhook).toEqual({
      webhook: { active: true, consecutiveFailures: 0 },
      userErrors: [],
    });
    // again: it stays as it is
    const again = await t.gql(ENABLE, { id: webhook.id }, { token: owner.token });
    expect(again.data!.enableWebhook.webhook).toEqual({ active: true, consecutiveFailures: 0 });
  }, 60_000);
});

describe('webhook failure count', () => {
  it('loses no failure when several deliveries end at once (the count is updated under a row lock)', async () => {
    const owner = await createMember(t);
    const { webhook } = await register(owner, ['POST_ADDED']);
    answer = () => 500;
    // five deliveries on their last try, ending together
    const em = t.orm.em.fork();
    const deliveries = Array.from({ length: 5 }, (_, i) =>
      em.create(WebhookDelivery, {
        webhook: em.getReference(Webhook, webhook.id),
        kind: 'post.added',
        payload: { id: `last-try-${i}` },
        status: 'pending',
        attempts: 5,
      }),
    );
    await em.flush();
    await Promise.all(deliveries.map((delivery) => deliverWebhook(t.app.services, delivery.id)));
    const after = await t.orm.em.fork().findOneOrFail(Webhook, { id: webhook.id });
    expect(after.consecutiveFailures).toBe(5);
    expect(after.disabledAt).not.toBeNull();
  });
});

describe('webhooks and deliveries as Relay objects', () => {
  it('answers node(id:) with a webhook and its deliveries to the owner only', async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const { webhook } = await register(owner, ['POST_ADDED']);
    const queued = await t.gql(SEND_TEST, { id: webhook.id }, { token: owner.token });
    const deliveryId = queued.data!.sendTestWebhook.delivery.id as string;
    const NODES = `{ nodes(ids: ["${webhook.id}", "${deliveryId}"]) {
      __typename id ... on Webhook { url events } ... on WebhookDelivery { event } } }`;
    expect((await t.gql(NODES, {}, { token: owner.token })).data).toEqual({
      nodes: [
        { __typename: 'Webhook', id: webhook.id, url: receiverUrl, events: ['POST_ADDED'] },
        { __typename: 'WebhookDelivery', id: deliveryId, event: 'WEBHOOK_TEST' },
      ],
    });
    expect((await t.gql(NODES, {}, { token: other.token })).data).toEqual({ nodes: [null, null] });
    expect((await t.gql(NODES)).data).toEqual({ nodes: [null, null] });
  });

  it('pages the delivery log newest first, each delivery once', async () => {
    const owner = await createMember(t);
    const { webhook } = await register(owner, ['POST_ADDED']);
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      const queued = await t.gql(SEND_TEST, { id: webhook.id }, { token: owner.token });
      sent.unshift(queued.data!.sendTestWebhook.delivery.id);
    }
    const PAGE = `query ($id: ID!, $after: String) { node(id: $id) { ... on Webhook {
      deliveries(first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage endCursor } }
    } } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const res: GraphQLResponse = await t.gql(PAGE, { id: webhook.id, after }, { token: owner.token });
      const connection = res.data!.node.deliveries;
      seen.push(...connection.edges.map((edge: { node: { id: string } }) => edge.node.id));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual(sent);
    const bad = await t.gql(PAGE, { id: webhook.id, after: 'nonsense' }, { token: owner.token });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("deletes a webhook with its log, answering its id; someone else's is not found", async () => {
    const owner = await createMember(t);
    const { webhook } = await register(owner, ['POST_ADDED']);
    const stranger = await t.gql(DELETE, { id: webhook.id }, { token: (await createMember(t)).token });
    expect(userErrorsOf(stranger, 'deleteWebhook')).toEqual([
      { field: null, message: 'No such webhook.', code: 'NOT_FOUND' },
    ]);
    const res = await t.gql(DELETE, { id: webhook.id }, { token: owner.token });
    expect(res.data).toEqual({ deleteWebhook: { deletedWebhookId: webhook.id, userErrors: [] } });
    expect((await t.gql('{ webhooks { id } }', {}, { token: owner.token })).data).toEqual({ webhooks: [] });
  });

  it('refuses an 11th webhook as a userError', async () => {
    const owner = await createMember(t);
    for (let i = 0; i < 10; i++) await register(owner, ['POST_ADDED'], `${receiverUrl}?n=${i}`);
    const res = await t.gql(CREATE, { input: { url: receiverUrl, events: ['POST_ADDED'] } }, { token: owner.token });
    expect(userErrorsOf(res, 'createWebhook')).toEqual([
      { field: null, message: 'At most 10 webhooks; delete one first.', code: 'BAD_USER_INPUT' },
    ]);
  });
});

describe('webhook addresses (SSRF)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp();
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses http://, loopback, private, link-local and reserved addresses unless loopback is allowed for tests', async () => {
    const member = await createMember(strict);
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[fd00::1]/hook',
      // loopback in IPv6 clothing (issue #21): compatible dotted and hex, SIIT, NAT64
      'https://[::127.0.0.1]/',
      'https://[::7f00:1]/',
      'https://[::ffff:0:7f00:1]/',
      'https://[64:ff9b::7f00:1]/',
      'https://user:pass@example.com/hook',
      'not a url',
    ]) {
      const res = await strict.gql(CREATE, { input: { url, events: ['POST_ADDED'] } }, { token: member.token });
      expect(res.errors, url).toBeUndefined();
      expect(
        userErrorsOf(res, 'createWebhook').map((e) => `${e.field} ${e.code}`),
        url,
      ).toEqual(['url BAD_USER_INPUT']);
    }
  });

  it('classifies addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ])
      expect(isAllowedAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isAllowedAddress(address), address).toBe(true);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('10.0.0.1', true)).toBe(false);
  });
});
