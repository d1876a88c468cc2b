import type { Router } from 'express';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { AppServices } from '../../app/services.js';
import { requireMember } from '../../kernel/guards.js';
import { MAX_PAGE_SIZE } from '../../kernel/paging.js';
import type { FormFields } from '../../rest/form-fields.js';
import { rest } from '../../rest/handler.js';
import { numberedPage, pageNumberParam, pageSizeParam } from '../../rest/page-params.js';
import { readForm } from '../../rest/read-form.js';
import { isKnownCurrency } from '../currency/index.js';
import { createItinerary } from './create-itinerary.js';
import { deleteItinerary } from './delete-itinerary.js';
import { createDraftStop, listDraftStops } from './draft-stops.js';
import { getVisibleItinerary } from './find-itinerary.js';
import { forkItinerary } from './fork-itinerary.js';
import { itineraryLoaders } from './itinerary-loaders.js';
import { restItineraries, type RestStopsForm } from './itinerary-rest-shape.js';
import type { Itinerary } from './itinerary.entity.js';
import { listItinerariesPage } from './list-itineraries.js';
import { rateItinerary } from './rate-itinerary.js';
import { placeNameAt } from './stop-name.js';
import type { RawStop } from './stop-input.js';
import { addStop, deleteStop, getEditableStop, updateStop } from './stop-operations.js';
import type { Stop } from './stop.entity.js';
import { restStop } from './stop-rest-shape.js';
import { updateItinerary } from './update-itinerary.js';

/** The original paginator's default for the itinerary list (its client asks for 6). */
const LIST_PAGE_SIZE = 10;

/** A list given as JSON (`["a","b"]`) or comma-joined text (`a,b`), in one value or repeated keys. */
function listField(fields: FormFields, name: string): string[] {
  return fields.list(name).flatMap((value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // comma-separated text
    }
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  });
}

/**
 * The original client's stop form, sent as JSON with string values: coordinates, `budget` and `code` (the
 * currency), usually no name. An empty or unknown `code` (its view screen sends "[object Object]") counts as
 * not given; a chosen file arrives as `{}` and is ignored. Keys it did not send stay undefined.
 */
function stopFromForm(fields: FormFields): RawStop {
  const code = (fields.text('code') ?? fields.text('currency'))?.trim().toUpperCase();
  return {
    name: fields.text('name') ?? fields.text('location'),
    address: fields.text('address'),
    description: fields.text('description'),
    latitude: fields.text('latitude'),
    longitude: fields.text('longitude'),
    budget: fields.text('budget'),
    currency: code && isKnownCurrency(code) ? code : undefined,
    types: fields.has('types') ? listField(fields, 'types') : undefined,
    imageAlt: fields.text('image_alt'),
  };
}

/** A new stop without a name is named after its place (the original stored coordinates only). */
async function withPlaceName(scope: RequestScope, stop: RawStop): Promise<RawStop> {
  if (typeof stop.name === 'string' && stop.name.trim()) return stop;
  const place = await placeNameAt(scope, stop.latitude, stop.longitude);
  return place ? { ...stop, name: place.name, address: stop.address ?? place.address } : stop;
}

/** An edit keeps the stored value of every key the form left out. */
function overStored(stored: Stop, given: RawStop): RawStop {
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  return {
    name: stored.name,
    address: stored.address,
    description: stored.description,
    latitude: stored.latitude,
    longitude: stored.longitude,
    budget: stored.budget,
    currency: stored.currency,
    types: stored.types,
    ...defined,
  };
}

async function stopAnswer(scope: RequestScope, stop: Stop) {
  const owner = await itineraryLoaders(scope).user.load(stop.owner.id);
  return restStop(scope, stop, owner?.username ?? '');
}

const one = async (scope: RequestScope, itinerary: Itinerary, stops: RestStopsForm = 'ids') =>
  (await restItineraries(scope, [itinerary], { stops }))[0];

