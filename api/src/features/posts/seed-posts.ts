import type { EntityManager } from '@mikro-orm/postgresql';
import type { PostCategory } from '@culturalink/common/post-categories';
import type { User } from '../accounts/user.entity.js';
import { Comment } from '../comments/comment.entity.js';
import { Like } from '../likes/like.entity.js';
import { Post } from './post.entity.js';

/** Each demo post belongs to the country its content is about. */
export const DEMO_POSTS: { title: string; category: PostCategory; country: string; content: string }[] = [
  {
    title: 'Sunday adobo at lola’s',
    country: 'Philippines',
    category: 'Food',
    content: 'Vinegar, soy sauce, garlic and bay leaves, simmered until the whole street can smell it.',
  },
  {
    title: 'Lanterns of the season',
    country: 'Philippines',
    category: 'Festivals',
    content: 'Every December the parol lanterns go up, star-shaped and glowing in every window.',
  },
  {
    title: 'Tea ceremony basics',
    country: 'Japan',
    category: 'Traditions',
    content: 'The host cleans each utensil in front of the guests: calm, attention and respect in every gesture.',
  },
  {
    title: 'Talking drums',
    country: 'Nigeria',
    category: 'Music',
    content: 'The pitch of the drum follows the tones of the language, so a rhythm can carry a sentence.',
  },
  {
    title: 'Day of the Dead altars',
    country: 'Mexico',
    category: 'Traditions',
    content: 'Marigolds, candles and favourite foods welcome the spirits of loved ones home for a night.',
  },
  {
    title: 'Zellige tilework',
    country: 'Morocco',
    category: 'Crafts',
    content: 'Each tiny tile is cut by hand and fitted into geometric patterns that cover whole courtyards.',
  },
];

/**
 * Demo posts with a few likes and comments for members who have none yet (npm run seed). A member gets the
 * demo post about their own country when there is one; the post keeps the country its content is about.
 */
export async function seedPosts(em: EntityManager, users: User[]): Promise<number> {
  const withPosts = new Set(
    (await em.find(Post, { author: { $in: users.map((u) => u.id) } }, { fields: ['author'] })).map((p) => p.author.id),
  );
  let created = 0;
  users.forEach((author, i) => {
    if (withPosts.has(author.id)) return;
    const demo = DEMO_POSTS.find((d) => d.country === author.country) ?? DEMO_POSTS[i % DEMO_POSTS.length];
    const post = em.create(Post, {
      ...demo,
      author,
      createdAt: new Date(Date.now() - (users.length - i) * 3_600_000),
    });
    const fans = users.filter((u) => u.id !== author.id && !u.isPrivate).slice(0, 1 + (i % 3));
    for (const fan of fans) em.create(Like, { post, user: fan });
    if (fans[0]) em.create(Comment, { post, author: fans[0], body: 'I would love to see this in person!' });
    created++;
  });
  await em.flush();
  return created;
}
