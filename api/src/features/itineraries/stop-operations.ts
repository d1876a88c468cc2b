import type { RequestScope } from '../../app/request-scope.js';
import type { Itinerary } from './itinerary.entity.js';

export async function addStop(_scope: RequestScope, _itineraryId: string, _stop: object): Promise<Itinerary> {
  throw new Error('not implemented');
}
export async function updateStop(_scope: RequestScope, _id: string, _stop: object): Promise<Itinerary> {
  throw new Error('not implemented');
}
export async function deleteStop(_scope: RequestScope, _id: string): Promise<Itinerary> {
  throw new Error('not implemented');
}
export async function moveStop(_scope: RequestScope, _id: string, _position: number): Promise<Itinerary> {
  throw new Error('not implemented');
}
