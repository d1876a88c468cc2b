import { graphql } from '../../../gql';

export const SetPrivacyDocument = graphql(`
  mutation SetPrivacy($isPrivate: Boolean!) {
    setPrivacy(isPrivate: $isPrivate) {
      id
      isPrivate
    }
  }
`);
