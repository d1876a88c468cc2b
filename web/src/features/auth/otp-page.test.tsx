import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { OtpPage } from './otp-page';
import { clearPendingSignUp, readPendingSignUp, savePendingSignUp } from './pending-sign-up';

const pending = { challengeId: 'c1', email: 'ana@example.com', resendAvailableAt: '2000-01-01T00:00:00.000Z' };

/** /otp with a pending sign-up, the server answering completeSignUp with `answer`. */
function renderPage(answer: FakeAnswer) {
  savePendingSignUp(pending);
  return renderWithGraphQL(
    <Routes>
      <Route path="/otp" element={<OtpPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
    </Routes>,
    answerByName({ CompleteSignUp: answer }),
    { route: '/otp' },
  );
}

const enterCode = (code: string) => {
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[];
  code.split('').forEach((digit, index) => fireEvent.change(boxes[index], { target: { value: digit } }));
};

const refused = (codeRejection: object | null, message: string, code = 'BAD_USER_INPUT') => ({
  data: {
    completeSignUp: {
      __typename: 'CompleteSignUpPayload',
      token: null,
      user: null,
      codeRejection: codeRejection && { __typename: 'CodeRejection', ...codeRejection },
      userErrors: [{ __typename: 'UserError', field: null, message, code }],
    },
  },
});

afterEach(() => {
  clearPendingSignUp();
  sessionStorage.clear();
});

describe('OtpPage', () => {
  it('says how many tries are left after a wrong code, and keeps the sign-up pending', async () => {
    const { sent } = renderPage(refused({ reason: 'WRONG_CODE', attemptsLeft: 3 }, 'Wrong one-time password'));
    enterCode('123456');
    expect(await screen.findByText('Invalid OTP. Please try again. 3 tries left.')).toBeTruthy();
    expect(sent.filter((operation) => operation.name === 'CompleteSignUp')).toEqual([
      { name: 'CompleteSignUp', variables: { challengeId: 'c1', code: '123456' } },
    ]);
    expect(readPendingSignUp()).toEqual(pending);
  });

  it('asks for a new code when the code expired', async () => {
    renderPage(refused({ reason: 'CODE_EXPIRED', attemptsLeft: null }, 'This code has expired. Request a new one.'));
    enterCode('123456');
    expect(await screen.findByText('This code has expired. Press RESEND for a new one.')).toBeTruthy();
  });

  it('shows an unknown challenge (a NOT_FOUND user error) as an error toast', async () => {
    renderPage(refused(null, 'That code request was not found. Request a new code.', 'NOT_FOUND'));
    enterCode('123456');
    expect(
      await screen.findByText('An error occurred: That code request was not found. Request a new code.'),
    ).toBeTruthy();
  });

  it('signs the new member in and forgets the pending sign-up', async () => {
    renderPage({
      data: {
        completeSignUp: {
          __typename: 'CompleteSignUpPayload',
          token: 'token-1',
          user: {
            __typename: 'User',
            id: 'u1',
            username: 'ana_c',
            fullName: 'Ana Cruz',
            email: 'ana@example.com',
            country: 'Philippines',
            isAdmin: false,
            isPrivate: false,
            photoUrl: null,
            photoThumbUrl: null,
            createdAt: '2030-01-01T00:00:00.000Z',
          },
          codeRejection: null,
          userErrors: [],
        },
      },
    });
    enterCode('654321');
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(screen.getByText('Registered and logged in successfully as ana_c')).toBeTruthy();
    expect(readPendingSignUp()).toBeNull();
  });
});
