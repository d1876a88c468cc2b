import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { WebhookEvent, WebhookFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { formatShortDate } from '../../lib/relative-time';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  EnableWebhookDocument,
  SendTestWebhookDocument,
  WebhooksDocument,
} from './api/webhooks';
import '../../ui/text-field.css';

const EVENTS: { value: WebhookEvent; label: string; adminOnly?: boolean }[] = [
  { value: 'POST_ADDED', label: 'New posts you may see' },
  { value: 'POST_LIKE_CHANGED', label: 'Like counts of posts you may see' },
  { value: 'NOTIFICATION_CREATED', label: 'Your notifications' },
  { value: 'SUPPORT_MESSAGE_ADDED', label: 'Support messages' },
  { value: 'REPORT_ADDED', label: 'New reports', adminOnly: true },
  { value: 'REPORT_DECIDED', label: 'Decided reports', adminOnly: true },
];

type LastDelivery = NonNullable<WebhookFieldsFragment['lastDelivery']>;

/** What the newest delivery of a webhook came to, in words. */
export function deliveryStatusText(delivery: LastDelivery | null | undefined): string {
  if (!delivery) return 'No deliveries yet';
  const answer = delivery.responseStatus ? ` (HTTP ${delivery.responseStatus})` : '';
  const when = formatShortDate(delivery.createdAt);
  if (delivery.status === 'SUCCEEDED') return `Last delivery ${when}: delivered${answer}`;
  if (delivery.status === 'FAILED')
    return `Last delivery ${when}: failed${answer}${delivery.error ? `: ${delivery.error}` : ''}`;
  return delivery.attempts > 0
    ? `Last delivery ${when}: retrying after ${delivery.attempts} failed ${delivery.attempts === 1 ? 'try' : 'tries'}${answer}`
    : `Last delivery ${when}: sending…`;
}

/** Webhooks: an HTTPS endpoint hears of chosen events, signed with a secret shown once; test, re-enable, delete. */
export function WebhooksSection({ isAdmin }: { isAdmin: boolean }) {
  const { data, loading, error, refetch } = useQuery(WebhooksDocument);
  const [createWebhook, created] = useMutation(CreateWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const [sendTest] = useMutation(SendTestWebhookDocument);
  const [enableWebhook] = useMutation(EnableWebhookDocument);
  const [deleteWebhook, deleting] = useMutation(DeleteWebhookDocument, { refetchQueries: [WebhooksDocument] });
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['POST_ADDED']);
  const [urlError, setUrlError] = useState<string>();
  const [secret, setSecret] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WebhookFieldsFragment | null>(null);

  const toggleEvent = (value: WebhookEvent) =>
    setEvents((current) => (current.includes(value) ? current.filter((e) => e !== value) : [...current, value]));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setUrlError('Give the https:// address to send events to.');
    try {
      const result = await createWebhook({ variables: { input: { url: url.trim(), events } } });
      setSecret(result.data?.createWebhook.secret ?? null);
      setUrl('');
      setUrlError(undefined);
    } catch (error) {
      const { message, extensions } = readApiError(error);
      const fieldErrors = (extensions.fieldErrors ?? []) as Array<{ field: string; message: string }>;
      setUrlError(fieldErrors.find((e) => e.field === 'url')?.message);
      toast.error(message || 'Could not add the webhook.', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret copied.', SETTINGS_TOAST_DURATION_MS);
    } catch {
      toast.error('Could not copy: select the secret and copy it by hand.', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const test = async (webhook: WebhookFieldsFragment) => {
    try {
      await sendTest({ variables: { id: webhook.id } });
      toast.success('Test delivery sent.', SETTINGS_TOAST_DURATION_MS);
      // the try takes a moment: show how it went
      window.setTimeout(() => void refetch().catch(() => undefined), 1500);
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not send the test.', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const enable = async (webhook: WebhookFieldsFragment) => {
    try {
      await enableWebhook({ variables: { id: webhook.id } });
      toast.success('Webhook enabled.', SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not enable the webhook.', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteWebhook({ variables: { id: toDelete.id } });
      toast.success('Webhook deleted.', SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not delete the webhook.', SETTINGS_TOAST_DURATION_MS);
    }
    setToDelete(null);
  };

  const webhooks = data?.webhooks ?? [];
  return (
    <div className="settings-form">
      <p className="settings-note">
        A webhook sends the events you pick to your server as they happen (a signed HTTPS POST), for apps that cannot
        keep a connection open. See the API guide for how to check the <code>CulturaLink-Signature</code> header.
      </p>

      {secret && (
        <div className="token-secret" role="status">
          <p>
            <strong>Copy the signing secret now.</strong> You will not be able to see it again.
          </p>
          <div className="token-secret__row">
            <code className="token-secret__value" aria-label="Signing secret">
              {secret}
            </code>
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              Copy
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSecret(null)}>
              Done
            </Button>
          </div>
        </div>
      )}

      <form className="settings-form" onSubmit={(event) => void create(event)} aria-label="New webhook">
        <TextField
          label="Endpoint URL"
          type="url"
          value={url}
          maxLength={2000}
          placeholder="https://example.com/hooks/culturalink"
          onChange={(event) => {
            setUrl(event.target.value);
            setUrlError(undefined);
          }}
          error={urlError}
        />
        <fieldset className="token-scopes">
          <legend className="field__label">Events</legend>
          {EVENTS.filter((option) => !option.adminOnly || isAdmin).map((option) => (
            <label key={option.value} className="token-scopes__option">
              <input
                type="checkbox"
                checked={events.includes(option.value)}
                onChange={() => toggleEvent(option.value)}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="settings-form__actions">
          <Button type="submit" busy={created.loading} disabled={events.length === 0}>
            Add webhook
          </Button>
        </div>
      </form>

      {loading && !data ? (
        <Spinner size="sm" label="Loading your webhooks" />
      ) : error && !data ? (
        <div className="settings-note" role="alert">
          <p>Could not load your webhooks. {readApiError(error).message}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </div>
      ) : webhooks.length === 0 ? (
        <p className="settings-note">You have no webhooks.</p>
      ) : (
        <ul className="token-list" aria-label="Your webhooks">
          {webhooks.map((webhook) => (
            <li key={webhook.id} className="token-list__item">
              <div>
                <strong className="webhook-url">{webhook.url}</strong>
                <p className="settings-note">
                  {webhook.events.join(', ')} · added {formatShortDate(webhook.createdAt)}
                  {webhook.active ? '' : ' · disabled'}
                </p>
                <p className="settings-note">{deliveryStatusText(webhook.lastDelivery)}</p>
                {!webhook.active && webhook.disabledReason && <p className="settings-note">{webhook.disabledReason}</p>}
              </div>
              <div className="webhook-actions">
                <Button variant="secondary" size="sm" onClick={() => void test(webhook)}>
                  Send test
                </Button>
                {!webhook.active && (
                  <Button variant="secondary" size="sm" onClick={() => void enable(webhook)}>
                    Enable
                  </Button>
                )}
                <Button variant="danger" size="sm" onClick={() => setToDelete(webhook)}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {toDelete && (
        <ConfirmDialog
          title="Delete this webhook?"
          message={`Events stop going to ${toDelete.url}, and its delivery log is deleted.`}
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
