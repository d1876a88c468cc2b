/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ItineraryHomeQueryCount($first: Int) {\n    itineraries(first: $first) {\n      edges {\n        node {\n          id\n          title\n          description\n          coverUrl\n          averageRating\n          ratingCount\n          myRating\n          forkCount\n          isOwner\n          createdAt\n          owner {\n            id\n            username\n            photoUrl\n          }\n          forkedFrom {\n            id\n            title\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ItineraryHomeQueryCountDocument,
    "\n  query ItineraryViewQueryCount($id: ID!) {\n    itinerary(id: $id) {\n      id\n      title\n      description\n      tips\n      currency\n      totalBudget\n      coverUrl\n      averageRating\n      ratingCount\n      myRating\n      forkCount\n      isOwner\n      owner {\n        id\n        username\n        photoUrl\n      }\n      forkedFrom {\n        id\n        title\n        ownerUsername\n      }\n      stops {\n        id\n        position\n        name\n        address\n        latitude\n        longitude\n        budget\n        currency\n        types\n        imageUrl\n      }\n      nearbySuggestions {\n        name\n        source\n        distanceMeters\n      }\n    }\n  }\n": typeof types.ItineraryViewQueryCountDocument,
    "\n  query NearbySuggestions($id: ID!, $r: Int) {\n    itinerary(id: $id) {\n      nearbySuggestions(radiusMeters: $r) {\n        name\n        source\n        distanceMeters\n        itineraryId\n        averageRating\n        types\n      }\n    }\n  }\n": typeof types.NearbySuggestionsDocument,
    "\n  mutation IdempotentLike($id: ID!) {\n    likePost(postId: $id) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": typeof types.IdempotentLikeDocument,
    "\n  mutation IdempotentUnlike($id: ID!) {\n    unlikePost(postId: $id) {\n      post {\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": typeof types.IdempotentUnlikeDocument,
    "\n  mutation IdempotentFollow($id: ID!) {\n    followUser(userId: $id) {\n      user {\n        id\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": typeof types.IdempotentFollowDocument,
    "\n  mutation IdempotentUnfollow($id: ID!) {\n    unfollowUser(userId: $id) {\n      user {\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": typeof types.IdempotentUnfollowDocument,
    "\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n": typeof types.PlaceSearchDocument,
    "\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n": typeof types.NearbyTownsDocument,
    "\n  query FeedQueryCount($first: Int) {\n    feed(first: $first) {\n      edges {\n        node {\n          id\n          title\n          content\n          imageUrl\n          likeCount\n          commentCount\n          isLiked\n          itineraryId\n          author {\n            id\n            username\n            photoUrl\n          }\n          likers(first: 5) {\n            totalCount\n            nodes {\n              id\n              username\n            }\n          }\n          comments(first: 10) {\n            id\n            body\n            author {\n              id\n              username\n            }\n            repliedTo {\n              id\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.FeedQueryCountDocument,
    "\n  query FeedLikersQueryCount($n: Int!) {\n    feed(first: 20) {\n      edges {\n        node {\n          ...FeedLikers\n        }\n      }\n    }\n  }\n  fragment FeedLikers on Post {\n    id\n    few: likers(first: 1) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    ... on Post {\n      likers(first: $n) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.FeedLikersQueryCountDocument,
    "\n  query PostLikersQueryCount($id: ID!) {\n    post(id: $id) {\n      likers(first: 3) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.PostLikersQueryCountDocument,
    "\n  query FeedNodesLikersQueryCount {\n    feed(first: 20) {\n      nodes {\n        id\n        likers(first: 2) {\n          totalCount\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.FeedNodesLikersQueryCountDocument,
    "\n  query UserAchievements($id: ID!) {\n    user(id: $id) {\n      postCount\n      achievements {\n        key\n        unlocked\n        current\n        target\n      }\n      achievementCounters {\n        contentCreator\n        likeLeader\n        commentConnoisseur\n        explorerExtraordinaire\n        trendSetter\n      }\n    }\n  }\n": typeof types.UserAchievementsDocument,
    "\n  query AchievementNotifications {\n    notifications {\n      edges {\n        node {\n          type\n          achievement\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.AchievementNotificationsDocument,
    "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n      }\n      posts {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query SupportMessages($conversationId: ID, $first: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, first: $first, before: $before) {\n      id\n      body\n      fromModerator\n      fromBot\n    }\n  }\n": typeof types.SupportMessagesDocument,
    "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      id\n      answers\n      scores\n      respondent {\n        username\n      }\n    }\n  }\n": typeof types.SubmitSurveyDocument,
    "\n  query SurveyStats {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n  }\n": typeof types.SurveyStatsDocument,
    "\n  query SurveyResponses {\n    surveyResponses {\n      id\n      answers\n      scores\n      respondent {\n        username\n        country\n      }\n    }\n  }\n": typeof types.SurveyResponsesDocument,
    "\n  query RelayNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Post {\n        title\n      }\n    }\n  }\n": typeof types.RelayNodeDocument,
    "\n  query RelayNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n    }\n  }\n": typeof types.RelayNodesDocument,
};
const documents: Documents = {
    "\n  query ItineraryHomeQueryCount($first: Int) {\n    itineraries(first: $first) {\n      edges {\n        node {\n          id\n          title\n          description\n          coverUrl\n          averageRating\n          ratingCount\n          myRating\n          forkCount\n          isOwner\n          createdAt\n          owner {\n            id\n            username\n            photoUrl\n          }\n          forkedFrom {\n            id\n            title\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ItineraryHomeQueryCountDocument,
    "\n  query ItineraryViewQueryCount($id: ID!) {\n    itinerary(id: $id) {\n      id\n      title\n      description\n      tips\n      currency\n      totalBudget\n      coverUrl\n      averageRating\n      ratingCount\n      myRating\n      forkCount\n      isOwner\n      owner {\n        id\n        username\n        photoUrl\n      }\n      forkedFrom {\n        id\n        title\n        ownerUsername\n      }\n      stops {\n        id\n        position\n        name\n        address\n        latitude\n        longitude\n        budget\n        currency\n        types\n        imageUrl\n      }\n      nearbySuggestions {\n        name\n        source\n        distanceMeters\n      }\n    }\n  }\n": types.ItineraryViewQueryCountDocument,
    "\n  query NearbySuggestions($id: ID!, $r: Int) {\n    itinerary(id: $id) {\n      nearbySuggestions(radiusMeters: $r) {\n        name\n        source\n        distanceMeters\n        itineraryId\n        averageRating\n        types\n      }\n    }\n  }\n": types.NearbySuggestionsDocument,
    "\n  mutation IdempotentLike($id: ID!) {\n    likePost(postId: $id) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": types.IdempotentLikeDocument,
    "\n  mutation IdempotentUnlike($id: ID!) {\n    unlikePost(postId: $id) {\n      post {\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": types.IdempotentUnlikeDocument,
    "\n  mutation IdempotentFollow($id: ID!) {\n    followUser(userId: $id) {\n      user {\n        id\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": types.IdempotentFollowDocument,
    "\n  mutation IdempotentUnfollow($id: ID!) {\n    unfollowUser(userId: $id) {\n      user {\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n": types.IdempotentUnfollowDocument,
    "\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n": types.PlaceSearchDocument,
    "\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n": types.NearbyTownsDocument,
    "\n  query FeedQueryCount($first: Int) {\n    feed(first: $first) {\n      edges {\n        node {\n          id\n          title\n          content\n          imageUrl\n          likeCount\n          commentCount\n          isLiked\n          itineraryId\n          author {\n            id\n            username\n            photoUrl\n          }\n          likers(first: 5) {\n            totalCount\n            nodes {\n              id\n              username\n            }\n          }\n          comments(first: 10) {\n            id\n            body\n            author {\n              id\n              username\n            }\n            repliedTo {\n              id\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.FeedQueryCountDocument,
    "\n  query FeedLikersQueryCount($n: Int!) {\n    feed(first: 20) {\n      edges {\n        node {\n          ...FeedLikers\n        }\n      }\n    }\n  }\n  fragment FeedLikers on Post {\n    id\n    few: likers(first: 1) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    ... on Post {\n      likers(first: $n) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.FeedLikersQueryCountDocument,
    "\n  query PostLikersQueryCount($id: ID!) {\n    post(id: $id) {\n      likers(first: 3) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.PostLikersQueryCountDocument,
    "\n  query FeedNodesLikersQueryCount {\n    feed(first: 20) {\n      nodes {\n        id\n        likers(first: 2) {\n          totalCount\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.FeedNodesLikersQueryCountDocument,
    "\n  query UserAchievements($id: ID!) {\n    user(id: $id) {\n      postCount\n      achievements {\n        key\n        unlocked\n        current\n        target\n      }\n      achievementCounters {\n        contentCreator\n        likeLeader\n        commentConnoisseur\n        explorerExtraordinaire\n        trendSetter\n      }\n    }\n  }\n": types.UserAchievementsDocument,
    "\n  query AchievementNotifications {\n    notifications {\n      edges {\n        node {\n          type\n          achievement\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.AchievementNotificationsDocument,
    "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n      }\n      posts {\n        id\n        title\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  query SupportMessages($conversationId: ID, $first: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, first: $first, before: $before) {\n      id\n      body\n      fromModerator\n      fromBot\n    }\n  }\n": types.SupportMessagesDocument,
    "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      id\n      answers\n      scores\n      respondent {\n        username\n      }\n    }\n  }\n": types.SubmitSurveyDocument,
    "\n  query SurveyStats {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n  }\n": types.SurveyStatsDocument,
    "\n  query SurveyResponses {\n    surveyResponses {\n      id\n      answers\n      scores\n      respondent {\n        username\n        country\n      }\n    }\n  }\n": types.SurveyResponsesDocument,
    "\n  query RelayNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Post {\n        title\n      }\n    }\n  }\n": types.RelayNodeDocument,
    "\n  query RelayNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n    }\n  }\n": types.RelayNodesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItineraryHomeQueryCount($first: Int) {\n    itineraries(first: $first) {\n      edges {\n        node {\n          id\n          title\n          description\n          coverUrl\n          averageRating\n          ratingCount\n          myRating\n          forkCount\n          isOwner\n          createdAt\n          owner {\n            id\n            username\n            photoUrl\n          }\n          forkedFrom {\n            id\n            title\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItineraryHomeQueryCount($first: Int) {\n    itineraries(first: $first) {\n      edges {\n        node {\n          id\n          title\n          description\n          coverUrl\n          averageRating\n          ratingCount\n          myRating\n          forkCount\n          isOwner\n          createdAt\n          owner {\n            id\n            username\n            photoUrl\n          }\n          forkedFrom {\n            id\n            title\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItineraryViewQueryCount($id: ID!) {\n    itinerary(id: $id) {\n      id\n      title\n      description\n      tips\n      currency\n      totalBudget\n      coverUrl\n      averageRating\n      ratingCount\n      myRating\n      forkCount\n      isOwner\n      owner {\n        id\n        username\n        photoUrl\n      }\n      forkedFrom {\n        id\n        title\n        ownerUsername\n      }\n      stops {\n        id\n        position\n        name\n        address\n        latitude\n        longitude\n        budget\n        currency\n        types\n        imageUrl\n      }\n      nearbySuggestions {\n        name\n        source\n        distanceMeters\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItineraryViewQueryCount($id: ID!) {\n    itinerary(id: $id) {\n      id\n      title\n      description\n      tips\n      currency\n      totalBudget\n      coverUrl\n      averageRating\n      ratingCount\n      myRating\n      forkCount\n      isOwner\n      owner {\n        id\n        username\n        photoUrl\n      }\n      forkedFrom {\n        id\n        title\n        ownerUsername\n      }\n      stops {\n        id\n        position\n        name\n        address\n        latitude\n        longitude\n        budget\n        currency\n        types\n        imageUrl\n      }\n      nearbySuggestions {\n        name\n        source\n        distanceMeters\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearbySuggestions($id: ID!, $r: Int) {\n    itinerary(id: $id) {\n      nearbySuggestions(radiusMeters: $r) {\n        name\n        source\n        distanceMeters\n        itineraryId\n        averageRating\n        types\n      }\n    }\n  }\n"): (typeof documents)["\n  query NearbySuggestions($id: ID!, $r: Int) {\n    itinerary(id: $id) {\n      nearbySuggestions(radiusMeters: $r) {\n        name\n        source\n        distanceMeters\n        itineraryId\n        averageRating\n        types\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdempotentLike($id: ID!) {\n    likePost(postId: $id) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IdempotentLike($id: ID!) {\n    likePost(postId: $id) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdempotentUnlike($id: ID!) {\n    unlikePost(postId: $id) {\n      post {\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IdempotentUnlike($id: ID!) {\n    unlikePost(postId: $id) {\n      post {\n        isLiked\n        likeCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdempotentFollow($id: ID!) {\n    followUser(userId: $id) {\n      user {\n        id\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IdempotentFollow($id: ID!) {\n    followUser(userId: $id) {\n      user {\n        id\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IdempotentUnfollow($id: ID!) {\n    unfollowUser(userId: $id) {\n      user {\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IdempotentUnfollow($id: ID!) {\n    unfollowUser(userId: $id) {\n      user {\n        followStatus\n        followerCount\n      }\n      userErrors {\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n"): (typeof documents)["\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedQueryCount($first: Int) {\n    feed(first: $first) {\n      edges {\n        node {\n          id\n          title\n          content\n          imageUrl\n          likeCount\n          commentCount\n          isLiked\n          itineraryId\n          author {\n            id\n            username\n            photoUrl\n          }\n          likers(first: 5) {\n            totalCount\n            nodes {\n              id\n              username\n            }\n          }\n          comments(first: 10) {\n            id\n            body\n            author {\n              id\n              username\n            }\n            repliedTo {\n              id\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedQueryCount($first: Int) {\n    feed(first: $first) {\n      edges {\n        node {\n          id\n          title\n          content\n          imageUrl\n          likeCount\n          commentCount\n          isLiked\n          itineraryId\n          author {\n            id\n            username\n            photoUrl\n          }\n          likers(first: 5) {\n            totalCount\n            nodes {\n              id\n              username\n            }\n          }\n          comments(first: 10) {\n            id\n            body\n            author {\n              id\n              username\n            }\n            repliedTo {\n              id\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedLikersQueryCount($n: Int!) {\n    feed(first: 20) {\n      edges {\n        node {\n          ...FeedLikers\n        }\n      }\n    }\n  }\n  fragment FeedLikers on Post {\n    id\n    few: likers(first: 1) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    ... on Post {\n      likers(first: $n) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedLikersQueryCount($n: Int!) {\n    feed(first: 20) {\n      edges {\n        node {\n          ...FeedLikers\n        }\n      }\n    }\n  }\n  fragment FeedLikers on Post {\n    id\n    few: likers(first: 1) {\n      nodes {\n        id\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n    ... on Post {\n      likers(first: $n) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostLikersQueryCount($id: ID!) {\n    post(id: $id) {\n      likers(first: 3) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostLikersQueryCount($id: ID!) {\n    post(id: $id) {\n      likers(first: 3) {\n        edges {\n          cursor\n          node {\n            id\n            username\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedNodesLikersQueryCount {\n    feed(first: 20) {\n      nodes {\n        id\n        likers(first: 2) {\n          totalCount\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedNodesLikersQueryCount {\n    feed(first: 20) {\n      nodes {\n        id\n        likers(first: 2) {\n          totalCount\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserAchievements($id: ID!) {\n    user(id: $id) {\n      postCount\n      achievements {\n        key\n        unlocked\n        current\n        target\n      }\n      achievementCounters {\n        contentCreator\n        likeLeader\n        commentConnoisseur\n        explorerExtraordinaire\n        trendSetter\n      }\n    }\n  }\n"): (typeof documents)["\n  query UserAchievements($id: ID!) {\n    user(id: $id) {\n      postCount\n      achievements {\n        key\n        unlocked\n        current\n        target\n      }\n      achievementCounters {\n        contentCreator\n        likeLeader\n        commentConnoisseur\n        explorerExtraordinaire\n        trendSetter\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AchievementNotifications {\n    notifications {\n      edges {\n        node {\n          type\n          achievement\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AchievementNotifications {\n    notifications {\n      edges {\n        node {\n          type\n          achievement\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n      }\n      posts {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n      }\n      posts {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportMessages($conversationId: ID, $first: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, first: $first, before: $before) {\n      id\n      body\n      fromModerator\n      fromBot\n    }\n  }\n"): (typeof documents)["\n  query SupportMessages($conversationId: ID, $first: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, first: $first, before: $before) {\n      id\n      body\n      fromModerator\n      fromBot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      id\n      answers\n      scores\n      respondent {\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      id\n      answers\n      scores\n      respondent {\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyStats {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyStats {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyResponses {\n    surveyResponses {\n      id\n      answers\n      scores\n      respondent {\n        username\n        country\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyResponses {\n    surveyResponses {\n      id\n      answers\n      scores\n      respondent {\n        username\n        country\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelayNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Post {\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelayNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Post {\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelayNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n    }\n  }\n"): (typeof documents)["\n  query RelayNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;