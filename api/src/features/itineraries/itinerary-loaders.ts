import type DataLoader from 'dataloader';
import type { RequestScope } from '../../app/request-scope.js';
import type { User } from '../accounts/user.entity.js';
import type { ItinerarySummary } from './itinerary.types.js';
import type { Stop } from './stop.entity.js';

export interface ItineraryStats {
  averageRating: number | null;
  ratingCount: number;
  myRating: number | null;
  forkCount: number;
}

export interface ItineraryLoaders {
  user: DataLoader<string, User | null>;
  stops: DataLoader<string, Stop[]>;
  stats: DataLoader<string, ItineraryStats>;
  summary: DataLoader<string, ItinerarySummary | null>;
}

export function itineraryLoaders(_scope: RequestScope): ItineraryLoaders {
  throw new Error('not implemented');
}
