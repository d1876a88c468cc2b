import type { RequestScope } from '../../app/request-scope.js';
import type { ItineraryConnection, ItinerarySummary } from './itinerary.types.js';

export async function listItineraries(_scope: RequestScope, _input: { mine: boolean; first?: number | null; after?: string | null }): Promise<ItineraryConnection> {
  throw new Error('not implemented');
}

export async function myItinerarySummaries(_scope: RequestScope): Promise<ItinerarySummary[]> {
  throw new Error('not implemented');
}
