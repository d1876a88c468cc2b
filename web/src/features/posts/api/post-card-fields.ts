import { graphql } from '../../../gql';

/** Everything a PostCard shows; every list of posts (feed, profiles, search) selects it. */
export const PostCardFieldsFragment = graphql(`
  fragment PostCardFields on Post {
    id
    title
    content
    category
    country
    imageUrl
    imageThumbUrl
    imageAlt
    photos {
      id
      url
      thumbUrl
      description
    }
    itineraryId
    itinerary {
      id
      title
      description
      coverThumbUrl
      coverUrl
    }
    isBanned
    createdAt
    likeCount
    isLiked
    isBookmarked
    commentCount
    viewerCanEdit
    viewerCanDelete
    viewerCanReport
    author {
      id
      username
      fullName
      photoThumbUrl
    }
  }
`);
