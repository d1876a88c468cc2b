import { graphql } from '../../../gql';

/** Each day's stop budgets in the reader's currency (converted on the server). */
export const ItineraryDayBudgetsDocument = graphql(`
  query ItineraryDayBudgets($id: ID!, $currencyCode: String) {
    itinerary(id: $id) {
      id
      days(currencyCode: $currencyCode) {
        number
        budget {
          amount
          currencyCode
        }
        budgetConvertedOk
      }
    }
  }
`);

export const MoveStopDocument = graphql(`
  mutation MoveStop($id: ID!, $position: Int!, $day: Int) {
    moveStop(id: $id, position: $position, day: $day) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);

export const RemoveItineraryDayDocument = graphql(`
  mutation RemoveItineraryDay($id: ID!, $day: Int!) {
    removeItineraryDay(id: $id, day: $day) {
      itinerary {
        ...ItineraryDetails
      }
      userErrors {
        ...UserErrorFields
      }
    }
  }
`);
