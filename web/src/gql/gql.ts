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