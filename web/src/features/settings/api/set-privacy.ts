import { graphql } from '../../../gql';

export const SetPrivacyDocument = graphql(`
  mutation SetPrivacy($isPrivate: Boolean!) {
    setPrivacy(isPrivate: $isPrivate) {
      user {
        id
        isPrivate
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
