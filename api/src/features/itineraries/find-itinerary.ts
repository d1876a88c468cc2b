import type { RequestScope } from '../../app/request-scope.js';
import type { Itinerary } from './itinerary.entity.js';

export async function findVisibleItinerary(_scope: RequestScope, _id: string): Promise<Itinerary | null> {
  throw new Error('not implemented');
}
