import { graphql } from '../../../gql';

export const OwnProfileDocument = graphql(`
  query OwnProfile {
    me {
      ...ProfileFields
    }
  }
`);
