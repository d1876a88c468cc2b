import { graphql } from '../../../gql';

/** Every new post the member's feed would include (anyone's they may see, and their own, from any tab). */
export const PostAddedDocument = graphql(`
  subscription PostAdded($after: String) {
    postAdded(scope: HOME, after: $after) {
      ...PostCardFields
    }
  }
`);
