import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function ViewItineraryPage() {
  return <ComingSoon title="Itinerary" description="Stops, map, budget and ratings of an itinerary arrive with itineraries." icon="pin" />;
}
