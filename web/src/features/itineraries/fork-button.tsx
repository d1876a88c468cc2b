import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { resultOf } from '../../lib/user-errors';
import { useToast } from '../../ui/toast-context';
import { ForkItineraryDocument } from './api/itinerary-mutations';

/** Copies the itinerary into the member's own (credited to the original) and opens the copy. */
export function ForkButton({ itineraryId, forkCount }: { itineraryId: string; forkCount: number }) {
  const [fork, { loading }] = useMutation(ForkItineraryDocument, { refetchQueries: ['Itineraries', 'MyItineraries'] });
  const navigate = useNavigate();
  const toast = useToast();
  const run = async () => {
    try {
      const { data } = await fork({ variables: { id: itineraryId } });
      const copy = resultOf(data?.forkItinerary, 'itinerary');
      toast.success('Forked to your itineraries.');
      navigate(`/view-itinerary?id=${encodeURIComponent(copy.id)}`);
    } catch (error) {
      console.error(error);
      toast.error('The itinerary could not be forked.');
    }
  };
  return (
    <div className="fork-button">
      <Button variant="secondary" size="sm" busy={loading} onClick={() => void run()}>
        Fork to my itineraries
      </Button>
      <span className="itinerary__muted" data-testid="fork-count">
        {forkCount} {forkCount === 1 ? 'fork' : 'forks'}
      </span>
    </div>
  );
}
