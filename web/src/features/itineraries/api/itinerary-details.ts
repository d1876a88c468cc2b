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
    totalBudget {
      amount
      currencyCode
    }
    createdAt
    averageRating
    ratingCount
    myRating
    isOwner
    forkCount
    startDate
    dayCount
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
      budget {
        amount
        currencyCode
      }
      types
      imageUrl
      imageAlt
      day
      time
      timeZone
      startsAt
    }
  }
`);
