import express, { type Router } from 'express';
import { notFound } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { mayReadEmail } from '../accounts/email-visibility.js';
import type { User } from '../accounts/user.entity.js';
import { findMember } from './find-member.js';
import { profileLoaders } from './profile-loaders.js';

/**
 * The original's public profile. The e-mail address is shown only to the member themselves and to
 * administrators (null for everyone else): the original exposed it to anyone, which we do not repeat.
 */
export async function publicProfileView(scope: RequestScope, user: User) {
  const loaders = profileLoaders(scope);
  const [followCount, state, counters] = await Promise.all([
    loaders.followerCount.load(user.id),
    loaders.followState.load(user.id),
    loaders.counters.load(user.id),
  ]);
  return {
    id: user.id,
    user: { id: user.id, username: user.username },
    fullname: user.fullName,
    email: mayReadEmail(scope.viewer, user) ? user.email : null,
    country: user.country,
    user_photo: user.photoPath,
    user_photo_thumb: user.photoThumbPath,
    follow_count: followCount,
    is_followed: state === 'FOLLOWING',
    is_requested: state === 'REQUESTED',
    follow_status: state,
    is_private: user.isPrivate,
    ...counters,
  };
}

export function profileRoutes(services: AppServices): Router {
  const router = express.Router();
  router.get(
    '/view_user/:id/',
    rest(services, async (scope, req) => {
      const user = await findMember(scope, { id: String(req.params.id) });
      if (!user) throw notFound('No such member.');
      return publicProfileView(scope, user);
    }),
  );
  return router;
}
