import express, { type Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import type { User } from '../accounts/user.entity.js';
import { toAdminUserViews } from './admin-user-view.js';
import type { AdminUserType } from './admin-user.types.js';
import { getAdminUser, listAllUsers } from './list-admin-users.js';
import { createUser, deleteUser, updateUser } from './manage-users.js';

type Body = Record<string, unknown>;

function flag(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw badInput(`${name} must be true or false.`);
}

/** A member in the original's 'Cultura user' shape: counters flat, followers as {id, username}. */
function restUser(view: AdminUserType) {
  const c = view.achievementCounters;
  return {
    id: view.id,
    user: { id: view.id, username: view.username },
    fullname: view.fullName,
    email: view.email,
    country: view.country,
    user_photo: view.photoUrl,
    is_active: view.isActive,
    is_admin: view.isAdmin,
    setup_pending: view.setupPending,
    date_joined: view.createdAt.toISOString(),
    like_leader: c.likeLeader,
    guide_guru: c.guideGuru,
    content_creator: c.contentCreator,
    comment_connoisseur: c.commentConnoisseur,
    trend_setter: c.trendSetter,
    share_star: c.shareStar,
    knowledge_seeker: c.knowledgeSeeker,
    explorer_extraordinaire: c.explorerExtraordinaire,
    follow_count: view.followerCount,
    following_count: view.followingCount,
    followers: view.followerUsernames.map((username) => ({ username })),
  };
}

const restUsers = async (scope: RequestScope, users: User[]) => (await toAdminUserViews(scope, users)).map(restUser);

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
      const body = (req.body ?? {}) as Body;
      const user = await createUser(scope, {
        fullName: body.fullname,
        email: body.email,
        country: body.country,
        isAdmin: flag(body, 'is_admin'),
      });
      res.status(201);
      return (await restUsers(scope, [user]))[0];
    }),
  );
  router.put(
    '/culturausers/:id/',
    rest(services, async (scope, req) => {
      const body = (req.body ?? {}) as Body;
      const current = await getAdminUser(scope, req.params.id);
      // A PUT of the original's form may leave fields out: those keep their values.
      const user = await updateUser(scope, current.id, {
        fullName: body.fullname ?? current.fullName,
        email: body.email ?? current.email,
        country: body.country ?? current.country,
        isAdmin: flag(body, 'is_admin'),
        isActive: flag(body, 'is_active'),
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
