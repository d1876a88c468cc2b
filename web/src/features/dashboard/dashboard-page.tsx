import { useViewer } from '../../lib/viewer';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { PostList } from '../posts';
import { SupportChatSlot } from '../support';
import { Composer } from './composer';
import { NewPostsPill } from './new-posts-pill';
import { ScrollToTop } from './scroll-to-top';
import { useFeed } from './use-feed';
import './dashboard.css';

/** The home feed: the composer, then every post the member may see, newest first, live. */
export function DashboardPage() {
  const { viewer } = useViewer();
  const feed = useFeed(viewer?.id);

  const showPending = () => {
    feed.showPending();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="dashboard">
      <h1 className="visually-hidden">Your feed</h1>
      <Composer onCreated={(post) => feed.prepend([post])} />
      <NewPostsPill count={feed.pending.length} onShow={showPending} />
      {feed.error ? (
        <EmptyState
          tone="error"
          title="Could not load the feed"
          message="Check your connection and try again."
          action={
            <Button variant="secondary" onClick={feed.retry}>
              Try again
            </Button>
          }
        />
      ) : (
        <PostList
          label="Feed"
          posts={feed.posts}
          loading={feed.loading}
          loadingMore={feed.loadingMore}
          hasMore={feed.hasMore}
          onLoadMore={() => void feed.loadMore()}
          endMessage={feed.pageFailed ? 'No more post available.' : "You're all caught up."}
          empty={
            <EmptyState
              title="No posts yet"
              message="Share the first story from your culture with the composer above."
            />
          }
        />
      )}
      <ScrollToTop />
      <SupportChatSlot />
    </div>
  );
}
