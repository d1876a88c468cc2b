import { graphql } from '../../../gql';

/** Everything the view/edit screen shows; every itinerary mutation returns it so the cache stays current. */
export const ItineraryDetailsFragment = graphql(`
  fragment ItineraryDetails on Itinerary {
    id
    title
    description
    tips
    coverUrl
    coverThumbUrl
    currency
    totalBudget
    createdAt
    averageRating
    ratingCount
    myRating
    isOwner
    forkCount
    forkedFrom {
      id
      title
      ownerUsername
    }
    owner {
      id
      username
      fullName
      photoThumbUrl
    }
    stops {
      id
      position
      name
      address
      description
      latitude
      longitude
      budget
      currency
      types
      imageUrl
      imageAlt
    }
  }
`);
