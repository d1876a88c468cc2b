import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../../graphql/relay/connection.js';
import { NodeInterface } from '../../graphql/relay/node.js';
import { MutationPayload } from '../../graphql/relay/user-errors.js';
import {
  DISABLE_AFTER_FAILED_DELIVERIES,
  DELIVERY_LOG_DAYS,
  MAX_DELIVERY_TRIES,
  MAX_WEBHOOKS,
} from './webhook-limits.js';
import { WEBHOOK_EVENT_KINDS, WEBHOOK_TEST_KIND } from './webhook-event-kinds.js';

/** The GraphQL enum of the events a webhook may hear of (the names of webhook-event-kinds.ts). */
export enum WebhookEvent {
  POST_ADDED = 'POST_ADDED',
  POST_LIKE_CHANGED = 'POST_LIKE_CHANGED',
  NOTIFICATION_CREATED = 'NOTIFICATION_CREATED',
  SUPPORT_MESSAGE_ADDED = 'SUPPORT_MESSAGE_ADDED',
  REPORT_ADDED = 'REPORT_ADDED',
  REPORT_DECIDED = 'REPORT_DECIDED',
}

registerEnumType(WebhookEvent, {
  name: 'WebhookEvent',
  description:
    "Events a webhook may hear of (what `createWebhook` picks); each value says the body's `event` (and the `CulturaLink-Event` header) of its deliveries, e.g. `post.added`.",
  valuesConfig: Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_KINDS).map(([name, { kind, description }]) => [
      name,
      { description: `\`${kind}\`: ${description}` },
    ]),
  ),
});

/** What a delivery carries: an event a webhook hears of, or the test of `sendTestWebhook` (the names of webhook-event-kinds.ts). */
export enum WebhookDeliveryEvent {
  POST_ADDED = 'POST_ADDED',
  POST_LIKE_CHANGED = 'POST_LIKE_CHANGED',
  NOTIFICATION_CREATED = 'NOTIFICATION_CREATED',
  SUPPORT_MESSAGE_ADDED = 'SUPPORT_MESSAGE_ADDED',
  REPORT_ADDED = 'REPORT_ADDED',
  REPORT_DECIDED = 'REPORT_DECIDED',
  WEBHOOK_TEST = 'WEBHOOK_TEST',
}

registerEnumType(WebhookDeliveryEvent, {
  name: 'WebhookDeliveryEvent',
  description:
    "What a delivery carries: one of the `WebhookEvent`s, or a test. Each value says the body's `event` (and the `CulturaLink-Event` header).",
  valuesConfig: {
    ...Object.fromEntries(
      Object.entries(WEBHOOK_EVENT_KINDS).map(([name, { kind, description }]) => [
        name,
        { description: `\`${kind}\`: ${description}` },
      ]),
    ),
    WEBHOOK_TEST: { description: `\`${WEBHOOK_TEST_KIND}\`: a test sent by \`sendTestWebhook\` (one try).` },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'PENDING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Not sent yet, or a try failed and another is scheduled (`nextAttemptAt`).' },
    SUCCEEDED: { description: 'The endpoint answered 2xx.' },
    FAILED: {
      description: `Every try failed (${MAX_DELIVERY_TRIES} at most; a test has one), or the webhook was disabled before it was sent.`,
    },
  },
});

@ObjectType('WebhookDelivery', {
  implements: NodeInterface,
  description: `One event sent to a webhook, with how its tries went; seen by the webhook's owner only (\`node(id:)\` answers null to anyone else). Kept ${DELIVERY_LOG_DAYS} days.`,
})
export class WebhookDeliveryType extends NodeInterface {
  @Field(() => ID, {
    description:
      "The global id; also the `CulturaLink-Delivery` header and the body's `id`, the same on every try (deduplicate with it).",
  })
  id!: string;

  @Field(() => WebhookDeliveryEvent, { description: 'What the delivery carries.' })
  event!: WebhookDeliveryEvent;

  @Field(() => WebhookDeliveryStatus, { description: 'Where the delivery stands.' })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: `Tries made so far (at most ${MAX_DELIVERY_TRIES}; a test has one).` })
  attempts!: number;

  @Field(() => Date, { description: 'When the delivery was queued (the event was logged, or the test asked for).' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the last try was made; null before the first.' })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next try is due, while one is scheduled; else null.' })
  nextAttemptAt!: Date | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The HTTP status the endpoint answered the last try with; null when no answer came.',
  })
  responseStatus!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Why the last try failed, in words (at most 500 characters); null when it did not.',
  })
  error!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'How long the last try took, in milliseconds; null before the first.',
  })
  durationMs!: number | null;
}

