import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { Modal } from '../../ui/modal';

/**
 * Attaching one of the member's itineraries. The itineraries feature does not exist yet, so the dialog can only say
 * so; it will list the member's itineraries here and report the choice through onPick.
 */
export function ItineraryPicker({ selectedId, onPick }: { selectedId: string | null; onPick: (id: string | null) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="luggage" size={16} /> {selectedId ? 'Itinerary attached' : 'Attach itinerary'}
      </Button>
      {open && (
        <Modal title="Attach an itinerary" onClose={() => setOpen(false)}>
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
          {selectedId && (
            <div className="modal__actions">
              <Button variant="secondary" onClick={() => (onPick(null), setOpen(false))}>
                Remove itinerary
              </Button>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
