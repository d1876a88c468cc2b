import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isValidEmail } from '@culturalink/common/email';
import { FULL_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { isStrongPassword } from '@culturalink/common/password-rules';
import { USERNAME_HINT, USERNAME_MAX_LENGTH } from '@culturalink/common/username';
import { isGmailAddress } from '../../lib/email';
import { fieldErrorMap, readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { CountryField } from '../places';
import { Modal } from '../../ui/modal';
import { PasswordChecklist } from '../../ui/password-checklist';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';
import { StartSignUpDocument } from './api/sign-up';
import { savePendingSignUp } from './pending-sign-up';
import '../../ui/link-button.css';

const EMPTY = { fullName: '', country: '', email: '', username: '', password: '', passwordConfirmation: '' };
type SignUpField = keyof typeof EMPTY;
/** The server's answer about these two is shown as a toast (as the original did) as well as on the field. */
const TOASTED_FIELDS: SignUpField[] = ['email', 'username'];

export function SignUpModal({ onClose, onSignIn }: { onClose: () => void; onSignIn: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [startSignUp, { loading }] = useMutation(StartSignUpDocument);
  const toast = useToast();
  const navigate = useNavigate();

  const strong = isStrongPassword(values.password);
  const emailValid = isValidEmail(values.email);
  const mismatch = values.passwordConfirmation !== '' && values.passwordConfirmation !== values.password;
  const missing = (field: SignUpField) => submitted && values[field].trim() === '';
  const canSubmit =
    strong &&
    emailValid &&
    values.passwordConfirmation === values.password &&
    (['fullName', 'country', 'username'] as const).every((f) => values[f].trim() !== '');

  const set = (field: SignUpField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'password' && !isStrongPassword(value) ? { passwordConfirmation: '' } : {}),
    }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!canSubmit) return;
    try {
      const { data } = await startSignUp({
        variables: {
          input: {
            ...values,
            fullName: values.fullName.trim(),
            country: values.country.trim(),
            email: values.email.trim(),
            username: values.username.trim(),
          },
        },
      });
      const refused = data?.startSignUp.userErrors ?? [];
      if (refused.length > 0) {
        const errors = fieldErrorMap(
          refused.flatMap(({ field, message }) => (field ? [{ field, message }] : [])),
        ) as Partial<Record<SignUpField, string>>;
        setServerErrors(errors);
        const toasted = TOASTED_FIELDS.map((field) => errors[field]).filter(Boolean);
        for (const message of toasted.length ? toasted : [refused[0].message]) toast.error(message!);
        return;
      }
      const challenge = resultOf(data?.startSignUp, 'codeChallenge');
      savePendingSignUp({
        challengeId: challenge.id,
        email: challenge.email,
        resendAvailableAt: challenge.resendAvailableAt,
      });
      toast.success(`Otp sent successfully to ${challenge.email}`);
      navigate('/otp');
    } catch (error) {
      toast.error(`An error occurred: ${readApiError(error).message}`);
    }
  };

  const fieldError = (field: SignUpField, requiredMessage: string) =>
    serverErrors[field] ?? (missing(field) ? requiredMessage : undefined);

  return (
    <Modal
      title="Create your account"
      description="It takes a minute. We will e-mail you a six-digit code to confirm your address."
      onClose={onClose}
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label="Full name"
          name="fullName"
          autoComplete="name"
          autoFocus
          maxLength={FULL_NAME_MAX_LENGTH}
          value={values.fullName}
          onChange={set('fullName')}
          error={fieldError('fullName', 'Please enter your full name.')}
        />
        <CountryField
          name="country"
          value={values.country}
          onChange={set('country')}
          error={fieldError('country', 'Please enter your country.')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          valid={emailValid && !serverErrors.email}
          error={serverErrors.email ?? (submitted && !emailValid ? 'Please enter a valid email address.' : undefined)}
          hint={
            values.email && !isGmailAddress(values.email)
              ? 'Tip: a Gmail address works best, but any address is fine.'
              : 'We recommend a Gmail address.'
          }
        />
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX_LENGTH}
          value={values.username}
          onChange={set('username')}
          error={fieldError('username', 'Please choose a username.')}
          hint={USERNAME_HINT}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={serverErrors.password ?? (submitted && !strong)}
          hint={<PasswordChecklist password={values.password} />}
        />
        <PasswordField
          label="Re-enter password"
          name="passwordConfirmation"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          onChange={set('passwordConfirmation')}
          disabled={!strong}
          error={serverErrors.passwordConfirmation ?? (mismatch ? 'The passwords do not match.' : undefined)}
          valid={strong && values.passwordConfirmation !== '' && !mismatch}
          hint={strong ? undefined : 'Available once the password meets every rule.'}
        />
        <Button type="submit" size="lg" block busy={loading} disabled={submitted && !canSubmit}>
          {loading ? 'Sending code…' : 'CREATE ACCOUNT'}
        </Button>
        <p className="auth-card__switch">
          Already a member?{' '}
          <button type="button" className="link-button" onClick={onSignIn}>
            Sign in
          </button>
        </p>
      </form>
    </Modal>
  );
}
