import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/skeleton';
import { NearbySuggestionsDocument } from './api/view-itinerary';
import { ratingLabel } from './itinerary-form';

/** Places within 3 km of the stops: other members' stops (most rated first), then towns. */
export function NearbySuggestions({ itineraryId, hasStops }: { itineraryId: string; hasStops: boolean }) {
  const { data, loading, error } = useQuery(NearbySuggestionsDocument, {
    variables: { id: itineraryId },
    skip: !hasStops,
  });
  const suggestions = data?.itinerary?.nearbySuggestions ?? [];
  return (
    <section className="itinerary__section" aria-labelledby="nearby-heading">
      <h2 id="nearby-heading">Suggested nearby places</h2>
      {!hasStops ? (
        <p className="itinerary__muted">Add a stop to see places nearby.</p>
      ) : loading && !data ? (
        <Skeleton width="100%" height="4em" />
      ) : error ? (
        <p className="itinerary__muted">Suggestions are unavailable right now.</p>
      ) : suggestions.length === 0 ? (
        <p className="itinerary__muted">Nothing within 3 km yet.</p>
      ) : (
        <ul className="nearby-list">
          {suggestions.map((place) => (
            <li
              key={`${place.source}-${place.name}-${place.latitude}-${place.longitude}`}
              className="nearby-list__item card"
            >
              <strong>
                {place.itineraryId ? (
                  <Link to={`/view-itinerary?id=${encodeURIComponent(place.itineraryId)}`}>{place.name}</Link>
                ) : (
                  place.name
                )}
              </strong>
              <span className="itinerary__muted">
                {place.distanceMeters < 1000
                  ? `${Math.round(place.distanceMeters)} m`
                  : `${(place.distanceMeters / 1000).toFixed(1)} km`}{' '}
                · {place.source === 'MEMBER_STOP' ? `Members' stop · ${ratingLabel(place.averageRating)}` : 'Town'}
              </span>
              {place.types.length > 0 && (
                <span className="itinerary__muted">{place.types.slice(0, 3).join(' · ')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
