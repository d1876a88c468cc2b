import { useEffect, useState } from 'react';
import { Logo } from '../../ui/logo';
import type { ChallengeFieldsFragment } from '../../gql/graphql';
import { ChangePasswordModal } from './change-password-modal';
import { InvalidPinModal } from './invalid-pin-modal';
import { LandingHero } from './landing-hero';
import { LandingView } from './landing-view';
import { PinModal, type WrongPin } from './pin-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { SignInView } from './sign-in-view';
import { SignUpModal } from './sign-up-modal';
import { ThemeToggle } from './theme-toggle';
import './auth.css';

type Dialog =
  | { kind: 'sign-up' }
  | { kind: 'reset' }
  | { kind: 'pin'; challenge: ChallengeFieldsFragment }
  | { kind: 'invalid-pin'; challenge: ChallengeFieldsFragment; wrong: WrongPin }
  | { kind: 'new-password'; challengeId: string }
  | null;

/** "/": the landing and sign-in views (no route change between them) and the sign-up and reset dialogs. */
export function LoginPage() {
  const [view, setView] = useState<'landing' | 'sign-in'>('landing');
  const [dialog, setDialog] = useState<Dialog>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const close = () => setDialog(null);

  return (
    <div className="auth-page">
      <header className="auth-page__header">
        <Logo />
        <ThemeToggle />
      </header>
      <main className="auth-page__main">
        <LandingHero />
        <section className="auth-card card" aria-label={view === 'landing' ? 'Get started' : 'Sign in'}>
          {view === 'landing' ? (
            <LandingView onCreateAccount={() => setDialog({ kind: 'sign-up' })} onSignIn={() => setView('sign-in')} />
          ) : (
            <SignInView
              onForgotPassword={() => setDialog({ kind: 'reset' })}
              onSignUp={() => setDialog({ kind: 'sign-up' })}
              onReturn={() => setView('landing')}
            />
          )}
        </section>
      </main>
      <footer className="auth-page__footer">© CulturaLink · Share. Learn. Connect.</footer>

      {dialog?.kind === 'sign-up' && (
        <SignUpModal
          onClose={close}
          onSignIn={() => {
            close();
            setView('sign-in');
          }}
        />
      )}
      {dialog?.kind === 'reset' && (
        <ResetPasswordModal onClose={close} onCodeSent={(challenge) => setDialog({ kind: 'pin', challenge })} />
      )}
      {dialog?.kind === 'pin' && (
        <PinModal
          challenge={dialog.challenge}
          onClose={close}
          onVerified={(challenge) => setDialog({ kind: 'new-password', challengeId: challenge.id })}
          onWrongPin={(wrong) => setDialog({ kind: 'invalid-pin', challenge: dialog.challenge, wrong })}
          onResent={(challenge) => setDialog({ kind: 'pin', challenge })}
        />
      )}
      {dialog?.kind === 'invalid-pin' && (
        <InvalidPinModal
          wrong={dialog.wrong}
          onClose={close}
          onTryAgain={() => setDialog({ kind: 'pin', challenge: dialog.challenge })}
        />
      )}
      {dialog?.kind === 'new-password' && (
        <ChangePasswordModal
          challengeId={dialog.challengeId}
          onClose={close}
          onChanged={() => {
            close();
            setView('sign-in');
          }}
        />
      )}
    </div>
  );
}
