import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { pageSize } from '../../kernel/paging.js';
import { createWebhook } from './create-webhook.js';
import { deleteWebhook } from './delete-webhook.js';
import { enableWebhook } from './enable-webhook.js';
import { listDeliveries, listWebhooks } from './list-webhooks.js';
import { sendTestWebhook } from './send-test-webhook.js';
import { Webhook } from './webhook.entity.js';
import { toDeliveryType, toWebhookType } from './webhook-views.js';
import { CreateWebhookInput, CreateWebhookPayload, WebhookDeliveryType, WebhookType } from './webhooks.types.js';

@Resolver(() => WebhookType)
export class WebhooksResolver {
  @Authorized()
  @Query(() => [WebhookType], { description: "The signed-in member's webhooks (at most 10), newest first." })
  async webhooks(@Ctx() ctx: GraphQLContext): Promise<WebhookType[]> {
    return (await listWebhooks(ctx)).map(toWebhookType);
  }

  @FieldResolver(() => [WebhookDeliveryType], { description: 'The delivery log, newest first (kept 30 days).' })
  async deliveries(
    @Root() webhook: WebhookType,
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'At most 50.' }) first: number,
  ): Promise<WebhookDeliveryType[]> {
    const rows = await listDeliveries(ctx, ctx.em.getReference(Webhook, webhook.id), pageSize(first));
    return rows.map(toDeliveryType);
  }

  @FieldResolver(() => WebhookDeliveryType, { nullable: true, description: 'The newest delivery, if any.' })
  async lastDelivery(@Root() webhook: WebhookType, @Ctx() ctx: GraphQLContext): Promise<WebhookDeliveryType | null> {
    const [last] = await listDeliveries(ctx, ctx.em.getReference(Webhook, webhook.id), 1);
    return last ? toDeliveryType(last) : null;
  }

  @Authorized()
  @Mutation(() => CreateWebhookPayload, {
    description:
      'Registers an https:// endpoint for the events picked; the payload carries its signing secret once. It hears of events from now on that its owner may see.',
  })
  async createWebhook(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateWebhookInput) input: CreateWebhookInput,
  ): Promise<CreateWebhookPayload> {
    const { webhook, secret } = await createWebhook(ctx, input);
    return { webhook: toWebhookType(webhook), secret };
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryType, {
    description: 'Queues a test delivery (`webhook.test`, one try) to one of your webhooks; see it in `deliveries`.',
  })
  async sendTestWebhook(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<WebhookDeliveryType> {
    return toDeliveryType(await sendTestWebhook(ctx, id));
  }

  @Authorized()
  @Mutation(() => WebhookType, { description: 'Turns a webhook disabled after repeated failures back on.' })
  async enableWebhook(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<WebhookType> {
    return toWebhookType(await enableWebhook(ctx, id));
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes one of your webhooks with its delivery log. Returns its id.' })
  deleteWebhook(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<string> {
    return deleteWebhook(ctx, id);
  }
}
