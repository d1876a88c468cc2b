import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL } from '../../test/fake-graphql';
import { readPendingSignUp } from './pending-sign-up';
import { SignUpModal } from './sign-up-modal';

const input = {
  fullName: 'Ana Cruz',
  country: 'Philippines',
  email: 'ana@example.com',
  username: 'ana_c',
  password: 'Sunrise#2026',
  passwordConfirmation: 'Sunrise#2026',
};

/** The modal at /, with the server answering startSignUp with the payload `result`. */
function renderModal(result: object) {
  return renderWithGraphQL(
    <Routes>
      <Route path="/" element={<SignUpModal onClose={() => {}} onSignIn={() => {}} />} />
      <Route path="/otp" element={<p>otp screen</p>} />
    </Routes>,
    answerByName({ StartSignUp: { data: { startSignUp: result } } }),
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillForm(confirmation = input.passwordConfirmation) {
  type('Full name', input.fullName);
  type('Country', input.country);
  type('Email', input.email);
  type('Username', input.username);
  type('Password', input.password);
  type('Re-enter password', confirmation);
}

describe('SignUpModal', () => {
  it('keeps the re-enter field disabled until the password meets every rule', () => {
    renderModal({});
    type('Password', 'weak');
    expect(field('Re-enter password').disabled).toBe(true);
    type('Password', input.password);
    expect(field('Re-enter password').disabled).toBe(false);
  });

  it('marks a mismatched confirmation red and does not submit', () => {
    const { sent } = renderModal({});
    fillForm('Sunrise#2027');
    expect(field('Re-enter password').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(readPendingSignUp()).toBeNull();
    expect(sent.some((operation) => operation.name === 'StartSignUp')).toBe(false);
  });

  it('keeps the challenge (never a code) and goes to /otp once the code is sent', async () => {
    const { sent } = renderModal({
      __typename: 'StartSignUpPayload',
      codeChallenge: {
        __typename: 'CodeChallenge',
        id: 'c1',
        email: input.email,
        purpose: 'SIGN_UP',
        expiresAt: '2030-01-01T00:10:00.000Z',
        resendAvailableAt: '2030-01-01T00:00:30.000Z',
        verified: false,
      },
      userErrors: [],
    });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await screen.findByText('otp screen');
    expect(sent.filter((operation) => operation.name === 'StartSignUp')).toEqual([
      { name: 'StartSignUp', variables: { input } },
    ]);
    expect(screen.getByText(`Otp sent successfully to ${input.email}`)).toBeTruthy();
    expect(readPendingSignUp()).toEqual({
      challengeId: 'c1',
      email: input.email,
      resendAvailableAt: '2030-01-01T00:00:30.000Z',
    });
  });

  it('shows the server verdict on e-mail and username as a toast and marks the field', async () => {
    renderModal({
      __typename: 'StartSignUpPayload',
      codeChallenge: null,
      userErrors: [
        { __typename: 'UserError', field: null, message: 'Please correct the marked fields.', code: 'BAD_USER_INPUT' },
        { __typename: 'UserError', field: 'username', message: 'That username is taken.', code: 'BAD_USER_INPUT' },
      ],
    });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    await waitFor(() => expect(screen.getAllByText('That username is taken.').length).toBe(2));
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(readPendingSignUp()).toBeNull();
  });

  it('toasts the request-wide message when no e-mail or username is at fault', async () => {
    renderModal({
      __typename: 'StartSignUpPayload',
      codeChallenge: null,
      userErrors: [
        { __typename: 'UserError', field: null, message: 'Please correct the marked fields.', code: 'BAD_USER_INPUT' },
        { __typename: 'UserError', field: 'country', message: 'Country is too long.', code: 'BAD_USER_INPUT' },
      ],
    });
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByText('Please correct the marked fields.')).toBeTruthy();
    expect(screen.getByText('Country is too long.')).toBeTruthy();
  });
});
