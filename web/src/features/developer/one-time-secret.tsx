import { useRef } from 'react';
import { Button } from '../../ui/button';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';

/**
 * A secret the server shows once (an access token, a webhook's signing secret): the warning, the value, a copy
 * button (with a way out when the clipboard refuses) and Done, which forgets it.
 */
export function OneTimeSecret({
  secret,
  warning,
  label,
  onDone,
}: {
  secret: string;
  /** The bold first words, e.g. "Copy your new token now." */
  warning: string;
  /** What the value is, for screen readers and the toasts ("New token"). */
  label: string;
  onDone: () => void;
}) {
  const toast = useToast();
  const box = useRef<HTMLDivElement>(null);
  // Done removes the button that has the focus: hand it to the form that follows (its first field), never <body>.
  const done = () => {
    const next = box.current?.nextElementSibling?.querySelector<HTMLElement>('input, select, textarea, button');
    next?.focus();
    onDone();
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(`${label} copied.`, SETTINGS_TOAST_DURATION_MS);
    } catch {
      toast.error('Could not copy: select it and copy it by hand.', SETTINGS_TOAST_DURATION_MS);
    }
  };
  return (
    <div className="token-secret" role="status" ref={box}>
      <p>
        <strong>{warning}</strong> You will not be able to see it again.
      </p>
      <div className="token-secret__row">
        <code className="token-secret__value" aria-label={label}>
          {secret}
        </code>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="ghost" size="sm" onClick={done}>
          Done
        </Button>
      </div>
    </div>
  );
}
