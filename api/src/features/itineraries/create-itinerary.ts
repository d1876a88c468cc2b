import { ITINERARY_STOPS_MAX } from '@culturalink/common/limits';
import { badInput } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { storeImage } from '../media/index.js';
import { requireMember } from '../../kernel/guards.js';
import { checkGuideGuru, SAVING_RATE, SAVING_TOO_FAST } from './itinerary-events.js';
import { FieldChecks, itineraryFields, type ItineraryFieldsInput } from './itinerary-input.js';
import { Itinerary } from './itinerary.entity.js';
import { stopFields, type RawStop } from './stop-input.js';
import { Stop } from './stop.entity.js';
import { renumberByDay } from './stop-order.js';

export interface CreateItineraryInput extends ItineraryFieldsInput {
  stops?: RawStop[] | null;
  /** REST: stops the member created beforehand (drafts) that become this itinerary's, in order. */
  draftStopIds?: string[];
  cover?: UploadedBytes | null;
}

async function claimDrafts(scope: RequestScope, ids: string[], ownerId: string): Promise<Stop[]> {
  if (ids.length === 0) return [];
  const drafts = await scope.em.find(Stop, { id: { $in: ids }, owner: ownerId, itinerary: null });
  const byId = new Map(drafts.map((s) => [s.id, s]));
  const ordered = [...new Set(ids)].map((id) => byId.get(id));
  if (ordered.some((s) => !s))
    throw badInput('Some stops are not your unsaved stops.', [
      { field: 'itineraries', message: 'Some stops are not your unsaved stops.' },
    ]);
  return ordered as Stop[];
}

/** Saves a new itinerary of the signed-in member with its ordered stops and optional cover. */
export async function createItinerary(scope: RequestScope, input: CreateItineraryInput): Promise<Itinerary> {
  const viewer = requireMember(scope);
  await scope.services.rateLimiter.consume(`itinerary-saving:${viewer.id}`, SAVING_RATE, SAVING_TOO_FAST);
  const checks = new FieldChecks();
  const fields = itineraryFields(input, checks);
  const rawStops = input.stops ?? [];
  if (!Array.isArray(rawStops) || rawStops.length + (input.draftStopIds?.length ?? 0) > ITINERARY_STOPS_MAX)
    checks.add('stops', `At most ${ITINERARY_STOPS_MAX} stops.`);
  const stops = (Array.isArray(rawStops) ? rawStops : []).map((s, i) =>
    stopFields(s ?? {}, fields.currency, checks, `stops.${i}.`),
  );
  stops.forEach((stop, i) => {
    if ((stop.day ?? 1) > fields.dayCount) checks.add(`stops.${i}.day`, `Choose a day from 1 to ${fields.dayCount}.`);
  });
  checks.done();
  const drafts = await claimDrafts(scope, input.draftStopIds ?? [], viewer.id);
  const cover = input.cover ? await storeImage(scope, input.cover) : null;
  const itinerary = scope.em.create(Itinerary, {
    ...fields,
    owner: viewer,
    coverPath: cover?.path ?? null,
    coverThumbPath: cover?.thumbPath ?? null,
  });
  drafts.forEach((stop) => Object.assign(stop, { itinerary, day: 1 }));
  const created = stops.map((stop) => scope.em.create(Stop, { ...stop, owner: viewer, itinerary }));
  renumberByDay(itinerary, [...drafts, ...created]);
  await scope.em.flush();
  checkGuideGuru(scope.services, viewer.id);
  return itinerary;
}
