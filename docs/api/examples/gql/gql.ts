/* eslint-disable */
import * as types from './graphql';



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
    "\n  query FeedPage($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          title\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.FeedPageDocument,
    "\n  query LiveCursor {\n    liveCursor\n  }\n": typeof types.LiveCursorDocument,
    "\n  subscription NewPosts($after: String) {\n    postAdded(scope: HOME, after: $after) {\n      id\n      title\n      imageUrl\n    }\n  }\n": typeof types.NewPostsDocument,
    "\n  mutation PublishPost($input: CreatePostInput!, $image: Upload) {\n    createPost(input: $input, image: $image) {\n      post {\n        id\n        title\n        imageUrl\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.PublishPostDocument,
    "\n  mutation RegisterWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n        events\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RegisterWebhookDocument,
    "\n  query DeliveryLog($webhookId: ID!, $first: Int!, $after: String) {\n    node(id: $webhookId) {\n      __typename\n      ... on Webhook {\n        deliveries(first: $first, after: $after) {\n          nodes {\n            id\n            event\n            status\n            attempts\n            responseStatus\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": typeof types.DeliveryLogDocument,
    "\n  mutation RemoveWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      deletedWebhookId\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.RemoveWebhookDocument,
};
const documents: Documents = {
    "\n  query FeedPage($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          title\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.FeedPageDocument,
    "\n  query LiveCursor {\n    liveCursor\n  }\n": types.LiveCursorDocument,
    "\n  subscription NewPosts($after: String) {\n    postAdded(scope: HOME, after: $after) {\n      id\n      title\n      imageUrl\n    }\n  }\n": types.NewPostsDocument,
    "\n  mutation PublishPost($input: CreatePostInput!, $image: Upload) {\n    createPost(input: $input, image: $image) {\n      post {\n        id\n        title\n        imageUrl\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.PublishPostDocument,
    "\n  mutation RegisterWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n        events\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RegisterWebhookDocument,
    "\n  query DeliveryLog($webhookId: ID!, $first: Int!, $after: String) {\n    node(id: $webhookId) {\n      __typename\n      ... on Webhook {\n        deliveries(first: $first, after: $after) {\n          nodes {\n            id\n            event\n            status\n            attempts\n            responseStatus\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n": types.DeliveryLogDocument,
    "\n  mutation RemoveWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      deletedWebhookId\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.RemoveWebhookDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedPage($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          title\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): typeof import('./graphql').FeedPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveCursor {\n    liveCursor\n  }\n"): typeof import('./graphql').LiveCursorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NewPosts($after: String) {\n    postAdded(scope: HOME, after: $after) {\n      id\n      title\n      imageUrl\n    }\n  }\n"): typeof import('./graphql').NewPostsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPost($input: CreatePostInput!, $image: Upload) {\n    createPost(input: $input, image: $image) {\n      post {\n        id\n        title\n        imageUrl\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').PublishPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        id\n        url\n        events\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryLog($webhookId: ID!, $first: Int!, $after: String) {\n    node(id: $webhookId) {\n      __typename\n      ... on Webhook {\n        deliveries(first: $first, after: $after) {\n          nodes {\n            id\n            event\n            status\n            attempts\n            responseStatus\n          }\n          pageInfo {\n            endCursor\n            hasNextPage\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').DeliveryLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      deletedWebhookId\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveWebhookDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
