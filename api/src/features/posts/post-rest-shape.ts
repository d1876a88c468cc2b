import type { RequestScope } from '../../app/request-scope.js';
import type { Comment } from '../comments/comment.entity.js';
import { itineraryLoaders } from '../itineraries/itinerary-loaders.js';
import { restItineraryInPost } from '../itineraries/itinerary-rest-shape.js';
import { maskProfanity } from '../moderation-words/profanity.js';
import { PostView, type CommentView } from './feed-rows.js';
import type { PostDetails } from './list-posts.js';
import type { MemberView } from './member-rows.js';
import { postLoaders } from './post-loaders.js';
import type { Post } from './post.entity.js';

const REST_LIKERS = 50;

/** What a REST post shows besides its author and numbers: read with the page, in the same statement. */
export const REST_POST_DETAILS: PostDetails = { likers: REST_LIKERS, comments: true };

const userRef = (user: MemberView) => ({ id: user.id, username: user.username, user_photo: user.photoPath });

/** A comment in the original product's REST shape. */
export function restComment(comment: Comment | CommentView, author: MemberView) {
  return {
    _id: comment.id,
    id: comment.id,
    body: comment.body,
    author: userRef(author),
    author_user_photo: author.photoPath,
    replied_to: comment.repliedTo?.id ?? null,
    date_posted: comment.createdAt.toISOString(),
    post_id: comment.post.id,
  };
}

/** Comment entities in REST shape, their authors loaded in one batch. */
export async function restComments(scope: RequestScope, comments: Comment[]) {
  const loaders = postLoaders(scope, comments[0]);
  const authors = await Promise.all(comments.map((c) => loaders.user.load(c.author.id)));
  return comments.map((c, i) => restComment(c, authors[i] ?? c.author));
}

/** Posts in the original product's REST shape, every related piece loaded in batches (not per post). */
export async function restPosts(scope: RequestScope, posts: (Post | PostView)[]) {
  if (posts.length === 0) return [];
  const loaders = postLoaders(scope, posts[0]);
  const [authors, stats, likers, comments, itineraries] = await Promise.all([
    Promise.all(posts.map((p) => (p instanceof PostView ? p.author : loaders.user.load(p.author.id)))),
    Promise.all(posts.map((p) => (p instanceof PostView ? p.stats : loaders.stats.load(p.id)))),
    Promise.all(
      posts.map((p) =>
        p instanceof PostView && p.recentLikers
          ? p.recentLikers.members
          : loaders.likers.load(`${p.id}|${REST_LIKERS}`),
      ),
    ),
    Promise.all(posts.map((p) => (p instanceof PostView && p.comments ? p.comments : loaders.comments.load(p.id)))),
    Promise.all(posts.map((p) => (p.itineraryId ? itineraryLoaders(scope).summary.load(p.itineraryId) : null))),
  ]);
  return posts.map((post, i) => {
    const author = authors[i] ?? post.author;
    return {
      _id: post.id,
      id: post.id,
      title: maskProfanity(post.title),
      category: post.category,
      content: maskProfanity(post.content),
      country: post.country,
      image: post.imagePath,
      image_thumb: post.imageThumbPath,
      author: author.username,
      author_user_photo: author.photoPath,
      date_posted: post.createdAt.toISOString(),
      like_count: stats[i].likeCount,
      is_liked: stats[i].isLiked,
      likers: likers[i].map((u) => ({ id: u.id, user: { id: u.id, username: u.username }, user_photo: u.photoPath })),
      comments: comments[i].map((c) => restComment(c, c.author)),
      comment_count: comments[i].length,
      cultura_user: userRef(author),
      itinerary_id: post.itineraryId,
      itinerary_in_post: itineraries[i] ? [restItineraryInPost(itineraries[i])] : [],
      is_warned: post.isWarned,
      is_banned: post.isBanned,
    };
  });
}
