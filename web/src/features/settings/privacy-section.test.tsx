import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast-provider';
import { SetPrivacyDocument } from './api/set-privacy';
import { PrivacySection } from './privacy-section';

const viewer = {
  __typename: 'User' as const,
  id: 'u1',
  username: 'ana',
  fullName: 'Ana Cruz',
  country: 'Peru',
  email: 'ana@example.com',
  isPrivate: false,
  isAdmin: false,
  photoUrl: null,
  photoThumbUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderSection(mock: object) {
  render(
    <MockedProvider mocks={[{ request: { query: SetPrivacyDocument, variables: { isPrivate: true } }, ...mock }]}>
      <ToastProvider>
        <PrivacySection viewer={viewer} />
      </ToastProvider>
    </MockedProvider>,
  );
}

const privacySwitch = () => screen.getByRole('switch', { name: 'Protect your posts' });

describe('PrivacySection', () => {
  it('moves the switch back on Cancel without sending anything', () => {
    renderSection({ result: { data: { setPrivacy: { __typename: 'User', id: 'u1', isPrivate: true } } } });
    fireEvent.click(privacySwitch());
    expect(privacySwitch().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(privacySwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('confirms the change with a toast', async () => {
    renderSection({ result: { data: { setPrivacy: { __typename: 'User', id: 'u1', isPrivate: true } } } });
    fireEvent.click(privacySwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your account is now private.')).toBeTruthy();
  });

  it('says so and moves the switch back when the change fails', async () => {
    renderSection({ error: new Error('offline') });
    fireEvent.click(privacySwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to update privacy settings. Please try again.')).toBeTruthy();
    expect(privacySwitch().getAttribute('aria-checked')).toBe('false');
  });
});
