import type { TokenScope } from '../../kernel/token-scopes.js';
import { NOTIFICATION_CREATED } from '../notifications/index.js';
import { POST_ADDED, POST_LIKE_CHANGED } from '../posts/index.js';
import { REPORT_ADDED, REPORT_DECIDED } from '../reports/index.js';
import { SUPPORT_MESSAGE_ADDED } from '../support/index.js';

/** The kind of a "send test" delivery (never in the event log). */
export const WEBHOOK_TEST_KIND = 'webhook.test';

/**
 * The event log's kinds a webhook may hear of, by the name the API gives them, with the scope the
 * credential that creates the webhook must hold (an administrator's ADMIN: administrator rights).
 */
export const WEBHOOK_EVENT_KINDS = {
  POST_ADDED: { kind: POST_ADDED, scope: 'READ', description: 'A post the owner may see was published.' },
  POST_LIKE_CHANGED: {
    kind: POST_LIKE_CHANGED,
    scope: 'READ',
    description: 'The likes of a post the owner may see changed.',
  },
  NOTIFICATION_CREATED: {
    kind: NOTIFICATION_CREATED,
    scope: 'NOTIFICATIONS',
    description: 'The owner got a notification.',
  },
  SUPPORT_MESSAGE_ADDED: {
    kind: SUPPORT_MESSAGE_ADDED,
    scope: 'READ',
    description: "A message in the owner's support conversation (administrators: in any conversation).",
  },
  REPORT_ADDED: { kind: REPORT_ADDED, scope: 'ADMIN', description: 'A post was reported (administrators).' },
  REPORT_DECIDED: { kind: REPORT_DECIDED, scope: 'ADMIN', description: 'A report was decided (administrators).' },
} as const satisfies Record<string, { kind: string; scope: TokenScope; description: string }>;

export type WebhookEventName = keyof typeof WEBHOOK_EVENT_KINDS;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENT_KINDS) as WebhookEventName[];

export const kindOfName = (name: WebhookEventName): string => WEBHOOK_EVENT_KINDS[name].kind;
export const nameOfKind = (kind: string): WebhookEventName | undefined =>
  WEBHOOK_EVENT_NAMES.find((name) => WEBHOOK_EVENT_KINDS[name].kind === kind);
