import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import { MyItinerariesDocument } from '../itineraries';

/** Itineraries per page of the picker (the server's maximum). */
const PAGE_SIZE = 50;

/** Attaching one of the member's own itineraries to the post being written (the server checks ownership again). */
export function ItineraryPicker({
  selectedId,
  onPick,
}: {
  selectedId: string | null;
  onPick: (id: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const { data, loading, error, refetch, fetchMore } = useQuery(MyItinerariesDocument, {
    variables: { first: PAGE_SIZE },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const fetchOlder = useCallback(
    (options: { variables: { after: string } }) =>
      fetchMore({ variables: { first: PAGE_SIZE, after: options.variables.after } }),
    [fetchMore],
  );
  const more = useLoadMore(data?.itineraries.pageInfo, fetchOlder);
  const itineraries = data?.itineraries.nodes ?? [];
  const selected = itineraries.find((itinerary) => itinerary.id === selectedId);
  const pick = (id: string | null) => {
    onPick(id);
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="luggage" size={16} />{' '}
        {selectedId ? `Itinerary: ${selected?.title ?? 'attached'}` : 'Attach itinerary'}
      </Button>
      {open && (
        <Modal title="Attach an itinerary" onClose={() => setOpen(false)}>
          {error && !data ? (
            <EmptyState
              tone="error"
              title="Your itineraries could not load"
              action={<Button onClick={() => void refetch()}>Try again</Button>}
            />
          ) : loading && !data ? (
            <div aria-busy="true" aria-label="Loading your itineraries" className="itinerary-picker__list">
              <Skeleton width="100%" height="56px" />
              <Skeleton width="100%" height="56px" />
            </div>
          ) : itineraries.length === 0 ? (
            <EmptyState
              title="No itineraries yet"
              message="Plan a trip first, then share it with a post."
              icon={<Icon name="map" size={28} />}
              action={
                <Link className="btn btn--primary btn--md" to="/create-itinerary">
                  <span className="btn__label">Create an itinerary</span>
                </Link>
              }
            />
          ) : (
            <ul className="itinerary-picker__list" aria-label="Your itineraries">
              {itineraries.map((itinerary) => (
                <li key={itinerary.id}>
                  <button
                    type="button"
                    className="itinerary-picker__option"
                    aria-pressed={itinerary.id === selectedId}
                    onClick={() => pick(itinerary.id)}
                  >
                    <span className="itinerary-picker__cover">
                      {itinerary.coverThumbUrl ? (
                        <img src={itinerary.coverThumbUrl} alt="" />
                      ) : (
                        <Icon name="map" size={20} />
                      )}
                    </span>
                    <span className="itinerary-picker__text">
                      <strong>{itinerary.title}</strong>
                      <span>{itinerary.description}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {itineraries.length > 0 && more.hasMore && (
            <div className="itinerary-picker__more">
              <Button variant="secondary" size="sm" onClick={() => void more.loadMore()} busy={more.loadingMore}>
                Load more itineraries
              </Button>
              {more.loadMoreFailed && <p role="alert">Could not load more itineraries.</p>}
            </div>
          )}
          {selectedId && (
            <div className="modal__actions">
              <Button variant="secondary" onClick={() => pick(null)}>
                Remove itinerary
              </Button>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
