import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AFTER_ARG, FIRST_ARG, toConnection } from '../../graphql/relay/connection.js';
import { defineNodeType } from '../../graphql/relay/node.js';
import { payloadOf } from '../../graphql/relay/user-errors.js';
import { encodeCursor } from '../../kernel/paging.js';
import { createWebhook } from './create-webhook.js';
import { deleteWebhook } from './delete-webhook.js';
import { enableWebhook } from './enable-webhook.js';
import { findOwnDelivery, findOwnWebhook, lastDelivery, listDeliveries, listWebhooks } from './list-webhooks.js';
import { sendTestWebhook } from './send-test-webhook.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { DELIVERY_LOG_DAYS, MAX_WEBHOOKS } from './webhook-limits.js';
import { Webhook } from './webhook.entity.js';
import { toDeliveryType, toWebhookType } from './webhook-views.js';
import {
  CreateWebhookInput,
  CreateWebhookPayload,
  DeleteWebhookPayload,
  EnableWebhookPayload,
  SendTestWebhookPayload,
  WebhookDeliveryConnection,
  WebhookDeliveryType,
  WebhookType,
} from './webhooks.types.js';

defineNodeType({
  typeName: 'Webhook',
  entity: Webhook,
  load: async (ctx, id) => {
    const webhook = await findOwnWebhook(ctx, id);
    return webhook ? toWebhookType(webhook) : null;
  },
});

defineNodeType({
  typeName: 'WebhookDelivery',
  entity: WebhookDelivery,
  load: async (ctx, id) => {
    const delivery = await findOwnDelivery(ctx, id);
    return delivery ? toDeliveryType(delivery) : null;
  },
});

@Resolver(() => WebhookType)
export class WebhooksResolver {
  @Authorized()
  @Query(() => [WebhookType], {
    description: `The signed-in member's webhooks, newest first: at most ${MAX_WEBHOOKS}, the most a member may hold.`,
  })
  async webhooks(@Ctx() ctx: GraphQLContext): Promise<WebhookType[]> {
    return (await listWebhooks(ctx)).map(toWebhookType);
  }

  @FieldResolver(() => WebhookDeliveryConnection, {
    description: `The delivery log, newest first (tests included; kept ${DELIVERY_LOG_DAYS} days).`,
  })
  async deliveries(
    @Root() webhook: WebhookType,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, FIRST_ARG) first?: number | null,
    @Arg('after', () => String, AFTER_ARG) after?: string | null,
  ): Promise<WebhookDeliveryConnection> {
    const page = await listDeliveries(ctx, webhook.id, { first, after });
    return toConnection({ nodes: page.nodes.map(toDeliveryType), hasNextPage: page.hasNextPage }, encodeCursor, {
      after,
    });
  }

  @FieldResolver(() => WebhookDeliveryType, {
    nullable: true,
    description: 'The newest delivery (the first of `deliveries`); null when there is none yet.',
  })
  async lastDelivery(@Root() webhook: WebhookType, @Ctx() ctx: GraphQLContext): Promise<WebhookDeliveryType | null> {
    const last = await lastDelivery(ctx, webhook.id);
    return last ? toDeliveryType(last) : null;
  }

  @Authorized()
  @Mutation(() => CreateWebhookPayload, {
    description: `Registers an endpoint of the signed-in member for the events picked (at most ${MAX_WEBHOOKS} webhooks); the payload carries its signing secret once. It hears of events logged from now on that its owner may see, with what this request's credential may do (an event needing a scope the token lacks is INSUFFICIENT_SCOPE).`,
  })
  createWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateWebhookInput, { description: 'The address and the events of the new webhook.' })
    input: CreateWebhookInput,
  ): Promise<CreateWebhookPayload> {
    return payloadOf(async () => {
      const { webhook, secret } = await createWebhook(ctx, input);
      return { webhook: toWebhookType(webhook), secret };
    });
  }

  @Authorized()
  @Mutation(() => SendTestWebhookPayload, {
    description:
      'Queues a test delivery (`WEBHOOK_TEST`, one try, not counted among failures) to one of the signed-in member’s webhooks, active or not; see how it went in `deliveries`.',
  })
  sendTestWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The webhook's id." }) id: string,
  ): Promise<SendTestWebhookPayload> {
    return payloadOf(async () => ({ delivery: toDeliveryType(await sendTestWebhook(ctx, id)) }));
  }

  @Authorized()
  @Mutation(() => EnableWebhookPayload, {
    description:
      'Turns one of the signed-in member’s webhooks, disabled after repeated failures, back on with a clean failure count; it hears of events logged from now on. Idempotent: an active webhook stays as it is.',
  })
  enableWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The webhook's id." }) id: string,
  ): Promise<EnableWebhookPayload> {
    return payloadOf(async () => ({ webhook: toWebhookType(await enableWebhook(ctx, id)) }));
  }

  @Authorized()
  @Mutation(() => DeleteWebhookPayload, {
    description:
      'Deletes one of the signed-in member’s webhooks with its delivery log; tries still queued are dropped.',
  })
  deleteWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The webhook's id." }) id: string,
  ): Promise<DeleteWebhookPayload> {
    return payloadOf(async () => ({ deletedWebhookId: await deleteWebhook(ctx, id) }));
  }
}
