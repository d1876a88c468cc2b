import { useState } from 'react';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { MuteDialog } from './mute-dialog';
import { useBlockActions } from './use-block-actions';

export interface BlockableMember {
  id: string;
  username: string;
  isBlockedByViewer: boolean;
  isMutedByViewer: boolean;
}

/**
 * Mute / Unmute and Block / Unblock on another member's profile. Blocking asks first (it ends the follows both
 * ways); muting asks for how long. The buttons follow the cached member, so they flip once the server answers.
 */
export function BlockMuteButtons({ member, onChanged }: { member: BlockableMember; onChanged?: () => void }) {
  const { run, busy } = useBlockActions(member);
  const [asking, setAsking] = useState<'block' | 'mute' | null>(null);
  const act = async (action: 'block' | 'unblock' | 'mute' | 'unmute', until?: Date | null) => {
    const done = await run(action, until);
    setAsking(null);
    if (done) onChanged?.();
  };
  const handle = `@${member.username}`;
  return (
    <>
      {!member.isBlockedByViewer &&
        (member.isMutedByViewer ? (
          <Button
            variant="secondary"
            busy={busy === 'unmute'}
            onClick={() => void act('unmute')}
            aria-label={`Unmute ${handle}`}
          >
            Unmute
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setAsking('mute')} aria-label={`Mute ${handle}`}>
            Mute
          </Button>
        ))}
      {member.isBlockedByViewer ? (
        <Button
          variant="secondary"
          busy={busy === 'unblock'}
          onClick={() => void act('unblock')}
          aria-label={`Unblock ${handle}`}
        >
          Unblock
        </Button>
      ) : (
        <Button variant="danger" onClick={() => setAsking('block')} aria-label={`Block ${handle}`}>
          Block
        </Button>
      )}
      {asking === 'block' && (
        <ConfirmDialog
          title={`Block ${handle}?`}
          message="You stop following each other, neither of you sees the other's posts, comments or profile activity, and they cannot follow you, like or comment on your posts. They are not told."
          confirmLabel="Block"
          danger
          busy={busy === 'block'}
          onConfirm={() => void act('block')}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'mute' && (
        <MuteDialog
          username={member.username}
          busy={busy === 'mute'}
          onMute={(until) => void act('mute', until)}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  );
}
