import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { AccessTokensSection } from './access-tokens-section';

const token = {
  __typename: 'AccessToken' as const,
  id: 't1',
  name: 'CI bot',
  scopes: ['READ' as const],
  secretStart: 'clpat_abcd',
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-02-03T10:00:00.000Z',
};
const fresh = { ...token, id: 't2', name: 'Deploy', scopes: ['READ' as const, 'WRITE' as const], lastUsedAt: null };
const listed = (tokens: object[]): FakeAnswer => ({ data: { accessTokens: tokens } });

/** The section with the server answering by operation name. */
function renderSection(server: Parameters<typeof answerByName>[0], isAdmin = false) {
  return renderWithGraphQL(<AccessTokensSection isAdmin={isAdmin} />, answerByName(server));
}

describe('AccessTokensSection', () => {
  it('says it is loading, and never that there are no tokens, until the list arrives', async () => {
    renderSection({ AccessTokens: listed([token]) });
    expect(screen.getByText('Loading your access tokens')).toBeTruthy();
    expect(screen.queryByText('You have no access tokens.')).toBeNull();
    expect(await screen.findByText('CI bot')).toBeTruthy();
  });

  it('says the list could not load, rather than that there are none, and tries again on request', async () => {
    renderSection({ AccessTokens: inTurn(new TypeError('Failed to fetch'), listed([token])) });
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Could not load your access tokens.');
    expect(screen.queryByText('You have no access tokens.')).toBeNull();
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('CI bot')).toBeTruthy();
  });

  it('lists tokens with their scopes and last use, and offers ADMIN to administrators only', async () => {
    renderSection({ AccessTokens: listed([token]) });
    const list = await screen.findByRole('list', { name: 'Your access tokens' });
    expect(within(list).getByText('CI bot')).toBeTruthy();
    expect(within(list).getByText(/READ · created .* · no expiry · last used Feb 3, 2026/)).toBeTruthy();
    expect(screen.queryByLabelText(/Admin:/)).toBeNull();
  });

  it('creates a token with the chosen scopes and shows its secret once with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { sent } = renderSection({
      AccessTokens: inTurn(listed([token]), listed([fresh, token])),
      CreateAccessToken: {
        data: {
          createAccessToken: {
            __typename: 'CreateAccessTokenPayload',
            secret: 'clpat_SECRET',
            accessToken: fresh,
            userErrors: [],
          },
        },
      },
    });
    await screen.findByText('CI bot');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Deploy' } });
    fireEvent.click(screen.getByLabelText(/Write:/));
    fireEvent.change(screen.getByLabelText('Expires after'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByLabelText('New token')).textContent).toBe('clpat_SECRET');
    expect(sent.find((operation) => operation.name === 'CreateAccessToken')?.variables).toEqual({
      input: { name: 'Deploy', scopes: ['READ', 'WRITE'], expiresAt: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('clpat_SECRET');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New token')).toBeNull();
  });

  it('revokes a token only after confirmation', async () => {
    const { sent } = renderSection({
      AccessTokens: inTurn(listed([token]), listed([])),
      RevokeAccessToken: {
        data: {
          revokeAccessToken: { __typename: 'RevokeAccessTokenPayload', revokedAccessTokenId: 't1', userErrors: [] },
        },
      },
    });
    const revocations = () => sent.filter((operation) => operation.name === 'RevokeAccessToken');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(revocations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('You have no access tokens.')).toBeTruthy();
    expect(revocations()).toEqual([{ name: 'RevokeAccessToken', variables: { id: 't1' } }]);
  });

  it("shows the server's refusal of a new token beside the field it names, and shows no secret", async () => {
    renderSection({
      AccessTokens: listed([token]),
      CreateAccessToken: {
        data: {
          createAccessToken: {
            __typename: 'CreateAccessTokenPayload',
            secret: null,
            accessToken: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: null,
                message: 'Give the token a name of 1 to 100 characters.',
                code: 'BAD_USER_INPUT',
              },
              { __typename: 'UserError', field: 'name', message: '1 to 100 characters.', code: 'BAD_USER_INPUT' },
            ],
          },
        },
      },
    });
    await screen.findByText('CI bot');
    fireEvent.change(screen.getByLabelText('Token name'), { target: { value: 'Deploy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('1 to 100 characters.')).toBeTruthy();
    expect(await screen.findByText('Give the token a name of 1 to 100 characters.')).toBeTruthy();
    expect(screen.queryByLabelText('New token')).toBeNull();
  });

  it('says why a revocation was refused', async () => {
    renderSection({
      AccessTokens: listed([token]),
      RevokeAccessToken: {
        data: {
          revokeAccessToken: {
            __typename: 'RevokeAccessTokenPayload',
            revokedAccessTokenId: null,
            userErrors: [{ __typename: 'UserError', field: null, message: 'No such access token.', code: 'NOT_FOUND' }],
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('No such access token.')).toBeTruthy();
    expect(screen.queryByText('Token "CI bot" revoked.')).toBeNull();
  });
});
