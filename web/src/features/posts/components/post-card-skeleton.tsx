import { Skeleton } from '../../../ui/skeleton';

/** The shape of a post while the list loads. */
export function PostCardSkeleton() {
  return (
    <div className="post-card" aria-hidden="true">
      <div className="post-card__header">
        <Skeleton width="40px" height="40px" round />
        <span style={{ display: 'grid', gap: 6, flex: 1 }}>
          <Skeleton width="40%" />
          <Skeleton width="25%" />
        </span>
      </div>
      <Skeleton width="70%" height="1.4em" />
      <Skeleton width="100%" />
      <Skeleton width="90%" />
      <Skeleton width="100%" height="180px" />
    </div>
  );
}
