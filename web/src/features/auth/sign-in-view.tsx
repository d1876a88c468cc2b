import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { readApiError } from '../../lib/graphql-error';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast-context';
import { LoginDocument } from './api/login';
import { useSignIn } from './use-sign-in';
import '../../ui/link-button.css';

export const WRONG_CREDENTIALS = 'Incorrect creadentials. Please try again.';

/** Username and password, with the ways to a new password, to sign-up and back. */
export function SignInView({
  onForgotPassword,
  onSignUp,
  onReturn,
}: {
  onForgotPassword: () => void;
  onSignUp: () => void;
  onReturn: () => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState(false);
  const [missing, setMissing] = useState({ username: false, password: false });
  const [login, { loading }] = useMutation(LoginDocument);
  const toast = useToast();
  const signIn = useSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { username: !username.trim(), password: !password };
    setMissing(empty);
    if (empty.username || empty.password) return;
    try {
      const { data } = await login({ variables: { username: username.trim(), password } });
      const user = resultOf(data?.login, 'user');
      toast.success(`Logged in successfully as ${user.username}`);
      signIn(resultOf(data?.login, 'token'), user);
    } catch (error) {
      const { code, message } = readApiError(error);
      setFailed(code === 'UNAUTHENTICATED');
      if (code === 'UNAUTHENTICATED') toast.error(WRONG_CREDENTIALS);
      else if (code === 'RATE_LIMITED') toast.error(message);
      else toast.error(`An error occurred: ${message}`);
    }
  };

  return (
    <form className="auth-card__content" onSubmit={submit} noValidate>
      <h2 className="auth-card__title">Welcome back</h2>
      <p className="auth-card__lead">Sign in to continue your journey.</p>
      <TextField
        autoFocus
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        error={missing.username ? 'Please enter your username.' : failed}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={missing.password ? 'Please enter your password.' : failed}
        required
      />
      <button type="button" className="link-button auth-card__forgot" onClick={onForgotPassword}>
        Forgot password?
      </button>
      <Button type="submit" size="lg" block busy={loading}>
        {loading ? 'Signing in…' : 'SIGN IN'}
      </Button>
      <p className="auth-card__switch">
        New to CulturaLink?{' '}
        <button type="button" className="link-button" onClick={onSignUp}>
          Sign Up
        </button>
      </p>
      <Button variant="ghost" block onClick={onReturn}>
        ← Return
      </Button>
    </form>
  );
}
