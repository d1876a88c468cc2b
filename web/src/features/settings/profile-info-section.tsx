import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { isValidEmail } from '@culturalink/common/email';
import { FULL_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { USERNAME_MAX_LENGTH } from '@culturalink/common/username';
import type { ViewerFieldsFragment } from '../../gql/graphql';
import { fieldErrorMap, readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { CountryField } from '../places';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import { UpdateProfileDocument } from './api/update-profile';

type Field = 'email' | 'username' | 'fullName' | 'country' | 'currentPassword';
const fromViewer = (viewer: ViewerFieldsFragment) => ({
  email: viewer.email ?? '',
  username: viewer.username,
  fullName: viewer.fullName,
  country: viewer.country,
  currentPassword: '',
});

/** E-mail, username, full name and country: read-only until Edit; saving asks for the current password. */
export function ProfileInfoSection({ viewer }: { viewer: ViewerFieldsFragment }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(() => fromViewer(viewer));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const toast = useToast();
  const emailValid = isValidEmail(values.email);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const cancel = () => {
    setValues(fromViewer(viewer));
    setErrors({});
    setEditing(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailValid) return setErrors({ email: 'Please enter a valid email address.' });
    if (!values.currentPassword)
      return setErrors({ currentPassword: 'Enter your current password to save the changes.' });
    try {
      const { data } = await updateProfile({
        variables: {
          input: {
            ...values,
            email: values.email.trim(),
            username: values.username.trim(),
            fullName: values.fullName.trim(),
            country: values.country.trim(),
          },
        },
      });
      const refused = data?.updateProfile.userErrors ?? [];
      if (refused.length > 0) {
        const fieldErrors = refused.flatMap(({ field, message }) => (field ? [{ field, message }] : []));
        setErrors(fieldErrorMap(fieldErrors));
        toast.error(fieldErrors[0]?.message ?? refused[0].message, SETTINGS_TOAST_DURATION_MS);
        return;
      }
      setValues(fromViewer(resultOf(data?.updateProfile, 'user')));
      setEditing(false);
      toast.success('Information updated successfully.', SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      toast.error(readApiError(error).message || 'An error occurred', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const readOnly = !editing;
  return (
    <form className="settings-form" onSubmit={save} noValidate>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        readOnly={readOnly}
        error={errors.email ?? (editing && !emailValid)}
        valid={editing && emailValid && !errors.email}
      />
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        maxLength={USERNAME_MAX_LENGTH}
        value={values.username}
        onChange={set('username')}
        readOnly={readOnly}
        error={errors.username}
      />
      <TextField
        label="Full name"
        name="fullName"
        autoComplete="name"
        maxLength={FULL_NAME_MAX_LENGTH}
        value={values.fullName}
        onChange={set('fullName')}
        readOnly={readOnly}
        error={errors.fullName}
      />
      <CountryField
        name="country"
        value={values.country}
        onChange={set('country')}
        readOnly={readOnly}
        error={errors.country}
      />
      {editing && emailValid && (
        <PasswordField
          label="Verify password"
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
          hint="Your current password confirms the change."
        />
      )}
      <div className="settings-form__actions">
        {editing ? (
          <>
            <Button variant="secondary" onClick={cancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" busy={loading}>
              Save
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </div>
    </form>
  );
}
