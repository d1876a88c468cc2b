import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal
          title="Reset password"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <input aria-label="Email" />
          <button>Send OTP</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus and gives it back on Esc', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reset password' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus starts on the first field, not on × (the sign-up form opened on ×).
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const last = screen.getByRole('button', { name: 'Send OTP' });
    last.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('gives focus to the main region when what opened it is gone (a deleted post), never to <body>', () => {
    function Deleter() {
      const [state, setState] = useState<'shown' | 'confirming' | 'deleted'>('shown');
      return (
        <main id="main-content" tabIndex={-1}>
          {state !== 'deleted' && <button onClick={() => setState('confirming')}>Delete post</button>}
          {state === 'confirming' && (
            <Modal title="Delete this post?" onClose={() => setState('shown')}>
              <button onClick={() => setState('deleted')}>Delete</button>
            </Modal>
          )}
        </main>
      );
    }
    render(<Deleter />);
    const opener = screen.getByRole('button', { name: 'Delete post' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: 'Delete post' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('gives focus back to its opener also when a field inside takes it with autoFocus', () => {
    function AutoFocusOpener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Create account</button>
          {open && (
            <Modal title="Create your account" onClose={() => setOpen(false)}>
              <input aria-label="Full name" autoFocus />
            </Modal>
          )}
        </>
      );
    }
    render(<AutoFocusOpener />);
    const opener = screen.getByRole('button', { name: 'Create account' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Full name' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });
});
