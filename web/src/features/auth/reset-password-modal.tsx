import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { isValidEmail } from '@culturalink/common/email';
import type { ChallengeFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';
import { RequestPasswordResetDocument } from './api/password-reset';

export const INVALID_EMAIL = 'Please enter a valid email address.';

/** Step 1 of a password reset: the address to send a code to. */
export function ResetPasswordModal({
  onClose,
  onCodeSent,
}: {
  onClose: () => void;
  onCodeSent: (challenge: ChallengeFieldsFragment) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError(INVALID_EMAIL);
    try {
      const { data } = await request({ variables: { email: email.trim() } });
      const challenge = resultOf(data?.requestPasswordReset, 'codeChallenge');
      toast.success(`Otp sent successfully to ${challenge.email}`);
      onCodeSent(challenge);
    } catch (caught) {
      const { code, message } = readApiError(caught);
      if (code === 'BAD_USER_INPUT') setError(message);
      else toast.error(code === 'RATE_LIMITED' ? message : `An error occurred: ${message}`);
    }
  };

  return (
    <Modal
      title="Reset password"
      description="Enter the e-mail address of your account and we will send you a six-digit code."
      onClose={onClose}
      size="sm"
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" block busy={loading}>
          {loading ? 'Sending…' : 'Send OTP'}
        </Button>
      </form>
    </Modal>
  );
}
