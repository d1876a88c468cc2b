import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/confirm-dialog';

const DEFAULT_MESSAGE = 'What you typed is kept as a draft on this device, but it is not sent yet.';

/**
 * Asks before leaving a screen with unsaved changes: an in-app navigation shows "Leave this page?" (Stay / Leave),
 * and closing or reloading the tab gets the browser's own prompt (`beforeunload`). Nothing while `when` is false.
 */
export function LeaveGuard({ when, message = DEFAULT_MESSAGE }: { when: boolean; message?: string }) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers show the prompt only with a returnValue
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  // the blocker needs the app's data router (unit tests render screens in a MemoryRouter)
  return dataRouter ? <NavigationGuard when={when} message={message} /> : null;
}

function NavigationGuard({ when, message }: { when: boolean; message: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave this page?"
      message={message}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
