import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function ItineraryHomePage() {
  return <ComingSoon title="Itineraries" description="Browse and plan cultural itineraries with maps, stops and budgets." icon="map" />;
}
