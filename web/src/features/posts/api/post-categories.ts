import { graphql } from '../../../gql';

/** The 20 post categories, from the API (the one list the server also validates against). */
export const PostCategoriesDocument = graphql(`
  query PostCategories {
    postCategories
  }
`);
