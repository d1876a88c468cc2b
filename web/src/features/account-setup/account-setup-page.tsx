import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isStrongPassword } from '@culturalink/common/password-rules';
import { USERNAME_HINT, USERNAME_MAX_LENGTH } from '@culturalink/common/username';
import { Logo } from '../../ui/logo';
import { fieldErrorMap, readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { PasswordChecklist } from '../../ui/password-checklist';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';
import { codeRefusalOf, emptyOtp, OTP_LENGTH, OtpInput, type CodeRefusal } from '../auth';
import { useSignIn } from '../auth';
import { CompleteAccountSetupDocument } from './api/complete-account-setup';
import '../auth/auth.css';
import './account-setup.css';
import '../../ui/text-field.css';

type Field = 'username' | 'password' | 'passwordConfirmation';
type FieldErrors = Partial<Record<Field, string>>;

/** Where the code stands after the server's answer: wrong (red boxes) or no longer usable. */
interface CodeProblem {
  message: string;
  /** The code can no longer work (expired, used, not found): the form is of no use. */
  final: boolean;
}

/** /account-setup?challenge=<id>: the member an administrator invited enters the mailed code, chooses a username and a password. */
export function AccountSetupPage() {
  const [params] = useSearchParams();
  const challengeId = params.get('challenge')?.trim() ?? '';
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <div className="auth-page auth-page--narrow">
      <header className="auth-page__header">
        <Logo />
      </header>
      {challengeId ? <AccountSetupForm challengeId={challengeId} /> : <MissingChallenge />}
    </div>
  );
}

function MissingChallenge() {
  return (
    <main className="account-setup card" aria-labelledby="account-setup-title">
      <span className="otp-card__icon account-setup__icon--error" aria-hidden="true">
        <Icon name="mail" size={30} />
      </span>
      <h1 id="account-setup-title" className="otp-card__title">
        This setup link is incomplete
      </h1>
      <p className="otp-card__lead" role="alert">
        The link has no setup id. Open the full link from the invitation e-mail, or ask an administrator to invite you
        again.
      </p>
      <Link className="account-setup__home" to="/">
        Go to the CulturaLink home page
      </Link>
    </main>
  );
}

/** The code the server refused (the payload's codeRejection), in the words the form shows under the boxes. */
function codeProblemOf(refusal: CodeRefusal): CodeProblem {
  if (refusal.expired)
    return {
      message: 'This code has expired or was already used. Ask an administrator to invite you again.',
      final: true,
    };
  const left = refusal.attemptsLeft;
  const attempts =
    left === undefined
      ? ''
      : left === 0
        ? ' No attempts left.'
        : ` ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`;
  return { message: `Wrong one-time password.${attempts}`, final: left === 0 };
}

