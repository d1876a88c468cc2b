import { Arg, Ctx, ID, Resolver, Root, Subscription } from 'type-graphql';
import { WATCHED_POSTS_MAX } from '@culturalink/common/limits';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_DESCRIPTION, afterOf } from '../../graphql/event-stream.js';
import { selectsField } from '../../graphql/selects-field.js';
import type { LivePostChange } from './live-post-views.js';
import { postAddedStream, postChangedStream, postLikeChangedStream, type PostAddedScope } from './live-posts.js';
import { PostAddedScopeEnum } from './post-change.types.js';
import { PostChangeType } from './post-change.types.js';
import type { PostView } from './feed-rows.js';
import { PostType } from './post.types.js';
import { PostCategory, storedCategory } from './post-category.types.js';

const WATCHED_DESCRIPTION = `The posts to watch: 1 to ${WATCHED_POSTS_MAX} post ids (more, or none, is BAD_USER_INPUT); posts the viewer may not see send nothing.`;

@Resolver()
export class PostSubscriptionsResolver {
  @Subscription(() => PostType, {
    description:
      "New posts as they are published: FOLLOWING (the default; members only) by members the viewer follows and by the viewer; HOME every post the viewer's feed would include; PUBLIC the posts anyone, guests included, may read. `country` and `category` narrow the stream.",
    subscribe: ({ context, args, info }) => {
      const { scope, country, category } = args as {
        scope: PostAddedScope;
        country?: string | null;
        category?: PostCategory | null;
      };
      const filter = { scope, country, category: category ? storedCategory(category) : null };
      return postAddedStream(context as GraphQLContext, filter, afterOf(args), selectsField(info, 'isLiked'));
    },
  })
  postAdded(
    @Root() post: PostView,
    @Arg('scope', () => PostAddedScopeEnum, {
      defaultValue: PostAddedScopeEnum.FOLLOWING,
      description: 'Whose posts: FOLLOWING by default (members only), HOME or PUBLIC.',
    })
    _scope: PostAddedScopeEnum,
    @Arg('country', () => String, {
      nullable: true,
      description:
        "Only posts about this country (its name, as posts give it; any letter case). Every country's when omitted.",
    })
    _country: string | null,
    @Arg('category', () => PostCategory, { nullable: true, description: 'Only posts of this category.' })
    _category: PostCategory | null,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): PostView {
    return post;
  }

  @Subscription(() => PostType, {
    description:
      'The post, with its new likeCount, each time someone likes or unlikes one of `postIds` (at most 100) that the viewer may see.',
    subscribe: ({ context, args, info }) =>
      postLikeChangedStream(
        context as GraphQLContext,
        (args as { postIds: string[] }).postIds,
        afterOf(args),
        selectsField(info, 'isLiked'),
      ),
  })
  postLikeChanged(
    @Root() post: PostView,
    @Arg('postIds', () => [ID], { description: WATCHED_DESCRIPTION }) _postIds: string[],
    @Ctx() _ctx: GraphQLContext,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): PostView {
    return post;
  }

  @Subscription(() => PostChangeType, {
    description:
      'Edits, removals (deleted or banned) and comment changes of `postIds` (at most 100), for viewers who may see them; REMOVED also reaches those who saw the post before.',
    subscribe: ({ context, args, info }) =>
      postChangedStream(
        context as GraphQLContext,
        (args as { postIds: string[] }).postIds,
        afterOf(args),
        selectsField(info, 'isLiked'),
      ),
  })
  postChanged(
    @Root() change: LivePostChange,
    @Arg('postIds', () => [ID], { description: WATCHED_DESCRIPTION }) _postIds: string[],
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) _after?: string | null,
  ): LivePostChange {
    return change;
  }
}
