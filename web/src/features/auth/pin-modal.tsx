import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ChallengeFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast-context';
import { ResendCodeDocument } from './api/code-challenge';
import { VerifyCodeDocument } from './api/password-reset';
import { codeRefusalOf } from './code-refusal';
import { emptyOtp, OtpInput } from './otp-input';
import { useResendCountdown } from './use-resend-countdown';

export interface WrongPin {
  attemptsLeft?: number;
  expired: boolean;
}

/** Step 2 of a password reset: the six-digit code, checked by the server. */
export function PinModal({
  challenge,
  onClose,
  onVerified,
  onWrongPin,
  onResent,
}: {
  challenge: ChallengeFieldsFragment;
  onClose: () => void;
  onVerified: (challenge: ChallengeFieldsFragment) => void;
  onWrongPin: (wrong: WrongPin) => void;
  onResent: (challenge: ChallengeFieldsFragment) => void;
}) {
  const [digits, setDigits] = useState(emptyOtp);
  const [verify, { loading }] = useMutation(VerifyCodeDocument);
  const [resend, { loading: resending }] = useMutation(ResendCodeDocument);
  const secondsLeft = useResendCountdown(challenge.resendAvailableAt);
  const toast = useToast();
  const complete = digits.every((digit) => digit !== '');

  const submit = async (code: string) => {
    try {
      const { data } = await verify({ variables: { challengeId: challenge.id, code } });
      const refusal = codeRefusalOf(data?.verifyCode);
      if (refusal) {
        toast.error(refusal.expired ? refusal.message : 'Wrong one-time password');
        onWrongPin({ attemptsLeft: refusal.attemptsLeft, expired: refusal.expired });
        return;
      }
      onVerified(resultOf(data?.verifyCode, 'codeChallenge'));
    } catch (error) {
      const { code: errorCode, message } = readApiError(error);
      if (errorCode === 'BAD_USER_INPUT') {
        toast.error('Wrong one-time password');
        onWrongPin({ expired: false });
      } else toast.error(errorCode === 'RATE_LIMITED' ? message : `An error occurred: ${message}`);
    }
  };

  const resendCode = async () => {
    try {
      const { data } = await resend({ variables: { challengeId: challenge.id } });
      const resent = resultOf(data?.resendCode, 'codeChallenge');
      setDigits(emptyOtp());
      toast.success(`Otp sent successfully to ${resent.email}`);
      onResent(resent);
    } catch {
      toast.error('Failed to resend OTP. Please try again.');
    }
  };

  return (
    <Modal
      title="Enter your code"
      description={`We sent a six-digit code to ${challenge.email}. It expires in 10 minutes.`}
      onClose={onClose}
      size="sm"
    >
      <OtpInput digits={digits} onChange={setDigits} onComplete={(code) => void submit(code)} disabled={loading} />
      <Button block onClick={() => void submit(digits.join(''))} disabled={!complete} busy={loading}>
        Verify
      </Button>
      <Button variant="ghost" block onClick={() => void resendCode()} disabled={secondsLeft > 0} busy={resending}>
        {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend'}
      </Button>
    </Modal>
  );
}