function AccountSetupForm({ challengeId }: { challengeId: string }) {
  const [digits, setDigits] = useState(emptyOtp);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [codeProblem, setCodeProblem] = useState<CodeProblem>();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [complete, { loading }] = useMutation(CompleteAccountSetupDocument);
  const toast = useToast();
  const signIn = useSignIn();

  const code = digits.join('');
  const codeComplete = code.length === OTP_LENGTH;
  const strong = isStrongPassword(password);
  const mismatch = confirmation !== '' && confirmation !== password;
  const trimmedUsername = username.trim();
  const canSubmit =
    codeComplete && trimmedUsername !== '' && strong && confirmation === password && !codeProblem?.final;

  const clearServerError = (field: Field) => setServerErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!canSubmit || loading) return;
    setCodeProblem(undefined);
    setServerErrors({});
    try {
      const { data } = await complete({ variables: { challengeId, code, username: trimmedUsername, password } });
      const refusal = codeRefusalOf(data?.completeAccountSetup);
      if (refusal) {
        setCodeProblem(codeProblemOf(refusal));
        if (!refusal.expired) setDigits(emptyOtp());
        return;
      }
      const user = resultOf(data?.completeAccountSetup, 'user');
      const token = resultOf(data?.completeAccountSetup, 'token');
      toast.success(`Welcome to CulturaLink, ${user.username}!`);
      signIn(token, user);
    } catch (error) {
      const { code: errorCode, message, extensions } = readApiError(error);
      if (
        errorCode === 'BAD_USER_INPUT' &&
        Array.isArray(extensions.fieldErrors) &&
        extensions.fieldErrors.length > 0
      ) {
        setServerErrors(
          fieldErrorMap(extensions.fieldErrors as Array<{ field: string; message: string }>) as FieldErrors,
        );
      } else if (errorCode === 'BAD_USER_INPUT') {
        setCodeProblem({ message: 'Wrong one-time password.', final: false });
        setDigits(emptyOtp());
      } else if (errorCode === 'NOT_FOUND') {
        setCodeProblem({
          message: 'This setup link is not valid. Open the full link from the invitation e-mail.',
          final: true,
        });
      } else if (errorCode === 'FORBIDDEN') {
        setCodeProblem({ message, final: true });
      } else {
        toast.error(errorCode === 'RATE_LIMITED' ? message : `An error occurred: ${message}`);
      }
    }
  };

  const usernameError =
    serverErrors.username ?? (submitted && trimmedUsername === '' ? 'Please choose a username.' : undefined);
  const passwordError =
    serverErrors.password ?? (submitted && !strong ? 'The password must meet every rule below.' : undefined);
  const confirmationError =
    serverErrors.passwordConfirmation ??
    (mismatch
      ? 'The passwords do not match.'
      : submitted && strong && confirmation === ''
        ? 'Please re-enter the password.'
        : undefined);

  return (
    <main className="account-setup card" aria-labelledby="account-setup-title" aria-busy={loading}>
      <span className="otp-card__icon" aria-hidden="true">
        <Icon name="mail" size={30} />
      </span>
      <h1 id="account-setup-title" className="otp-card__title">
        Set up your account
      </h1>
      <p className="otp-card__lead">
        An administrator created a CulturaLink account for you. Enter the six-digit code from the invitation e-mail,
        then choose a username and a password.
      </p>
      <form className="account-setup__form" onSubmit={submit} noValidate>
        <fieldset className="account-setup__code" disabled={loading}>
          <legend className="field__label">Code from the e-mail</legend>
          <OtpInput
            digits={digits}
            onChange={(next) => {
              setDigits(next);
              if (!codeProblem?.final) setCodeProblem(undefined);
            }}
            invalid={Boolean(codeProblem) || (submitted && !codeComplete)}
            disabled={loading || codeProblem?.final}
            label="Six-digit code from the e-mail"
            describedBy="account-setup-code-problem"
          />
          <p id="account-setup-code-problem" className="otp-card__problem" role="alert">
            {codeProblem?.message ?? (submitted && !codeComplete ? 'Please enter the six-digit code.' : '')}
          </p>
        </fieldset>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          maxLength={USERNAME_MAX_LENGTH}
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
            clearServerError('username');
          }}
          disabled={loading}
          error={usernameError}
          hint={USERNAME_HINT}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clearServerError('password');
          }}
          disabled={loading}
          error={passwordError}
          hint={<PasswordChecklist password={password} />}
        />
        <PasswordField
          label="Re-enter password"
          name="passwordConfirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => {
            setConfirmation(event.target.value);
            clearServerError('passwordConfirmation');
          }}
          disabled={loading}
          error={confirmationError}
          valid={strong && confirmation !== '' && !mismatch}
        />
        <Button type="submit" size="lg" block busy={loading} disabled={codeProblem?.final}>
          {loading ? 'Setting up your account…' : 'CREATE MY ACCOUNT'}
        </Button>
      </form>
      <p className="account-setup__footnote">
        Already set up? <Link to="/">Sign in</Link>
      </p>
    </main>
  );
}
