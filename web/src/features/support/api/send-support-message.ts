import { graphql } from '../../../gql';

export const SendSupportMessageDocument = graphql(`
  mutation SendSupportMessage($body: String!, $conversationId: ID) {
    sendSupportMessage(body: $body, conversationId: $conversationId) {
      message {
        ...SupportMessageFields
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