/** The original product's itinerary endpoints (spec part 2 section 7), over the same services as GraphQL. */
export function mountItineraryRoutes(router: Router, services: AppServices): void {
  // The signed-in member's stops not saved in an itinerary yet, oldest first.
  router.get(
    '/itinerary',
    rest(services, async (scope) => {
      const viewer = requireMember(scope);
      return (await listDraftStops(scope)).map((stop) => restStop(scope, stop, viewer.username));
    }),
  );

  router.post(
    '/create-itinerary',
    rest(services, async (scope, req, res) => {
      requireMember(scope);
      const { fields, image } = await readForm(req);
      const input = await withPlaceName(scope, stopFromForm(fields));
      const itineraryId = fields.text('itinerary_id') ?? fields.text('itinerary');
      const stop = itineraryId
        ? (await addStop(scope, itineraryId, input, image)).stop
        : await createDraftStop(scope, input, image);
      res.status(201);
      return stopAnswer(scope, stop);
    }),
  );

  router.put(
    '/itinerary-stop/:id',
    rest(services, async (scope, req) => {
      requireMember(scope);
      const { fields, image } = await readForm(req);
      const stored = await getEditableStop(scope, String(req.params.id), 'with-drafts');
      const stop = await updateStop(scope, stored.id, overStored(stored, stopFromForm(fields)), image, 'with-drafts');
      return stopAnswer(scope, stop);
    }),
  );

  // `itineraries`: the unsaved stops' ids, comma-joined as the original client sends them (or repeated keys, or JSON).
  router.post(
    '/save-itinerary',
    rest(services, async (scope, req, res) => {
      requireMember(scope);
      const { fields, image } = await readForm(req);
      const itinerary = await createItinerary(scope, {
        title: fields.text('main_title'),
        description: fields.text('main_description'),
        tips: fields.text('gen_tips'),
        currency: fields.text('currency'),
        totalBudget: fields.text('total_budget'),
        draftStopIds: listField(fields, 'itineraries'),
        cover: image,
      });
      res.status(201);
      return one(scope, itinerary);
    }),
  );

  // Adds the member's unsaved stop {stopId} to their saved itinerary {itineraryId}. The body (the original
  // client's request options, with its token) is not read.
  router.put(
    '/update-save-itinerary/:stopId/saved-itinerary/:itineraryId',
    rest(services, async (scope, req) => {
      const draft = await getEditableStop(scope, String(req.params.stopId), 'with-drafts');
      return one(scope, (await addStop(scope, String(req.params.itineraryId), draft)).itinerary);
    }),
  );

  router.put(
    '/update/:id/itinerary',
    rest(services, async (scope, req) => {
      const { fields } = await readForm(req);
      const patch = {
        title: fields.text('main_title'),
        description: fields.text('main_description'),
        tips: fields.text('gen_tips'),
        currency: fields.text('currency'),
        totalBudget: fields.text('total_budget'),
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
    rest(services, async (scope, req) =>
      one(scope, await getVisibleItinerary(scope, String(req.params.id)), 'expanded'),
    ),
  );

  // Oldest first, as the original listed them; `mine=true` (an addition) keeps one's own.
  router.get(
    '/saved-itinerary',
    rest(services, async (scope, req) => {
      const page = pageNumberParam(req);
      const mine = req.query.mine === 'true' || req.query.mine === '1';
      const pageSize = pageSizeParam(req, { fallback: LIST_PAGE_SIZE, max: MAX_PAGE_SIZE });
      const { items, hasNext } = await listItinerariesPage(scope, { mine, page, pageSize, order: 'oldest' });
      const results = await restItineraries(scope, items, { stops: 'ids' });
      return numberedPage(scope, req, { page, hasNext, results });
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
      return one(scope, fork, 'expanded');
    }),
  );

  // The rater is the signed-in member; the `user_id` the original client sends (always empty) is ignored.
  router.put(
    '/ratings',
    rest(services, async (scope, req) => {
      const viewer = requireMember(scope);
      const body = req.body as Record<string, unknown>;
      if (typeof body.itinerary_id !== 'string' && typeof body.itinerary_id !== 'number')
        throw badInput('itinerary_id is required.');
      const itinerary = await rateItinerary(scope, String(body.itinerary_id), body.rating);
      const data = await one(scope, itinerary);
      return {
        data,
        user_id: viewer.id,
        itinerary_id: itinerary.id,
        rating: data.my_rating,
        average_rating: data.average_rating,
        rating_count: data.rating_count,
      };
    }),
  );
}
