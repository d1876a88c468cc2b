import { AppError } from '../../app/errors.js';
import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/index.js';
import { storeImage } from '../media/index.js';
import { requireMember } from '../../kernel/guards.js';
import { validateStop, type RawStop } from './stop-input.js';
import { Stop } from './stop.entity.js';

const MAX_DRAFTS = 100;

/** The signed-in member's stops not saved in an itinerary yet (the original client's flow), oldest first. */
export async function listDraftStops(scope: RequestScope): Promise<Stop[]> {
  const viewer = requireMember(scope);
  return scope.em.find(Stop, { owner: viewer.id, itinerary: null }, { orderBy: { createdAt: 'asc', id: 'asc' } });
}

/** A stop kept for the member until `save-itinerary` puts it in an itinerary. */
export async function createDraftStop(
  scope: RequestScope,
  input: RawStop,
  image?: UploadedBytes | null,
): Promise<Stop> {
  const viewer = requireMember(scope);
  const fields = validateStop(input, 'PHP');
  const drafts = await scope.em.count(Stop, { owner: viewer.id, itinerary: null });
  if (drafts >= MAX_DRAFTS)
    throw new AppError('CONFLICT', `You have ${MAX_DRAFTS} unsaved stops; save them in an itinerary first.`);
  const stored = image ? await storeImage(scope, image) : null;
  const stop = scope.em.create(Stop, {
    ...fields,
    owner: viewer,
    imagePath: stored?.path ?? null,
    imageThumbPath: stored?.thumbPath ?? null,
  });
  await scope.em.flush();
  return stop;
}
