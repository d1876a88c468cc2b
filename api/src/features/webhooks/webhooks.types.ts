import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { WEBHOOK_EVENT_KINDS } from './webhook-event-kinds.js';

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
  description: "Events a webhook may hear of; a delivery's `event` is the event log's kind (e.g. `post.added`).",
  valuesConfig: Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_KINDS).map(([name, { kind, description }]) => [
      name,
      { description: `\`${kind}\`: ${description}` },
    ]),
  ),
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
    FAILED: { description: 'Every try failed (or the webhook was disabled before it was sent).' },
  },
});

@ObjectType('WebhookDelivery', { description: 'One event sent to a webhook, with how its tries went.' })
export class WebhookDeliveryType {
  @Field(() => ID, {
    description: "Also the `CulturaLink-Delivery` header and the body's `id`: the same on every try.",
  })
  id!: string;

  @Field(() => String, { description: "The event log's kind, e.g. `post.added`; `webhook.test` for a test." })
  event!: string;

  @Field(() => WebhookDeliveryStatus)
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Tries made so far.' })
  attempts!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next try is due, while one is scheduled.' })
  nextAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer; null when none came.' })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last try failed.' })
  error!: string | null;

  @Field(() => Int, { nullable: true, description: 'How long the last try took, in milliseconds.' })
  durationMs!: number | null;
}

@ObjectType('Webhook', {
  description: 'An HTTPS endpoint of the signed-in member that hears of events, signed with its secret.',
})
export class WebhookType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  url!: string;

  @Field(() => [WebhookEvent])
  events!: WebhookEvent[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, { description: 'False once disabled after repeated failures (see `enableWebhook`).' })
  active!: boolean;

  @Field(() => Date, { nullable: true })
  disabledAt!: Date | null;

  @Field(() => String, { nullable: true })
  disabledReason!: string | null;

  @Field(() => Int, { description: 'Deliveries in a row that failed every try (disabled at 5).' })
  consecutiveFailures!: number;
}

@ObjectType('CreateWebhookPayload')
export class CreateWebhookPayload {
  @Field(() => WebhookType)
  webhook!: WebhookType;

  @Field(() => String, {
    description:
      'The signing secret, shown this once: check each delivery\'s `CulturaLink-Signature` with it (docs/API.md, "Webhooks").',
  })
  secret!: string;
}

@InputType('CreateWebhookInput')
export class CreateWebhookInput {
  @Field(() => String, { description: 'An https:// address reachable on the public internet.' })
  url!: string;

  @Field(() => [WebhookEvent], { description: 'At least one.' })
  events!: WebhookEvent[];
}
