import { Link } from 'react-router';
import { Button } from '../../ui/button';

/** The first view of "/": the two actions and the terms notice. */
export function LandingView({ onCreateAccount, onSignIn }: { onCreateAccount: () => void; onSignIn: () => void }) {
  return (
    <div className="auth-card__content">
      <h2 className="auth-card__title">Join the conversation</h2>
      <p className="auth-card__lead">Meet travellers and locals, swap stories and plan your next cultural journey.</p>
      <div className="auth-card__actions">
        <Button size="lg" block onClick={onCreateAccount}>
          CREATE ACCOUNT
        </Button>
        <Button size="lg" variant="secondary" block onClick={onSignIn}>
          SIGN IN
        </Button>
      </div>
      <p className="auth-card__notice">
        By creating an account or signing in you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
        <Link to="/terms#privacy">Privacy Policy</Link>, including our use of cookies and similar storage to keep you
        signed in and remember your theme.
      </p>
    </div>
  );
}
