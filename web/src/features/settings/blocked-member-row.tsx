import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlockedMemberFieldsFragment } from '../../gql/graphql';
import { formatShortDate } from '../../lib/relative-time';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { SETTINGS_TOAST_DURATION_MS } from '../../ui/toast-context';
import { useBlockActions } from '../blocks';

/** A member in the lists of blocks and mutes: photo, names (a link to the profile), a note and the undo. */
function MemberRow({ member, note, action }: { member: BlockedMemberFieldsFragment; note: string; action: ReactNode }) {
  return (
    <li className="item-list__item">
      <div className="blocked-member">
        <Avatar name={member.fullName} src={member.photoThumbUrl} size={36} />
        <div className="blocked-member__names">
          <Link to={`/user-profile/${encodeURIComponent(member.username)}?id=${encodeURIComponent(member.id)}`}>
            {member.fullName}
          </Link>
          <span className="settings-note">
            @{member.username} · {note}
          </span>
        </div>
      </div>
      {action}
    </li>
  );
}

/** A blocked member with Unblock; once unblocked the row stays, with Block again to undo that. */
export function BlockedMemberRow({ member, blockedAt }: { member: BlockedMemberFieldsFragment; blockedAt: string }) {
  const { run, busy } = useBlockActions(member, SETTINGS_TOAST_DURATION_MS);
  const blocked = member.isBlockedByViewer;
  const label = blocked ? 'Unblock' : 'Block again';
  return (
    <MemberRow
      member={member}
      note={blocked ? `blocked ${formatShortDate(blockedAt)}` : 'unblocked'}
      action={
        <Button
          variant={blocked ? 'secondary' : 'danger'}
          size="sm"
          busy={busy !== null}
          onClick={() => void run(blocked ? 'unblock' : 'block')}
          aria-label={`${label} @${member.username}`}
        >
          {label}
        </Button>
      }
    />
  );
}

/** A muted member with Unmute; once unmuted the row stays, with Mute again (to the same end, if still ahead). */
export function MutedMemberRow({ member, until }: { member: BlockedMemberFieldsFragment; until: string | null }) {
  const { run, busy } = useBlockActions(member, SETTINGS_TOAST_DURATION_MS);
  const muted = member.isMutedByViewer;
  const label = muted ? 'Unmute' : 'Mute again';
  const muteAgain = () => {
    const end = until ? new Date(until) : null;
    return run('mute', end && end.getTime() > Date.now() ? end : null);
  };
  const note = !muted ? 'unmuted' : until ? `muted until ${formatShortDate(until)}` : 'muted until you unmute';
  return (
    <MemberRow
      member={member}
      note={note}
      action={
        <Button
          variant="secondary"
          size="sm"
          busy={busy !== null}
          onClick={() => void (muted ? run('unmute') : muteAgain())}
          aria-label={`${label} @${member.username}`}
        >
          {label}
        </Button>
      }
    />
  );
}
