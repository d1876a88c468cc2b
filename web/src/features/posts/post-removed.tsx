import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';

/** Replaces an open post that was deleted by its author or banned by a moderator while the page was open. */
export function PostRemoved() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="This post was deleted or is no longer available"
      message="It was removed while you were reading it."
      action={<Button onClick={() => void navigate('/dashboard')}>Go to Home</Button>}
    />
  );
}
