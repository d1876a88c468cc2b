import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { usePreloadMap } from '../map';
import { ViewItineraryDocument } from './api/view-itinerary';
import { firstItineraryFetchPolicy } from './itinerary-query';
import { ItineraryView } from './itinerary-view';
import './itineraries.css';

/** /view-itinerary?id=…: without an id the member goes back to the itinerary home. */
export function ViewItineraryPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  usePreloadMap();
  // a direct visit asked for it as the page started (app/start-route-queries.ts): read that answer, not a second one
  const [fetchPolicy] = useState(() => firstItineraryFetchPolicy(id ?? ''));
  const { data, loading, error, refetch } = useQuery(ViewItineraryDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy,
    nextFetchPolicy: 'cache-and-network',
  });
  if (!id) return <Navigate to="/itinerary" replace />;
  if (data?.itinerary) return <ItineraryView itinerary={data.itinerary} />;
  if (error && !data) {
    return (
      <EmptyState
        tone="error"
        title="This itinerary could not load"
        message="Check your connection and try again."
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  if (loading || !data) {
    return (
      <div className="itinerary" aria-busy="true" aria-label="Loading itinerary">
        <Skeleton width="100%" height="220px" />
        <Skeleton width="50%" height="2em" />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </div>
    );
  }
  return (
    <EmptyState
      title="Itinerary not found"
      message="It was deleted, or its owner's account is private."
      action={
        <a className="btn btn--primary btn--md" href="/itinerary">
          <span className="btn__label">Back to itineraries</span>
        </a>
      }
    />
  );
}
