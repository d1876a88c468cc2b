import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast-provider';
import { WebhooksDocument } from './api/webhooks';
import { deliveryStatusText, WebhooksSection } from './webhooks-section';

const delivery = {
  __typename: 'WebhookDelivery' as const,
  id: 'd1',
  event: 'post.added',
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
const listed = (webhooks: object[]): MockedResponse => ({
  request: { query: WebhooksDocument },
  result: { data: { webhooks } },
});

function renderSection(mocks: MockedResponse[], isAdmin = false) {
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <WebhooksSection isAdmin={isAdmin} />
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('WebhooksSection', () => {
  it('lists webhooks with their last delivery, offers Enable for a disabled one, and report events to admins only', async () => {
    renderSection([listed([webhook])]);
    const list = await screen.findByRole('list', { name: 'Your webhooks' });
    expect(within(list).getByText('https://example.com/hooks')).toBeTruthy();
    expect(within(list).getByText(/failed \(HTTP 500\): Answered HTTP 500\./)).toBeTruthy();
    expect(within(list).getByText(webhook.disabledReason)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Send test' })).toBeTruthy();
    expect(screen.queryByLabelText(/New reports/)).toBeNull();
  });

  it('says when there are none', async () => {
    renderSection([listed([])], true);
    expect(await screen.findByText('You have no webhooks.')).toBeTruthy();
    expect(screen.getByLabelText(/New reports/)).toBeTruthy();
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
