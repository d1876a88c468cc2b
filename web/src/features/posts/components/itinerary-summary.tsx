import { Link } from 'react-router';
import type { PostCardFieldsFragment } from '../../../gql/graphql';
import { Icon } from '../../../ui/icon';

/** The attached itinerary as a card (cover, title, description) opening it; nothing when none is attached or it is gone. */
export function ItinerarySummary({ itinerary }: { itinerary: PostCardFieldsFragment['itinerary'] }) {
  if (!itinerary) return null;
  const cover = itinerary.coverThumbUrl ?? itinerary.coverUrl;
  return (
    <Link
      className="post-card__itinerary post-itinerary"
      to={`/view-itinerary?id=${encodeURIComponent(itinerary.id)}`}
      data-testid="post-itinerary"
    >
      <span className="post-itinerary__cover">
        {cover ? <img src={cover} alt="" /> : <Icon name="luggage" size={24} />}
      </span>
      <span className="post-itinerary__text">
        <span className="post-itinerary__title">{itinerary.title || 'Untitled Itinerary'}</span>
        <span className="post-itinerary__description">{itinerary.description || 'No description provided'}</span>
      </span>
    </Link>
  );
}
