/**
 * Which object types each GraphQL union (or interface) can be, so Apollo's cache can match fragments
 * like `... on User` under `node`. Kept in step with schema.graphql by possible-types.test.ts.
 */
export const possibleTypes: Record<string, string[]> = {
  Node: [
    'AccessToken',
    'Comment',
    'Itinerary',
    'ModerationDecision',
    'Notification',
    'OAuthApp',
    'Post',
    'Report',
    'Stop',
    'SupportConversation',
    'SupportMessage',
    'SurveyResponse',
    'User',
    'Webhook',
    'WebhookDelivery',
  ],
};
