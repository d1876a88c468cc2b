import type { RequestScope } from '../../app/request-scope.js';
import type { Itinerary } from './itinerary.entity.js';
import type { NearbySuggestion } from './itinerary.types.js';

export async function nearbySuggestions(_scope: RequestScope, _itinerary: Itinerary, _radiusMeters: number): Promise<NearbySuggestion[]> {
  throw new Error('not implemented');
}
