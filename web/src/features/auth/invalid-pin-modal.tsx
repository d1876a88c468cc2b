import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { WrongPin } from './pin-modal';

/** Tells the member the code was wrong (or expired) and lets them try again. */
export function InvalidPinModal({
  wrong,
  onTryAgain,
  onClose,
}: {
  wrong: WrongPin;
  onTryAgain: () => void;
  onClose: () => void;
}) {
  const detail = wrong.expired
    ? 'This code has expired. Go back and use Resend to get a new one.'
    : wrong.attemptsLeft === undefined
      ? 'The code you entered does not match the one we sent.'
      : wrong.attemptsLeft > 0
        ? `The code you entered does not match the one we sent. ${wrong.attemptsLeft} ${wrong.attemptsLeft === 1 ? 'try' : 'tries'} left.`
        : 'Too many wrong tries for this code. Go back and use Resend to get a new one.';
  return (
    <Modal title="Invalid PIN" description={detail} onClose={onClose} size="sm" alert>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={onTryAgain} data-autofocus>
          Try again
        </Button>
      </div>
    </Modal>
  );
}
