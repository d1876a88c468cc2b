import { graphql } from '../../../gql';

export const SearchDocument = graphql(`
  query Search($text: String!, $first: Int) {
    search(text: $text, first: $first) {
      users {
        id
        username
        fullName
        country
        photoThumbUrl
        isPrivate
      }
      posts {
        ...PostCardFields
      }
    }
  }
`);
