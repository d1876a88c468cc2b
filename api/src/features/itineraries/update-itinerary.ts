import type { RequestScope } from '../../app/request-scope.js';
import type { UploadedBytes } from '../media/read-upload.js';
import type { Itinerary } from './itinerary.entity.js';

export async function updateItinerary(_scope: RequestScope, _id: string, _patch: object): Promise<Itinerary> {
  throw new Error('not implemented');
}
export async function setItineraryCover(_scope: RequestScope, _id: string, _cover: UploadedBytes): Promise<Itinerary> {
  throw new Error('not implemented');
}
