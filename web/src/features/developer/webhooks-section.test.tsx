import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByName, inTurn, renderWithGraphQL, type FakeAnswer } from '../../test/fake-graphql';
import { deliveryStatusText, WebhooksSection } from './webhooks-section';

const delivery = {
  __typename: 'WebhookDelivery' as const,
  id: 'd1',
  event: 'POST_ADDED' as const,
  status: 'FAILED' as const,
  attempts: 6,
  createdAt: '2026-02-03T10:00:00.000Z',
  responseStatus: 500,
  error: 'Answered HTTP 500.',
};
const webhook = {
  __typename: 'Webhook' as const,
  id: 'w1',
  url: 'https://example.com/hooks',
  events: ['POST_ADDED' as const],
  createdAt: '2026-01-01T00:00:00.000Z',
  active: false,
  disabledReason: 'Disabled after 5 deliveries in a row failed every try.',
  lastDelivery: delivery,
};
const listed = (webhooks: object[]): FakeAnswer => ({ data: { webhooks } });

/** The section with the server answering by operation name. */
function renderSection(server: Parameters<typeof answerByName>[0], isAdmin = false) {
  return renderWithGraphQL(<WebhooksSection isAdmin={isAdmin} />, answerByName(server));
}

describe('WebhooksSection', () => {
  it('lists webhooks with their last delivery, offers Enable for a disabled one, and report events to admins only', async () => {
    renderSection({ Webhooks: listed([webhook]) });
    const list = await screen.findByRole('list', { name: 'Your webhooks' });
    expect(within(list).getByText('https://example.com/hooks')).toBeTruthy();
    expect(within(list).getByText(/failed \(HTTP 500\): Answered HTTP 500\./)).toBeTruthy();
    expect(within(list).getByText(webhook.disabledReason)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Send test' })).toBeTruthy();
    expect(screen.queryByLabelText(/New reports/)).toBeNull();
  });

  it('says it is loading, and never that there are none, until the list arrives', async () => {
    renderSection({ Webhooks: listed([webhook]) });
    expect(screen.getByText('Loading your webhooks')).toBeTruthy();
    expect(screen.queryByText('You have no webhooks.')).toBeNull();
    expect(await screen.findByText('https://example.com/hooks')).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderSection({ Webhooks: listed([]) }, true);
    expect(await screen.findByText('You have no webhooks.')).toBeTruthy();
    expect(screen.getByLabelText(/New reports/)).toBeTruthy();
  });

  it('says the list could not load, and tries again on request', async () => {
    renderSection({ Webhooks: inTurn(new TypeError('Failed to fetch'), listed([webhook])) });
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Could not load your webhooks.');
    expect(screen.queryByText('You have no webhooks.')).toBeNull();
    fireEvent.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('https://example.com/hooks')).toBeTruthy();
  });

  it('adds a webhook with the chosen events and shows its signing secret once', async () => {
    const { sent } = renderSection({
      Webhooks: inTurn(listed([]), listed([{ ...webhook, active: true, disabledReason: null }])),
      CreateWebhook: {
        data: {
          createWebhook: { __typename: 'CreateWebhookPayload', secret: 'whsec_SECRET', webhook, userErrors: [] },
        },
      },
    });
    await screen.findByText('You have no webhooks.');
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: ' https://example.com/hooks ' } });
    fireEvent.click(screen.getByLabelText('Your notifications'));
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByLabelText('Signing secret')).textContent).toBe('whsec_SECRET');
    expect(sent.find((operation) => operation.name === 'CreateWebhook')?.variables).toEqual({
      input: { url: 'https://example.com/hooks', events: ['POST_ADDED', 'NOTIFICATION_CREATED'] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('keeps Send test busy while the test is on its way: a second click sends nothing', async () => {
    const { sent } = renderSection({
      Webhooks: listed([webhook]),
      SendTestWebhook: () => 'open',
    });
    const button = await screen.findByRole('button', { name: 'Send test' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    expect(sent.filter((operation) => operation.name === 'SendTestWebhook')).toHaveLength(1);
  });

  it('deletes a webhook only after confirmation', async () => {
    const { sent } = renderSection({
      Webhooks: inTurn(listed([webhook]), listed([])),
      DeleteWebhook: {
        data: { deleteWebhook: { __typename: 'DeleteWebhookPayload', deletedWebhookId: 'w1', userErrors: [] } },
      },
    });
    const deletions = () => sent.filter((operation) => operation.name === 'DeleteWebhook');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(deletions()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You have no webhooks.')).toBeTruthy();
    expect(deletions()).toEqual([{ name: 'DeleteWebhook', variables: { id: 'w1' } }]);
  });

  it("shows the server's refusal of an address beside the field, and no secret", async () => {
    renderSection({
      Webhooks: listed([]),
      CreateWebhook: {
        data: {
          createWebhook: {
            __typename: 'CreateWebhookPayload',
            secret: null,
            webhook: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'url',
                message: 'Webhooks are sent over https:// only.',
                code: 'BAD_USER_INPUT',
              },
            ],
          },
        },
      },
    });
    await screen.findByText('You have no webhooks.');
    const field = screen.getByLabelText('Endpoint URL');
    fireEvent.change(field, { target: { value: 'http://example.com/hooks' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Webhooks are sent over https:// only.',
    );
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('enables a disabled webhook, and says why when it cannot', async () => {
    const enabled = { ...webhook, active: true, disabledReason: null };
    renderSection({
      Webhooks: listed([webhook]),
      EnableWebhook: inTurn(
        {
          data: {
            enableWebhook: {
              __typename: 'EnableWebhookPayload',
              webhook: null,
              userErrors: [{ __typename: 'UserError', field: null, message: 'No such webhook.', code: 'NOT_FOUND' }],
            },
          },
        },
        { data: { enableWebhook: { __typename: 'EnableWebhookPayload', webhook: enabled, userErrors: [] } } },
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('No such webhook.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Webhook enabled.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Enable' })).toBeNull());
  });

  it('says the test delivery was queued', async () => {
    renderSection({
      Webhooks: listed([webhook]),
      SendTestWebhook: {
        data: {
          sendTestWebhook: {
            __typename: 'SendTestWebhookPayload',
            delivery: { __typename: 'WebhookDelivery', id: 'd2', status: 'PENDING' },
            userErrors: [],
          },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test delivery sent.')).toBeTruthy();
  });

  it('words each delivery state', () => {
    expect(deliveryStatusText(null)).toBe('No deliveries yet');
    expect(deliveryStatusText({ ...delivery, status: 'SUCCEEDED', responseStatus: 200, error: null })).toMatch(
      /delivered \(HTTP 200\)$/,
    );
    expect(deliveryStatusText({ ...delivery, status: 'PENDING', attempts: 1 })).toMatch(/retrying after 1 failed try/);
    expect(deliveryStatusText({ ...delivery, status: 'PENDING', attempts: 0, responseStatus: null })).toMatch(
      /sending…$/,
    );
  });
});
