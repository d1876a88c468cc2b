import { graphql } from '../../../gql';

/** What the wizard shows of the post being reported. */
export const ReportedPostDocument = graphql(`
  query ReportedPost($id: ID!) {
    post(id: $id) {
      id
      title
      content
      author {
        id
        username
      }
    }
  }
`);
