import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { useToast } from '../../ui/toast-context';
import {
  BlockMemberDocument,
  MuteMemberDocument,
  UnblockMemberDocument,
  UnmuteMemberDocument,
} from './api/block-member';

export type BlockAction = 'block' | 'unblock' | 'mute' | 'unmute';

const DONE: Record<BlockAction, (username: string) => string> = {
  block: (username) => `You blocked @${username}.`,
  unblock: (username) => `You unblocked @${username}.`,
  mute: (username) => `You muted @${username}.`,
  unmute: (username) => `You unmuted @${username}.`,
};

/**
 * Block, unblock, mute and unmute one member, each answered with a toast; the payload's member (its
 * `isBlockedByViewer`, `isMutedByViewer`, follow state) lands in the cache, so every screen showing them follows.
 * Resolves true when the server did it.
 */
export function useBlockActions(member: { id: string; username: string }, toastDurationMs?: number) {
  const [block] = useMutation(BlockMemberDocument);
  const [unblock] = useMutation(UnblockMemberDocument);
  const [mute] = useMutation(MuteMemberDocument);
  const [unmute] = useMutation(UnmuteMemberDocument);
  const [busy, setBusy] = useState<BlockAction | null>(null);
  const toast = useToast();
  const userId = member.id;

  const send = async (action: BlockAction, until?: Date | null): Promise<void> => {
    if (action === 'block') resultOf((await block({ variables: { userId } })).data?.blockMember, 'user');
    else if (action === 'unblock') resultOf((await unblock({ variables: { userId } })).data?.unblockMember, 'user');
    else if (action === 'unmute') resultOf((await unmute({ variables: { userId } })).data?.unmuteMember, 'user');
    else
      resultOf((await mute({ variables: { userId, until: until?.toISOString() ?? null } })).data?.muteMember, 'mute');
  };

  const run = async (action: BlockAction, until?: Date | null): Promise<boolean> => {
    if (busy) return false;
    setBusy(action);
    try {
      await send(action, until);
      toast.success(DONE[action](member.username), toastDurationMs);
      return true;
    } catch (error) {
      toast.error(
        readApiError(error).message || `Could not ${action} @${member.username}. Please try again.`,
        toastDurationMs,
      );
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { run, busy };
}
