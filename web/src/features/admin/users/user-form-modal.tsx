import { useState, type FormEvent } from 'react';
import { EMAIL_MAX_LENGTH } from '@culturalink/common/email';
import { FULL_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { fieldErrorMap, readApiError } from '../../../lib/graphql-error';
import { Button } from '../../../ui/button';
import { CountryInput } from '../../../ui/country-input';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { trimmedUserForm, validateUserForm, type UserFormErrors, type UserFormValues } from './user-form';

export interface UserFormModalProps {
  /** The member being edited; absent to create one. */
  user?: AdminUserFieldsFragment;
  onSave: (values: UserFormValues) => Promise<void>;
  onClose: () => void;
}

/** 'Create New User' / 'Edit User': Full Name, Email and Country, all required; server refusals show on their field. */
export function UserFormModal({ user, onSave, onClose }: UserFormModalProps) {
  const [values, setValues] = useState<UserFormValues>({
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    country: user?.country ?? '',
  });
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (field: keyof UserFormValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(trimmedUserForm(values));
    } catch (error) {
      const { message, extensions } = readApiError(error);
      const byField = fieldErrorMap(extensions.fieldErrors as Array<{ field: string; message: string }> | undefined);
      setErrors({ fullName: byField.fullName, email: byField.email, country: byField.country });
      setFailure(message);
      setSaving(false);
    }
  };

  return (
    <Modal
      title={user ? 'Edit User' : 'Create New User'}
      onClose={onClose}
      description={
        user ? undefined : 'The new member gets an e-mail with a code to choose a username and set a password.'
      }
    >
      <form className="user-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Full Name"
          value={values.fullName}
          onChange={set('fullName')}
          error={errors.fullName}
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          autoComplete="off"
          data-autofocus
        />
        <TextField
          label="Email"
          type="email"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
          required
          maxLength={EMAIL_MAX_LENGTH}
          autoComplete="off"
        />
        <CountryInput value={values.country} onChange={set('country')} error={errors.country} required />
        {failure && (
          <p className="user-form__error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal__actions">
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            {user ? 'Update' : 'Create'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
