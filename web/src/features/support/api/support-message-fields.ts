import { graphql } from '../../../gql';

export const SupportMessageFieldsFragment = graphql(`
  fragment SupportMessageFields on SupportMessage {
    id
    conversationId
    body
    fromModerator
    fromBot
    createdAt
    author {
      id
      username
      fullName
      photoThumbUrl
    }
  }
`);
