import { useMutation, useQuery } from '@apollo/client/react';
import { OAUTH_APP_NAME_MAX_LENGTH } from '@culturalink/common/limits';
import { useState, type FormEvent } from 'react';
import type { OAuthAppFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { formatShortDate } from '../../lib/relative-time';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Switch } from '../../ui/switch';
import { TextField } from '../../ui/text-field';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import { DeleteOAuthAppDocument, OAuthAppsDocument, RegisterOAuthAppDocument } from './api/oauth-apps';
import { OneTimeSecret } from './one-time-secret';
import { ItemList } from '../../ui/item-list';
import '../../ui/text-field.css';

/** OAuth apps the member registers for other people to sign in with: register (secret shown once), list, delete. */
export function DeveloperAppsSection() {
  const { data, loading, error, refetch } = useQuery(OAuthAppsDocument);
  const [registerApp, registering] = useMutation(RegisterOAuthAppDocument, { refetchQueries: [OAuthAppsDocument] });
  const [deleteApp, deleting] = useMutation(DeleteOAuthAppDocument, {
    refetchQueries: [OAuthAppsDocument],
    awaitRefetchQueries: true,
  });
  const toast = useToast();
  const [name, setName] = useState('');
  const [redirectUris, setRedirectUris] = useState('');
  const [confidential, setConfidential] = useState(false);
  const [problem, setProblem] = useState<{ name?: string; redirectUris?: string }>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<OAuthAppFieldsFragment | null>(null);

  const register = async (event: FormEvent) => {
    event.preventDefault();
    const uris = redirectUris.split(/\s+/).filter(Boolean);
    if (!name.trim()) return setProblem({ name: 'Give the app a name.' });
    if (uris.length === 0) return setProblem({ redirectUris: 'Give at least one redirect URI.' });
    try {
      const result = await registerApp({
        variables: { input: { name: name.trim(), redirectUris: uris, confidential } },
      });
      resultOf(result.data?.registerOAuthApp, 'app');
      setSecret(result.data?.registerOAuthApp.clientSecret ?? null);
      setName('');
      setRedirectUris('');
      setProblem({});
      toast.success('App registered.', SETTINGS_TOAST_DURATION_MS);
    } catch (caught) {
      const { message, extensions } = readApiError(caught);
      const errors = (extensions.fieldErrors ?? []) as Array<{ field: string; message: string }>;
      setProblem({
        name: errors.find((e) => e.field === 'name')?.message,
        redirectUris: errors.find((e) => e.field === 'redirectUris')?.message,
      });
      toast.error(message || 'Could not register the app.', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      const result = await deleteApp({ variables: { id: toDelete.id } });
      resultOf(result.data?.deleteOAuthApp, 'deletedOAuthAppId');
      toast.success(`App "${toDelete.name}" deleted.`, SETTINGS_TOAST_DURATION_MS);
    } catch (caught) {
      toast.error(readApiError(caught).message || 'Could not delete the app.', SETTINGS_TOAST_DURATION_MS);
    }
    setToDelete(null);
  };

  return (
    <div className="developer-form">
      <p className="developer-note">
        Register an app so other members can let it use CulturaLink for them (OAuth 2 with PKCE; see the API guide).
        Send them to <code>/oauth/authorize</code> with your client id.
      </p>

      {secret && (
        <OneTimeSecret
          secret={secret}
          warning="Copy your client secret now."
          label="Client secret"
          onDone={() => setSecret(null)}
        />
      )}

      <form className="developer-form" onSubmit={(event) => void register(event)} aria-label="New app">
        <TextField
          label="App name"
          value={name}
          maxLength={OAUTH_APP_NAME_MAX_LENGTH}
          placeholder="What members will see"
          onChange={(event) => {
            setName(event.target.value);
            setProblem({});
          }}
          error={problem.name}
        />
        <TextField
          label="Redirect URIs (separated by spaces)"
          value={redirectUris}
          placeholder="https://example.com/callback"
          onChange={(event) => {
            setRedirectUris(event.target.value);
            setProblem({});
          }}
          error={problem.redirectUris}
        />
        <Switch
          label="Confidential"
          description="A server that can keep a client secret."
          checked={confidential}
          onChange={setConfidential}
        />
        <div className="developer-form__actions">
          <Button type="submit" busy={registering.loading}>
            Register app
          </Button>
        </div>
      </form>

      <ItemList
        noun="apps"
        items={data?.oauthApps}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {(apps) =>
          apps.map((app) => (
            <li key={app.id} className="item-list__item">
              <div>
                <strong>{app.name}</strong> <code>{app.clientId}</code>
                <p className="developer-note">
                  {app.confidential ? 'confidential' : 'public (PKCE)'} · registered {formatShortDate(app.createdAt)} ·{' '}
                  {app.redirectUris.join(', ')}
                </p>
              </div>
              <Button variant="danger" size="sm" onClick={() => setToDelete(app)}>
                Delete
              </Button>
            </li>
          ))
        }
      </ItemList>

      {toDelete && (
        <ConfirmDialog
          title={`Delete "${toDelete.name}"?`}
          message="Every member who allowed it loses the connection at once."
          confirmLabel="Delete"
          danger
          busy={deleting.loading}
          onConfirm={() => void remove()}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}
