import { graphql } from '../../../gql';

export const CommentFieldsFragment = graphql(`
  fragment CommentFields on Comment {
    id
    body
    createdAt
    updatedAt
    repliedToId
    viewerCanEdit
    viewerCanDelete
    repliedTo {
      id
      author {
        id
        username
      }
    }
    author {
      id
      username
      fullName
      photoThumbUrl
    }
  }
`);
