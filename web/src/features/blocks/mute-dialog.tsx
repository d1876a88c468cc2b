import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { MUTE_DURATIONS, muteEnd } from './mute-durations';
import '../../ui/text-field.css';
import './blocks.css';

/** Asks how long to mute a member for; Esc and Cancel leave them unmuted. */
export function MuteDialog({
  username,
  busy,
  onMute,
  onCancel,
}: {
  username: string;
  busy: boolean;
  onMute: (until: Date | null) => void;
  onCancel: () => void;
}) {
  const [choice, setChoice] = useState(MUTE_DURATIONS[0].value);
  const legendId = useId();
  return (
    <Modal
      title={`Mute @${username}?`}
      description="Their posts leave your feed and their actions your notifications. They are not told, and you still see each other's profiles."
      onClose={onCancel}
      size="sm"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onMute(muteEnd(choice));
        }}
      >
        <fieldset className="mute-durations" aria-labelledby={legendId}>
          <legend id={legendId} className="field__label">
            How long
          </legend>
          {MUTE_DURATIONS.map((duration) => (
            <label key={duration.value} className="mute-durations__option">
              <input
                type="radio"
                name="mute-duration"
                value={duration.value}
                checked={choice === duration.value}
                onChange={() => setChoice(duration.value)}
              />{' '}
              {duration.label}
            </label>
          ))}
        </fieldset>
        <div className="modal__actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Mute
          </Button>
        </div>
      </form>
    </Modal>
  );
}
