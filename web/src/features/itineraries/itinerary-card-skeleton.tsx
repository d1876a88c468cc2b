import { Skeleton } from '../../ui/skeleton';

/** The shape of an itinerary card while a page loads. */
export function ItineraryCardSkeleton() {
  return (
    <div className="itinerary-card card" aria-hidden="true">
      <Skeleton width="100%" height="160px" />
      <div className="itinerary-card__body">
        <Skeleton width="60%" height="1.3em" />
        <Skeleton width="30%" />
        <Skeleton width="100%" />
        <Skeleton width="80%" />
        <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Skeleton width="32px" height="32px" round />
          <Skeleton width="40%" />
        </span>
      </div>
    </div>
  );
}
