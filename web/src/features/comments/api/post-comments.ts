import { graphql } from '../../../gql';

/** A post's comments, oldest first, a page (20) at a time: `after` asks for the next page (useLoadMore). */
export const PostCommentsDocument = graphql(`
  query PostComments($postId: ID!, $after: String) {
    post(id: $postId) {
      id
      commentCount
      author {
        id
      }
      comments(after: $after) {
        nodes {
          ...CommentFields
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);
