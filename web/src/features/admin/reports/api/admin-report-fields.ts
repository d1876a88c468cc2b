import { graphql } from '../../../../gql';

/** Everything a report card on /rp shows. */
export const AdminReportFieldsFragment = graphql(`
  fragment AdminReportFields on Report {
    id
    category
    categoryLabel
    details
    createdAt
    status
    postId
    postTitle
    decidedAt
    decidedBy {
      id
      username
      fullName
    }
    reporter {
      id
      username
      fullName
      country
      photoThumbUrl
    }
    post {
      id
      title
      content
      category
      country
      imageUrl
      imageThumbUrl
      imageAlt
      isBanned
      isWarned
      createdAt
      likeCount
      author {
        id
        username
        fullName
        photoThumbUrl
      }
    }
  }
`);
