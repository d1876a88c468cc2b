import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
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

/** The section, with the server answering SetPrivacy with `answer`. */
function renderSection(answer: FakeAnswer) {
  return renderWithGraphQL(<PrivacySection viewer={viewer} />, answerByName({ SetPrivacy: answer }));
}

const made = {
  data: {
    setPrivacy: {
      __typename: 'SetPrivacyPayload',
      user: { __typename: 'User', id: 'u1', isPrivate: true },
      userErrors: [],
    },
  },
};

const privacySwitch = () => screen.getByRole('switch', { name: 'Protect your posts' });

describe('PrivacySection', () => {
  it('moves the switch back on Cancel without sending anything', () => {
    const { sent } = renderSection(made);
    fireEvent.click(privacySwitch());
    expect(privacySwitch().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(privacySwitch().getAttribute('aria-checked')).toBe('false');
    expect(sent).toEqual([]);
  });

  it('confirms the change with a toast', async () => {
    const { sent } = renderSection(made);
    fireEvent.click(privacySwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your account is now private.')).toBeTruthy();
    expect(sent).toEqual([{ name: 'SetPrivacy', variables: { isPrivate: true } }]);
  });

  it('says so and moves the switch back when the change is refused (a user error)', async () => {
    renderSection({
      data: {
        setPrivacy: {
          __typename: 'SetPrivacyPayload',
          user: null,
          userErrors: [
            { __typename: 'UserError', field: 'isPrivate', message: 'Must be true or false.', code: 'BAD_USER_INPUT' },
          ],
        },
      },
    });
    fireEvent.click(privacySwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to update privacy settings. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Your account is now private.')).toBeNull();
    expect(privacySwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('says so and moves the switch back when the change fails', async () => {
    renderSection(new Error('offline'));
    fireEvent.click(privacySwitch());
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to update privacy settings. Please try again.')).toBeTruthy();
    expect(privacySwitch().getAttribute('aria-checked')).toBe('false');
  });
});
