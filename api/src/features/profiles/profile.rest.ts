import express, { type Router } from 'express';
import { notFound } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { findMember } from './find-member.js';
import { restFullProfile } from './member-rest-shape.js';

export function profileRoutes(services: AppServices): Router {
  const router = express.Router();
  // The original's public profile, with `is_followed` for the caller. The e-mail address is shown only to the
  // member themselves and to administrators (null for everyone else): the original exposed it to anyone.
  router.get(
    '/view_user/:id/',
    rest(services, async (scope, req) => {
      const user = await findMember(scope, { id: String(req.params.id) });
      if (!user) throw notFound('No such member.');
      return restFullProfile(scope, user);
    }),
  );
  return router;
}