@ObjectType('WebhookDeliveryConnection', {
  description: "A webhook's delivery log, newest first; pass pageInfo.endCursor as `after` for older ones.",
})
export class WebhookDeliveryConnection extends connectionOf<WebhookDeliveryType>(
  'WebhookDelivery',
  () => WebhookDeliveryType,
) {}

@ObjectType('Webhook', {
  implements: NodeInterface,
  description: `An endpoint of the signed-in member that hears of the events it picked, each delivery signed with its secret; seen by its owner only (\`node(id:)\` answers null to anyone else). A member has at most ${MAX_WEBHOOKS}.`,
})
export class WebhookType extends NodeInterface {
  @Field(() => ID, { description: 'The global id; `sendTestWebhook`, `enableWebhook` and `deleteWebhook` take it.' })
  id!: string;

  @Field(() => String, {
    description: 'The absolute https:// address deliveries are POSTed to (at most 2000 characters), as normalised.',
  })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'The events it hears of, at least one.' })
  events!: WebhookEvent[];

  @Field(() => Date, { description: 'When it was created: it hears of events logged after that.' })
  createdAt!: Date;

  @Field(() => Boolean, {
    description: `False once disabled after ${DISABLE_AFTER_FAILED_DELIVERIES} deliveries in a row failed every try (see \`enableWebhook\`).`,
  })
  active!: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was disabled; null while it is active.' })
  disabledAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: `Why it was disabled, in words for people: after ${DISABLE_AFTER_FAILED_DELIVERIES} deliveries in a row failed every try, with the last error (free text, at most 300 characters; programs read \`active\` and \`disabledAt\`). Null while it is active.`,
  })
  disabledReason!: string | null;

  @Field(() => Int, {
    description: `Deliveries in a row that failed every try (tests not counted); it is disabled at ${DISABLE_AFTER_FAILED_DELIVERIES}, and a success starts again from 0.`,
  })
  consecutiveFailures!: number;

  // deliveries (a connection) and lastDelivery: webhooks.resolver.ts
}

@ObjectType('CreateWebhookPayload', { description: 'What createWebhook did.' })
export class CreateWebhookPayload extends MutationPayload {
  @Field(() => WebhookType, { nullable: true, description: 'The new webhook; null when userErrors says why not.' })
  webhook?: WebhookType | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The signing secret, shown this once: check each delivery\'s `CulturaLink-Signature` with it (docs/API.md, "Webhooks"). Null when userErrors says why not.',
  })
  secret?: string | null;
}

@ObjectType('DeleteWebhookPayload', { description: 'What deleteWebhook did.' })
export class DeleteWebhookPayload extends MutationPayload {
  @Field(() => ID, {
    nullable: true,
    description: 'The id of the webhook deleted with its delivery log; null when userErrors says why not.',
  })
  deletedWebhookId?: string | null;
}

@ObjectType('EnableWebhookPayload', { description: 'What enableWebhook did.' })
export class EnableWebhookPayload extends MutationPayload {
  @Field(() => WebhookType, {
    nullable: true,
    description: 'The webhook, active again (or already); null when userErrors says why not.',
  })
  webhook?: WebhookType | null;
}

@ObjectType('SendTestWebhookPayload', { description: 'What sendTestWebhook did.' })
export class SendTestWebhookPayload extends MutationPayload {
  @Field(() => WebhookDeliveryType, {
    nullable: true,
    description: 'The test delivery queued (`WEBHOOK_TEST`, one try); null when userErrors says why not.',
  })
  delivery?: WebhookDeliveryType | null;
}

@InputType('CreateWebhookInput', { description: 'A new webhook.' })
export class CreateWebhookInput {
  @Field(() => String, {
    description:
      'An https:// address of at most 2000 characters whose host resolves only to public addresses (no loopback or private network), without user name, password or #fragment.',
  })
  url!: string;

  @Field(() => [WebhookEvent], {
    description:
      'At least one; NOTIFICATION_CREATED needs the NOTIFICATIONS scope, the REPORT_ events administrator rights.',
  })
  events!: WebhookEvent[];
}
