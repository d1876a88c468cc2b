import { ComingSoon } from '../../ui/coming-soon';

/** Placeholder until a later feature builds this screen. */
export function CreateItineraryPage() {
  return <ComingSoon title="Create an itinerary" description="Plan stops on a map with a budget, tips and a cover image." icon="luggage" />;
}
