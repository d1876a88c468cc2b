import type { RequestScope } from '../../app/request-scope.js';
import type { Itinerary } from './itinerary.entity.js';

export async function forkItinerary(_scope: RequestScope, _id: string): Promise<Itinerary> {
  throw new Error('not implemented');
}
