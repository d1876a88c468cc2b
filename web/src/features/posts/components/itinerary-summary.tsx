import { Link } from 'react-router';
import { Icon } from '../../../ui/icon';

/** The attached itinerary; the itineraries feature fills in its details later. Nothing when none is attached. */
export function ItinerarySummary({ itineraryId }: { itineraryId: string | null }) {
  if (!itineraryId) return null;
  return (
    <Link className="post-card__itinerary" to={`/view-itinerary?id=${encodeURIComponent(itineraryId)}`}>
      <Icon name="luggage" size={18} /> Itinerary attached
    </Link>
  );
}
