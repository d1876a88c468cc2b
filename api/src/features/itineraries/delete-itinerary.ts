import type { RequestScope } from '../../app/request-scope.js';

export async function deleteItinerary(_scope: RequestScope, _id: string): Promise<void> {
  throw new Error('not implemented');
}
