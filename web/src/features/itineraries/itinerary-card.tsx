import { useState } from 'react';
import { Link } from 'react-router';
import type { ItineraryCardFieldsFragment } from '../../gql/graphql';
import { formatShortDate } from '../../lib/relative-time';
import { Avatar } from '../../ui/avatar';
import { Icon } from '../../ui/icon';
import { DESCRIPTION_CUT, ratingLabel } from './itinerary-form';
import { cutDescription } from './merge-itineraries';
import '../../ui/link-button.css';

/** A card of the itinerary home: cover, title, average rating, description (see more / see less), creator and date. */
export function ItineraryCard({ itinerary }: { itinerary: ItineraryCardFieldsFragment }) {
  const [expanded, setExpanded] = useState(false);
  const href = `/view-itinerary?id=${encodeURIComponent(itinerary.id)}`;
  const description = itinerary.description || 'No description provided';
  const cut = cutDescription(description, DESCRIPTION_CUT);
  const cover = itinerary.coverThumbUrl ?? itinerary.coverUrl;
  return (
    <article
      className="itinerary-card card"
      data-testid="itinerary-card"
      data-itinerary-id={itinerary.id}
      aria-labelledby={`itinerary-title-${itinerary.id}`}
    >
      <Link to={href} className="itinerary-card__cover" tabIndex={-1} aria-hidden="true">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <Icon name="map" size={40} />}
      </Link>
      <div className="itinerary-card__body">
        <h2 className="itinerary-card__title" id={`itinerary-title-${itinerary.id}`}>
          <Link to={href}>{itinerary.title || 'Untitled Itinerary'}</Link>
        </h2>
        <p className="itinerary-card__rating">
          <span aria-hidden="true">★</span> {ratingLabel(itinerary.averageRating)}
        </p>
        <p className="itinerary-card__description">
          {expanded ? description : cut.text}{' '}
          {cut.cut && (
            <button
              type="button"
              className="link-button"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
            >
              {expanded ? 'see less' : 'see more'}
            </button>
          )}
        </p>
        <footer className="itinerary-card__footer">
          <Avatar
            name={itinerary.owner.fullName || itinerary.owner.username}
            src={itinerary.owner.photoThumbUrl}
            size={32}
          />
          <span className="itinerary-card__username">@{itinerary.owner.username}</span>
          <time dateTime={itinerary.createdAt}>{formatShortDate(itinerary.createdAt)}</time>
        </footer>
      </div>
    </article>
  );
}
