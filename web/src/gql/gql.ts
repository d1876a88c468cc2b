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
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n": typeof types.ChallengeFieldsFragmentDoc,
    "\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.ResendCodeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      ...ChallengeFields\n    }\n  }\n": typeof types.VerifyCodeDocument,
    "\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      __typename\n      ... on CodeChallenge {\n        ...ChallengeFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.StartSignUpDocument,
    "\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.CompleteSignUpDocument,
    "\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      ...CommentFields\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      ...CommentFields\n    }\n  }\n": typeof types.EditCommentDocument,
    "\n  query PostComments($postId: ID!) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments {\n        ...CommentFields\n      }\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  subscription PostAdded {\n    postAdded {\n      ...PostCardFields\n    }\n  }\n": typeof types.PostAddedDocument,
    "\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n    }\n  }\n": typeof types.RespondToFollowRequestDocument,
    "\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      status\n      followerCount\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n    }\n  }\n": typeof types.ToggleFollowDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($filter: NotificationFilter!, $first: Int, $after: String) {\n    notifications(filter: $filter, first: $first, after: $after) {\n      unreadCount\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  mutation CreatePost($input: CreatePostInput!, $image: Upload) {\n    createPost(input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": typeof types.DeletePostDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    itineraryId\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    commentCount\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  subscription PostLikeChanged($postIds: [ID!]!) {\n    postLikeChanged(postIds: $postIds) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n": typeof types.PostLikeChangedDocument,
    "\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        id\n        username\n      }\n    }\n  }\n": typeof types.PostLikersDocument,
    "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      isLiked\n      likeCount\n      post {\n        id\n        isLiked\n        likeCount\n      }\n    }\n  }\n": typeof types.ToggleLikeDocument,
    "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $image: Upload) {\n    updatePost(id: $id, input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  query ViewPost($id: ID!) {\n    post(id: $id) {\n      ...PostCardFields\n    }\n  }\n": typeof types.ViewPostDocument,
    "\n  query MemberProfile($id: ID!, $username: String!, $byId: Boolean!) {\n    user(id: $id) @include(if: $byId) {\n      ...ProfileFields\n    }\n    userByUsername(username: $username) @skip(if: $byId) {\n      ...ProfileFields\n    }\n  }\n": typeof types.MemberProfileDocument,
    "\n  query OwnProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n": typeof types.OwnProfileDocument,
    "\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query ProfileFollowers($userId: ID!, $after: String) {\n    user(id: $userId) {\n      id\n      followers(first: 24, after: $after) {\n        edges {\n          node {\n            id\n            username\n            fullName\n            country\n            photoThumbUrl\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.ProfileFollowersDocument,
    "\n  query ProfilePosts($userId: ID!, $first: Int, $after: String) {\n    userPosts(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ProfilePostsDocument,
    "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n        fullName\n        country\n        photoThumbUrl\n        isPrivate\n      }\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n    }\n  }\n": typeof types.SetPrivacyDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...ViewerFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photoUrl\n      photoThumbUrl\n    }\n  }\n": typeof types.UploadProfilePhotoDocument,
};
const documents: Documents = {
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n": types.ChallengeFieldsFragmentDoc,
    "\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      ...ChallengeFields\n    }\n  }\n": types.ResendCodeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...ChallengeFields\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      ...ChallengeFields\n    }\n  }\n": types.VerifyCodeDocument,
    "\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      __typename\n      ... on CodeChallenge {\n        ...ChallengeFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.StartSignUpDocument,
    "\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n": types.CompleteSignUpDocument,
    "\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      ...CommentFields\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n": types.AddCommentDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n": types.DeleteCommentDocument,
    "\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      ...CommentFields\n    }\n  }\n": types.EditCommentDocument,
    "\n  query PostComments($postId: ID!) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments {\n        ...CommentFields\n      }\n    }\n  }\n": types.PostCommentsDocument,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.FeedDocument,
    "\n  subscription PostAdded {\n    postAdded {\n      ...PostCardFields\n    }\n  }\n": types.PostAddedDocument,
    "\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n    }\n  }\n": types.RespondToFollowRequestDocument,
    "\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      status\n      followerCount\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n    }\n  }\n": types.ToggleFollowDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($filter: NotificationFilter!, $first: Int, $after: String) {\n    notifications(filter: $filter, first: $first, after: $after) {\n      unreadCount\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  mutation CreatePost($input: CreatePostInput!, $image: Upload) {\n    createPost(input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n": types.DeletePostDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    itineraryId\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    commentCount\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  subscription PostLikeChanged($postIds: [ID!]!) {\n    postLikeChanged(postIds: $postIds) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n": types.PostLikeChangedDocument,
    "\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        id\n        username\n      }\n    }\n  }\n": types.PostLikersDocument,
    "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      isLiked\n      likeCount\n      post {\n        id\n        isLiked\n        likeCount\n      }\n    }\n  }\n": types.ToggleLikeDocument,
    "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $image: Upload) {\n    updatePost(id: $id, input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n": types.UpdatePostDocument,
    "\n  query ViewPost($id: ID!) {\n    post(id: $id) {\n      ...PostCardFields\n    }\n  }\n": types.ViewPostDocument,
    "\n  query MemberProfile($id: ID!, $username: String!, $byId: Boolean!) {\n    user(id: $id) @include(if: $byId) {\n      ...ProfileFields\n    }\n    userByUsername(username: $username) @skip(if: $byId) {\n      ...ProfileFields\n    }\n  }\n": types.MemberProfileDocument,
    "\n  query OwnProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n": types.OwnProfileDocument,
    "\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query ProfileFollowers($userId: ID!, $after: String) {\n    user(id: $userId) {\n      id\n      followers(first: 24, after: $after) {\n        edges {\n          node {\n            id\n            username\n            fullName\n            country\n            photoThumbUrl\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.ProfileFollowersDocument,
    "\n  query ProfilePosts($userId: ID!, $first: Int, $after: String) {\n    userPosts(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ProfilePostsDocument,
    "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n        fullName\n        country\n        photoThumbUrl\n        isPrivate\n      }\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n    }\n  }\n": types.SetPrivacyDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...ViewerFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photoUrl\n      photoThumbUrl\n    }\n  }\n": types.UploadProfilePhotoDocument,
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
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n"): (typeof documents)["\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      ...ChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      ...ChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...ChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...ChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      ...ChallengeFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      ...ChallengeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      __typename\n      ... on CodeChallenge {\n        ...ChallengeFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      __typename\n      ... on CodeChallenge {\n        ...ChallengeFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      ...CommentFields\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      ...CommentFields\n      post {\n        id\n        commentCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      ...CommentFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      ...CommentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($postId: ID!) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments {\n        ...CommentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostComments($postId: ID!) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments {\n        ...CommentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostAdded {\n    postAdded {\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  subscription PostAdded {\n    postAdded {\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      status\n      followerCount\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleFollow($userId: ID!) {\n    toggleFollow(userId: $userId) {\n      status\n      followerCount\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      id\n      isRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($filter: NotificationFilter!, $first: Int, $after: String) {\n    notifications(filter: $filter, first: $first, after: $after) {\n      unreadCount\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($filter: NotificationFilter!, $first: Int, $after: String) {\n    notifications(filter: $filter, first: $first, after: $after) {\n      unreadCount\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"): (typeof documents)["\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!, $image: Upload) {\n    createPost(input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!, $image: Upload) {\n    createPost(input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    itineraryId\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    commentCount\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    itineraryId\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    commentCount\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostLikeChanged($postIds: [ID!]!) {\n    postLikeChanged(postIds: $postIds) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n"): (typeof documents)["\n  subscription PostLikeChanged($postIds: [ID!]!) {\n    postLikeChanged(postIds: $postIds) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      isLiked\n      likeCount\n      post {\n        id\n        isLiked\n        likeCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleLike($postId: ID!) {\n    toggleLike(postId: $postId) {\n      isLiked\n      likeCount\n      post {\n        id\n        isLiked\n        likeCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $image: Upload) {\n    updatePost(id: $id, input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $image: Upload) {\n    updatePost(id: $id, input: $input, image: $image) {\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewPost($id: ID!) {\n    post(id: $id) {\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  query ViewPost($id: ID!) {\n    post(id: $id) {\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberProfile($id: ID!, $username: String!, $byId: Boolean!) {\n    user(id: $id) @include(if: $byId) {\n      ...ProfileFields\n    }\n    userByUsername(username: $username) @skip(if: $byId) {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MemberProfile($id: ID!, $username: String!, $byId: Boolean!) {\n    user(id: $id) @include(if: $byId) {\n      ...ProfileFields\n    }\n    userByUsername(username: $username) @skip(if: $byId) {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n"): (typeof documents)["\n  query OwnProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileFollowers($userId: ID!, $after: String) {\n    user(id: $userId) {\n      id\n      followers(first: 24, after: $after) {\n        edges {\n          node {\n            id\n            username\n            fullName\n            country\n            photoThumbUrl\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileFollowers($userId: ID!, $after: String) {\n    user(id: $userId) {\n      id\n      followers(first: 24, after: $after) {\n        edges {\n          node {\n            id\n            username\n            fullName\n            country\n            photoThumbUrl\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePosts($userId: ID!, $first: Int, $after: String) {\n    userPosts(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePosts($userId: ID!, $first: Int, $after: String) {\n    userPosts(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n        fullName\n        country\n        photoThumbUrl\n        isPrivate\n      }\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($text: String!, $first: Int) {\n    search(text: $text, first: $first) {\n      users {\n        id\n        username\n        fullName\n        country\n        photoThumbUrl\n        isPrivate\n      }\n      posts {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n    }\n  }\n"): (typeof documents)["\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      id\n      isPrivate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...ViewerFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on User {\n        ...ViewerFields\n      }\n      ... on ValidationFailed {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photoUrl\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      id\n      photoUrl\n      photoThumbUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;