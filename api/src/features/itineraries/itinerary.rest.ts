import type { Request, Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { AppServices } from '../../app/services.js';
import { rest } from '../../rest/handler.js';
import { readPostForm } from '../posts/read-post-form.js';
import { requireMember } from '../../kernel/guards.js';
import { createItinerary } from './create-itinerary.js';
import { deleteItinerary } from './delete-itinerary.js';
import { getVisibleItinerary } from './find-itinerary.js';
import { forkItinerary } from './fork-itinerary.js';
import { ITINERARY_PAGE_SIZE, listItinerariesPage } from './list-itineraries.js';
import { rateItinerary } from './rate-itinerary.js';
import { restItineraries, restStop } from './itinerary-rest-shape.js';
import { createDraftStop, listDraftStops } from './draft-stops.js';
import { addStop, deleteStop, getEditableStop, updateStop } from './stop-operations.js';
import { updateItinerary } from './update-itinerary.js';

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

function intParam(req: Request, name: string, fallback: number): number {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value)) throw badInput(`${name} must be a whole number.`);
  return value;
}

/** The original client's stop form: `code` is the currency, `name`/`location` the place, `types` a JSON list or comma list. */
function stopFromForm(fields: Record<string, string>) {
  let types: unknown = undefined;
  if (fields.types) {
    try {
      types = JSON.parse(fields.types);
    } catch {
      types = fields.types.split(',');
    }
  }
  return {
    name: fields.name ?? fields.location,
    address: fields.address,
    description: fields.description,
    latitude: fields.latitude,
    longitude: fields.longitude,
    budget: fields.budget,
    currency: fields.code ?? fields.currency,
    types,
  };
}

function idList(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // a comma-separated list
  }
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

const one = async (
  scope: Parameters<typeof restItineraries>[0],
  itinerary: Parameters<typeof restItineraries>[1][number],
) => (await restItineraries(scope, [itinerary]))[0];

/** The original product's itinerary endpoints (spec part 2 section 7), over the same services as GraphQL. */
export function mountItineraryRoutes(router: Router, services: AppServices): void {
  // The signed-in member's stops not saved in an itinerary yet.
  router.get(
    '/itinerary',
    rest(services, async (scope) => (await listDraftStops(scope)).map(restStop)),
  );

  router.post(
    '/create-itinerary',
    rest(services, async (scope, req, res) => {
      requireMember(scope);
      const { fields, image } = await readPostForm(req);
      const itineraryId = fields.itinerary_id ?? fields.itinerary;
      const stop = itineraryId
        ? (await addStop(scope, itineraryId, stopFromForm(fields), image)).stop
        : await createDraftStop(scope, stopFromForm(fields), image);
      res.status(201);
      return restStop(stop);
    }),
  );

  router.put(
    '/itinerary-stop/:id',
    rest(services, async (scope, req) => {
      requireMember(scope);
      const { fields, image } = await readPostForm(req);
      return restStop(await updateStop(scope, String(req.params.id), stopFromForm(fields), image, 'with-drafts'));
    }),
  );

  router.post(
    '/save-itinerary',
    rest(services, async (scope, req, res) => {
      requireMember(scope);
      const { fields, image } = await readPostForm(req);
      const itinerary = await createItinerary(scope, {
        title: fields.main_title,
        description: fields.main_description,
        tips: fields.gen_tips,
        currency: fields.currency,
        totalBudget: fields.total_budget,
        draftStopIds: idList(fields.itineraries),
        cover: image,
      });
      res.status(201);
      return one(scope, itinerary);
    }),
  );

  // Adds the member's unsaved stop {stopId} to their saved itinerary {itineraryId}.
  router.put(
    '/update-save-itinerary/:stopId/saved-itinerary/:itineraryId',
    rest(services, async (scope, req) => {
      const draft = await getEditableStop(scope, String(req.params.stopId), 'with-drafts');
      if (draft.itinerary) throw badInput('This stop is already in an itinerary.');
      return one(scope, (await addStop(scope, String(req.params.itineraryId), draft)).itinerary);
    }),
  );

  router.put(
    '/update/:id/itinerary',
    rest(services, async (scope, req) => {
      const b = (await readPostForm(req)).fields;
      const patch = {
        title: b.main_title,
        description: b.main_description,
        tips: b.gen_tips,
        currency: b.currency,
        totalBudget: b.total_budget,
      };
      return one(scope, await updateItinerary(scope, String(req.params.id), patch));
    }),
  );

  // Deletes stop {stopId}; the second segment is the itinerary being viewed (it must be the stop's) or 0 for an unsaved stop.
  router.delete(
    '/delete-itinerary/:stopId/:viewedId',
    rest(services, async (scope, req) => {
      const viewedId = String(req.params.viewedId);
      const stop = await getEditableStop(scope, String(req.params.stopId), 'with-drafts');
      if ((stop.itinerary?.id ?? '0') !== (viewedId === '0' ? '0' : viewedId.toLowerCase()))
        throw badInput('The stop is not on this itinerary.');
      const itinerary = await deleteStop(scope, stop.id, 'with-drafts');
      return { _id: stop.id, deleted: true, itinerary: itinerary ? await one(scope, itinerary) : null };
    }),
  );

  router.get(
    '/viewing-itinerary/:id',
    rest(services, async (scope, req) => one(scope, await getVisibleItinerary(scope, String(req.params.id)))),
  );

  router.get(
    '/saved-itinerary',
    rest(services, async (scope, req) => {
      const page = intParam(req, 'page', 1);
      const mine = req.query.mine === 'true' || req.query.mine === '1';
      const { items, hasNext } = await listItinerariesPage(scope, {
        mine,
        page,
        pageSize: intParam(req, 'page_size', ITINERARY_PAGE_SIZE),
      });
      return { results: await restItineraries(scope, items), next: hasNext ? page + 1 : null };
    }),
  );

  // Additions: delete a whole itinerary, fork one.
  router.delete(
    '/saved-itinerary/:id',
    rest(services, async (scope, req) => ({ _id: await deleteItinerary(scope, String(req.params.id)), deleted: true })),
  );
  router.post(
    '/fork-itinerary/:id',
    rest(services, async (scope, req, res) => {
      const fork = await forkItinerary(scope, String(req.params.id));
      res.status(201);
      return one(scope, fork);
    }),
  );

  // The rater is the signed-in member; a user_id in the body is ignored.
  router.put(
    '/ratings',
    rest(services, async (scope, req) => {
      const viewer = requireMember(scope);
      const b = body(req);
      if (typeof b.itinerary_id !== 'string' && typeof b.itinerary_id !== 'number')
        throw badInput('itinerary_id is required.');
      const itinerary = await rateItinerary(scope, String(b.itinerary_id), b.rating);
      const [shape] = await restItineraries(scope, [itinerary]);
      return {
        user_id: viewer.id,
        itinerary_id: itinerary.id,
        rating: shape.my_rating,
        average_rating: shape.average_rating,
        rating_count: shape.rating_count,
      };
    }),
  );
}
