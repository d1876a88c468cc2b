import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PostView } from '../features/posts/index.js';
import { callResolversDirectly, fieldsCalledDirectly } from './direct-resolvers.js';
import { getSchema } from './schema.js';

describe('direct resolver calls', () => {
  it('call simple field resolvers synchronously, arguments included', async () => {
    const schema = await getSchema();
    const post = schema.getType('Post') as GraphQLObjectType;
    const view = Object.assign(new PostView(), {
      id: 'p',
      title: 'A title',
      stats: { likeCount: 4, commentCount: 1, isLiked: true },
      recentLikers: { limit: 3, items: ['a', 'b', 'c'].map((id) => ({ cursor: `c-${id}`, node: { id } })) },
    });
    const likers = post.getFields().likers.resolve!(view, { first: 2 }, {}, {} as never);
    expect(likers).toMatchObject({ nodes: [{ id: 'a' }, { id: 'b' }], pageInfo: { hasNextPage: true } }); // a value, not a promise
    expect((likers as { totalCount: number }).totalCount).toBe(4);
    expect(post.getFields().likeCount.resolve!(view, {}, {}, {} as never)).toBe(4);
    expect(() => post.getFields().likers.resolve!(view, { first: 0 }, {}, {} as never)).toThrow(
      /first must be between 1 and 50/,
    );
  });

  it('lists the fields it rewires (review every change to this list)', async () => {
    expect(fieldsCalledDirectly(await getSchema())).toMatchSnapshot();
  });

  it('refuses to bypass global middlewares or a container', async () => {
    const schema = await getSchema();
    expect(() => callResolversDirectly(schema, { globalMiddlewares: [async (_, next) => next()] })).toThrow(
      /bypass the global middlewares/,
    );
    expect(() => callResolversDirectly(schema, { container: { get: () => ({}) } })).toThrow(/container/);
  });
});
