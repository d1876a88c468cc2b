import express, { type Router } from 'express';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { booleanField } from '../../rest/form-fields.js';
import { rest } from '../../rest/handler.js';
import type { User } from '../accounts/user.entity.js';
import { restProfile } from '../profiles/member-rest-shape.js';
import { fromAchievementCountersType } from '../profiles/index.js';
import { toAdminUserViews } from './admin-user-view.js';
import type { AdminUserType } from './admin-user.types.js';
import { getAdminUser, listAllUsers } from './list-admin-users.js';
import { createUser, deleteUser, updateUser } from './manage-users.js';

type Body = Record<string, unknown>;

/** A member as the users admin screen reads them: the full Profile, plus what only administrators see. */
function restUser(scope: RequestScope, user: User, view: AdminUserType) {
  const profile = restProfile(scope, user, {
    followers: view.followerUsernames.map((username) => ({ username })),
    followCount: view.followerCount,
    followState: 'NONE',
    counters: fromAchievementCountersType(view.achievementCounters),
  });
  return {
    ...profile,
    // an invited member has no username until they finish their account setup
    user: { ...profile.user, username: view.username },
    username: view.username,
    setup_pending: view.setupPending,
    date_joined: view.createdAt.toISOString(),
    following_count: view.followingCount,
  };
}

const restUsers = async (scope: RequestScope, users: User[]) =>
  (await toAdminUserViews(scope, users)).map((view, i) => restUser(scope, users[i], view));

/** REST users administration, administrators only (401 for guests, 403 for members, enforced by the services). */
export function usersAdminRoutes(services: AppServices): Router {
  const router = express.Router();
  router.get(
    '/culturausers/all',
    rest(services, async (scope) => restUsers(scope, await listAllUsers(scope))),
  );
  router.get(
    '/culturauser/:id/',
    rest(services, async (scope, req) => (await restUsers(scope, [await getAdminUser(scope, req.params.id)]))[0]),
  );
  router.post(
    '/culturausers/',
    rest(services, async (scope, req, res) => {
      const body = req.body as Body;
      const user = await createUser(scope, {
        fullName: body.fullname,
        email: body.email,
        country: body.country,
        isAdmin: booleanField(body, 'is_admin'),
      });
      res.status(201);
      return (await restUsers(scope, [user]))[0];
    }),
  );
  router.put(
    '/culturausers/:id/',
    rest(services, async (scope, req) => {
      const body = req.body as Body;
      const current = await getAdminUser(scope, req.params.id);
      // A PUT of the original's form may leave fields out: those keep their values.
      const user = await updateUser(scope, current.id, {
        fullName: body.fullname ?? current.fullName,
        email: body.email ?? current.email,
        country: body.country ?? current.country,
        isAdmin: booleanField(body, 'is_admin'),
        isActive: booleanField(body, 'is_active'),
      });
      return (await restUsers(scope, [user]))[0];
    }),
  );
  router.delete(
    '/culturauser/:id/',
    rest(services, async (scope, req) => {
      await deleteUser(scope, req.params.id);
      return { ok: true };
    }),
  );
  return router;
}
