import http from 'node:http';
import { buildSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';

/**
 * The yardstick for live delivery: bare `graphql-ws` + `ws` with the same subscription shape as the API's
 * `postLikeChanged` (`id likeCount isLiked`), its state in memory. No database, no framework.
 * `POST /like {"postId", "liker"}` toggles a like and publishes the post to its watchers.
 */
const schema = buildSchema(`
  type Post { id: ID! likeCount: Int! isLiked: Boolean! }
  type Query { ok: Boolean }
  type Subscription { postLikeChanged(postIds: [ID!]!, after: String): Post }
`);

interface Watcher {
  push(value: unknown): void;
}

export async function startMinimalLiveServer(): Promise<{ url: string; close(): Promise<void> }> {
  const likers = new Map<string, Set<string>>();
  const watchers = new Map<string, Set<Watcher>>();

  const postLikeChanged = ({ postIds }: { postIds: string[] }): AsyncIterableIterator<unknown> => {
    const queue: unknown[] = [];
    const waiting: ((result: IteratorResult<unknown>) => void)[] = [];
    const watcher: Watcher = {
      push(value) {
        const next = waiting.shift();
        if (next) next({ value, done: false });
        else queue.push(value);
      },
    };
    for (const id of postIds) {
      const set = watchers.get(id) ?? new Set<Watcher>();
      set.add(watcher);
      watchers.set(id, set);
    }
    const iterator: AsyncIterableIterator<unknown> = {
      next: () =>
        queue.length > 0
          ? Promise.resolve({ value: queue.shift(), done: false })
          : new Promise((resolve) => waiting.push(resolve)),
      return: () => {
        for (const id of postIds) watchers.get(id)?.delete(watcher);
        return Promise.resolve({ value: undefined, done: true });
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  };

  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/like') {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { postId, liker } = JSON.parse(body) as { postId: string; liker: string };
      const set = likers.get(postId) ?? new Set<string>();
      likers.set(postId, set);
      if (set.has(liker)) set.delete(liker);
      else set.add(liker);
      const post = {
        id: postId,
        likeCount: set.size,
        isLiked: (_args: unknown, context: { viewer?: string }) => set.has(context.viewer ?? ''),
      };
      for (const watcher of watchers.get(postId) ?? []) watcher.push({ postLikeChanged: post });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ likeCount: set.size }));
    });
  });
  const wss = new WebSocketServer({ server, path: '/graphql' });
  const cleanup = useServer(
    {
      schema,
      roots: { subscription: { postLikeChanged } },
      context: (ctx) => ({ viewer: String(ctx.connectionParams?.authorization ?? '') }),
    },
    wss,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await cleanup.dispose();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
