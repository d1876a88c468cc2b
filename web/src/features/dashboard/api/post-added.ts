import { graphql } from '../../../gql';

/** New posts by people the member follows, and the member's own (from any tab). */
export const PostAddedDocument = graphql(`
  subscription PostAdded {
    postAdded {
      ...PostCardFields
    }
  }
`);
