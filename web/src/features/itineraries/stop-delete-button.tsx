import { useState } from 'react';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** The stop form's delete: a trash button, then a confirmation; on success the form closes, on failure it says why. */
export function StopDeleteButton({
  disabled,
  onDelete,
  onDeleted,
  onFailed,
}: {
  disabled: boolean;
  onDelete: () => Promise<void> | void;
  onDeleted: () => void;
  onFailed: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const remove = async () => {
    setDeleting(true);
    try {
      await onDelete();
      onDeleted();
    } catch {
      setDeleting(false);
      setConfirming(false);
      onFailed('The stop could not be deleted. Please try again.');
    }
  };

  return (
    <>
      <Button
        variant="danger"
        size="sm"
        className="stop-form__delete"
        onClick={() => setConfirming(true)}
        aria-label="Delete stop"
        disabled={disabled}
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Confirm Deletion"
          message="Delete this stop from the itinerary?"
          confirmLabel={deleting ? 'Deleting...' : 'Delete'}
          danger
          busy={deleting}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
