import { graphql } from '../../../gql';

/** By id when the link carries one (usernames can change), else by username. */
export const MemberProfileDocument = graphql(`
  query MemberProfile($id: ID!, $username: String!, $byId: Boolean!) {
    user(id: $id) @include(if: $byId) {
      ...ProfileFields
    }
    userByUsername(username: $username) @skip(if: $byId) {
      ...ProfileFields
    }
  }
`);
