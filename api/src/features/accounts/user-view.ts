import type { EntityManager } from '@mikro-orm/postgresql';
import { countAchievementCounters, zeroCounters } from '../achievements/achievement-counters.js';
import type { User } from './user.entity.js';

/** The original product's `profile` object, for the member themselves (it carries the e-mail). */
export async function restProfile(em: EntityManager, user: User) {
  const counters = (await countAchievementCounters(em, [user.id])).get(user.id) ?? zeroCounters();
  return {
    fullname: user.fullName,
    country: user.country,
    user_photo: user.photoPath,
    user_photo_thumb: user.photoThumbPath,
    email: user.email,
    is_admin: user.isAdmin,
    is_private: user.isPrivate,
    // trend_setter counts accepted followers
    followers: counters.trend_setter,
    ...counters,
  };
}

/** GET /api/user: `{ user: {id, username}, profile, is_private }`. */
export async function restUserResponse(em: EntityManager, user: User) {
  return {
    user: { id: user.id, username: user.username },
    profile: await restProfile(em, user),
    is_private: user.isPrivate,
  };
}

/** POST /api/login and /api/registration: the user response plus the token. */
export async function restSignedInResponse(em: EntityManager, signedIn: { token: string; user: User }) {
  return { token: signedIn.token, ...(await restUserResponse(em, signedIn.user)) };
}
