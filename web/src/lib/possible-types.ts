/**
 * Which object types each GraphQL union (or interface) can be, so Apollo's cache can match fragments
 * like `... on ValidationFailed`. Kept in step with schema.graphql by possible-types.test.ts.
 */
export const possibleTypes: Record<string, string[]> = {
  Node: [
    'AccessToken',
    'Notification',
    'OAuthApp',
    'Post',
    'SupportConversation',
    'SupportMessage',
    'SurveyResponse',
    'Webhook',
    'WebhookDelivery',
  ],
  StartSignUpResult: ['CodeChallenge', 'ValidationFailed'],
  UpdateProfileResult: ['User', 'ValidationFailed'],
};
