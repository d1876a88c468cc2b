import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Logo } from '../../ui/logo';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { useToast } from '../../ui/toast-context';
import { ResendCodeDocument } from './api/code-challenge';
import { CompleteSignUpDocument } from './api/sign-up';
import { codeRefusalOf } from './code-refusal';
import { emptyOtp, OtpInput } from './otp-input';
import { clearPendingSignUp, readPendingSignUp, savePendingSignUp, type PendingSignUp } from './pending-sign-up';
import { useResendCountdown } from './use-resend-countdown';
import { useSignIn } from './use-sign-in';
import './auth.css';

/** /otp: confirms a sign-up with the e-mailed code. Without a pending sign-up it goes back to "/". */
export function OtpPage() {
  const [pending, setPending] = useState(readPendingSignUp);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (!pending) return <Navigate to="/" replace />;
  return <OtpForm pending={pending} onResent={setPending} />;
}

function OtpForm({ pending, onResent }: { pending: PendingSignUp; onResent: (pending: PendingSignUp) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  const [problem, setProblem] = useState<string>();
  const [complete, { loading }] = useMutation(CompleteSignUpDocument);
  const [resend, { loading: resending }] = useMutation(ResendCodeDocument);
  const secondsLeft = useResendCountdown(pending.resendAvailableAt);
  const toast = useToast();
  const signIn = useSignIn();

  const verify = async (code: string) => {
    if (code.length !== 6 || loading) return;
    setProblem(undefined);
    try {
      const { data } = await complete({ variables: { challengeId: pending.challengeId, code } });
      const refusal = codeRefusalOf(data?.completeSignUp);
      if (refusal) {
        const { attemptsLeft } = refusal;
        const left = attemptsLeft === undefined ? '' : ` ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`;
        setProblem(
          refusal.expired
            ? 'This code has expired. Press RESEND for a new one.'
            : `Invalid OTP. Please try again.${left}`,
        );
        return;
      }
      const user = resultOf(data?.completeSignUp, 'user');
      const token = resultOf(data?.completeSignUp, 'token');
      clearPendingSignUp();
      toast.success(`Registered and logged in successfully as ${user.username}`);
      signIn(token, user);
    } catch (error) {
      const { code: errorCode, message } = readApiError(error);
      if (errorCode !== 'BAD_USER_INPUT')
        return toast.error(errorCode === 'RATE_LIMITED' ? message : `An error occurred: ${message}`);
      setProblem('Invalid OTP. Please try again.');
    }
  };

  const resendCode = async () => {
    try {
      const { data } = await resend({ variables: { challengeId: pending.challengeId } });
      const challenge = resultOf(data?.resendCode, 'codeChallenge');
      const next = {
        challengeId: challenge.id,
        email: challenge.email,
        resendAvailableAt: challenge.resendAvailableAt,
      };
      savePendingSignUp(next);
      onResent(next);
      setDigits(emptyOtp());
      setProblem(undefined);
      toast.success(`Otp sent successfully to ${challenge.email}`);
    } catch (error) {
      const { code, extensions } = readApiError(error);
      if (code === 'RATE_LIMITED' && typeof extensions.retryAfterSeconds === 'number') {
        const next = {
          ...pending,
          resendAvailableAt: new Date(Date.now() + extensions.retryAfterSeconds * 1000).toISOString(),
        };
        savePendingSignUp(next);
        onResent(next);
      }
      toast.error('Failed to resend OTP. Please try again.');
    }
  };

  return (
    <div className="auth-page auth-page--narrow">
      <header className="auth-page__header">
        <Logo />
      </header>
      <main className="otp-card card">
        <span className="otp-card__icon" aria-hidden="true">
          <Icon name="mail" size={30} />
        </span>
        <h1 className="otp-card__title">Check your e-mail</h1>
        <p className="otp-card__lead">
          Enter the six-digit code we sent to <strong>{pending.email}</strong>.
        </p>
        <OtpInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setProblem(undefined);
          }}
          onComplete={(code) => void verify(code)}
          invalid={Boolean(problem)}
          disabled={loading}
          describedBy={problem ? 'otp-problem' : undefined}
        />
        <p id="otp-problem" className="otp-card__problem" role="alert">
          {problem}
        </p>
        <Button
          size="lg"
          block
          busy={loading}
          disabled={digits.some((digit) => digit === '')}
          onClick={() => void verify(digits.join(''))}
        >
          VERIFY
        </Button>
        <Button variant="ghost" block busy={resending} disabled={secondsLeft > 0} onClick={() => void resendCode()}>
          {secondsLeft > 0 ? `RESEND (${secondsLeft}s)` : 'RESEND'}
        </Button>
      </main>
    </div>
  );
}
