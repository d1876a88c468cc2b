import { POST_COMMENTS_MAX } from '@culturalink/common/limits';
import type { RequestScope } from '../../app/request-scope.js';
import { absoluteUrl } from '../../kernel/public-url.js';
import { restComment } from '../comments/comment-rest-shape.js';
import { itineraryLoaders } from '../itineraries/index.js';
import { restItineraryCard } from '../itineraries/itinerary-rest-shape.js';
import { maskProfanity } from '../moderation-words/index.js';
import { restMember, restPhotoUrl } from '../profiles/member-rest-shape.js';
import { PostView } from './feed-rows.js';
import type { PostDetails } from './list-posts.js';
import { listKey, postLoaders } from './post-loaders.js';
import type { Post } from './post.entity.js';

const REST_LIKERS = 50;

/** What a REST post shows besides its author and numbers: read with the page, in the same statement. */
export const REST_POST_DETAILS: PostDetails = { likers: REST_LIKERS, comments: POST_COMMENTS_MAX };

/**
 * The original's two post forms. `feed` (posts-list, post view, search, reports): `cultura_user` and
 * `itinerary_in_post` as a list. `profile` (own and public profile lists): `itinerary_in_post` one object, and
 * absent when the post has no itinerary (those screens draw a card for any truthy value, `[]` included).
 */
export type RestPostForm = 'feed' | 'profile';

export interface RestPostOptions {
  form: RestPostForm;
  /**
   * `full`: every comment with its author (a post view reads them). `ids`: `{_id}` stubs, for answers that must
   * stay small and whose readers only count the comments (search results travel in the client's URL).
   */
  comments?: 'full' | 'ids';
  /** The most recent likers (feed and post view); left out where no screen reads them. */
  likers?: boolean;
}

/** Posts in the original's REST shape, every related piece loaded in batches (not per post). */
export async function restPosts(scope: RequestScope, posts: (Post | PostView)[], options: RestPostOptions) {
  if (posts.length === 0) return [];
  const { form, comments: commentForm = 'full', likers: withLikers = true } = options;
  const loaders = postLoaders(scope, posts[0]);
  const [authors, stats, likers, comments, itineraries] = await Promise.all([
    Promise.all(posts.map((p) => (p instanceof PostView ? p.author : loaders.user.load(p.author.id)))),
    Promise.all(posts.map((p) => (p instanceof PostView ? p.stats : loaders.stats.load(p.id)))),
    Promise.all(
      posts.map((p) =>
        !withLikers
          ? []
          : (p instanceof PostView && p.recentLikers
              ? Promise.resolve(p.recentLikers.items)
              : loaders.likers.load(listKey(p.id, REST_LIKERS))
            ).then((edges) => edges.map((edge) => edge.node)),
      ),
    ),
    Promise.all(
      posts.map((p) =>
        p instanceof PostView && p.firstComments
          ? p.firstComments.items
          : loaders.comments.load(listKey(p.id, POST_COMMENTS_MAX)),
      ),
    ),
    Promise.all(posts.map((p) => (p.itineraryId ? itineraryLoaders(scope).summary.load(p.itineraryId) : null))),
  ]);
  return posts.map((post, i) => {
    const author = authors[i] ?? post.author;
    const card = itineraries[i] ? restItineraryCard(scope, itineraries[i]) : null;
    return {
      _id: post.id,
      id: post.id,
      author: author.username,
      title: maskProfanity(post.title),
      content: maskProfanity(post.content),
      category: post.category,
      country: post.country,
      image: absoluteUrl(scope.origin, post.imagePath),
      image_thumb: absoluteUrl(scope.origin, post.imageThumbPath),
      image_alt: post.imageAlt,
      date_posted: post.createdAt.toISOString(),
      itinerary: post.itineraryId ?? '0',
      like_count: stats[i].likeCount,
      is_liked: stats[i].isLiked,
      comments:
        commentForm === 'ids'
          ? comments[i].map((c) => ({ _id: c.id }))
          : comments[i].map((c) => restComment(scope, c, c.author)),
      comment_count: comments[i].length,
      cultura_user: restMember(scope, author),
      author_user_photo: restPhotoUrl(scope, author),
      ...(withLikers ? { likers: likers[i].map((liker) => restMember(scope, liker)) } : {}),
      ...(form === 'feed' ? { itinerary_in_post: card ? [card] : [] } : card ? { itinerary_in_post: card } : {}),
      is_warned: post.isWarned,
      is_banned: post.isBanned,
    };
  });
}
