import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { useViewer } from '../../lib/viewer';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Skeleton } from '../../ui/skeleton';
import { PostList } from '../posts';
import { SearchDocument } from './api/search';
import { resultCountText, searchTermFrom } from './search-summary';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLoadMore } from '../../lib/use-load-more';
import { UserResultCard } from './user-result-card';
import './search.css';
import { Icon } from '../../ui/icon';
import { useFallbackPollInterval } from '../notifications';

const RESULTS_PER_LIST = 20;

/**
 * /search-result/?searchTerm=: members and posts matching the term (posts filtered by the privacy rule on the server),
 * 20 of each at first, each list with its own "Show more" (the cache's paging rule keeps the pages).
 */
export function SearchResultsPage() {
  const [params] = useSearchParams();
  const typed = searchTermFrom(params);
  const term = useDebouncedValue(typed, 250);
  const { viewer } = useViewer();
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(SearchDocument, {
    variables: { text: term, first: RESULTS_PER_LIST },
    skip: term === '',
    fetchPolicy: 'cache-and-network',
    pollInterval: useFallbackPollInterval(),
  });
  const result = (data ?? previousData)?.search;
  const settling = typed !== term || (loading && !data);
  const moreUsers = useLoadMore(result?.users.pageInfo, ({ variables }) =>
    fetchMore({ variables: { usersAfter: variables.after } }),
  );
  const morePosts = useLoadMore(result?.posts.pageInfo, ({ variables }) =>
    fetchMore({ variables: { postsAfter: variables.after } }),
  );
  const users = result?.users.nodes ?? [];
  const posts = result?.posts.nodes ?? [];

  if (typed === '') {
    return (
      <EmptyState
        icon={<Icon name="search" size={28} />}
        title="Search CulturaLink"
        message="Type in the search box to find members and posts."
      />
    );
  }

  return (
    <div className="search-page" aria-busy={settling || undefined}>
      <header className="search-page__header">
        <h1 className="page-title">{`Search Results for "${typed}"`}</h1>
        {result && !settling && (
          <p className="search-page__count">
            {resultCountText(users.length, posts.length, moreUsers.hasMore || morePosts.hasMore)}
          </p>
        )}
      </header>
      {!result && error ? (
        <EmptyState
          tone="error"
          title="Search failed"
          message="Check your connection and try again."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : !result ? (
        <SearchSkeleton />
      ) : users.length === 0 && posts.length === 0 ? (
        settling ? (
          <SearchSkeleton />
        ) : (
          <EmptyState
            icon={<Icon name="search" size={28} />}
            title="No results found"
            message="Try adjusting your search terms or filters"
          />
        )
      ) : (
        <>
          {users.length > 0 && (
            <section className="search-page__section" aria-labelledby="search-users">
              <h2 id="search-users" className="search-page__heading">
                Users
              </h2>
              <ul className="search-page__users">
                {users.map((user) => (
                  <li key={user.id}>
                    <UserResultCard user={user} viewerId={viewer?.id} />
                  </li>
                ))}
              </ul>
              <MoreButton paging={moreUsers} what="members" />
            </section>
          )}
          {posts.length > 0 && (
            <section className="search-page__section" aria-labelledby="search-posts">
              <h2 id="search-posts" className="search-page__heading">
                Posts
              </h2>
              <PostList
                label="Matching posts"
                posts={posts}
                renderFooter={(post) => (
                  <Link
                    className="btn btn--secondary btn--sm search-page__view"
                    to={`/view-post/${encodeURIComponent(post.id)}?n=`}
                  >
                    View Post
                  </Link>
                )}
              />
              <MoreButton paging={morePosts} what="posts" />
            </section>
          )}
        </>
      )}
    </div>
  );
}

/** "Show more members/posts" under a list while it has more, with the failure said and a retry. */
function MoreButton({ paging, what }: { paging: ReturnType<typeof useLoadMore>; what: string }) {
  return (
    <>
      {paging.loadMoreFailed && <p role="alert">{`Could not load more ${what}.`}</p>}
      {paging.hasMore && (
        <Button variant="ghost" busy={paging.loadingMore} onClick={() => void paging.loadMore()}>
          {paging.loadMoreFailed ? 'Try again' : `Show more ${what}`}
        </Button>
      )}
    </>
  );
}

function SearchSkeleton() {
  return (
    <div className="search-page__users" aria-label="Searching" aria-busy="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="user-result">
          <Skeleton width="48px" height="48px" round />
          <span className="user-result__text">
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </span>
        </div>
      ))}
    </div>
  );
}
