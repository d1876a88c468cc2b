import { Link } from 'react-router';
import type { ItineraryDetailsFragment } from '../../gql/graphql';
import { formatShortDate } from '../../lib/relative-time';
import { Avatar } from '../../ui/avatar';

/** Who made the itinerary, when, and what it was forked from. */
export function ItineraryByline({ itinerary }: { itinerary: ItineraryDetailsFragment }) {
  const owner = itinerary.isOwner;
  return (
    <p className="itinerary__byline">
      <Avatar
        name={itinerary.owner.fullName || itinerary.owner.username}
        src={itinerary.owner.photoThumbUrl}
        size={28}
      />
      <Link to={owner ? '/profile' : `/user-profile/${encodeURIComponent(itinerary.owner.username)}`}>
        @{itinerary.owner.username}
      </Link>
      <time dateTime={itinerary.createdAt}>{formatShortDate(itinerary.createdAt)}</time>
      {itinerary.forkedFrom && (
        <span className="itinerary__forked">
          Forked from{' '}
          <Link to={`/view-itinerary?id=${encodeURIComponent(itinerary.forkedFrom.id)}`}>
            {itinerary.forkedFrom.title}
          </Link>{' '}
          by @{itinerary.forkedFrom.ownerUsername}
        </span>
      )}
    </p>
  );
}
