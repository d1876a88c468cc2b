import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { useNearBottom } from '../../lib/use-near-bottom';
import { useLoadMore } from '../../lib/use-load-more';
import { ItinerariesDocument } from './api/itineraries';
import { ItineraryCard } from './itinerary-card';
import { ItineraryCardSkeleton } from './itinerary-card-skeleton';
import './itineraries.css';

export const ITINERARY_PAGE_SIZE = 6;

/** All itineraries the member may see (or only theirs), two columns, the next page near the bottom. */
export function ItineraryHomePage() {
  const [mine, setMine] = useState(false);
  const { data, loading, error, fetchMore, refetch } = useQuery(ItinerariesDocument, {
    variables: { mine, first: ITINERARY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.itineraries;
  const edges = connection?.edges ?? [];
  const { hasMore, loadMore, loadingMore, loadMoreFailed } = useLoadMore(connection?.pageInfo, fetchMore);
  useNearBottom(() => void loadMore(), hasMore && !loadingMore && !loadMoreFailed);

  return (
    <div className="itinerary-home">
      <header className="itinerary-home__header">
        <h1>Itineraries</h1>
        <div className="itinerary-home__actions">
          <Button variant="secondary" onClick={() => setMine((value) => !value)} aria-pressed={mine}>
            {mine ? 'Show All Itineraries' : 'Show My Itineraries'}
          </Button>
          <Link to="/create-itinerary" className="btn btn--primary btn--md">
            <span className="btn__label">Create Itinerary</span>
          </Link>
        </div>
      </header>
      {error && edges.length === 0 ? (
        <EmptyState
          tone="error"
          title="Itineraries could not load"
          message="Check your connection and try again."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : !data && loading ? (
        <div className="itinerary-grid" aria-busy="true" aria-label="Loading itineraries">
          {Array.from({ length: ITINERARY_PAGE_SIZE }, (_, index) => (
            <ItineraryCardSkeleton key={index} />
          ))}
        </div>
      ) : edges.length === 0 ? (
        <EmptyState
          title={mine ? 'You have no itineraries yet' : 'No itineraries yet'}
          message="Plan a trip with stops, a budget and tips."
          icon={<Icon name="map" size={28} />}
          action={
            <Link to="/create-itinerary" className="btn btn--primary btn--md">
              <span className="btn__label">Create Itinerary</span>
            </Link>
          }
        />
      ) : (
        <>
          <div className="itinerary-grid">
            {edges.map(({ node }) => (
              <ItineraryCard key={node.id} itinerary={node} />
            ))}
            {loadingMore && Array.from({ length: 2 }, (_, index) => <ItineraryCardSkeleton key={`more-${index}`} />)}
          </div>
          {loadMoreFailed && <p role="alert">Could not load more itineraries.</p>}
          {hasMore && !loadingMore && (
            <Button variant="ghost" onClick={() => void loadMore()} className="itinerary-home__more">
              {loadMoreFailed ? 'Try again' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
