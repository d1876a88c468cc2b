import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/read-upload.js';
import type { Itinerary } from './itinerary.entity.js';

export async function createItinerary(_scope: RequestScope, _input: Record<string, unknown> & { cover?: UploadedBytes | null }): Promise<Itinerary> {
  throw new Error('not implemented');
}
