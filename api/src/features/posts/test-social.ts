import type { TestApp } from '../../../test/harness.js';
import { User } from '../accounts/user.entity.js';
import { Follow, type FollowStatus } from '../follows/follow.entity.js';
import { Post } from './post.entity.js';

/** Test-only shortcuts for the social graph and content, written straight to the database. */
export async function follow(
  t: TestApp,
  followerId: string,
  followeeId: string,
  status: FollowStatus = 'accepted',
): Promise<void> {
  const em = t.orm.em.fork();
  em.create(Follow, {
    follower: em.getReference(User, followerId),
    followee: em.getReference(User, followeeId),
    status,
  });
  await em.flush();
}

export async function seedPost(
  t: TestApp,
  authorId: string,
  fields: Partial<Pick<Post, 'title' | 'content' | 'isBanned' | 'createdAt'>> = {},
): Promise<string> {
  const em = t.orm.em.fork();
  const post = em.create(Post, {
    author: em.getReference(User, authorId),
    title: fields.title ?? 'A seeded post',
    content: fields.content ?? 'Seeded content',
    category: 'Food',
    country: 'Philippines',
    isBanned: fields.isBanned ?? false,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
  await em.flush();
  return post.id;
}

export const POST_FIELDS =
  'id title content category country imageUrl isLiked likeCount commentCount author { id username } likers { id } comments { id body }';
