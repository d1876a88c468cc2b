import express, { type Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { booleanField } from '../../rest/form-fields.js';
import { rest } from '../../rest/handler.js';
import { decideReport, deleteReport, type Verdict } from '../moderation/index.js';
import { getReport, listAllReports } from './list-reports.js';
import { reportPost } from './report-post.js';
import { restReports } from './report-rest-shape.js';
import { toReportView, toReportViews } from './report-view.js';

type Body = Record<string, unknown>;

/** The original's mark_as_reported / mark_as_warned pair as a verdict: reported wins; both false dismisses. */
function verdictOf(body: Body): Verdict {
  const reported = booleanField(body, 'mark_as_reported');
  const warned = booleanField(body, 'mark_as_warned');
  if (reported === undefined && warned === undefined) throw badInput('Send mark_as_reported or mark_as_warned.');
  if (reported) return 'ban';
  if (warned) return 'warn';
  return 'dismiss';
}

/** REST: POST /reports/ for members; listing, reading, deciding and deleting for administrators only. */
export function reportRoutes(services: AppServices): Router {
  const router = express.Router();
  router.get(
    '/reports/',
    // Oldest first, as the original listed them (its admin screen reverses the list).
    rest(services, async (scope) =>
      restReports(scope, await toReportViews(scope, (await listAllReports(scope)).reverse())),
    ),
  );
  router.get(
    '/reports/:id/',
    rest(
      services,
      async (scope, req) =>
        (await restReports(scope, [await toReportView(scope, await getReport(scope, req.params.id))]))[0],
    ),
  );
  router.post(
    '/reports/',
    rest(services, async (scope, req, res) => {
      const body = req.body as Body;
      const report = await reportPost(scope, {
        postId: body.post_id ?? body.post,
        category: body.category,
        details: body.details,
      });
      res.status(201);
      return (await restReports(scope, [await toReportView(scope, report)]))[0];
    }),
  );
  router.put(
    '/reports/:id/',
    rest(services, async (scope, req) => {
      const body = req.body as Body;
      const report = await decideReport(scope, {
        id: req.params.id,
        verdict: verdictOf(body),
        note: typeof body.note === 'string' ? body.note : null,
      });
      return (await restReports(scope, [await toReportView(scope, report)]))[0];
    }),
  );
  router.delete(
    '/reports/:id/',
    rest(services, async (scope, req) => {
      await deleteReport(scope, req.params.id);
      return { ok: true };
    }),
  );
  return router;
}
