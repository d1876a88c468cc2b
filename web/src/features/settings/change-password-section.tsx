import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { isStrongPassword } from '@culturalink/common/password-rules';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { PasswordChecklist } from '../../ui/password-checklist';
import { PasswordField } from '../../ui/password-field';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import { ChangePasswordDocument } from './api/change-password';

const EMPTY = { current: '', next: '', confirmation: '' };

/** Old, new and confirm; Save stays disabled until the new password meets every rule and is confirmed. */
export function ChangePasswordSection() {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [currentError, setCurrentError] = useState<string>();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const toast = useToast();
  const strong = isStrongPassword(values.next);
  const mismatch = values.confirmation !== '' && values.confirmation !== values.next;
  const valid = values.current !== '' && strong && values.confirmation === values.next;

  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (field === 'current') setCurrentError(undefined);
  };
  const stop = () => {
    setValues(EMPTY);
    setCurrentError(undefined);
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      const { data } = await changePassword({
        variables: { currentPassword: values.current, newPassword: values.next },
      });
      resultOf(data?.changePassword, 'endedSessionCount');
      stop();
      toast.success('Password changed successfully.', SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      const { code, message, extensions } = readApiError(error);
      const fieldErrors = (extensions.fieldErrors ?? []) as Array<{ field: string; message: string }>;
      if (code === 'BAD_USER_INPUT' || code === 'UNAUTHENTICATED')
        setCurrentError(fieldErrors.find((e) => e.field === 'currentPassword')?.message ?? message);
      toast.error(message || 'An error occurred', SETTINGS_TOAST_DURATION_MS);
    }
  };

  if (!editing)
    return (
      <div className="settings-form">
        <p className="settings-note">
          Use a password you do not use anywhere else. Changing it signs you out on your other devices.
        </p>
        <div className="settings-form__actions">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Change password
          </Button>
        </div>
      </div>
    );
  return (
    <form className="settings-form" onSubmit={save} noValidate>
      <PasswordField
        label="Old password"
        autoComplete="current-password"
        autoFocus
        value={values.current}
        onChange={set('current')}
        error={currentError}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={values.next}
        onChange={set('next')}
        hint={<PasswordChecklist password={values.next} />}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={set('confirmation')}
        error={mismatch ? 'The passwords do not match.' : undefined}
        valid={strong && values.confirmation === values.next && values.confirmation !== ''}
      />
      <div className="settings-form__actions">
        <Button variant="secondary" onClick={stop} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" busy={loading} disabled={!valid}>
          Save
        </Button>
      </div>
    </form>
  );
}
