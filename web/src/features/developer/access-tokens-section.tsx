import { useMutation, useQuery } from '@apollo/client/react';
import { ACCESS_TOKEN_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { useId, useState, type FormEvent } from 'react';
import type { AccessTokenFieldsFragment, AccessTokenScope } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { formatShortDate } from '../../lib/relative-time';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/text-field';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import { AccessTokensDocument, CreateAccessTokenDocument, RevokeAccessTokenDocument } from './api/access-tokens';
import { CheckboxGroup } from './checkbox-group';
import { OneTimeSecret } from './one-time-secret';
import { ItemList } from '../../ui/item-list';
import '../../ui/text-field.css';

const SCOPES: { value: AccessTokenScope; label: string; adminOnly?: boolean }[] = [
  { value: 'READ', label: 'Read: queries and subscriptions' },
  { value: 'WRITE', label: 'Write: posts, comments, likes, follows, itineraries' },
  { value: 'NOTIFICATIONS', label: 'Notifications: read, mark and subscribe' },
  { value: 'ADMIN', label: 'Admin: moderation and user management', adminOnly: true },
];

const EXPIRIES = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: 0, label: 'No expiry' },
];

const DAY_MS = 24 * 3600 * 1000;

/** Personal access tokens for scripts and third-party tools: create (secret shown once), list with last use, revoke. */
export function AccessTokensSection({ isAdmin }: { isAdmin: boolean }) {
  const { data, loading, error, refetch } = useQuery(AccessTokensDocument);
  const [createToken, created] = useMutation(CreateAccessTokenDocument, {
    refetchQueries: [AccessTokensDocument],
  });
  const [revokeToken, revoking] = useMutation(RevokeAccessTokenDocument, {
    refetchQueries: [AccessTokensDocument],
    // the dialog closes once the row is gone, so the focus goes to the page, never to <body>
    awaitRefetchQueries: true,
  });
  const toast = useToast();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['READ']);
  const [expiryDays, setExpiryDays] = useState(30);
  const expiryId = useId();
  const [nameError, setNameError] = useState<string>();
  const [secret, setSecret] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<AccessTokenFieldsFragment | null>(null);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('Give the token a name.');
    try {
      const expiresAt = expiryDays ? new Date(Date.now() + expiryDays * DAY_MS).toISOString() : null;
      const result = await createToken({ variables: { input: { name: name.trim(), scopes, expiresAt } } });
      setSecret(resultOf(result.data?.createAccessToken, 'secret'));
      setName('');
      setNameError(undefined);
    } catch (error) {
      const { message, extensions } = readApiError(error);
      const fieldErrors = (extensions.fieldErrors ?? []) as Array<{ field: string; message: string }>;
      setNameError(fieldErrors.find((e) => e.field === 'name')?.message);
      toast.error(message || 'Could not create the token.', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const revoke = async () => {
    if (!toRevoke) return;
    try {
      const result = await revokeToken({ variables: { id: toRevoke.id } });
      resultOf(result.data?.revokeAccessToken, 'revokedAccessTokenId');
      toast.success(`Token "${toRevoke.name}" revoked.`, SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not revoke the token.', SETTINGS_TOAST_DURATION_MS);
    }
    setToRevoke(null);
  };

  return (
    <div className="developer-form">
      <p className="developer-note">
        Tokens let scripts and other apps use the API as you, without your password: send one as{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>. Give each only the scopes it needs.
      </p>

      {secret && (
        <OneTimeSecret
          secret={secret}
          warning="Copy your new token now."
          label="New token"
          onDone={() => setSecret(null)}
        />
      )}

      <form className="developer-form" onSubmit={(event) => void create(event)} aria-label="New access token">
        <TextField
          label="Token name"
          value={name}
          maxLength={ACCESS_TOKEN_NAME_MAX_LENGTH}
          placeholder="What is this token for?"
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          error={nameError}
        />
        <CheckboxGroup
          legend="Scopes"
          options={SCOPES.filter((scope) => !scope.adminOnly || isAdmin)}
          picked={scopes}
          onChange={setScopes}
        />
        <div className="field token-expiry">
          <label className="field__label" htmlFor={expiryId}>
            Expires after
          </label>
          <div className="field__control">
            <select
              id={expiryId}
              className="field__input"
              value={expiryDays}
              onChange={(event) => setExpiryDays(Number(event.target.value))}
            >
              {EXPIRIES.map((expiry) => (
                <option key={expiry.days} value={expiry.days}>
                  {expiry.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="developer-form__actions">
          <Button type="submit" busy={created.loading} disabled={scopes.length === 0}>
            Create token
          </Button>
        </div>
      </form>

      <ItemList
        noun="access tokens"
        items={data?.accessTokens}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {(tokens) =>
          tokens.map((token) => (
            <li key={token.id} className="item-list__item">
              <div>
                <strong>{token.name}</strong> <code>{token.secretStart}…</code>
                <p className="developer-note">
                  {token.scopes.join(', ')} · created {formatShortDate(token.createdAt)} ·{' '}
                  {token.expiresAt ? `expires ${formatShortDate(token.expiresAt)}` : 'no expiry'} ·{' '}
                  {token.lastUsedAt ? `last used ${formatShortDate(token.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <Button variant="danger" size="sm" onClick={() => setToRevoke(token)}>
                Revoke
              </Button>
            </li>
          ))
        }
      </ItemList>

      {toRevoke && (
        <ConfirmDialog
          title={`Revoke "${toRevoke.name}"?`}
          message="Anything using this token stops working at once."
          confirmLabel="Revoke"
          danger
          busy={revoking.loading}
          onConfirm={() => void revoke()}
          onCancel={() => setToRevoke(null)}
        />
      )}
    </div>
  );
}
