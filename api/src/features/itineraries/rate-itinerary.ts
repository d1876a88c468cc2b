import type { RequestScope } from '../../app/request-scope.js';
import type { Itinerary } from './itinerary.entity.js';

export async function rateItinerary(_scope: RequestScope, _id: string, _rating: number): Promise<Itinerary> {
  throw new Error('not implemented');
}
