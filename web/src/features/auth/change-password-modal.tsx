import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { isStrongPassword } from '@culturalink/common/password-rules';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { PasswordChecklist } from '../../ui/password-checklist';
import { PasswordField } from '../../ui/password-field';
import { useToast } from '../../ui/toast-context';
import { ResetPasswordDocument } from './api/password-reset';

/** Step 3 of a password reset: the new password, set with the verified challenge. */
export function ChangePasswordModal({
  challengeId,
  onClose,
  onChanged,
}: {
  challengeId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string>();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const toast = useToast();
  const strong = isStrongPassword(password);
  const mismatch = confirmation !== '' && confirmation !== password;
  const valid = strong && confirmation === password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      const { data } = await resetPassword({ variables: { challengeId, newPassword: password } });
      resultOf(data?.resetPassword, 'endedSessionCount');
      toast.success('Password changed successfully');
      onChanged();
    } catch (caught) {
      const { code, message } = readApiError(caught);
      if (code === 'BAD_USER_INPUT') setError(message);
      else toast.error(`An error occurred: ${message}`);
    }
  };

  return (
    <Modal title="Change password" description="Choose a new password for your account." onClose={onClose} size="sm">
      <form className="auth-form" onSubmit={submit} noValidate>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
          }}
          error={error}
          hint={<PasswordChecklist password={password} />}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          disabled={!strong}
          error={mismatch ? 'The passwords do not match.' : undefined}
          valid={valid}
        />
        <Button type="submit" block busy={loading} disabled={!valid}>
          Change password
        </Button>
      </form>
    </Modal>
  );
}
