/**
 * The REST contract (the original client's reads, section 2 of the contract) as zod schemas, for the contract
 * tests under src/rest/contract/. Objects are not strict: extra keys are allowed, as the contract allows
 * additions; a key the client must never get (a stop's `photos`) is declared `forbidden`.
 */
import { expect } from 'vitest';
import { z } from 'zod';

/** An absolute http(s) URL (the original client resolves relative ones against its own origin). */
export const url = z.string().regex(/^https?:\/\/[^/\s]+\/\S*$/, 'an absolute URL');
export const iso = z.iso.datetime({ offset: true });
export const id = z.string().min(1);
export const int = z.number().int();
/** A key that must be absent (the client would crash on it). */
export const forbidden = z.never().optional();

/** What every nested member carries (a post's `cultura_user`, likers, comment authors, `user_data`...). */
export const memberRef = z.object({
  id,
  user: z.object({ id, username: z.string().min(1), email: z.string().nullable() }),
  username: z.string().min(1),
  user_photo: url,
  fullname: z.string(),
  country: z.string(),
  email: z.string().nullable(),
});

export const profile = memberRef.extend({
  followers: z.array(z.object({ username: z.string() })),
  follow_count: int,
  is_followed: z.boolean(),
  is_active: z.boolean(),
  is_private: z.boolean(),
  is_admin: z.boolean(),
  content_creator: int,
  guide_guru: int,
  like_leader: int,
  share_star: int,
  comment_connoisseur: int,
  explorer_extraordinaire: int,
  knowledge_seeker: int,
  trend_setter: int,
});

export const comment = z.object({ _id: id, body: z.string(), date_posted: iso, author: memberRef });

export const itineraryCard = z.object({
  id,
  main_image: url.nullable(),
  main_title: z.string(),
  main_description: z.string(),
});

const postCommon = z.object({
  _id: id,
  author: z.string().min(1),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  country: z.string(),
  image: url.nullable(),
  date_posted: iso,
  like_count: int,
  is_liked: z.boolean(),
});

/** posts-list, post view, reports: `cultura_user`, likers, and `itinerary_in_post` as a list. */
export const feedPost = postCommon.extend({
  comments: z.array(comment),
  cultura_user: memberRef,
  likers: z.array(memberRef),
  itinerary_in_post: z.array(itineraryCard),
});

/** Profile lists: `author_user_photo`, and `itinerary_in_post` one object or absent (never a list). */
export const profilePost = postCommon.extend({
  comments: z.array(z.unknown()),
  likers: z.array(memberRef),
  author_user_photo: url,
  itinerary_in_post: itineraryCard.optional(),
});

/** Search hits: the feed form, small (`comments` only counted). */
export const searchPost = postCommon.extend({
  comments: z.array(z.unknown()),
  cultura_user: memberRef,
});

export const rating = z.object({ user_id: id, itinerary_id: id, rating: int.min(1).max(5) });

export const savedItinerary = z.object({
  id,
  owner: id,
  creator_name: z.string().min(1),
  main_image: url.nullable(),
  main_title: z.string(),
  main_description: z.string(),
  gen_tips: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  total_budget: z.number(),
  date_posted: iso,
  rating: z.array(rating),
});

export const stop = z.object({
  id,
  latitude: z.number(),
  longitude: z.number(),
  budget: z.number(),
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string().min(1),
  photos: forbidden,
  rating: forbidden,
});

/** The saved-itinerary list's items: the itinerary plus its owner's photo and `user`. */
export const listedItinerary = savedItinerary.extend({
  user_photo: url,
  user: z.object({ id, username: z.string().min(1) }),
  itineraries: z.string(),
});

export const viewedItinerary = savedItinerary.extend({
  itineraries: z.array(stop),
  cultura_user: memberRef,
});

export const postNotification = z.object({
  _id: id,
  post_obj_id: id.nullable(),
  notif_type: z.enum(['like', 'commented', 'reply', 'warn', 'reported']),
  post_title: z.string(),
  post_content: z.string(),
  audience: z.string(),
  is_read: z.boolean(),
  created_at: iso,
  followed_by: forbidden,
});

export const followNotification = z.object({
  _id: id,
  followed_by: z.string().min(1),
  notif_type: z.literal('follow'),
  created_at: iso,
  is_read: z.boolean(),
  user_data: z.tuple([memberRef]),
});

export const report = z.object({
  _id: id,
  category: z.string(),
  details: z.string(),
  date_posted: iso,
  user: memberRef,
  post: feedPost.extend({ author_data: memberRef }).nullable(),
});

/** Fails with every mismatch spelled out (path and expectation), not just "false". */
export function expectShape<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) expect.fail(`${z.prettifyError(result.error)}\nin ${JSON.stringify(value).slice(0, 2000)}`);
  return result.data as z.infer<T>;
}
