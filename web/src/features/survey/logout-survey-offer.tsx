import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';

export interface LogoutSurveyOfferProps {
  onTakeSurvey: () => void;
  onLogOutNow: () => void;
  /** Esc, × or the backdrop: the member stays signed in and can log out again (the offer does not come back). */
  onDismiss: () => void;
}

/** Shown once when a member who has not answered the survey logs out; logging out stays one click away. */
export function LogoutSurveyOffer({ onTakeSurvey, onLogOutNow, onDismiss }: LogoutSurveyOfferProps) {
  return (
    <Modal
      title="We Could Use Your Help!"
      description="Before you go: six quick statements about CulturaLink tell us what to improve. It takes about a minute."
      onClose={onDismiss}
      size="sm"
    >
      <div className="modal__actions">
        <Button variant="secondary" onClick={onLogOutNow}>
          Log out now
        </Button>
        <Button onClick={onTakeSurvey} data-autofocus>
          Take the survey
        </Button>
      </div>
    </Modal>
  );
}
