import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Switch } from '../../ui/switch';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import { resultOf } from '../../lib/user-errors';
import { SetPrivacyDocument } from './api/set-privacy';

/** "Protect your posts": the switch moves at once, asks to confirm, and moves back on Cancel or failure. */
export function PrivacySection({ viewer }: { viewer: ViewerFieldsFragment }) {
  const [requested, setRequested] = useState<boolean | null>(null);
  const [setPrivacy, { loading }] = useMutation(SetPrivacyDocument);
  const toast = useToast();
  const shown = requested ?? viewer.isPrivate;

  const send = async () => {
    if (requested === null) return;
    try {
      const { data } = await setPrivacy({ variables: { isPrivate: requested } });
      const member = resultOf(data?.setPrivacy, 'user');
      toast.success(
        member.isPrivate ? 'Your account is now private.' : 'Your account is now public.',
        SETTINGS_TOAST_DURATION_MS,
      );
    } catch {
      toast.error('Failed to update privacy settings. Please try again.', SETTINGS_TOAST_DURATION_MS);
    }
    setRequested(null);
  };

  return (
    <>
      <Switch
        label="Protect your posts"
        description="Only your followers will see your posts."
        checked={shown}
        onChange={setRequested}
        disabled={loading}
      />
      {requested !== null && (
        <ConfirmDialog
          title={requested ? 'Make your account private?' : 'Make your account public?'}
          message={
            requested
              ? 'Only your followers will be able to see your posts.'
              : 'Everyone on CulturaLink will be able to see your posts.'
          }
          confirmLabel="Continue"
          onConfirm={() => void send()}
          onCancel={() => setRequested(null)}
          busy={loading}
        />
      )}
    </>
  );
}
