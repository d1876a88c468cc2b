import express, { type Router } from 'express';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { restFullProfile } from '../profiles/member-rest-shape.js';
import { respondToFollowRequest, toggleFollow } from './follow.service.js';

export function followRoutes(services: AppServices): Router {
  const router = express.Router();

  router.post(
    '/follow/:userId/follow/',
    rest(services, async (scope, req) => {
      const outcome = await toggleFollow(scope, String(req.params.userId));
      return {
        message: outcome.status === 'NONE' ? 'User unfollowed' : 'User followed',
        user: await restFullProfile(scope, outcome.user),
        is_followed: outcome.status === 'FOLLOWING',
        is_requested: outcome.status === 'REQUESTED',
        status: outcome.status,
        follow_count: outcome.followerCount,
      };
    }),
  );

  /** Not in the original (it had no follow requests): `{follow_id | notification_id, approve}`. */
  router.post(
    '/respond-follow-request/',
    rest(services, async (scope, req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const str = (value: unknown) => (typeof value === 'string' ? value : null);
      const answer = await respondToFollowRequest(scope, {
        followId: str(body.follow_id),
        notificationId: str(body.notification_id),
        approve: body.approve as boolean,
      });
      return {
        approved: answer.approved,
        requester: { id: answer.requester.id, username: answer.requester.username },
        follow_count: answer.followerCount,
      };
    }),
  );
  return router;
}
