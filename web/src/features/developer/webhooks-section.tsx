import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_URL_MAX_LENGTH } from '@culturalink/common/limits';
import { useState, type FormEvent } from 'react';
import type { WebhookEvent, WebhookFieldsFragment } from '../../gql/graphql';
import { readApiError } from '../../lib/graphql-error';
import { formatShortDate } from '../../lib/relative-time';
import { resultOf } from '../../lib/user-errors';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { TextField } from '../../ui/text-field';
import { SETTINGS_TOAST_DURATION_MS, useToast } from '../../ui/toast-context';
import {
  CreateWebhookDocument,
  DeleteWebhookDocument,
  EnableWebhookDocument,
  SendTestWebhookDocument,
  WebhooksDocument,
} from './api/webhooks';
import { CheckboxGroup } from './checkbox-group';
import { OneTimeSecret } from './one-time-secret';
import { ItemList } from '../../ui/item-list';
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
  const [deleteWebhook, deleting] = useMutation(DeleteWebhookDocument, {
    refetchQueries: [WebhooksDocument],
    awaitRefetchQueries: true,
  });
  const toast = useToast();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['POST_ADDED']);
  const [urlError, setUrlError] = useState<string>();
  const [secret, setSecret] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WebhookFieldsFragment | null>(null);
  /** The row whose "Send test" or "Enable" is on its way (its button busy: a second click sends nothing). */
  const [pending, setPending] = useState<{ id: string; action: 'test' | 'enable' } | null>(null);
  const isPending = (webhook: WebhookFieldsFragment, action: 'test' | 'enable') =>
    pending?.id === webhook.id && pending.action === action;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return setUrlError('Give the https:// address to send events to.');
    try {
      const result = await createWebhook({ variables: { input: { url: url.trim(), events } } });
      setSecret(resultOf(result.data?.createWebhook, 'secret'));
      setUrl('');
      setUrlError(undefined);
    } catch (error) {
      const { message, extensions } = readApiError(error);
      const fieldErrors = (extensions.fieldErrors ?? []) as Array<{ field: string; message: string }>;
      setUrlError(fieldErrors.find((e) => e.field === 'url')?.message);
      toast.error(message || 'Could not add the webhook.', SETTINGS_TOAST_DURATION_MS);
    }
  };

  const test = async (webhook: WebhookFieldsFragment) => {
    if (pending) return;
    setPending({ id: webhook.id, action: 'test' });
    try {
      const result = await sendTest({ variables: { id: webhook.id } });
      resultOf(result.data?.sendTestWebhook, 'delivery');
      toast.success('Test delivery sent.', SETTINGS_TOAST_DURATION_MS);
      // the try takes a moment: show how it went
      window.setTimeout(() => void refetch().catch(() => undefined), 1500);
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not send the test.', SETTINGS_TOAST_DURATION_MS);
    } finally {
      setPending(null);
    }
  };

  const enable = async (webhook: WebhookFieldsFragment) => {
    if (pending) return;
    setPending({ id: webhook.id, action: 'enable' });
    try {
      const result = await enableWebhook({ variables: { id: webhook.id } });
      resultOf(result.data?.enableWebhook, 'webhook');
      toast.success('Webhook enabled.', SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not enable the webhook.', SETTINGS_TOAST_DURATION_MS);
    } finally {
      setPending(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      const result = await deleteWebhook({ variables: { id: toDelete.id } });
      resultOf(result.data?.deleteWebhook, 'deletedWebhookId');
      toast.success('Webhook deleted.', SETTINGS_TOAST_DURATION_MS);
    } catch (error) {
      toast.error(readApiError(error).message || 'Could not delete the webhook.', SETTINGS_TOAST_DURATION_MS);
    }
    setToDelete(null);
  };

  return (
    <div className="developer-form">
      <p className="developer-note">
        A webhook sends the events you pick to your server as they happen (a signed HTTPS POST), for apps that cannot
        keep a connection open. See the API guide for how to check the <code>CulturaLink-Signature</code> header.
      </p>

      {secret && (
        <OneTimeSecret
          secret={secret}
          warning="Copy the signing secret now."
          label="Signing secret"
          onDone={() => setSecret(null)}
        />
      )}

      <form className="developer-form" onSubmit={(event) => void create(event)} aria-label="New webhook">
        <TextField
          label="Endpoint URL"
          type="url"
          value={url}
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          placeholder="https://example.com/hooks/culturalink"
          onChange={(event) => {
            setUrl(event.target.value);
            setUrlError(undefined);
          }}
          error={urlError}
        />
        <CheckboxGroup
          legend="Events"
          options={EVENTS.filter((option) => !option.adminOnly || isAdmin)}
          picked={events}
          onChange={setEvents}
        />
        <div className="developer-form__actions">
          <Button type="submit" busy={created.loading} disabled={events.length === 0}>
            Add webhook
          </Button>
        </div>
      </form>

      <ItemList
        noun="webhooks"
        items={data?.webhooks}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {(webhooks) =>
          webhooks.map((webhook) => (
            <li key={webhook.id} className="item-list__item">
              <div>
                <strong className="webhook-url">{webhook.url}</strong>
                <p className="developer-note">
                  {webhook.events.join(', ')} · added {formatShortDate(webhook.createdAt)}
                  {webhook.active ? '' : ' · disabled'}
                </p>
                <p className="developer-note">{deliveryStatusText(webhook.lastDelivery)}</p>
                {!webhook.active && webhook.disabledReason && (
                  <p className="developer-note">{webhook.disabledReason}</p>
                )}
              </div>
              <div className="webhook-actions">
                <Button
                  variant="secondary"
                  size="sm"
                  busy={isPending(webhook, 'test')}
                  onClick={() => void test(webhook)}
                >
                  Send test
                </Button>
                {!webhook.active && (
                  <Button
                    variant="secondary"
                    size="sm"
                    busy={isPending(webhook, 'enable')}
                    onClick={() => void enable(webhook)}
                  >
                    Enable
                  </Button>
                )}
                <Button variant="danger" size="sm" onClick={() => setToDelete(webhook)}>
                  Delete
                </Button>
              </div>
            </li>
          ))
        }
      </ItemList>

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
