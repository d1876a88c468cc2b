import { useNavigate } from 'react-router';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';

/** Shown for a missing post and for one the member may not see (the server answers both alike). */
export function PostNotFound() {
  const navigate = useNavigate();
  return (
    <EmptyState
      title="Post Not Found"
      message="Oops! The post you're looking for has been deleted or doesn't exist."
      icon={<Icon name="search" size={28} />}
      action={
        <div className="post-page__actions">
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            Go Back
          </Button>
          <Button onClick={() => void navigate('/dashboard')}>Go to Home</Button>
        </div>
      }
    />
  );
}
