import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/session';
import { answerByName, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { AccountSetupPage } from './account-setup-page';

const variables = {
  challengeId: '11111111-2222-3333-4444-555555555555',
  code: '123456',
  username: 'ana_c',
  password: 'Sunrise#2026',
};
const user = {
  __typename: 'User',
  id: 'u1',
  username: 'ana_c',
  fullName: 'Ana Cruz',
  email: 'ana@example.com',
  country: 'Philippines',
  isPrivate: false,
  isAdmin: false,
  photoUrl: null,
  photoThumbUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A refused CompleteAccountSetup: its userErrors, and the code's rejection when the code was what was refused. */
function refused(
  userErrors: Array<{ field: string | null; message: string; code?: string }>,
  codeRejection: { reason: 'WRONG_CODE' | 'CODE_EXPIRED'; attemptsLeft: number | null } | null = null,
): FakeAnswer {
  return {
    data: {
      completeAccountSetup: {
        __typename: 'CompleteAccountSetupPayload',
        token: null,
        user: null,
        codeRejection: codeRejection && { __typename: 'CodeRejection', ...codeRejection },
        userErrors: userErrors.map((error) => ({ __typename: 'UserError', code: 'BAD_USER_INPUT', ...error })),
      },
    },
  };
}

/** The setup page at `url`, with the server answering CompleteAccountSetup with `answer`. */
function renderPage(url: string, answer?: FakeAnswer) {
  return renderWithGraphQL(
    <Routes>
      <Route path="/account-setup" element={<AccountSetupPage />} />
      <Route path="/dashboard" element={<p>dashboard</p>} />
      <Route path="/" element={<p>home</p>} />
    </Routes>,
    answerByName({ CompleteAccountSetup: answer }),
    { route: url },
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;
function fillForm() {
  fireEvent.change(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { target: { value: variables.code } });
  fireEvent.change(field('Username'), { target: { value: variables.username } });
  fireEvent.change(field('Password'), { target: { value: variables.password } });
  fireEvent.change(field('Re-enter password'), { target: { value: variables.password } });
  fireEvent.click(screen.getByRole('button', { name: 'CREATE MY ACCOUNT' }));
}
const url = `/account-setup?challenge=${variables.challengeId}`;

describe('AccountSetupPage', () => {
  it('explains a link without its setup id and links home', () => {
    renderPage('/account-setup');
    expect(screen.getByRole('heading', { name: 'This setup link is incomplete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the CulturaLink home page' }).getAttribute('href')).toBe('/');
  });

  it('signs the member in, welcomes them and goes to the dashboard', async () => {
    const { sent } = renderPage(url, {
      data: {
        completeAccountSetup: {
          __typename: 'CompleteAccountSetupPayload',
          token: 'tok-1',
          user,
          codeRejection: null,
          userErrors: [],
        },
      },
    });
    expect(screen.getByText(/An administrator created a CulturaLink account for you/)).toBeTruthy();
    fillForm();
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(screen.getByText('Welcome to CulturaLink, ana_c!')).toBeTruthy();
    expect(getToken()).toBe('tok-1');
    expect(sent).toEqual([{ name: 'CompleteAccountSetup', variables }]);
  });

  it('marks a wrong code red with the attempts left', async () => {
    renderPage(
      url,
      refused([{ field: null, message: 'Wrong one-time password' }], { reason: 'WRONG_CODE', attemptsLeft: 4 }),
    );
    fillForm();
    expect(await screen.findByText('Wrong one-time password. 4 attempts left.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' }).getAttribute('aria-invalid')).toBe('true');
    expect(getToken()).toBeNull();
  });

  it('stops the form when no attempts are left', async () => {
    renderPage(
      url,
      refused([{ field: null, message: 'Wrong one-time password' }], { reason: 'WRONG_CODE', attemptsLeft: 0 }),
    );
    fillForm();
    expect(await screen.findByText('Wrong one-time password. No attempts left.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'CREATE MY ACCOUNT' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the code has expired', async () => {
    renderPage(
      url,
      refused([{ field: null, message: 'This code has expired. Request a new one.' }], {
        reason: 'CODE_EXPIRED',
        attemptsLeft: null,
      }),
    );
    fillForm();
    expect(await screen.findByText(/This code has expired or was already used/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'CREATE MY ACCOUNT' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the link is not valid when the setup id is unknown (a NOT_FOUND user error)', async () => {
    renderPage(url, refused([{ field: null, message: 'That code request was not found.', code: 'NOT_FOUND' }]));
    fillForm();
    expect(await screen.findByText(/This setup link is not valid/)).toBeTruthy();
  });

  it("shows a deactivated account's refusal (a top-level FORBIDDEN error)", async () => {
    renderPage(url, {
      errors: [{ message: 'This account was deactivated by an administrator.', extensions: { code: 'FORBIDDEN' } }],
    });
    fillForm();
    expect(await screen.findByText('This account was deactivated by an administrator.')).toBeTruthy();
  });

  it('shows a taken username on the field', async () => {
    renderPage(
      url,
      refused([
        { field: null, message: 'Please correct the highlighted fields.' },
        { field: 'username', message: 'This username is already taken.' },
      ]),
    );
    fillForm();
    await waitFor(() => expect(field('Username').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This username is already taken.')).toBeTruthy();
  });

  it('does not submit a weak password and says why', () => {
    const { sent } = renderPage(url);
    fireEvent.change(field('Password'), { target: { value: 'weak' } });
    fireEvent.click(screen.getByRole('button', { name: 'CREATE MY ACCOUNT' }));
    expect(screen.getByText('The password must meet every rule below.')).toBeTruthy();
    expect(screen.getByText('Please enter the six-digit code.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
