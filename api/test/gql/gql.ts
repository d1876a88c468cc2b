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
    "\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n": typeof types.PlaceSearchDocument,
    "\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n": typeof types.NearbyTownsDocument,
    "\n  query UserAchievements($id: ID!) {\n    user(id: $id) {\n      postCount\n      achievements {\n        key\n        unlocked\n        current\n        target\n      }\n      achievementCounters {\n        contentCreator\n        likeLeader\n        commentConnoisseur\n        explorerExtraordinaire\n        trendSetter\n      }\n    }\n  }\n": typeof types.UserAchievementsDocument,
    "\n  query AchievementNotifications {\n    notifications {\n      edges {\n        node {\n          type\n          achievement\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n": typeof types.AchievementNotificationsDocument,
    "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n      }\n      posts {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query SupportMessages($conversationId: ID, $first: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, first: $first, before: $before) {\n      id\n      body\n      fromModerator\n      fromBot\n    }\n  }\n": typeof types.SupportMessagesDocument,
    "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      id\n      answers\n      scores\n      respondent {\n        username\n      }\n    }\n  }\n": typeof types.SubmitSurveyDocument,
    "\n  query SurveyStats {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n  }\n": typeof types.SurveyStatsDocument,
    "\n  query SurveyResponses {\n    surveyResponses {\n      id\n      answers\n      scores\n      respondent {\n        username\n        country\n      }\n    }\n  }\n": typeof types.SurveyResponsesDocument,
};
const documents: Documents = {
    "\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n": types.PlaceSearchDocument,
    "\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n": types.NearbyTownsDocument,
    "\n  query UserAchievements($id: ID!) {\n    user(id: $id) {\n      postCount\n      achievements {\n        key\n        unlocked\n        current\n        target\n      }\n      achievementCounters {\n        contentCreator\n        likeLeader\n        commentConnoisseur\n        explorerExtraordinaire\n        trendSetter\n      }\n    }\n  }\n": types.UserAchievementsDocument,
    "\n  query AchievementNotifications {\n    notifications {\n      edges {\n        node {\n          type\n          achievement\n          actor {\n            id\n          }\n        }\n      }\n    }\n  }\n": types.AchievementNotificationsDocument,
    "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n      }\n      posts {\n        id\n        title\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  query SupportMessages($conversationId: ID, $first: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, first: $first, before: $before) {\n      id\n      body\n      fromModerator\n      fromBot\n    }\n  }\n": types.SupportMessagesDocument,
    "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      id\n      answers\n      scores\n      respondent {\n        username\n      }\n    }\n  }\n": types.SubmitSurveyDocument,
    "\n  query SurveyStats {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n  }\n": types.SurveyStatsDocument,
    "\n  query SurveyResponses {\n    surveyResponses {\n      id\n      answers\n      scores\n      respondent {\n        username\n        country\n      }\n    }\n  }\n": types.SurveyResponsesDocument,
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
export function graphql(source: "\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n"): (typeof documents)["\n  query PlaceSearch($text: String!, $limit: Int, $region: Boolean) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      id\n      name\n      country\n      countryCode\n      admin\n      label\n      latitude\n      longitude\n      population\n      types\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n"): (typeof documents)["\n  query NearbyTowns {\n    nearbyTowns(latitude: 14.5995, longitude: 120.9842) {\n      name\n    }\n    far: nearbyTowns(latitude: 14.5995, longitude: 120.9842, radiusMeters: 20000, limit: 20) {\n      name\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;