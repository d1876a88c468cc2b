import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../lib/use-load-more';
import { Button } from '../../ui/button';
import { MyBlocksDocument, MyMutesDocument } from '../blocks';
import { BlockedMemberRow, MutedMemberRow } from './blocked-member-row';
import { ItemList } from '../../ui/item-list';

function ShowMore({ noun, paging }: { noun: string; paging: ReturnType<typeof useLoadMore> }) {
  if (!paging.hasMore) return null;
  return (
    <div className="settings-form__actions">
      {paging.loadMoreFailed && (
        <p role="alert" className="settings-note">
          Could not load more {noun}.
        </p>
      )}
      <Button variant="secondary" size="sm" busy={paging.loadingMore} onClick={() => void paging.loadMore()}>
        {paging.loadMoreFailed ? 'Try again' : `Show more ${noun}`}
      </Button>
    </div>
  );
}

/** The members one blocked, newest first, each with Unblock (and Block again right after, to undo that). */
export function BlockedMembersSection() {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyBlocksDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myBlocks;
  const paging = useLoadMore(connection?.pageInfo, fetchMore);
  return (
    <div className="settings-form">
      <ItemList
        noun="blocked members"
        items={connection?.edges.map((edge) => edge.node)}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {(blocks) =>
          blocks.map((block) => (
            <BlockedMemberRow key={block.user.id} member={block.user} blockedAt={block.blockedAt} />
          ))
        }
      </ItemList>
      <ShowMore noun="blocked members" paging={paging} />
    </div>
  );
}

/** The members one muted whose mute still runs, newest first, each with Unmute (and Mute again, to undo that). */
export function MutedMembersSection() {
  const { data, loading, error, refetch, fetchMore } = useQuery(MyMutesDocument, { fetchPolicy: 'cache-and-network' });
  const connection = data?.myMutes;
  const paging = useLoadMore(connection?.pageInfo, fetchMore);
  return (
    <div className="settings-form">
      <ItemList
        noun="muted members"
        items={connection?.edges.map((edge) => edge.node)}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {(mutes) => mutes.map((mute) => <MutedMemberRow key={mute.user.id} member={mute.user} until={mute.until} />)}
      </ItemList>
      <ShowMore noun="muted members" paging={paging} />
    </div>
  );
}
