/**
 * What a third-party integration does with a personal access token (scopes READ and WRITE):
 * 1. pages the feed to the end;
 * 2. registers a webhook to a receiver it runs, for POST_ADDED;
 * 3. subscribes to new posts from `liveCursor`, then publishes a post with an image (an upload) and sees it
 *    arrive live with its cursor;
 * 4. closes the socket, publishes another post while away, and resubscribes with `after: <last cursor>`:
 *    the missed post is replayed;
 * 5. receives the signed `post.added` delivery of the first post, checks its signature, and finds it in the
 *    webhook's delivery log (the webhook fetched by its global id with `node`, its log a connection);
 * 6. deletes its webhook.
 * Mutations answer payloads: `succeeded` reads their result, or throws their `userErrors`.
 */
import { createApi, subscribe, succeeded, type Api, type ApiOptions } from './client';
import { graphql } from './gql';
import type { DeliveryLogQuery, FeedPageQuery } from './gql/graphql';
import { startWebhookReceiver, type WebhookDelivery } from './webhook-receiver';

const FeedPage = graphql(`
  query FeedPage($first: Int!, $after: String) {
    feed(first: $first, after: $after) {
      edges {
        node {
          id
          title
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const LiveCursor = graphql(`
  query LiveCursor {
    liveCursor
  }
`);

const NewPosts = graphql(`
  subscription NewPosts($after: String) {
    postAdded(scope: HOME, after: $after) {
      id
      title
      imageUrl
    }
  }
`);

const PublishPost = graphql(`
  mutation PublishPost($input: CreatePostInput!, $image: Upload) {
    createPost(input: $input, image: $image) {
      post {
        id
        title
        imageUrl
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const RegisterWebhook = graphql(`
  mutation RegisterWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
        events
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const DeliveryLog = graphql(`
  query DeliveryLog($webhookId: ID!, $first: Int!, $after: String) {
    node(id: $webhookId) {
      __typename
      ... on Webhook {
        deliveries(first: $first, after: $after) {
          nodes {
            id
            event
            status
            attempts
            responseStatus
          }
          pageInfo {
            endCursor
            hasNextPage
          }
        }
      }
    }
  }
`);

const RemoveWebhook = graphql(`
  mutation RemoveWebhook($id: ID!) {
    deleteWebhook(id: $id) {
      deletedWebhookId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

type LoggedDelivery = Extract<
  NonNullable<DeliveryLogQuery['node']>,
  { __typename: 'Webhook' }
>['deliveries']['nodes'][number];

export interface TourOptions extends ApiOptions {
  /** The image to upload with the first post (JPEG, PNG, AVIF, WebP or GIF, at most 5 MB). */
  image: { content: Blob; filename: string };
  /** Feed page size (1 to 50). */
  pageSize?: number;
  /** Where the webhook receiver listens; the server must be allowed to reach it (see README.md). */
  receiverHost?: string;
  log?: (line: string) => void;
}

export interface TourReport {
  feed: { pages: number; posts: number };
  uploaded: { id: string; imageUrl: string | null };
  live: { id: string; cursor: string };
  resumed: { id: string; cursor: string };
  webhook: WebhookDelivery;
  /** The same delivery as the webhook's log shows it once it succeeded. */
  logged: LoggedDelivery;
}

/** One delivery of the webhook's log, reading it page by page (newest first); null when it is not there. */
async function findDelivery(api: Api, webhookId: string, deliveryId: string): Promise<LoggedDelivery | null> {
  let after: string | null = null;
  for (;;) {
    const { node }: DeliveryLogQuery = await api.request(DeliveryLog, { webhookId, first: 20, after });
    if (node?.__typename !== 'Webhook') throw new Error('The webhook is gone.');
    const found = node.deliveries.nodes.find((delivery) => delivery.id === deliveryId);
    if (found) return found;
    if (!node.deliveries.pageInfo.hasNextPage) return null;
    after = node.deliveries.pageInfo.endCursor;
  }
}

export async function runTour(options: TourOptions): Promise<TourReport> {
  const log = options.log ?? (() => {});
  const api = createApi(options);

  // 1. The feed, page by page, until hasNextPage is false.
  let after: string | null = null;
  let pages = 0;
  let posts = 0;
  for (;;) {
    const { feed }: FeedPageQuery = await api.request(FeedPage, { first: options.pageSize ?? 50, after });
    pages += 1;
    posts += feed.edges.length;
    if (!feed.pageInfo.hasNextPage) break;
    after = feed.pageInfo.endCursor;
  }
  log(`feed: ${posts} posts in ${pages} pages`);

  // 2. A webhook to our own receiver.
  const receiver = await startWebhookReceiver(options.receiverHost);
  const { createWebhook } = await api.request(RegisterWebhook, {
    input: { url: receiver.url, events: ['POST_ADDED'] },
  });
  const webhook = succeeded(createWebhook, 'webhook');
  receiver.secret = succeeded(createWebhook, 'secret');
  log(`webhook ${webhook.id} -> ${webhook.url}`);

  try {
    // 3. Subscribe from the present position, then publish a post with an image.
    const { liveCursor } = await api.request(LiveCursor, {});
    let socket = api.socket();
    let events = subscribe(socket, NewPosts, { after: liveCursor });
    const firstEvent = events.next();
    const { createPost: uploadAnswer } = await api.upload(
      PublishPost,
      {
        input: {
          title: 'Lanterns over the river',
          category: 'FESTIVALS',
          country: 'Vietnam',
          content: 'Hoi An at night.',
        },
      },
      { variable: 'image', ...options.image },
    );
    const uploaded = succeeded(uploadAnswer, 'post');
    log(`uploaded post ${uploaded.id} with ${uploaded.imageUrl}`);
    const live = (await firstEvent).value;
    if (!live || live.data.postAdded.id !== uploaded.id)
      throw new Error('The live event is not the post just published.');
    log(`live: post ${live.data.postAdded.id} at cursor ${live.cursor}`);

    // 4. Away for a while: the socket closes, a post is published meanwhile, then we resume after the last cursor.
    await events.return(undefined);
    await socket.dispose();
    const { createPost: missedAnswer } = await api.request(PublishPost, {
      input: { title: 'Morning market', category: 'FOOD', country: 'Vietnam', content: 'Published while away.' },
    });
    const missed = succeeded(missedAnswer, 'post');
    socket = api.socket();
    events = subscribe(socket, NewPosts, { after: live.cursor });
    const resumed = (await events.next()).value;
    await events.return(undefined);
    await socket.dispose();
    if (!resumed || resumed.data.postAdded.id !== missed.id)
      throw new Error('The resumed stream did not replay the missed post.');
    log(`resumed: missed post ${resumed.data.postAdded.id} replayed at cursor ${resumed.cursor}`);

    // 5. The signed webhook delivery of the uploaded post.
    const delivery = await receiver.waitFor((d) => d.event === 'post.added' && d.data.postId === uploaded.id);
    log(`webhook: ${delivery.event} for post ${delivery.data.postId}, signature verified`);
    // The log says SUCCEEDED once the server has our 2xx: ask again for a moment until it does.
    let logged = await findDelivery(api, webhook.id, delivery.id);
    for (let tries = 0; logged?.status !== 'SUCCEEDED' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      logged = await findDelivery(api, webhook.id, delivery.id);
    }
    if (!logged) throw new Error('The delivery is not in the webhook’s log.');
    log(`delivery log: ${logged.id} ${logged.event} ${logged.status} after ${logged.attempts} try`);

    return {
      feed: { pages, posts },
      uploaded: { id: uploaded.id, imageUrl: uploaded.imageUrl },
      live: { id: live.data.postAdded.id, cursor: live.cursor },
      resumed: { id: resumed.data.postAdded.id, cursor: resumed.cursor },
      webhook: delivery,
      logged,
    };
  } finally {
    // 6. Clean up.
    const { deleteWebhook } = await api.request(RemoveWebhook, { id: webhook.id });
    log(`deleted webhook ${succeeded(deleteWebhook, 'deletedWebhookId')}`);
    await receiver.close();
  }
}
