/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** A personal access token of the signed-in member, seen by that member only (`node(id:)` answers null to anyone else, and once it is revoked). Its secret is shown once, by createAccessToken, and never again. */
export type AccessToken = Node & {
  __typename?: 'AccessToken';
  /** When the token was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the token stops working (it stays listed until revoked); null: it does not expire. */
  expiresAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The global id; `revokeAccessToken(id:)` takes it. */
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute); null if never. */
  lastUsedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the token is for, as its owner named it (1 to 100 characters). */
  name: Scalars['String']['output'];
  /** What the token may do, in the order READ, WRITE, NOTIFICATIONS, ADMIN. */
  scopes: Array<AccessTokenScope>;
  /** The first 10 characters of the secret (`clpat_` and 4 more), to tell tokens apart; never the secret. */
  secretStart: Scalars['String']['output'];
};

/** What an access token (personal or an OAuth app's) may do; an operation needs every scope it touches, else INSUFFICIENT_SCOPE. */
export type AccessTokenScope =
  /** Administrator operations, beside READ or WRITE; administrators only, and only while they are one. Never given to an app. */
  | 'ADMIN'
  /** Read, mark and subscribe to notifications (instead of READ or WRITE for those fields). */
  | 'NOTIFICATIONS'
  /** Queries and subscriptions (GET in REST). */
  | 'READ'
  /** Mutations (POST, PUT, PATCH and DELETE in REST). */
  | 'WRITE';

/** One of the ten badges, with the member’s progress toward it. */
export type Achievement = {
  __typename?: 'Achievement';
  /** Progress so far: the required counters summed, each capped at its goal (0 to `target`). */
  current: Scalars['Int']['output'];
  /** What earns it (`Publish 5 posts.`). */
  description: Scalars['String']['output'];
  /** Which badge it is. */
  key: AchievementKey;
  /** The badge’s name as the product shows it (`Content Creator`). */
  name: Scalars['String']['output'];
  /** The goal; 0 for the badge every member has. */
  target: Scalars['Int']['output'];
  /** Whether the member has reached it now (it locks again if a counter drops). */
  unlocked: Scalars['Boolean']['output'];
};

/** The counters behind the badges, derived from what the member did. */
export type AchievementCounters = {
  __typename?: 'AchievementCounters';
  /** Comments written. */
  commentConnoisseur: Scalars['Int']['output'];
  /** Posts published (banned ones not counted). */
  contentCreator: Scalars['Int']['output'];
  /** Distinct countries posted about. */
  explorerExtraordinaire: Scalars['Int']['output'];
  /** Itineraries saved. */
  guideGuru: Scalars['Int']['output'];
  /** Trivia batches read. */
  knowledgeSeeker: Scalars['Int']['output'];
  /** Likes received from others. */
  likeLeader: Scalars['Int']['output'];
  /** Posts shared with an itinerary attached. */
  shareStar: Scalars['Int']['output'];
  /** Accepted followers. */
  trendSetter: Scalars['Int']['output'];
};

/** One of the ten badges a member can earn, in the order the product shows them. */
export type AchievementKey =
  /** Comment Connoisseur: Write 5 comments. */
  | 'COMMENT_CONNOISSEUR'
  /** Content Creator: Publish 5 posts. */
  | 'CONTENT_CREATOR'
  /** Cultura Contributor: Publish 20 posts and save 10 itineraries. */
  | 'CULTURA_CONTRIBUTOR'
  /** Explorer Extraordinaire: Post about 10 different countries. */
  | 'EXPLORER_EXTRAORDINAIRE'
  /** Guide Guru: Save 1 itinerary. */
  | 'GUIDE_GURU'
  /** Knowledge Seeker: Read 15 trivia batches. */
  | 'KNOWLEDGE_SEEKER'
  /** Like Leader: Receive 10 likes on your posts. */
  | 'LIKE_LEADER'
  /** Share Star: Share 10 posts with an itinerary attached. */
  | 'SHARE_STAR'
  /** Trend Setter: Gain 50 followers. */
  | 'TREND_SETTER'
  /** Welcome Wanderer: Joined CulturaLink. */
  | 'WELCOME_WANDERER';

/** What addComment did. */
export type AddCommentPayload = {
  __typename?: 'AddCommentPayload';
  /** The new comment (its `post` carries the new commentCount); null when userErrors says why not. */
  comment: Maybe<Comment>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A member as administrators see them in 'Cultura Users Management' (administrators only). Its id is the member's own: `node(id:)` answers that id with the member as `User`, so this view is read with `adminUser(id:)` or `adminUsers`. */
export type AdminUser = {
  __typename?: 'AdminUser';
  /** The counts the badges are earned by. */
  achievementCounters: AchievementCounters;
  /** Every badge, unlocked or not, with the progress towards it. */
  achievements: Array<Achievement>;
  /** The country the member gave, in words. */
  country: Scalars['String']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The e-mail address (lower case), unique among members. */
  email: Scalars['String']['output'];
  /** How many members follow them (accepted follows only). */
  followerCount: Scalars['Int']['output'];
  /** Usernames of their accepted followers, most recent first; at most 100. */
  followerUsernames: Array<Scalars['String']['output']>;
  /** How many members they follow (accepted follows only). */
  followingCount: Scalars['Int']['output'];
  /** The full name, as the member or an administrator wrote it. */
  fullName: Scalars['String']['output'];
  /** The member's id (the same as their `User.id`). */
  id: Scalars['ID']['output'];
  /** False once an administrator deactivated the member: they cannot sign in and their content is hidden. */
  isActive: Scalars['Boolean']['output'];
  /** Whether the member has administrator rights. */
  isAdmin: Scalars['Boolean']['output'];
  /** The absolute URL of the photo as a small square thumbnail; null when they have none. */
  photoThumbUrl: Maybe<Scalars['String']['output']>;
  /** The absolute URL of the profile photo; null when they have none. */
  photoUrl: Maybe<Scalars['String']['output']>;
  /** Created by an administrator and still waiting for the member to choose a username and password. */
  setupPending: Scalars['Boolean']['output'];
  /** The username; null while an invited member has not finished their account setup. */
  username: Maybe<Scalars['String']['output']>;
};

/** Members as administrators see them, newest first; pass pageInfo.endCursor as `after` for the next page. */
export type AdminUserConnection = {
  __typename?: 'AdminUserConnection';
  /** The items of this page with their cursors. */
  edges: Array<AdminUserEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<AdminUser>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page together). Counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** One AdminUser of a page, with its cursor. */
export type AdminUserEdge = {
  __typename?: 'AdminUserEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The AdminUser. */
  node: AdminUser;
};

/** A member as an administrator creates or edits them. Full name, e-mail and country are required; isAdmin is optional (unchanged when omitted) and administrators cannot drop their own rights. */
export type AdminUserInput = {
  /** The country, in words: 1 to 120 characters after trimming. */
  country: Scalars['String']['input'];
  /** A valid e-mail address not used by another member (compared in any letter case); stored lower case. */
  email: Scalars['String']['input'];
  /** The full name: 1 to 100 characters after trimming. */
  fullName: Scalars['String']['input'];
  /** Whether the member has administrator rights; omitted or null leaves them as they are. */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
};

/** An app the signed-in member allowed to act for them (it holds a live token of theirs), seen by that member only. */
export type AuthorizedApp = {
  __typename?: 'AuthorizedApp';
  /** When the member first allowed it, of its live tokens. */
  authorizedAt: Scalars['DateTimeISO']['output'];
  /** The app’s id (its `OAuthApp` id: `node(id:)` answers the app to its developer only); `revokeAppAuthorization(appId:)` takes it. */
  id: Scalars['ID']['output'];
  /** When it last called the API for the member (to the minute), of all its tokens; null if never. */
  lastUsedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The app’s name. */
  name: Scalars['String']['output'];
  /** The scopes its live tokens hold together, in the order READ, WRITE, NOTIFICATIONS. */
  scopes: Array<AccessTokenScope>;
};

/** The apps the signed-in member allowed, the most recently used first (never used last). */
export type AuthorizedAppConnection = {
  __typename?: 'AuthorizedAppConnection';
  /** The items of this page with their cursors. */
  edges: Array<AuthorizedAppEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<AuthorizedApp>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page together). */
  totalCount: Scalars['Int']['output'];
};

/** One AuthorizedApp of a page, with its cursor. */
export type AuthorizedAppEdge = {
  __typename?: 'AuthorizedAppEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The AuthorizedApp. */
  node: AuthorizedApp;
};

/** What banReport answers. */
export type BanReportPayload = {
  __typename?: 'BanReportPayload';
  /** The report as the decision left it; null when userErrors says why not. */
  report: Maybe<Report>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What blockMember did. */
export type BlockMemberPayload = {
  __typename?: 'BlockMemberPayload';
  /** The member blocked (`isBlockedByViewer` true). Null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What bookmarkPost did. */
export type BookmarkPostPayload = {
  __typename?: 'BookmarkPostPayload';
  /** The post saved (`isBookmarked` true). Null when userErrors says why not. */
  post: Maybe<Post>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What changePassword did. */
export type ChangePasswordPayload = {
  __typename?: 'ChangePasswordPayload';
  /** How many other sessions of the member were ended (the calling one stays); null when userErrors says why not. */
  endedSessionCount: Maybe<Scalars['Int']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A one-time code sent by e-mail (6 digits, valid 10 minutes, five tries). The code itself is never part of any answer: it is checked by the server only. */
export type CodeChallenge = {
  __typename?: 'CodeChallenge';
  /** The address the code was sent to (for a reset, sent only if it is a member’s). */
  email: Scalars['String']['output'];
  /** When the code stops working. */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The challenge id: give it back with the code (completeSignUp, verifyCode, resendCode). */
  id: Scalars['ID']['output'];
  /** What the code is for. */
  purpose: CodePurpose;
  /** When a new code may be asked for with resendCode (30 s after the last one). */
  resendAvailableAt: Scalars['DateTimeISO']['output'];
  /** Whether the right code was given (verifyCode) and the challenge is not used up yet. */
  verified: Scalars['Boolean']['output'];
};

/** What a one-time code is for. */
export type CodePurpose =
  /** An administrator created the account; the member proves the address, chooses a username and sets a password (completeAccountSetup). */
  | 'ACCOUNT_SETUP'
  /** Lets a member set a new password (requestPasswordReset, verifyCode, resetPassword). */
  | 'PASSWORD_RESET'
  /** Proves the e-mail address of a new member (startSignUp, then completeSignUp). */
  | 'SIGN_UP';

/** Why a one-time code was refused, beside the userError that says it in words. */
export type CodeRejection = {
  __typename?: 'CodeRejection';
  /** After a wrong code: how many tries remain (0 to 4; at 0 the code is spent). Null for an expired code. */
  attemptsLeft: Maybe<Scalars['Int']['output']>;
  /** Why the code was refused. */
  reason: CodeRejectionReason;
};

/** Why a one-time code was refused. */
export type CodeRejectionReason =
  /** The code can no longer be used: too old (10 minutes; an account setup code 3 days), five wrong tries, or already used. Ask for a new one (resendCode; an account setup already completed cannot be done again). */
  | 'CODE_EXPIRED'
  /** Not the code that was sent; `attemptsLeft` says how many tries remain. */
  | 'WRONG_CODE';

/** A comment on a post, or a reply to another comment of the same post. Visible to whoever may see the post (`node(id:)` answers null to anyone else). */
export type Comment = Node & {
  __typename?: 'Comment';
  /** Who wrote it. */
  author: User;
  /** The text as its author wrote it, trimmed: 1 to 2000 characters. */
  body: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The post it is on. */
  post: Post;
  /** The comment this one answers, if it still exists. */
  repliedTo: Maybe<Comment>;
  /** The id of the comment this one answers, if it still exists; null for a comment on the post itself. */
  repliedToId: Maybe<Scalars['ID']['output']>;
  /** When its text last changed (its creation time when it never did). */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Whether the viewer may delete this comment (its author or the author of the post). */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may edit this comment (its author). */
  viewerCanEdit: Scalars['Boolean']['output'];
};

/** A post's comments and replies, oldest first; pass pageInfo.endCursor as `after` for the next (newer) ones. */
export type CommentConnection = {
  __typename?: 'CommentConnection';
  /** The items of this page with their cursors. */
  edges: Array<CommentEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<Comment>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page together). The post's commentCount. */
  totalCount: Scalars['Int']['output'];
};

/** One Comment of a page, with its cursor. */
export type CommentEdge = {
  __typename?: 'CommentEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** A comment or a reply. */
  node: Comment;
};

/** What completeAccountSetup did. */
export type CompleteAccountSetupPayload = {
  __typename?: 'CompleteAccountSetupPayload';
  /** When the mailed code was refused: why (wrong, with the tries left, or expired or already used); null otherwise. */
  codeRejection: Maybe<CodeRejection>;
  /** The session token (30 days): send it as `Authorization: Bearer <token>`. Shown this once; only its SHA-256 is kept. Null when userErrors says why not. */
  token: Maybe<Scalars['String']['output']>;
  /** The member, now with their username, signed in (with their own e-mail address); null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What completeSignUp did. */
export type CompleteSignUpPayload = {
  __typename?: 'CompleteSignUpPayload';
  /** When the code was refused: why, and the tries left; null otherwise. */
  codeRejection: Maybe<CodeRejection>;
  /** The session token (30 days): send it as `Authorization: Bearer <token>`. Shown this once; only its SHA-256 is kept. Null when userErrors says why not. */
  token: Maybe<Scalars['String']['output']>;
  /** The new member, signed in (with their own e-mail address); null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** An amount converted into another currency. */
export type ConvertedAmount = {
  __typename?: 'ConvertedAmount';
  /** The amount in the target currency; the original amount unchanged when a rate is missing (see `convertedOk`). */
  converted: Money;
  /** False when a rate was missing: the amount is left unconverted. */
  convertedOk: Scalars['Boolean']['output'];
  /** The amount as given, its code upper-cased. */
  original: Money;
  /** The day of the rates used (YYYY-MM-DD). */
  rateDate: Scalars['String']['output'];
};

/** A new personal access token. */
export type CreateAccessTokenInput = {
  /** When it stops working, in the future; null or omitted: never. */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** What the token is for, 1 to 100 characters (trimmed). */
  name: Scalars['String']['input'];
  /** What it may do: at least one scope; ADMIN for administrators only. */
  scopes: Array<AccessTokenScope>;
};

/** What createAccessToken did. */
export type CreateAccessTokenPayload = {
  __typename?: 'CreateAccessTokenPayload';
  /** The new token; null when userErrors says why not. */
  accessToken: Maybe<AccessToken>;
  /** The secret (`clpat_` and 43 base64url characters), shown this once: send it as `Authorization: Bearer <secret>`. Only its SHA-256 is kept. Null when userErrors says why not. */
  secret: Maybe<Scalars['String']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A new post: every field but `itineraryId` and `imageAlt` is required. */
export type CreatePostInput = {
  /** What the post is about: one of the 20 categories. */
  category: PostCategory;
  /** The text: at most 10000 characters, no banned words. */
  content: Scalars['String']['input'];
  /** The country the post is about, in words: at most 120 characters, no banned words. */
  country: Scalars['String']['input'];
  /** Describes the `image` (alt text); optional, at most 1500 characters. With `photos`, each has its own. */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
  /** One of the author's own itineraries to show with the post; optional. */
  itineraryId?: InputMaybe<Scalars['ID']['input']>;
  /** The title: at most 200 characters, no banned words. */
  title: Scalars['String']['input'];
};

/** What createPost did. */
export type CreatePostPayload = {
  __typename?: 'CreatePostPayload';
  /** The new post; null when userErrors says why not. */
  post: Maybe<Post>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What createUser answers. */
export type CreateUserPayload = {
  __typename?: 'CreateUserPayload';
  /** The new member, setup pending; null when userErrors says why not. */
  user: Maybe<AdminUser>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A new webhook. */
export type CreateWebhookInput = {
  /** At least one; NOTIFICATION_CREATED needs the NOTIFICATIONS scope, the REPORT_ events administrator rights. */
  events: Array<WebhookEvent>;
  /** An https:// address of at most 2000 characters whose host resolves only to public addresses (no loopback or private network), without user name, password or #fragment. */
  url: Scalars['String']['input'];
};

/** What createWebhook did. */
export type CreateWebhookPayload = {
  __typename?: 'CreateWebhookPayload';
  /** The signing secret, shown this once: check each delivery's `CulturaLink-Signature` with it (docs/API.md, "Webhooks"). Null when userErrors says why not. */
  secret: Maybe<Scalars['String']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
  /** The new webhook; null when userErrors says why not. */
  webhook: Maybe<Webhook>;
};

/** An ISO 4217 currency the server knows. */
export type Currency = {
  __typename?: 'Currency';
  /** ISO 4217 code, e.g. JPY. */
  code: Scalars['String']['output'];
  /** Its name in English, e.g. Japanese Yen. */
  name: Scalars['String']['output'];
  /** Its symbol, e.g. ¥ (the code when it has none). */
  symbol: Scalars['String']['output'];
};

/** What decideOAuthAuthorization did. */
export type DecideOAuthAuthorizationPayload = {
  __typename?: 'DecideOAuthAuthorizationPayload';
  /** Where to send the browser: `redirect_uri?code=…&state=…` (allowed), `redirect_uri?error=access_denied&state=…` (denied), or `redirect_uri?error=invalid_request|invalid_scope|…&error_description=…&state=…` when the app and its redirect URI are known but the request is not valid (RFC 6749 §4.1.2.1); null when userErrors says why (an unknown app or an unregistered redirect URI: then send the browser nowhere). */
  redirectTo: Maybe<Scalars['String']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deleteComment did. */
export type DeleteCommentPayload = {
  __typename?: 'DeleteCommentPayload';
  /** The id of the comment deleted (with its notifications; replies to it stay, no longer linked); null when userErrors says why not. */
  deletedCommentId: Maybe<Scalars['ID']['output']>;
  /** The post it was on, with its commentCount after the deletion; null when userErrors says why not. */
  post: Maybe<Post>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deleteItinerary did. */
export type DeleteItineraryPayload = {
  __typename?: 'DeleteItineraryPayload';
  /** The id of the itinerary deleted; null when userErrors says why not. */
  deletedItineraryId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deleteOAuthApp did. */
export type DeleteOAuthAppPayload = {
  __typename?: 'DeleteOAuthAppPayload';
  /** The id of the app deleted (every token it held died and their sockets closed); null when userErrors says why not. */
  deletedOAuthAppId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deletePost did. */
export type DeletePostPayload = {
  __typename?: 'DeletePostPayload';
  /** The id of the post deleted (with its comments, likes and notifications); null when userErrors says why not. */
  deletedPostId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deleteReport answers. */
export type DeleteReportPayload = {
  __typename?: 'DeleteReportPayload';
  /** The id the deleted report had; null when userErrors says why not. */
  deletedReportId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deleteStop did. */
export type DeleteStopPayload = {
  __typename?: 'DeleteStopPayload';
  /** The id of the stop deleted; null when userErrors says why not. */
  deletedStopId: Maybe<Scalars['ID']['output']>;
  /** Its itinerary without it (stops renumbered); null when userErrors says why not. */
  itinerary: Maybe<Itinerary>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deleteUser answers. */
export type DeleteUserPayload = {
  __typename?: 'DeleteUserPayload';
  /** The id the deleted member had; null when userErrors says why not. */
  deletedUserId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What deleteWebhook did. */
export type DeleteWebhookPayload = {
  __typename?: 'DeleteWebhookPayload';
  /** The id of the webhook deleted with its delivery log; null when userErrors says why not. */
  deletedWebhookId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** One leg between two consecutive points. */
export type DirectionsLeg = {
  __typename?: 'DirectionsLeg';
  /** Length in kilometres. */
  distanceKm: Scalars['Float']['output'];
  /** Travel time in minutes. */
  durationMinutes: Scalars['Float']['output'];
  /** The label of the point the leg starts at. */
  fromLabel: Scalars['String']['output'];
  /** [longitude, latitude] pairs (GeoJSON order). */
  geometry: Array<Array<Scalars['Float']['output']>>;
  /** A driving route, or a straight line. */
  mode: TravelMode;
  /** The label of the point the leg ends at. */
  toLabel: Scalars['String']['output'];
};

/** Where legs between stops come from. */
export type DirectionsSource =
  /** The OSRM-compatible routing service set by DIRECTIONS_URL. */
  | 'OSRM'
  /** Straight great-circle legs (offline). */
  | 'STRAIGHT';

/** What dismissReport answers. */
export type DismissReportPayload = {
  __typename?: 'DismissReportPayload';
  /** The report as the decision left it; null when userErrors says why not. */
  report: Maybe<Report>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What editComment did. */
export type EditCommentPayload = {
  __typename?: 'EditCommentPayload';
  /** The comment with its new text; null when userErrors says why not. */
  comment: Maybe<Comment>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What enableWebhook did. */
export type EnableWebhookPayload = {
  __typename?: 'EnableWebhookPayload';
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
  /** The webhook, active again (or already); null when userErrors says why not. */
  webhook: Maybe<Webhook>;
};

/** One currency against the base of the table. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  /** ISO 4217 code. */
  code: Scalars['String']['output'];
  /** Units of this currency for one unit of the base. */
  rate: Scalars['Float']['output'];
};

/** The table of rates conversions use. */
export type ExchangeRates = {
  __typename?: 'ExchangeRates';
  /** ISO 4217 code every rate is against (USD). */
  base: Scalars['String']['output'];
  /** The day the rates are from (YYYY-MM-DD), shown to users. */
  date: Scalars['String']['output'];
  /** Every currency with a rate (at most 200). */
  rates: Array<ExchangeRate>;
  /** Shipped with the app, or live. */
  source: RateSource;
};

/** What fetchTrivia did. */
export type FetchTriviaPayload = {
  __typename?: 'FetchTriviaPayload';
  /** The ten new questions with the allowance after this fetch; null when userErrors says why not. */
  batch: Maybe<TriviaBatch>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A follow between the signed-in member and another changed. */
export type FollowChange = {
  __typename?: 'FollowChange';
  /** The follow (or follow request) concerned. */
  followId: Scalars['ID']['output'];
  /** Who is followed, or was asked. */
  followee: FollowChangeMember;
  /** Who follows, or asked to. */
  follower: FollowChangeMember;
  /** What happened to the follow. */
  kind: FollowChangeKind;
  /** How `follower` follows `followee` after this change (`User.followStatus` as the follower reads it): REQUESTED, FOLLOWING after FOLLOWED or APPROVED, NONE after DECLINED or REMOVED. */
  status: FollowStatus;
};

/** What happened to a follow between the signed-in member and another. */
export type FollowChangeKind =
  /** The followee approved the request. */
  | 'APPROVED'
  /** The followee declined the request. */
  | 'DECLINED'
  /** The follower followed a public member (no approval needed). */
  | 'FOLLOWED'
  /** The follower unfollowed, or cancelled the request. */
  | 'REMOVED'
  /** The follower asked to follow a private member. */
  | 'REQUESTED';

/** One side of a changed follow, with the member's follow numbers as the reads give them when delivered. */
export type FollowChangeMember = {
  __typename?: 'FollowChangeMember';
  /** Accepted followers (the same number as `User.followerCount`). */
  followerCount: Scalars['Int']['output'];
  /** Members followed, accepted (the same number as `User.followingCount`). */
  followingCount: Scalars['Int']['output'];
  /** The member's id (`User.id`). */
  id: Scalars['ID']['output'];
  /** The member's username. */
  username: Scalars['String']['output'];
};

/** How the signed-in member follows another. */
export type FollowStatus =
  /** Following (a public member, or a private one who approved). */
  | 'FOLLOWING'
  /** Not following, and no request waiting (also for guests, and for oneself). */
  | 'NONE'
  /** A follow request to a private member, waiting for their approval. */
  | 'REQUESTED';

/** What followUser did. */
export type FollowUserPayload = {
  __typename?: 'FollowUserPayload';
  /** The member followed or asked: `followStatus` is FOLLOWING (public) or REQUESTED (private), `followerCount` the number now. Null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A member's trip plan. Visible per the privacy rule of posts: public owners, accepted followers of private ones, the owner and admins. */
export type Itinerary = Node & {
  __typename?: 'Itinerary';
  /** Average of the ratings to one decimal; null when nobody rated it. */
  averageRating: Maybe<Scalars['Float']['output']>;
  /** Absolute URL of a 320 px thumbnail of the cover, or null. */
  coverThumbUrl: Maybe<Scalars['String']['output']>;
  /** Absolute URL of the cover image, or null. */
  coverUrl: Maybe<Scalars['String']['output']>;
  /** When it was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** How many days it has (1 for itineraries planned before days existed). */
  dayCount: Scalars['Int']['output'];
  /** Its days in order, each with its stops and budget. */
  days: Array<ItineraryDay>;
  /** Banned words are masked with asterisks. */
  description: Scalars['String']['output'];
  /** How many itineraries were copied from this one. */
  forkCount: Scalars['Int']['output'];
  /** The original this was copied from, when the viewer may still see it. */
  forkedFrom: Maybe<ItinerarySummary>;
  /** The global id. */
  id: Scalars['ID']['output'];
  /** Whether the viewer owns it (admins may edit too, but are not owners). */
  isOwner: Scalars['Boolean']['output'];
  /** The viewer's rating, or null. */
  myRating: Maybe<Scalars['Int']['output']>;
  /** Within radiusMeters (at most 3000) of any stop: other members' stops (most rated first), then towns. */
  nearbySuggestions: Array<NearbySuggestion>;
  /** The member who made it. */
  owner: User;
  /** How many members rated it. */
  ratingCount: Scalars['Int']['output'];
  /** The date of day 1 (YYYY-MM-DD), or null. */
  startDate: Maybe<Scalars['String']['output']>;
  /** In position order. */
  stops: Array<Stop>;
  /** Paragraphs separated by newlines, **bold** marked with double asterisks; banned words masked. */
  tips: Scalars['String']['output'];
  /** Banned words are masked with asterisks. */
  title: Scalars['String']['output'];
  /** The whole budget, in the currency the owner chose. */
  totalBudget: Money;
  /** When it last changed. */
  updatedAt: Scalars['DateTimeISO']['output'];
};


/** A member's trip plan. Visible per the privacy rule of posts: public owners, accepted followers of private ones, the owner and admins. */
export type ItineraryDaysArgs = {
  currencyCode?: InputMaybe<Scalars['String']['input']>;
};


/** A member's trip plan. Visible per the privacy rule of posts: public owners, accepted followers of private ones, the owner and admins. */
export type ItineraryNearbySuggestionsArgs = {
  radiusMeters?: Scalars['Int']['input'];
};

/** Itineraries newest first; pass pageInfo.endCursor as `after` for the next page. */
export type ItineraryConnection = {
  __typename?: 'ItineraryConnection';
  /** The items of this page with their cursors. */
  edges: Array<ItineraryEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<Itinerary>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One day of an itinerary with its stops in order. */
export type ItineraryDay = {
  __typename?: 'ItineraryDay';
  /** The sum of the day's stop budgets in the currency asked for in `days(currencyCode:)` (the itinerary's by default), converted with the current rates. */
  budget: Money;
  /** False when a stop was in a currency without a rate and was added unconverted. */
  budgetConvertedOk: Scalars['Boolean']['output'];
  /** The day's date (YYYY-MM-DD) counted from the start date; null when the itinerary has none. */
  date: Maybe<Scalars['String']['output']>;
  /** 1-based: day 1 is the first. */
  number: Scalars['Int']['output'];
  /** The day's stops in order. */
  stops: Array<Stop>;
};

/** One Itinerary of a page, with its cursor. */
export type ItineraryEdge = {
  __typename?: 'ItineraryEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The Itinerary. */
  node: Itinerary;
};

/** A new itinerary. */
export type ItineraryInput = {
  /** How many days, 1 to 60; left out: 1. */
  dayCount?: InputMaybe<Scalars['Int']['input']>;
  /** What the trip is about. */
  description: Scalars['String']['input'];
  /** The date of day 1 (YYYY-MM-DD); left out: no dates. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** The stops in order. */
  stops: Array<StopInput>;
  /** Advice for travellers: paragraphs separated by newlines, **bold** with double asterisks. */
  tips: Scalars['String']['input'];
  /** 1 to 30 characters, not the default 'ITINERARY TITLE'. */
  title: Scalars['String']['input'];
  /** The whole budget: 0 or more, in a known currency. */
  totalBudget: MoneyInput;
};

/** Only the given fields change. */
export type ItineraryPatch = {
  /** A new number of days, 1 to 60; with fewer, the stops of the days dropped move to the new last day. */
  dayCount?: InputMaybe<Scalars['Int']['input']>;
  /** A new description. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A new date of day 1 (YYYY-MM-DD); '' removes the dates. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  /** New tips. */
  tips?: InputMaybe<Scalars['String']['input']>;
  /** A new title (1 to 30 characters). */
  title?: InputMaybe<Scalars['String']['input']>;
  /** A new budget, with its currency. */
  totalBudget?: InputMaybe<MoneyInput>;
};

/** What a mutation that changes an itinerary or its stops did. */
export type ItineraryPayload = {
  __typename?: 'ItineraryPayload';
  /** The itinerary as it is now (with its stops); null when userErrors says why not. */
  itinerary: Maybe<Itinerary>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What a post card shows of an itinerary (the same id as the Itinerary: ask `itinerary(id:)` for the rest). */
export type ItinerarySummary = {
  __typename?: 'ItinerarySummary';
  /** Average rating to one decimal; null when nobody rated it. */
  averageRating: Maybe<Scalars['Float']['output']>;
  /** Absolute URL of a 320 px thumbnail of the cover, or null. */
  coverThumbUrl: Maybe<Scalars['String']['output']>;
  /** Absolute URL of the cover image, or null. */
  coverUrl: Maybe<Scalars['String']['output']>;
  /** Its description (banned words masked). */
  description: Scalars['String']['output'];
  /** The itinerary's id. */
  id: Scalars['ID']['output'];
  /** The owner's username. */
  ownerUsername: Scalars['String']['output'];
  /** Its title (banned words masked). */
  title: Scalars['String']['output'];
};

/** A point on the map. */
export type LatLngInput = {
  /** A name for the point, echoed in the legs. */
  label?: InputMaybe<Scalars['String']['input']>;
  /** Latitude in degrees, -90 to 90. */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees, -180 to 180. */
  longitude: Scalars['Float']['input'];
};

/** What liftBan answers. */
export type LiftBanPayload = {
  __typename?: 'LiftBanPayload';
  /** The report, OPEN again; null when userErrors says why not. */
  report: Maybe<Report>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What likePost did. */
export type LikePostPayload = {
  __typename?: 'LikePostPayload';
  /** The post, liked by the signed-in member, with its new likeCount; null when userErrors says why not. */
  post: Maybe<Post>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What login did. */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** The session token (30 days): send it as `Authorization: Bearer <token>`. Shown this once; only its SHA-256 is kept. Null when userErrors says why not. */
  token: Maybe<Scalars['String']['output']>;
  /** The member signed in (with their own e-mail address); null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What logout did. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** The member whose calling session ended (its sockets closed; their other sessions stay); null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** The MapLibre styles the map chooses from: it draws the online street style when the browser can reach it within a few seconds, else the offline style this API serves. */
export type MapStyles = {
  __typename?: 'MapStyles';
  /** The offline style (/map/style.json), drawn when the online one is out of reach. */
  offline: Scalars['String']['output'];
  /** The offline style in its dark version (/map/style.json?theme=dark). */
  offlineDark: Scalars['String']['output'];
  /** The online style (for the light theme when onlineDark is set): MAP_STYLE_URL, by default OpenFreeMap Liberty; null when MAP_STYLE=offline. */
  online: Maybe<Scalars['String']['output']>;
  /** The online style for the dark theme: MAP_STYLE_DARK_URL, by default OpenFreeMap Dark with the default style; null when the online style serves both themes, or there is none. */
  onlineDark: Maybe<Scalars['String']['output']>;
};

/** What markAllNotificationsRead did. */
export type MarkAllNotificationsReadPayload = {
  __typename?: 'MarkAllNotificationsReadPayload';
  /** How many notifications were unread and are read now (0 when none was). */
  markedCount: Maybe<Scalars['Int']['output']>;
  /** The signed-in member’s unread notifications after the change (0 unless one arrived meanwhile). */
  unreadCount: Maybe<Scalars['Int']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What markNotificationRead did. */
export type MarkNotificationReadPayload = {
  __typename?: 'MarkNotificationReadPayload';
  /** The notification as it is now; null when userErrors says why not. */
  notification: Maybe<Notification>;
  /** The signed-in member’s unread notifications after the change; null when userErrors says why not. */
  unreadCount: Maybe<Scalars['Int']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What markSupportRead did. */
export type MarkSupportReadPayload = {
  __typename?: 'MarkSupportReadPayload';
  /** The conversation with its unread counts after the mark (the viewer's side at 0); null when userErrors says why not. */
  conversation: Maybe<SupportConversation>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A member the signed-in member blocked (only the blocker sees it). */
export type MemberBlock = {
  __typename?: 'MemberBlock';
  /** When they were blocked. */
  blockedAt: Scalars['DateTimeISO']['output'];
  /** The member blocked. */
  user: User;
};

/** A page of the members the signed-in member blocked, newest first. */
export type MemberBlockConnection = {
  __typename?: 'MemberBlockConnection';
  /** The items of this page with their cursors. */
  edges: Array<MemberBlockEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<MemberBlock>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One MemberBlock of a page, with its cursor. */
export type MemberBlockEdge = {
  __typename?: 'MemberBlockEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The MemberBlock. */
  node: MemberBlock;
};

/** A member the signed-in member muted (only the muter sees it; the muted member is never told). */
export type MemberMute = {
  __typename?: 'MemberMute';
  /** When they were muted (or the mute last changed). */
  mutedAt: Scalars['DateTimeISO']['output'];
  /** When the mute ends by itself; null: until it is undone. */
  until: Maybe<Scalars['DateTimeISO']['output']>;
  /** The member muted. */
  user: User;
};

/** A page of the members the signed-in member muted (mutes still running), newest first. */
export type MemberMuteConnection = {
  __typename?: 'MemberMuteConnection';
  /** The items of this page with their cursors. */
  edges: Array<MemberMuteEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<MemberMute>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One MemberMute of a page, with its cursor. */
export type MemberMuteEdge = {
  __typename?: 'MemberMuteEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The MemberMute. */
  node: MemberMute;
};

/** What an administrator did in one moderation log entry. */
export type ModerationAction =
  /** banReport (the spec's Approve): the post was hidden from all but its author and admins. */
  | 'BAN'
  /** deleteReport: the report was deleted (its id stays in `reportId`). */
  | 'DELETE_REPORT'
  /** dismissReport: the report was closed without acting on the post. */
  | 'DISMISS'
  /** liftBan: the post shows again and the ban's reports are open again. */
  | 'LIFT_BAN'
  /** warnReport: the post was kept and marked warned. */
  | 'WARN';

/** One administrator decision, kept for review (administrators only: `node(id:)` answers null to anyone else). */
export type ModerationDecision = Node & {
  __typename?: 'ModerationDecision';
  /** What the administrator did. */
  action: ModerationAction;
  /** The administrator; null once their account is deleted (see adminUsername). */
  admin: Maybe<User>;
  /** The administrator's username when they decided (kept after their account is deleted). */
  adminUsername: Scalars['String']['output'];
  /** When the decision was made. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The global id: unique across every type of the API, stable for ever. */
  id: Scalars['ID']['output'];
  /** What the administrator noted (trimmed, at most 2000 characters); null when they noted nothing. */
  note: Maybe<Scalars['String']['output']>;
  /** The post the decision was about (kept after the post is deleted). */
  postId: Maybe<Scalars['ID']['output']>;
  /** The report decided; null once the report was deleted. */
  report: Maybe<Report>;
  /** The id of the report decided (kept after the report is deleted). */
  reportId: Maybe<Scalars['ID']['output']>;
};

/** The moderation log, newest first; pass pageInfo.endCursor as `after` for the next page. */
export type ModerationDecisionConnection = {
  __typename?: 'ModerationDecisionConnection';
  /** The items of this page with their cursors. */
  edges: Array<ModerationDecisionEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<ModerationDecision>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page together). Counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** One ModerationDecision of a page, with its cursor. */
export type ModerationDecisionEdge = {
  __typename?: 'ModerationDecisionEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The ModerationDecision. */
  node: ModerationDecision;
};

/** An amount of money in one currency. */
export type Money = {
  __typename?: 'Money';
  /** The amount in units of the currency (pesos, not centavos). Budgets are plans, kept as numbers: round to the currency for display. */
  amount: Scalars['Float']['output'];
  /** ISO 4217 code of the currency, e.g. PHP. */
  currencyCode: Scalars['String']['output'];
};

/** An amount of money in one currency. */
export type MoneyInput = {
  /** The amount in units of the currency; 0 or more where a budget is meant. */
  amount: Scalars['Float']['input'];
  /** ISO 4217 code of a currency the server knows (see `currencies`), any letter case. */
  currencyCode: Scalars['String']['input'];
};

/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type Mutation = {
  __typename?: 'Mutation';
  /** The signed-in member comments on a post they may see, or replies to one of its comments. The post's author hears `commented`, the answered comment's author `reply` instead (nobody hears of themselves). At most 30 a minute (then RATE_LIMITED, a top-level error); a blank or too long text is a BAD_USER_INPUT user error on `body`, a post the viewer may not see a NOT_FOUND one. */
  addComment: AddCommentPayload;
  /** Appends a stop to an itinerary the viewer may edit, with an optional photo. */
  addStop: StopPayload;
  /** Administrators only, on an OPEN or WARNED report (the spec's Approve): bans the post (hidden from all but its author and admins, kept for review), tells its author (REPORTED) and the reporters; every other open report of the post is banned with it. An unknown report is a NOT_FOUND user error, a report already decided (or whose post was deleted) a CONFLICT user error. */
  banReport: BanReportPayload;
  /** Blocks a member: every follow and follow request between the two ends, both ways; from then on neither sees the other anywhere (posts, comments, likers, search, notifications, live events), and the blocked member cannot follow, like, comment on or answer the signed-in member. They are not told. Idempotent. 60 block and mute changes a minute. */
  blockMember: BlockMemberPayload;
  /** Saves a post the signed-in member may see to their private bookmarks (`NOT_FOUND` otherwise). Nobody is told. Idempotent. 120 saves and unsaves a minute. */
  bookmarkPost: BookmarkPostPayload;
  /** Changes the signed-in member’s password; keeps the calling session and ends every other one. A wrong current password or a weak new one is a user error naming its field. */
  changePassword: ChangePasswordPayload;
  /** The member an administrator invited proves the mailed code, chooses a username and sets a password, and is signed in (a 30-day session). A username or password breaking the rules or a username taken is a BAD_USER_INPUT user error naming its field (the fields are checked before the code is tried); a wrong, used or expired code is a BAD_USER_INPUT user error with `codeRejection`; an unknown setup id is a NOT_FOUND user error. A deactivated account stays a top-level FORBIDDEN error; 10 code tries a minute from one address (RATE_LIMITED). */
  completeAccountSetup: CompleteAccountSetupPayload;
  /** Checks the sign-up code, creates the member from what startSignUp kept and signs them in. A wrong or expired code is a BAD_USER_INPUT user error with `codeRejection`; a name taken meanwhile names its field. */
  completeSignUp: CompleteSignUpPayload;
  /** Creates a personal access token for the signed-in member, from a signed-in session only (a token cannot mint tokens: FORBIDDEN); its payload carries the secret once. At most 50 tokens at once. */
  createAccessToken: CreateAccessTokenPayload;
  /** The signed-in member saves a new itinerary with its stops. */
  createItinerary: ItineraryPayload;
  /** The signed-in member publishes a post. */
  createPost: CreatePostPayload;
  /** Administrators only: creates a member without a password and e-mails them a code (valid 3 days) to choose a username and set a password (completeAccountSetup); until then they cannot sign in. A missing or malformed field, or an e-mail another member has, is a BAD_USER_INPUT user error naming the field. */
  createUser: CreateUserPayload;
  /** Registers an endpoint of the signed-in member for the events picked (at most 10 webhooks); the payload carries its signing secret once. It hears of events logged from now on that its owner may see, with what this request's credential may do (an event needing a scope the token lacks is INSUFFICIENT_SCOPE). */
  createWebhook: CreateWebhookPayload;
  /** The signed-in member allows or denies an app on the consent screen (from a signed-in session only: FORBIDDEN with a token); send the browser to `redirectTo`. A request that is not valid (the same checks as `oauthAuthorizationRequest`) answers the app’s redirect URI with `error=` once the app and redirect URI are known, else userErrors and no address. */
  decideOAuthAuthorization: DecideOAuthAuthorizationPayload;
  /** Deletes one's own comment, or any comment on one's own post (anyone else is FORBIDDEN, a top-level error); its notifications go with it, replies to it stay. An unknown comment is a NOT_FOUND user error. */
  deleteComment: DeleteCommentPayload;
  /** The owner (or an admin) deletes the itinerary with its stops and ratings; posts keep their text. */
  deleteItinerary: DeleteItineraryPayload;
  /** Deletes one of the signed-in member’s OAuth apps: every token it holds, for every member, dies at once and their sockets close. */
  deleteOAuthApp: DeleteOAuthAppPayload;
  /** The author deletes a post with its comments, likes and notifications. */
  deletePost: DeletePostPayload;
  /** Administrators only: deletes a report, whatever its status (the deletion is logged, as DELETE_REPORT). An unknown report is a NOT_FOUND user error. */
  deleteReport: DeleteReportPayload;
  /** Removes a stop; the later ones move up. */
  deleteStop: DeleteStopPayload;
  /** Administrators only: deletes a member and everything they made (posts, comments, follows, itineraries); their sockets close at once. An unknown member is a NOT_FOUND user error; one's own account is FORBIDDEN. */
  deleteUser: DeleteUserPayload;
  /** Deletes one of the signed-in member’s webhooks with its delivery log; tries still queued are dropped. */
  deleteWebhook: DeleteWebhookPayload;
  /** Administrators only, on an OPEN report: closes it without acting on the post; the reporter is told. An unknown report is a NOT_FOUND user error, a report already decided a CONFLICT user error. */
  dismissReport: DismissReportPayload;
  /** The author of a comment changes its text (anyone else is FORBIDDEN, a top-level error); an unknown comment, or one on a post the viewer may not see, is a NOT_FOUND user error. */
  editComment: EditCommentPayload;
  /** Turns one of the signed-in member’s webhooks, disabled after repeated failures, back on with a clean failure count; it hears of events logged from now on. Idempotent: an active webhook stays as it is. */
  enableWebhook: EnableWebhookPayload;
  /** Serves the signed-in member the next 10 questions (none served to them in the last hour, about 10 different countries); the 11th fetch within an hour is refused with RATE_LIMITED (`retryAfterSeconds`), a top-level error. */
  fetchTrivia: FetchTriviaPayload;
  /** Follows a public member, or asks a private one (`followStatus` REQUESTED until they approve). Idempotent: a member already followed or asked stays so, and is not notified again. 60 follow changes a minute. */
  followUser: FollowUserPayload;
  /** Copies a visible itinerary (text, budget, stops; not ratings) into the viewer's own, credited with forkedFrom. */
  forkItinerary: ItineraryPayload;
  /** Administrators only, on a BANNED report: undoes the ban: the post is shown again and the reports the ban settled are OPEN again, to be warned or dismissed. An unknown report is a NOT_FOUND user error, a report not banned (or whose post was deleted) a CONFLICT user error. */
  liftBan: LiftBanPayload;
  /** Likes a post. Idempotent: a post the signed-in member already likes stays liked, and its author is not notified again. */
  likePost: LikePostPayload;
  /** Signs a member in with their username (any letter case) and password and opens a 30-day session. A blank username or password is a user error; wrong credentials stay a top-level UNAUTHENTICATED error and a deactivated account FORBIDDEN. 30 tries a minute from one address, 10 for one username (RATE_LIMITED). */
  login: LoginPayload;
  /** Ends the calling session (its token stops working and its sockets close); other sessions of the member stay. */
  logout: LogoutPayload;
  /** Marks every one of the signed-in member's notifications read, of every type; every tab of theirs hears it (notificationChanged). */
  markAllNotificationsRead: MarkAllNotificationsReadPayload;
  /** Marks one of the signed-in member's notifications read (or unread again); every tab of theirs hears it (notificationChanged). Someone else's is a NOT_FOUND user error. */
  markNotificationRead: MarkNotificationReadPayload;
  /** Marks the conversation read up to now for the viewer's side: the member's own mark, or the moderators' shared one (administrators). A conversation the viewer may not see is a NOT_FOUND user error. */
  markSupportRead: MarkSupportReadPayload;
  /** Moves a stop to a 0-based position within a day (its own unless `day` is given); the others shift. On a one-day itinerary that is the position in the whole list. */
  moveStop: ItineraryPayload;
  /** Mutes a member, until a time when given: their posts leave the signed-in member's feed (and its live streams) and their actions the notifications. Nothing else changes and the muted member is never told. Muting again replaces the end. */
  muteMember: MuteMemberPayload;
  /** Rates 1 to 5; rating again replaces the earlier rating. Owners cannot rate their own. */
  rateItinerary: ItineraryPayload;
  /** Registers an OAuth app of the signed-in member (at most 20); a confidential app’s client secret is in the payload, this once. */
  registerOAuthApp: RegisterOAuthAppPayload;
  /** Removes a day of an itinerary with two or more: its stops join the day before (day 1's the next), later days move up. */
  removeItineraryDay: ItineraryPayload;
  /** Members: reports a post they can see and did not write; administrators hear of it at once (reportAdded). Blank or overlong details and a missing category are BAD_USER_INPUT user errors naming the field, a post the member cannot see (or banned) a NOT_FOUND user error, a second open report of the same post by the same member a CONFLICT user error. Reporting one's own post is FORBIDDEN; more than 10 reports an hour RATE_LIMITED. */
  reportPost: ReportPostPayload;
  /** Starts a password reset: answers the same whether or not the e-mail belongs to a member, and mails a code only if it does; then verifyCode and resetPassword. A malformed address is a user error; throttled like sign-up codes (RATE_LIMITED). */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Sends a new code for a pending challenge (the old code stops working); throttled like the first one (RATE_LIMITED with retryAfterSeconds). An unknown challenge is a NOT_FOUND user error, a used one BAD_USER_INPUT. */
  resendCode: ResendCodePayload;
  /** Sets a new password with a PASSWORD_RESET challenge verified in the last 15 minutes and not used yet, and signs the member out everywhere. A weak password is a user error on `newPassword`. */
  resetPassword: ResetPasswordPayload;
  /** The private member asked approves or declines a follow request, named by its follow id or the id of its FOLLOW_REQUEST notification. A request that is not theirs, or no longer waiting, is a NOT_FOUND user error. */
  respondToFollowRequest: RespondToFollowRequestPayload;
  /** Revokes one of the signed-in member's personal access tokens: it stops working at once and its open WebSocket connections close (4403). */
  revokeAccessToken: RevokeAccessTokenPayload;
  /** The signed-in member takes back an app’s access: its tokens for them die at once and their sockets close. */
  revokeAppAuthorization: RevokeAppAuthorizationPayload;
  /** Without conversationId: the member writes to the moderators (their conversation is opened if needed; until a moderator answers, the country helper bot may answer right after). With it: an administrator answers in that conversation. At most 20 messages a minute per author (RATE_LIMITED). An empty or too long body, or a conversation the viewer may not see, answers userErrors. */
  sendSupportMessage: SendSupportMessagePayload;
  /** Queues a test delivery (`WEBHOOK_TEST`, one try, not counted among failures) to one of the signed-in member’s webhooks, active or not; see how it went in `deliveries`. */
  sendTestWebhook: SendTestWebhookPayload;
  /** The owner (or an admin) replaces the itinerary's cover image. */
  setItineraryCover: ItineraryPayload;
  /** Makes the signed-in member's account private (posts and followers for accepted followers only; following asks) or public again. Existing followers stay; pending requests wait for an answer. */
  setPrivacy: SetPrivacyPayload;
  /** Administrators only: activates or deactivates a member. Deactivation signs them out everywhere at once (sessions revoked, sockets closed) and takes their posts off open screens (postChanged REMOVED). An unknown member is a NOT_FOUND user error; one's own account is FORBIDDEN. */
  setUserActive: SetUserActivePayload;
  /** Starts a sign-up: checks every field (uniqueness of the e-mail and username included), keeps it pending with the password already hashed and e-mails a 6-digit code; finish with completeSignUp. Each field at fault is a BAD_USER_INPUT user error naming it. At most one code per 30 s and 5 an hour to an address, 20 an hour from one network (RATE_LIMITED). */
  startSignUp: StartSignUpPayload;
  /** Stores the signed-in member's answers to all 6 statements, once per member. A missing answer is a BAD_USER_INPUT user error per statement (field `q1` … `q6`, as the survey numbers them); a second response is a CONFLICT user error. */
  submitSurvey: SubmitSurveyPayload;
  /** Unblocks a member: the privacy rule applies between the two again (follows are not restored). Idempotent. */
  unblockMember: UnblockMemberPayload;
  /** Takes a post off the signed-in member's bookmarks, also one they may no longer see. Idempotent. */
  unbookmarkPost: UnbookmarkPostPayload;
  /** Unfollows a member, or cancels the follow request to a private one (their posts are hidden again at once). Idempotent: a member not followed stays so. */
  unfollowUser: UnfollowUserPayload;
  /** Takes the signed-in member’s like of a post back. Idempotent: a post they do not like stays so. */
  unlikePost: UnlikePostPayload;
  /** Unmutes a member. Idempotent. */
  unmuteMember: UnmuteMemberPayload;
  /** The owner (or an admin) changes the given fields. */
  updateItinerary: ItineraryPayload;
  /** The author changes the title, content and/or photos. */
  updatePost: UpdatePostPayload;
  /** Changes the signed-in member’s e-mail, username, full name and country, confirmed with the current password. Each field at fault (a wrong password on `currentPassword`, a name taken) is a BAD_USER_INPUT user error naming it; nothing changes then. */
  updateProfile: UpdateProfilePayload;
  /** Replaces a stop's fields; a photo given replaces its photo. */
  updateStop: StopPayload;
  /** Administrators only: edits a member's name, e-mail, country and, when given, administrator rights. A missing or malformed field, or an e-mail another member has, is a BAD_USER_INPUT user error naming the field; an unknown member is NOT_FOUND. Removing one's own rights is FORBIDDEN. */
  updateUser: UpdateUserPayload;
  /** Replaces the signed-in member’s profile photo: JPEG, PNG, WebP, GIF or AVIF up to 5 MB, re-encoded to WebP with its metadata stripped, with a thumbnail; the previous photo is deleted. Too large is a PAYLOAD_TOO_LARGE user error, not an image UNSUPPORTED_MEDIA_TYPE. */
  uploadProfilePhoto: UploadProfilePhotoPayload;
  /** Checks a password-reset code and marks the challenge verified (for 15 minutes). A wrong or expired code is a BAD_USER_INPUT user error with `codeRejection`; 10 tries a minute from one address (RATE_LIMITED). */
  verifyCode: VerifyCodePayload;
  /** Administrators only, on an OPEN report: keeps the post, marks it warned, tells its author (WARN) and the reporters (REPORT_OUTCOME); every other open report of the post is warned with it. An unknown report is a NOT_FOUND user error, a report already decided (or whose post was deleted) a CONFLICT user error. */
  warnReport: WarnReportPayload;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationAddCommentArgs = {
  body: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
  repliedToId?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationAddStopArgs = {
  itineraryId: Scalars['ID']['input'];
  photo?: InputMaybe<Scalars['Upload']['input']>;
  stop: StopInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationBanReportArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationBlockMemberArgs = {
  userId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationBookmarkPostArgs = {
  postId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationCompleteAccountSetupArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationCompleteSignUpArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationCreateAccessTokenArgs = {
  input: CreateAccessTokenInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationCreateItineraryArgs = {
  cover?: InputMaybe<Scalars['Upload']['input']>;
  input: ItineraryInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationCreatePostArgs = {
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: CreatePostInput;
  photos?: InputMaybe<Array<PostPhotoInput>>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationCreateUserArgs = {
  input: AdminUserInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationCreateWebhookArgs = {
  input: CreateWebhookInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDecideOAuthAuthorizationArgs = {
  allow: Scalars['Boolean']['input'];
  input: OAuthAuthorizationInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeleteCommentArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeleteItineraryArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeleteOAuthAppArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeletePostArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeleteReportArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeleteStopArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationDismissReportArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationEditCommentArgs = {
  body: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationEnableWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationFollowUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationForkItineraryArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationLiftBanArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationLikePostArgs = {
  postId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationMarkNotificationReadArgs = {
  id: Scalars['ID']['input'];
  isRead?: Scalars['Boolean']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationMarkSupportReadArgs = {
  conversationId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationMoveStopArgs = {
  day?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationMuteMemberArgs = {
  until?: InputMaybe<Scalars['DateTimeISO']['input']>;
  userId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationRateItineraryArgs = {
  id: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationRegisterOAuthAppArgs = {
  input: RegisterOAuthAppInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationRemoveItineraryDayArgs = {
  day: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationReportPostArgs = {
  category: ReportCategory;
  details: Scalars['String']['input'];
  postId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationResendCodeArgs = {
  challengeId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationResetPasswordArgs = {
  challengeId: Scalars['ID']['input'];
  newPassword: Scalars['String']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationRespondToFollowRequestArgs = {
  approve: Scalars['Boolean']['input'];
  followId?: InputMaybe<Scalars['ID']['input']>;
  notificationId?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationRevokeAppAuthorizationArgs = {
  appId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationSendSupportMessageArgs = {
  body: Scalars['String']['input'];
  conversationId?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationSendTestWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationSetItineraryCoverArgs = {
  cover: Scalars['Upload']['input'];
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationSetPrivacyArgs = {
  isPrivate: Scalars['Boolean']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationStartSignUpArgs = {
  input: SignUpInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationSubmitSurveyArgs = {
  answers: Array<SurveyAnswer>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUnblockMemberArgs = {
  userId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUnbookmarkPostArgs = {
  postId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUnfollowUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUnlikePostArgs = {
  postId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUnmuteMemberArgs = {
  userId: Scalars['ID']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUpdateItineraryArgs = {
  id: Scalars['ID']['input'];
  patch: ItineraryPatch;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUpdatePostArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: UpdatePostInput;
  photos?: InputMaybe<Array<PostPhotoInput>>;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUpdateStopArgs = {
  id: Scalars['ID']['input'];
  photo?: InputMaybe<Scalars['Upload']['input']>;
  stop: StopInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: AdminUserInput;
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationUploadProfilePhotoArgs = {
  file: Scalars['Upload']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationVerifyCodeArgs = {
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


/** Everything a client can change. A member’s mutations need a session or an access token with WRITE (administrators’ ones ADMIN too); signing up and in need neither. Each answers a payload: its result fields, and `userErrors` for expected failures. */
export type MutationWarnReportArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};

/** What muteMember did. */
export type MuteMemberPayload = {
  __typename?: 'MuteMemberPayload';
  /** The mute as it stands. Null when userErrors says why not. */
  mute: Maybe<MemberMute>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A place near one of an itinerary's stops. */
export type NearbySuggestion = {
  __typename?: 'NearbySuggestion';
  /** The member stop's itinerary's average rating, or null. */
  averageRating: Maybe<Scalars['Float']['output']>;
  /** Distance in metres to the nearest stop of the itinerary. */
  distanceMeters: Scalars['Float']['output'];
  /** The itinerary of a member stop; null for a town. */
  itineraryId: Maybe<Scalars['ID']['output']>;
  /** Latitude in degrees (WGS 84). */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees (WGS 84). */
  longitude: Scalars['Float']['output'];
  /** The name of the place. */
  name: Scalars['String']['output'];
  /** Another member's stop, or a town. */
  source: SuggestionSource;
  /** Place types, as on stops. */
  types: Array<Scalars['String']['output']>;
};

/** An object with a global id: `node(id:)` and `nodes(ids:)` fetch any of them by that id alone, as the viewer may see it. */
export type Node = {
  /** The global id: unique across every type of the API, stable for ever. */
  id: Scalars['ID']['output'];
};

/** Something that happened to the signed-in member. Only its recipient sees it (`node(id:)` answers null to anyone else). */
export type Notification = Node & {
  __typename?: 'Notification';
  /** The badge an ACHIEVEMENT notification announces; null for other types. */
  achievement: Maybe<AchievementKey>;
  /** Who did it; null for system notifications (achievements). */
  actor: Maybe<User>;
  /** The comment text (COMMENTED, REPLY), masked. */
  commentBody: Maybe<Scalars['String']['output']>;
  /** The comment it is about (COMMENTED, REPLY), when the recipient may still see its post. */
  commentId: Maybe<Scalars['ID']['output']>;
  /** When it happened. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The follow (request) it is about; answer requests with respondToFollowRequest. */
  followId: Maybe<Scalars['ID']['output']>;
  /** The global id; markNotificationRead takes it. */
  id: Scalars['ID']['output'];
  /** True for a follow request still waiting for an answer. */
  isPendingRequest: Scalars['Boolean']['output'];
  /** Whether the recipient has read it (opened it, or marked it or every one read). */
  isRead: Scalars['Boolean']['output'];
  /** The post it is about, when the recipient may still see it. */
  post: Maybe<Post>;
  /** The post content, masked. */
  postContent: Maybe<Scalars['String']['output']>;
  /** The id of `post`. */
  postId: Maybe<Scalars['ID']['output']>;
  /** The post title, masked. */
  postTitle: Maybe<Scalars['String']['output']>;
  /** For report_outcome: WARNED, BANNED or DISMISSED. Null for other types. */
  reportOutcome: Maybe<ReportStatus>;
  /** What happened. */
  type: NotificationType;
};

/** Some of the signed-in member's notifications changed, on any device or tab. */
export type NotificationChange = {
  __typename?: 'NotificationChange';
  /** What happened to them. */
  kind: NotificationChangeKind;
  /** The notifications concerned; empty for ALL_READ (every one). */
  notificationIds: Array<Scalars['ID']['output']>;
  /** Unread notifications as counted when this event is delivered (the same number as `unreadNotificationCount`); a replayed event carries the count of the moment it is replayed. */
  unreadCount: Scalars['Int']['output'];
};

/** What happened to some of the signed-in member's existing notifications. */
export type NotificationChangeKind =
  /** Every notification was marked read (`notificationIds` is empty). */
  | 'ALL_READ'
  /** Marked read (by the member, on any device, or when a follow request was approved). */
  | 'READ'
  /** Withdrawn: the action behind them was undone or deleted (an unlike, an unfollow, a cancelled or declined request, a deleted post or comment). */
  | 'REMOVED'
  /** Marked unread again. */
  | 'UNREAD';

/** A page of the signed-in member’s notifications, newest first, with the unread count. */
export type NotificationConnection = {
  __typename?: 'NotificationConnection';
  /** The items of this page with their cursors. */
  edges: Array<NotificationEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<Notification>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** Unread notifications of every type (whatever the filter). */
  unreadCount: Scalars['Int']['output'];
};

/** One Notification of a page, with its cursor. */
export type NotificationEdge = {
  __typename?: 'NotificationEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The Notification. */
  node: Notification;
};

/** Which of the signed-in member’s notifications a list shows (the chips of the notifications screen). */
export type NotificationFilter =
  /** Every notification, of every type. */
  | 'ALL'
  /** Follows, follow requests and accepted requests (FOLLOW, FOLLOW_REQUEST, FOLLOW_ACCEPTED). */
  | 'FOLLOW'
  /** Likes only (LIKE). */
  | 'LIKES';

/** What a notification tells its recipient. */
export type NotificationType =
  /** The recipient earned the badge `achievement` (no actor). */
  | 'ACHIEVEMENT'
  /** `actor` commented on the recipient’s `post` (`commentBody`). */
  | 'COMMENTED'
  /** `actor` follows the recipient now (a public member followed, or a request approved). */
  | 'FOLLOW'
  /** `actor`, a private member, approved the recipient’s follow request. */
  | 'FOLLOW_ACCEPTED'
  /** `actor` asked to follow the private recipient; answer it with respondToFollowRequest while `isPendingRequest`. */
  | 'FOLLOW_REQUEST'
  /** `actor` liked the recipient’s `post`. */
  | 'LIKE'
  /** `actor` replied to the recipient’s comment under `post` (`commentBody`). */
  | 'REPLY'
  /** A moderator banned the recipient’s `post` (no actor). */
  | 'REPORTED'
  /** A moderator decided the recipient’s report about `post`: see `reportOutcome` (no actor). */
  | 'REPORT_OUTCOME'
  /** A moderator warned the recipient about their `post` (no actor). */
  | 'WARN';

/** A third-party app the signed-in member registered for OAuth 2, seen by that member only (`node(id:)` answers null to anyone else). A member has at most 20. */
export type OAuthApp = Node & {
  __typename?: 'OAuthApp';
  /** The public `client_id` the app sends (`clapp_…`). */
  clientId: Scalars['String']['output'];
  /** Whether the app has a client secret (a server that can keep one); a public app (browser, mobile) proves itself with PKCE alone. */
  confidential: Scalars['Boolean']['output'];
  /** When the app was registered. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The global id; `deleteOAuthApp(id:)` takes it. */
  id: Scalars['ID']['output'];
  /** The name members see on the consent screen (1 to 100 characters). */
  name: Scalars['String']['output'];
  /** The exact redirect URIs (1 to 10) an authorization request may name, character for character: https://, or http:// on localhost, 127.0.0.1 or [::1]. */
  redirectUris: Array<Scalars['String']['output']>;
};

/** The parameters of `GET /oauth/authorize`, passed on by the consent screen as the app sent them (the server checks them). */
export type OAuthAuthorizationInput = {
  /** `client_id`: the app’s `OAuthApp.clientId`. */
  clientId: Scalars['String']['input'];
  /** `code_challenge`: BASE64URL(SHA-256(code_verifier)), 43 characters. Required. */
  codeChallenge?: InputMaybe<Scalars['String']['input']>;
  /** `code_challenge_method`: `S256`, the only one accepted. Required. */
  codeChallengeMethod?: InputMaybe<Scalars['String']['input']>;
  /** `redirect_uri`: one of the app’s registered URIs, exactly. */
  redirectUri: Scalars['String']['input'];
  /** `response_type`: `CODE` for the `code` the app sent, the only one supported. */
  responseType: OAuthResponseType;
  /** `scope`: space-separated `read`, `write`, `notifications`; none means `read`. */
  scope?: InputMaybe<Scalars['String']['input']>;
  /** `state`, returned to the app unchanged: at most 500 printable ASCII characters. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** What the consent screen shows the signed-in member about an app’s authorization request. */
export type OAuthAuthorizationRequest = {
  __typename?: 'OAuthAuthorizationRequest';
  /** True when the member already allowed this app every scope asked for and that grant is still alive (not revoked under Authorized apps): the consent screen then allows at once, without asking again. */
  alreadyAllowed: Scalars['Boolean']['output'];
  /** The app’s name. */
  appName: Scalars['String']['output'];
  /** The username of the member who registered the app. */
  developer: Scalars['String']['output'];
  /** Where the browser goes back to after Allow or Deny. */
  redirectUri: Scalars['String']['output'];
  /** The scopes the app asks for (never ADMIN), in the order READ, WRITE, NOTIFICATIONS. */
  scopes: Array<AccessTokenScope>;
};

/** What an authorization request asks for (`response_type`): this API issues authorization codes only. */
export type OAuthResponseType =
  /** `response_type=code`: an authorization code, exchanged with its PKCE verifier at `POST /oauth/token`. */
  | 'CODE';

/** Where a page of a connection stands in the whole list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The last item's cursor, to pass as `after` for the next page; null when the page is empty. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Whether more items follow: ask again with `after: endCursor`. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items come before this page: true when it was asked `after` a cursor (or `before` one, with items behind it). */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The first item's cursor; null when the page is empty. */
  startCursor: Maybe<Scalars['String']['output']>;
};

/** A populated place (GeoNames gazetteer by default) or a country in region mode. */
export type Place = {
  __typename?: 'Place';
  /** First-level region (state or province) when known. */
  admin: Maybe<Scalars['String']['output']>;
  /** Country name in English. */
  country: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2 code. */
  countryCode: Scalars['String']['output'];
  /** The gazetteer id (GeoNames), or the remote geocoder's. */
  id: Scalars['ID']['output'];
  /** What to show in a list, e.g. "Manila, Philippines". */
  label: Scalars['String']['output'];
  /** Latitude in degrees (WGS 84). */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees (WGS 84). */
  longitude: Scalars['Float']['output'];
  /** The name of the place (or of the country in region mode). */
  name: Scalars['String']['output'];
  /** Inhabitants as the gazetteer knows them (0 when unknown). */
  population: Scalars['Int']['output'];
  /** Place types, e.g. 'locality', 'capital', 'admin-seat', 'country'. */
  types: Array<Scalars['String']['output']>;
};

/** Where places, directions and the basemap come from, for the credits line. */
export type PlacesInfo = {
  __typename?: 'PlacesInfo';
  /** The credits line to show under maps and place lists. */
  attribution: Scalars['String']['output'];
  /** Straight legs or a routing service. */
  directionsSource: DirectionsSource;
  /** Offline gazetteer or remote geocoder. */
  placesSource: PlacesSource;
};

/** Where place search and reverse geocoding answer from. */
export type PlacesSource =
  /** The offline GeoNames gazetteer shipped with the app. */
  | 'GAZETTEER'
  /** The geocoder set by PLACES_URL. */
  | 'REMOTE';

/** A cultural post. Visible per the privacy rule: public authors, accepted followers of private ones, the author and admins. */
export type Post = Node & {
  __typename?: 'Post';
  /** Who published it. */
  author: User;
  /** What the post is about: one of the 20 categories. */
  category: PostCategory;
  /** How many comments and replies it has. */
  commentCount: Scalars['Int']['output'];
  /** Comments and replies, oldest first, a page at a time (`after` reads the newer ones); `totalCount` is its commentCount. */
  comments: CommentConnection;
  /** Banned words are masked with asterisks. */
  content: Scalars['String']['output'];
  /** The country the post is about, as its author wrote it. */
  country: Scalars['String']['output'];
  /** When it was published. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The first photo described by its author for people who cannot see it (its photos[0].description); empty when none was written. */
  imageAlt: Scalars['String']['output'];
  /** A 320 px thumbnail of the first photo, or null. */
  imageThumbUrl: Maybe<Scalars['String']['output']>;
  /** The first photo under /uploads, or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Banned posts are visible only to their author and administrators. */
  isBanned: Scalars['Boolean']['output'];
  /** Whether the signed-in member saved this post to their bookmarks (false for guests). */
  isBookmarked: Scalars['Boolean']['output'];
  /** Whether the viewer likes this post (false for guests). */
  isLiked: Scalars['Boolean']['output'];
  /** An administrator warned the author about this post. */
  isWarned: Scalars['Boolean']['output'];
  /** The attached itinerary, or null (also when it was deleted or the viewer may not see it). */
  itinerary: Maybe<ItinerarySummary>;
  /** One of the author's itineraries, or null. */
  itineraryId: Maybe<Scalars['ID']['output']>;
  /** How many members like it. */
  likeCount: Scalars['Int']['output'];
  /** The members who like this post, the most recent like first; `totalCount` is its likeCount. */
  likers: PostLikerConnection;
  /** Its photos in their order, at most 4, each with its description (the first is imageUrl). */
  photos: Array<PostPhoto>;
  /** Banned words are masked with asterisks. */
  title: Scalars['String']['output'];
  /** When its author last changed it (its publication time when they never did). */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Whether the viewer may delete this post (its author alone). */
  viewerCanDelete: Scalars['Boolean']['output'];
  /** Whether the viewer may edit this post (its author alone). */
  viewerCanEdit: Scalars['Boolean']['output'];
  /** Whether the viewer may report this post: any signed-in member but its author. */
  viewerCanReport: Scalars['Boolean']['output'];
};


/** A cultural post. Visible per the privacy rule: public authors, accepted followers of private ones, the author and admins. */
export type PostCommentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A cultural post. Visible per the privacy rule: public authors, accepted followers of private ones, the author and admins. */
export type PostLikersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Which new posts `postAdded` reports. */
export type PostAddedScope =
  /** Members only: the viewer's and those of members the viewer follows (accepted). */
  | 'FOLLOWING'
  /** Every post the viewer's feed would include (for a guest, the public ones). */
  | 'HOME'
  /** The posts anyone, a guest included, may read. */
  | 'PUBLIC';

/** The cultural category of a post, one of 20. Forms show it in words (`FOOD` is 'Food'): `postCategories` lists each with its words, in the order forms show them. */
export type PostCategory =
  /** 'Architecture': Buildings, monuments, town planning and building styles. */
  | 'ARCHITECTURE'
  /** 'Art': Painting, sculpture, photography and other visual arts. */
  | 'ART'
  /** 'Cinema': Films, film makers and the screen. */
  | 'CINEMA'
  /** 'Crafts': Handicrafts and the skills of making things by hand. */
  | 'CRAFTS'
  /** 'Cuisine': Cooking styles, recipes and regional cuisines as a whole. */
  | 'CUISINE'
  /** 'Dance': Dances and dance traditions. */
  | 'DANCE'
  /** 'Education': Schools, learning and passing on knowledge. */
  | 'EDUCATION'
  /** 'Fashion': Clothing, dress, textiles and adornment. */
  | 'FASHION'
  /** 'Festivals': Celebrations, holidays and their events. */
  | 'FESTIVALS'
  /** 'Folklore': Folk tales, beliefs, songs and customs of the people. */
  | 'FOLKLORE'
  /** 'Food': Dishes, ingredients, street food and ways of eating. */
  | 'FOOD'
  /** 'History': Past events, people and places, and how they are remembered. */
  | 'HISTORY'
  /** 'Language': Languages, dialects, words and writing systems. */
  | 'LANGUAGE'
  /** 'Literature': Books, poetry, writers and storytelling in writing. */
  | 'LITERATURE'
  /** 'Music': Songs, instruments, genres and musicians. */
  | 'MUSIC'
  /** 'Mythology': Myths, legends, gods and heroes. */
  | 'MYTHOLOGY'
  /** 'Religion': Faiths, beliefs, places of worship and their practices. */
  | 'RELIGION'
  /** 'Sports': Games, sports and their traditions. */
  | 'SPORTS'
  /** 'Technology': Inventions, tools and how technology meets culture. */
  | 'TECHNOLOGY'
  /** 'Traditions': Customs, rites and everyday ways of doing things handed down the generations. */
  | 'TRADITIONS';

/** A post category with the words forms show for it. */
export type PostCategoryOption = {
  __typename?: 'PostCategoryOption';
  /** The category, as posts, inputs and filters name it. */
  category: PostCategory;
  /** What posts of this category are about, in one sentence. */
  description: Scalars['String']['output'];
  /** The category in words, as forms and the REST API show it (`'Food'`). */
  label: Scalars['String']['output'];
};

/** A change to a watched post, as the viewer may see it. */
export type PostChange = {
  __typename?: 'PostChange';
  /** The comment concerned, for the COMMENT_* kinds. */
  commentId: Maybe<Scalars['ID']['output']>;
  /** What changed. */
  kind: PostChangeKind;
  /** The post as it is now; null when REMOVED. */
  post: Maybe<Post>;
  /** The post that changed (also when REMOVED, when `post` is null). */
  postId: Scalars['ID']['output'];
};

/** What happened to a watched post. */
export type PostChangeKind =
  /** `commentId` was added; `post.commentCount` is the new count. */
  | 'COMMENT_ADDED'
  /** `commentId` was deleted; `post.commentCount` is the new count. */
  | 'COMMENT_DELETED'
  /** `commentId` has a new text. */
  | 'COMMENT_EDITED'
  /** The viewer may no longer see it: deleted by its author, or banned by a moderator. `post` is null. */
  | 'REMOVED'
  /** Its title, content or image was edited, or a moderator warned it or lifted its ban. */
  | 'UPDATED';

/** Posts newest first; pass pageInfo.endCursor as `after` for the next page. */
export type PostConnection = {
  __typename?: 'PostConnection';
  /** The items of this page with their cursors. */
  edges: Array<PostEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<Post>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One Post of a page, with its cursor. */
export type PostEdge = {
  __typename?: 'PostEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The Post. */
  node: Post;
};

/** Members who like a post, the most recent like first; pass pageInfo.endCursor as `after` for more. */
export type PostLikerConnection = {
  __typename?: 'PostLikerConnection';
  /** The items of this page with their cursors. */
  edges: Array<PostLikerEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<User>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** How many members like the post: its likeCount. */
  totalCount: Scalars['Int']['output'];
};

/** One PostLiker of a page, with its cursor. */
export type PostLikerEdge = {
  __typename?: 'PostLikerEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** A member who likes the post. */
  node: User;
};

/** One of a post's photos (at most 4), re-encoded, with its author's description. */
export type PostPhoto = {
  __typename?: 'PostPhoto';
  /** The photo described by its author for people who cannot see it; empty when none was written. */
  description: Scalars['String']['output'];
  /** The photo's id: pass it as `keep` in updatePost's photos to keep the photo. */
  id: Scalars['ID']['output'];
  /** Its place in the gallery, from 0 (the first is the post’s imageUrl). */
  position: Scalars['Int']['output'];
  /** A 320 px thumbnail of the photo under /uploads. */
  thumbUrl: Scalars['String']['output'];
  /** The photo under /uploads (WebP, at most 1600 px). */
  url: Scalars['String']['output'];
};

/** One photo of the gallery, in its order: a new `upload`, or `keep` one of the post’s photos (not both). */
export type PostPhotoInput = {
  /** Describes the photo (alt text), at most 1500 characters; null keeps a kept photo's. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** updatePost only: the id of one of the post’s photos to keep. */
  keep?: InputMaybe<Scalars['ID']['input']>;
  /** A new image of at most 5 MB (JPEG, PNG, WebP, GIF or AVIF); it is re-encoded. */
  upload?: InputMaybe<Scalars['Upload']['input']>;
};

/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type Query = {
  __typename?: 'Query';
  /** The signed-in member's personal access tokens that are not revoked (expired ones included), newest first: at most 50, the most a member may hold. Tokens of OAuth apps are under `authorizedApps`. */
  accessTokens: Array<AccessToken>;
  /** Administrators only: one member as the users screen shows them. An unknown id is NOT_FOUND. */
  adminUser: Maybe<AdminUser>;
  /** Administrators only: members, newest first, including deactivated ones and invited members whose setup is pending. */
  adminUsers: AdminUserConnection;
  /** The apps the signed-in member allowed to act for them (holding a live token of theirs), with scopes and last use, the most recently used first. */
  authorizedApps: AuthorizedAppConnection;
  /** The posts the signed-in member saved, the latest saved first (a private list); posts they may no longer see are left out. */
  bookmarks: PostConnection;
  /** An amount in another currency, with the rates in force; a missing rate leaves it unconverted (convertedOk false). Unknown currencies are BAD_USER_INPUT. */
  convertAmount: ConvertedAmount;
  /** Every ISO currency the server knows (about 160), by code. */
  currencies: Array<Currency>;
  /** Legs between consecutive points: driving when a routing service is configured, else straight lines. */
  directions: Array<DirectionsLeg>;
  /** Rates against USD: the pinned snapshot, or live rates when configured and reachable. */
  exchangeRates: ExchangeRates;
  /** Posts the viewer may see, newest first. */
  feed: PostConnection;
  /** Itineraries the viewer may see, newest first; `mine` keeps the viewer's own (members only). */
  itineraries: ItineraryConnection;
  /** An itinerary, or null when it does not exist or the viewer may not see it. */
  itinerary: Maybe<Itinerary>;
  /** The cursor of the newest live event. Read it together with the data a screen shows, then subscribe with `after: liveCursor`: whatever changed in between is replayed, so nothing falls between the read and the subscription. */
  liveCursor: Scalars['String']['output'];
  /**
   * The MapLibre style to load: MAP_STYLE_URL when set (and MAP_STYLE is not offline), else our offline style.
   * @deprecated Use mapStyles instead (the online default, its dark counterpart and the fallback), since 2026-12-02.
   */
  mapStyleUrl: Scalars['String']['output'];
  /** The map styles to choose from, online first (see MapStyles). */
  mapStyles: MapStyles;
  /** The signed-in member, or null for a guest. */
  me: Maybe<User>;
  /** Administrators only: every decision and report deletion (who, when, what), newest first. */
  moderationLog: ModerationDecisionConnection;
  /** The members the signed-in member blocked, the newest block first (to undo them). */
  myBlocks: MemberBlockConnection;
  /** The signed-in member's conversation with the moderators, or null before their first message. */
  myConversation: Maybe<SupportConversation>;
  /** The members the signed-in member muted whose mute still runs, the newest mute first (to undo them). */
  myMutes: MemberMuteConnection;
  /** The signed-in member's response, or null if they have not answered yet. */
  mySurveyResponse: Maybe<SurveyResponse>;
  /** Towns within a radius, nearest first. */
  nearbyTowns: Array<Place>;
  /** Any object by its global id, as the viewer may see it (the same rule as its own query); null when there is none or it is not for the viewer. */
  node: Maybe<Node>;
  /** Objects by their global ids (at most 100), in the order asked; null for each one there is not or the viewer may not see. */
  nodes: Array<Maybe<Node>>;
  /** The signed-in member's notifications, newest first, with the unread count of every type. */
  notifications: NotificationConnection;
  /** The OAuth apps the signed-in member registered, newest first: at most 20, the most a member may register. */
  oauthApps: Array<OAuthApp>;
  /** Checks an authorization request for the consent screen (from a signed-in session only: FORBIDDEN with a token). NOT_FOUND for an unknown client; BAD_USER_INPUT, naming the parameter, for an unregistered redirect URI, a response type other than `code`, a missing S256 challenge, a bad state or an unknown scope. Once the app and its redirect URI are known, the error also carries `extensions.redirectTo`: the app’s redirect URI with `error=` and `state` (RFC 6749 §4.1.2.1), where the screen sends the browser. */
  oauthAuthorizationRequest: OAuthAuthorizationRequest;
  /** Autocomplete: ranked by name match (exact, prefix, word prefix, substring), then population. region: countries by name. */
  placeSearch: Array<Place>;
  /** Attribution and sources of places and directions. */
  placesInfo: PlacesInfo;
  /** A post, or null when it does not exist or the viewer may not see it. */
  post: Maybe<Post>;
  /** The 20 categories a post may have, each with its words, in the order forms show them. */
  postCategories: Array<PostCategoryOption>;
  /** Where the caller stands in its credential's budget (the member's web sessions, a personal access token, an OAuth app, else the address). Free: a query of only `rateLimit` is not charged and costs 0. */
  rateLimit: RateLimit;
  /** The questions served to the signed-in member in the last hour and the allowance, without spending a fetch (the page opened again). */
  recentTrivia: TriviaBatch;
  /** Administrators only: one report. An unknown id is NOT_FOUND. */
  report: Maybe<Report>;
  /** Administrators only: reports, newest first, optionally of one status. */
  reports: ReportConnection;
  /** The nearest known place to a position. */
  reverseGeocode: Maybe<Place>;
  /** Searches members (username, full name) and posts (title, content, country, category) for a text; select the lists you need from the result, each paged on its own. Guests find public posts only. */
  search: SearchResult;
  /** Every support conversation, latest activity first, with its unread counts (administrators only: FORBIDDEN for members). */
  supportInbox: SupportConversationConnection;
  /** The messages of a support conversation, read backwards like a chat: the latest `last` of them (oldest first within the page), then earlier ones with `before: pageInfo.startCursor` while `pageInfo.hasPreviousPage`. The member's own conversation, or any one for administrators; empty before the member's first message. */
  supportMessages: SupportMessageConnection;
  /** The 6 statements of the usability survey, in order; to anyone. */
  surveyQuestions: Array<SurveyQuestion>;
  /** Administrators only: every response with its respondent, newest first. */
  surveyResponses: SurveyResponseConnection;
  /** Administrators only: totals over every response. */
  surveyStats: SurveyStats;
  /** How many of the 10 hourly trivia fetches the signed-in member has used. */
  triviaAllowance: TriviaAllowance;
  /** The signed-in member's unread notifications, of every type. */
  unreadNotificationCount: Scalars['Int']['output'];
  /** A member by id; null when there is none, or it is deactivated and the viewer is not an administrator. */
  user: Maybe<User>;
  /** A member by username, in any letter case; null when there is none, or it is deactivated and the viewer is not an administrator. */
  userByUsername: Maybe<User>;
  /** One member's posts the viewer may see, newest first (empty for a private member the viewer does not follow). */
  userPosts: PostConnection;
  /** The signed-in member's webhooks, newest first: at most 10, the most a member may hold. */
  webhooks: Array<Webhook>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryAdminUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryAuthorizedAppsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryBookmarksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryConvertAmountArgs = {
  amount: MoneyInput;
  to: Scalars['String']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryDirectionsArgs = {
  points: Array<LatLngInput>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryFeedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryItinerariesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  mine?: Scalars['Boolean']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryItineraryArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryModerationLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryMyBlocksArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryMyMutesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryNearbyTownsArgs = {
  latitude: Scalars['Float']['input'];
  limit?: Scalars['Int']['input'];
  longitude: Scalars['Float']['input'];
  radiusMeters?: Scalars['Int']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryNodeArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryNodesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: NotificationFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryOauthAuthorizationRequestArgs = {
  input: OAuthAuthorizationInput;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryPlaceSearchArgs = {
  limit?: Scalars['Int']['input'];
  region?: Scalars['Boolean']['input'];
  text: Scalars['String']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryPostArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryReportArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryReportsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportStatus>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryReverseGeocodeArgs = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QuerySearchArgs = {
  text: Scalars['String']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QuerySupportInboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QuerySupportMessagesArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  conversationId?: InputMaybe<Scalars['ID']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QuerySurveyResponsesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryUserByUsernameArgs = {
  username: Scalars['String']['input'];
};


/** Everything a client can read. Most fields need a signed-in member (a session or an access token with READ); a few answer guests too. Lists that grow are connections (`first`/`after`). */
export type QueryUserPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};

/** Where the caller stands in its credential's budget, as the `RateLimit-*` headers say. */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** Whose budget this is: web sessions, a token, an app or a guest. */
  budget: RateLimitBudget;
  /** Cost points allowed per window (each operation is charged its cost, at least 1; each REST call 1). */
  limit: Scalars['Int']['output'];
  /** The most one operation may cost (see `extensions.cost` of every answer). */
  queryCostLimit: Scalars['Int']['output'];
  /** Cost points left in the current window. */
  remaining: Scalars['Int']['output'];
  /** When the window starts afresh (`remaining` is back to `limit`). */
  resetAt: Scalars['DateTimeISO']['output'];
  /** The length of a window, in seconds. */
  windowSeconds: Scalars['Int']['output'];
};

/** Whose budget a request is charged to. */
export type RateLimitBudget =
  /** One OAuth app acting for one member. */
  | 'APP'
  /** A caller without credentials, by address. */
  | 'GUEST'
  /** One personal access token. */
  | 'TOKEN'
  /** The signed-in member's web sessions, all together. */
  | 'WEB';

/** Where the exchange rates come from. */
export type RateSource =
  /** The live rates document set by EXCHANGE_RATES_URL, cached for an hour. */
  | 'LIVE'
  /** The rates shipped with the app (used when no live source is set or reachable). */
  | 'SNAPSHOT';

/** A new OAuth app. */
export type RegisterOAuthAppInput = {
  /** True for a server that can keep a client secret (shown once, in the payload); default false (a public app, PKCE only). */
  confidential?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name members see on the consent screen, 1 to 100 characters (trimmed). */
  name: Scalars['String']['input'];
  /** 1 to 10 exact redirect URIs of at most 2000 characters: https://, or http://localhost, http://127.0.0.1 or http://[::1] for development; no #fragment, no user name or password. */
  redirectUris: Array<Scalars['String']['input']>;
};

/** What registerOAuthApp did. */
export type RegisterOAuthAppPayload = {
  __typename?: 'RegisterOAuthAppPayload';
  /** The new app; null when userErrors says why not. */
  app: Maybe<OAuthApp>;
  /** The client secret of a confidential app (`clcs_…`), shown this once (only its SHA-256 is kept); null for a public app, and when userErrors says why not. */
  clientSecret: Maybe<Scalars['String']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A member's report of a post. Administrators read every report (`reports`, `report(id:)`, `node(id:)`, which answers null to anyone else); a reporter gets their own back from reportPost. */
export type Report = Node & {
  __typename?: 'Report';
  /** Why the post was reported. */
  category: ReportCategory;
  /** The label of the category, as the wizard shows it. */
  categoryLabel: Scalars['String']['output'];
  /** When the report was sent. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When an administrator decided it; null while OPEN. */
  decidedAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The administrator who decided; null while OPEN or once their account is deleted. */
  decidedBy: Maybe<User>;
  /** What the reporter wrote (trimmed, 1 to 2000 characters). */
  details: Scalars['String']['output'];
  /** The global id: unique across every type of the API, stable for ever. */
  id: Scalars['ID']['output'];
  /** The reported post; null once it was deleted. */
  post: Maybe<Post>;
  /** The post's author; null once their account is deleted. */
  postAuthor: Maybe<User>;
  /** The id the reported post had (kept after deletion). */
  postId: Scalars['ID']['output'];
  /** The title the post had when reported (kept after deletion). */
  postTitle: Scalars['String']['output'];
  /** The member who reported the post. */
  reporter: User;
  /** Where the report stands. */
  status: ReportStatus;
};

/** Why a post is reported: the four reasons of the report wizard, in its order. */
export type ReportCategory =
  /** 'Adult Content' (its `categoryLabel`). */
  | 'ADULT_CONTENT'
  /** 'Bullying, harassment or abuse' (its `categoryLabel`). */
  | 'BULLYING_HARASSMENT'
  /** 'Scam or false information' (its `categoryLabel`). */
  | 'SCAM_FALSE_INFORMATION'
  /** 'Violent, hateful, or disturbing content' (its `categoryLabel`). */
  | 'VIOLENT_HATEFUL_DISTURBING';

/** Reports, newest first; pass pageInfo.endCursor as `after` for the next page. */
export type ReportConnection = {
  __typename?: 'ReportConnection';
  /** The items of this page with their cursors. */
  edges: Array<ReportEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<Report>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page together). Counted only when asked for. */
  totalCount: Scalars['Int']['output'];
};

/** One Report of a page, with its cursor. */
export type ReportEdge = {
  __typename?: 'ReportEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The Report. */
  node: Report;
};

/** What reportPost answers. */
export type ReportPostPayload = {
  __typename?: 'ReportPostPayload';
  /** The report sent; null when userErrors says why not. */
  report: Maybe<Report>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** Where a report stands: OPEN until an administrator decides it. */
export type ReportStatus =
  /** The post is hidden from everyone but its author and administrators; its author was told. */
  | 'BANNED'
  /** Closed without acting on the post. */
  | 'DISMISSED'
  /** Not decided yet (or reopened when a ban was lifted). */
  | 'OPEN'
  /** The post was kept and marked warned; its author was told. */
  | 'WARNED';

/** What requestPasswordReset did. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** The reset challenge, the same whether or not the address is a member’s (a code is mailed only if it is); null when userErrors says why not. */
  codeChallenge: Maybe<CodeChallenge>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What resendCode did. */
export type ResendCodePayload = {
  __typename?: 'ResendCodePayload';
  /** The challenge with its new code sent (the old code stops working); null when userErrors says why not. */
  codeChallenge: Maybe<CodeChallenge>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What resetPassword did. */
export type ResetPasswordPayload = {
  __typename?: 'ResetPasswordPayload';
  /** How many sessions of the member were ended (all of them: sign in with the new password); null when userErrors says why not. */
  endedSessionCount: Maybe<Scalars['Int']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What respondToFollowRequest did. */
export type RespondToFollowRequestPayload = {
  __typename?: 'RespondToFollowRequestPayload';
  /** True: approved (the requester follows now); false: declined. Null when userErrors says why not. */
  approved: Maybe<Scalars['Boolean']['output']>;
  /** The signed-in member’s accepted followers now; null when userErrors says why not. */
  followerCount: Maybe<Scalars['Int']['output']>;
  /** Who asked; null when userErrors says why not. */
  requester: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What revokeAccessToken did. */
export type RevokeAccessTokenPayload = {
  __typename?: 'RevokeAccessTokenPayload';
  /** The id of the token revoked (it stopped working and its sockets were closed); null when userErrors says why not. */
  revokedAccessTokenId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What revokeAppAuthorization did. */
export type RevokeAppAuthorizationPayload = {
  __typename?: 'RevokeAppAuthorizationPayload';
  /** The id of the app whose access was taken back (its tokens for the member died and their sockets closed); null when userErrors says why not. */
  revokedAppId: Maybe<Scalars['ID']['output']>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** Posts the viewer may see that match the text, best matches first; pass pageInfo.endCursor as `after` for the next ones. */
export type SearchPostConnection = {
  __typename?: 'SearchPostConnection';
  /** The items of this page with their cursors. */
  edges: Array<SearchPostEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<Post>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One SearchPost of a page, with its cursor. */
export type SearchPostEdge = {
  __typename?: 'SearchPostEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** A post whose title, content, country or category matches. */
  node: Post;
};

/** What `search` found for a text (at most 100 characters): members and the posts the viewer may see, each list best matches first and paged on its own. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** Posts the viewer may see whose title, content, country or category matches (words as prefixes, a title partly or despite a typo). */
  posts: SearchPostConnection;
  /** Members whose username or full name matches (partly, any letter case, despite a typo). */
  users: SearchUserConnection;
};


/** What `search` found for a text (at most 100 characters): members and the posts the viewer may see, each list best matches first and paged on its own. */
export type SearchResultPostsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** What `search` found for a text (at most 100 characters): members and the posts the viewer may see, each list best matches first and paged on its own. */
export type SearchResultUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Members matching the text, best matches first; pass pageInfo.endCursor as `after` for the next ones. Deactivated members are never found. */
export type SearchUserConnection = {
  __typename?: 'SearchUserConnection';
  /** The items of this page with their cursors. */
  edges: Array<SearchUserEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<User>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One SearchUser of a page, with its cursor. */
export type SearchUserEdge = {
  __typename?: 'SearchUserEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** A member whose username or full name matches. */
  node: User;
};

/** What sendSupportMessage did. */
export type SendSupportMessagePayload = {
  __typename?: 'SendSupportMessagePayload';
  /** The message sent (the bot's answer, if any, comes after it in the conversation); null when userErrors says why not. */
  message: Maybe<SupportMessage>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What sendTestWebhook did. */
export type SendTestWebhookPayload = {
  __typename?: 'SendTestWebhookPayload';
  /** The test delivery queued (`WEBHOOK_TEST`, one try); null when userErrors says why not. */
  delivery: Maybe<WebhookDelivery>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What setPrivacy did. */
export type SetPrivacyPayload = {
  __typename?: 'SetPrivacyPayload';
  /** The signed-in member with `isPrivate` as it is now; null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What setUserActive answers. */
export type SetUserActivePayload = {
  __typename?: 'SetUserActivePayload';
  /** The member with their new activity; null when userErrors says why not. */
  user: Maybe<AdminUser>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A new member’s details; every field is checked, each error names its field. */
export type SignUpInput = {
  /** The member’s country, in their own words: 1 to 120 characters (trimmed). */
  country: Scalars['String']['input'];
  /** An e-mail address (at most 254 characters), kept lower-cased; no other member may have it. The code is mailed to it. */
  email: Scalars['String']['input'];
  /** The name the member goes by: 1 to 100 characters (trimmed). */
  fullName: Scalars['String']['input'];
  /** 8 to 128 characters with a capital letter, a digit and a symbol. */
  password: Scalars['String']['input'];
  /** The password again; it must match `password`. */
  passwordConfirmation: Scalars['String']['input'];
  /** The handle: 3 to 30 letters, digits, _ and .; unique whatever the letter case. */
  username: Scalars['String']['input'];
};

/** What startSignUp did. */
export type StartSignUpPayload = {
  __typename?: 'StartSignUpPayload';
  /** The pending sign-up, whose code was e-mailed; null when userErrors says why not. */
  codeChallenge: Maybe<CodeChallenge>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A place on an itinerary, in `position` order; visible to whoever may see its itinerary. */
export type Stop = Node & {
  __typename?: 'Stop';
  /** Its address; empty when none was given. */
  address: Scalars['String']['output'];
  /** What the stop costs, in the currency its author chose. */
  budget: Money;
  /** The 1-based day of the itinerary it belongs to. */
  day: Scalars['Int']['output'];
  /** What to do or see there; empty when none was written. */
  description: Scalars['String']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The photo described by its author for people who cannot see it; empty when none was written. */
  imageAlt: Scalars['String']['output'];
  /** Absolute URL of a photo of the stop, or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Latitude in degrees (WGS 84). */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees (WGS 84). */
  longitude: Scalars['Float']['output'];
  /** The name of the place. */
  name: Scalars['String']['output'];
  /** 0-based order within the itinerary. */
  position: Scalars['Int']['output'];
  /** The instant of the planned time on its day's date; null without a time or a start date. */
  startsAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The planned time (HH:MM, 24-hour) on the place's clock (see timeZone), or null. */
  time: Maybe<Scalars['String']['output']>;
  /** The IANA time zone of the place (e.g. Asia/Tokyo), found from its coordinates. */
  timeZone: Scalars['String']['output'];
  /** Place types (e.g. 'museum', 'locality'); the web shows the first 3. */
  types: Array<Scalars['String']['output']>;
};

/** A stop as its author writes it. */
export type StopInput = {
  /** Its address, optional. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** What the stop costs: 0 or more, in a known currency (the itinerary's, or any other). */
  budget: MoneyInput;
  /** The 1-based day it belongs to, within the itinerary's days; left out or null: the last day for a new stop, the same day for an edited one. */
  day?: InputMaybe<Scalars['Int']['input']>;
  /** What to do or see there, optional. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Describes the photo (alt text), at most 1500 characters; left out or null keeps the current one. */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
  /** Latitude in degrees, -90 to 90. */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees, -180 to 180. */
  longitude: Scalars['Float']['input'];
  /** The name of the place (required). */
  name: Scalars['String']['input'];
  /** A planned time HH:MM (24-hour) on the place's clock; '' clears it; left out or null keeps the current one. */
  time?: InputMaybe<Scalars['String']['input']>;
  /** Place types, optional (from the place search). */
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What addStop or updateStop did. */
export type StopPayload = {
  __typename?: 'StopPayload';
  /** Its itinerary as it is now (stops renumbered); null when userErrors says why not. */
  itinerary: Maybe<Itinerary>;
  /** The stop as it is now; null when userErrors says why not. */
  stop: Maybe<Stop>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What submitSurvey did. */
export type SubmitSurveyPayload = {
  __typename?: 'SubmitSurveyPayload';
  /** The response stored; null when userErrors says why not. */
  surveyResponse: Maybe<SurveyResponse>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Each change to a follow the signed-in member is one side of (asked, followed, approved, declined, unfollowed or cancelled), with the pair's status and both members' follow numbers now; only the two members hear it. */
  followChanged: FollowChange;
  /** Each new notification of the signed-in member, as soon as it is committed (from any API process). */
  notificationAdded: Notification;
  /** Changes to the signed-in member's existing notifications, made on any device or tab, each with the unread count it leaves: withdrawn (REMOVED), READ, UNREAD, ALL_READ. New ones arrive through `notificationAdded`. */
  notificationChanged: NotificationChange;
  /** New posts as they are published: FOLLOWING (the default; members only) by members the viewer follows and by the viewer; HOME every post the viewer's feed would include; PUBLIC the posts anyone, guests included, may read. `country` and `category` narrow the stream. */
  postAdded: Post;
  /** Edits, removals (deleted or banned) and comment changes of `postIds` (at most 100), for viewers who may see them; REMOVED also reaches those who saw the post before. */
  postChanged: PostChange;
  /** The post, with its new likeCount, each time someone likes or unlikes one of `postIds` (at most 100) that the viewer may see. */
  postLikeChanged: Post;
  /** Administrators only: each new report as soon as it is committed. Members and guests are refused. */
  reportAdded: Report;
  /** Administrators only: each report as soon as it is decided (warned, banned, dismissed, or opened again by liftBan). Members and guests are refused. */
  reportDecided: Report;
  /** New support messages: a member gets those of their own conversation; an administrator those of every conversation, or of the one given. */
  supportMessageAdded: SupportMessage;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionFollowChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionNotificationAddedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionNotificationChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionPostAddedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  category?: InputMaybe<PostCategory>;
  country?: InputMaybe<Scalars['String']['input']>;
  scope?: PostAddedScope;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionPostChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  postIds: Array<Scalars['ID']['input']>;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionPostLikeChangedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  postIds: Array<Scalars['ID']['input']>;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionReportAddedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionReportDecidedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
};


/** Live events over WebSocket (graphql-ws at `/graphql`): each delivers what its audience may see, and most resume from a cursor (`after`) after a reconnection. */
export type SubscriptionSupportMessageAddedArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  conversationId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where a nearby suggestion comes from. */
export type SuggestionSource =
  /** A stop of another member's itinerary the viewer may see (most rated first). */
  | 'MEMBER_STOP'
  /** A town of the places gazetteer. */
  | 'TOWN';

/** A member's conversation with the moderators (one per member, opened by their first message). Seen by that member and by administrators only. */
export type SupportConversation = Node & {
  __typename?: 'SupportConversation';
  /** The global id: unique across every type of the API, stable for ever. */
  id: Scalars['ID']['output'];
  /** Its latest message; null while it has none. */
  lastMessage: Maybe<SupportMessage>;
  /** When its latest message was sent (the inbox is ordered by it, latest first). */
  lastMessageAt: Scalars['DateTimeISO']['output'];
  /** The member who wrote to the moderators. */
  member: User;
  /** Messages from moderators or the bot that the member has not read (0 or more). */
  unreadForMember: Scalars['Int']['output'];
  /** Messages from the member that no moderator has read (0 or more; the moderators share one mark). */
  unreadForModerators: Scalars['Int']['output'];
};

/** A page of the support inbox: conversations, latest activity first. */
export type SupportConversationConnection = {
  __typename?: 'SupportConversationConnection';
  /** The items of this page with their cursors. */
  edges: Array<SupportConversationEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<SupportConversation>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One SupportConversation of a page, with its cursor. */
export type SupportConversationEdge = {
  __typename?: 'SupportConversationEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The SupportConversation. */
  node: SupportConversation;
};

/** A message of a support conversation, from its member, a moderator (an administrator) or the country helper bot. Seen by the conversation's member and by administrators only. */
export type SupportMessage = Node & {
  __typename?: 'SupportMessage';
  /** Who wrote it: the member or the answering administrator; null for the helper bot (and for a deleted moderator). */
  author: Maybe<User>;
  /** The text, as written (trimmed): 1 to 2000 characters, line breaks kept. */
  body: Scalars['String']['output'];
  /** The id of the conversation the message belongs to. */
  conversationId: Scalars['ID']['output'];
  /** When it was sent; the conversation reads in this order, oldest first. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** Written by the country helper bot (its answer to a country question). */
  fromBot: Scalars['Boolean']['output'];
  /** Written by an administrator answering the member. */
  fromModerator: Scalars['Boolean']['output'];
  /** The global id: unique across every type of the API, stable for ever. */
  id: Scalars['ID']['output'];
};

/** A page of a support conversation, oldest first. Read backwards: the latest messages with `last`, then earlier ones with `before: pageInfo.startCursor` while `pageInfo.hasPreviousPage`. */
export type SupportMessageConnection = {
  __typename?: 'SupportMessageConnection';
  /** The items of this page with their cursors. */
  edges: Array<SupportMessageEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<SupportMessage>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One SupportMessage of a page, with its cursor. */
export type SupportMessageEdge = {
  __typename?: 'SupportMessageEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The SupportMessage. */
  node: SupportMessage;
};

/** How much a member agrees with a statement: Strongly Disagree (score 1) to Strongly Agree (score 5). */
export type SurveyAnswer =
  /** 'Agree', score 4. */
  | 'AGREE'
  /** 'Disagree', score 2. */
  | 'DISAGREE'
  /** 'Neutral', score 3. */
  | 'NEUTRAL'
  /** 'Strongly Agree', score 5. */
  | 'STRONGLY_AGREE'
  /** 'Strongly Disagree', score 1. */
  | 'STRONGLY_DISAGREE';

/** How often one answer was given, over every statement. */
export type SurveyAnswerCount = {
  __typename?: 'SurveyAnswerCount';
  /** The answer counted. */
  answer: SurveyAnswer;
  /** How many answers (over every statement of every response) were this one. */
  count: Scalars['Int']['output'];
  /** Its score, 1 to 5. */
  score: Scalars['Int']['output'];
};

/** One statement of the usability survey. */
export type SurveyQuestion = {
  __typename?: 'SurveyQuestion';
  /** Its place in the survey, 1 to 6. */
  number: Scalars['Int']['output'];
  /** The statement members agree or disagree with. */
  statement: Scalars['String']['output'];
};

/** A member's answers to the 6 statements (one response per member). Seen by its respondent and administrators (`node(id:)` answers null to anyone else). */
export type SurveyResponse = Node & {
  __typename?: 'SurveyResponse';
  /** The 6 answers, in statement order. */
  answers: Array<SurveyAnswer>;
  /** When the member answered. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The global id. */
  id: Scalars['ID']['output'];
  /** The member who answered. */
  respondent: User;
  /** The scores (1 to 5) of the answers, in statement order. */
  scores: Array<Scalars['Int']['output']>;
};

/** Survey responses, newest first; pass pageInfo.endCursor as `after` for older ones. */
export type SurveyResponseConnection = {
  __typename?: 'SurveyResponseConnection';
  /** The items of this page with their cursors. */
  edges: Array<SurveyResponseEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<SurveyResponse>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
  /** How many items the whole list holds (every page together). The same as `surveyStats.totalResponses`. */
  totalCount: Scalars['Int']['output'];
};

/** One SurveyResponse of a page, with its cursor. */
export type SurveyResponseEdge = {
  __typename?: 'SurveyResponseEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The SurveyResponse. */
  node: SurveyResponse;
};

/** Totals over every survey response, counted by the server. */
export type SurveyStats = {
  __typename?: 'SurveyStats';
  /** Mean score over every answer, rounded to 2 decimals; null when there is no response. */
  averageScore: Maybe<Scalars['Float']['output']>;
  /** All five answers in score order, with their counts. */
  countsByAnswer: Array<SurveyAnswerCount>;
  /** The answer given most often (a tie goes to the higher score); null when there is no response. */
  mostCommonAnswer: Maybe<SurveyAnswer>;
  /** How many members answered. */
  totalResponses: Scalars['Int']['output'];
};

/** How a leg between two points was worked out. */
export type TravelMode =
  /** A driving route from the routing service (DIRECTIONS_URL). */
  | 'DRIVING'
  /** A great-circle line, its duration estimated at 60 km/h (no routing service). */
  | 'STRAIGHT';

/** The signed-in member's trivia fetches in the last 60 minutes (a rolling window). */
export type TriviaAllowance = {
  __typename?: 'TriviaAllowance';
  /** How many fetches the window allows (10); one more is RATE_LIMITED. */
  fetchLimit: Scalars['Int']['output'];
  /** Fetches made in the last 60 minutes (0 to `fetchLimit`). */
  fetchesUsed: Scalars['Int']['output'];
  /** When the oldest fetch of the last hour stops counting (now when none counts). */
  resetsAt: Scalars['DateTimeISO']['output'];
};

/** Trivia questions with the member's allowance: the ten new ones a fetch served (`fetchTrivia`), or all those served in the last hour, oldest batch first (`recentTrivia`, which costs no fetch). */
export type TriviaBatch = {
  __typename?: 'TriviaBatch';
  /** How many fetches the window allows (10); one more is RATE_LIMITED. */
  fetchLimit: Scalars['Int']['output'];
  /** Fetches made in the last 60 minutes (0 to `fetchLimit`). */
  fetchesUsed: Scalars['Int']['output'];
  /** The questions, in the order served: ten from a fetch, at most 100 from `recentTrivia`. */
  questions: Array<TriviaQuestion>;
  /** When the oldest fetch of the last hour stops counting (now when none counts). */
  resetsAt: Scalars['DateTimeISO']['output'];
};

/** What a trivia question is about; the trivia page shows it in lower-case words above the question. */
export type TriviaCategory =
  /** 'general': Currencies, regions of the world, calling codes. */
  | 'GENERAL'
  /** 'mathematics': Comparing figures, such as areas in km². */
  | 'MATHEMATICS'
  /** 'people and places': Capitals, languages, demonyms, neighbours. */
  | 'PEOPLE_AND_PLACES'
  /** 'science and nature': Geography: coastlines and landlocked countries. */
  | 'SCIENCE_AND_NATURE';

/** A question generated from real country data, with its answer. */
export type TriviaQuestion = {
  __typename?: 'TriviaQuestion';
  /** Its answer, from the country data (the page hides it until asked). */
  answer: Scalars['String']['output'];
  /** What the question is about. */
  category: TriviaCategory;
  /** Stable: the same question always has the same id (its kind and the country's code, e.g. `capital:JPN`); not a global id, as questions are not stored objects. */
  id: Scalars['ID']['output'];
  /** The question, ending with a question mark. */
  question: Scalars['String']['output'];
};

/** What unblockMember did. */
export type UnblockMemberPayload = {
  __typename?: 'UnblockMemberPayload';
  /** The member no longer blocked. Null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What unbookmarkPost did. */
export type UnbookmarkPostPayload = {
  __typename?: 'UnbookmarkPostPayload';
  /** The post no longer saved; null when the viewer may no longer see it, or userErrors says why not. */
  post: Maybe<Post>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What unfollowUser did. */
export type UnfollowUserPayload = {
  __typename?: 'UnfollowUserPayload';
  /** The member no longer followed (or no longer asked): `followStatus` is NONE, `followerCount` the number now. Null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What unlikePost did. */
export type UnlikePostPayload = {
  __typename?: 'UnlikePostPayload';
  /** The post, no longer liked by the signed-in member, with its new likeCount; null when userErrors says why not. */
  post: Maybe<Post>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What unmuteMember did. */
export type UnmuteMemberPayload = {
  __typename?: 'UnmuteMemberPayload';
  /** The member no longer muted. Null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** Only the given fields change. */
export type UpdatePostInput = {
  /** A new text (same rules as CreatePostInput.content). */
  content?: InputMaybe<Scalars['String']['input']>;
  /** Describes the first photo (alt text); an empty string removes it. With `photos`, each has its own. */
  imageAlt?: InputMaybe<Scalars['String']['input']>;
  /** A new title (same rules as CreatePostInput.title). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** What updatePost did. */
export type UpdatePostPayload = {
  __typename?: 'UpdatePostPayload';
  /** The post as it is now; null when userErrors says why not. */
  post: Maybe<Post>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** The signed-in member’s details as they should be (send every one, changed or not) and the password. */
export type UpdateProfileInput = {
  /** The member’s country, in their own words: 1 to 120 characters (trimmed). */
  country: Scalars['String']['input'];
  /** The current password, to confirm the change. */
  currentPassword: Scalars['String']['input'];
  /** An e-mail address (at most 254 characters), kept lower-cased; no other member may have it. */
  email: Scalars['String']['input'];
  /** The name the member goes by: 1 to 100 characters (trimmed). */
  fullName: Scalars['String']['input'];
  /** The handle: 3 to 30 letters, digits, _ and .; unique whatever the letter case. */
  username: Scalars['String']['input'];
};

/** What updateProfile did. */
export type UpdateProfilePayload = {
  __typename?: 'UpdateProfilePayload';
  /** The signed-in member as they are now; null when userErrors says why not (then nothing changed). */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What updateUser answers. */
export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  /** The member as edited; null when userErrors says why not. */
  user: Maybe<AdminUser>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What uploadProfilePhoto did. */
export type UploadProfilePhotoPayload = {
  __typename?: 'UploadProfilePhotoPayload';
  /** The signed-in member with the new `photoUrl` and `photoThumbUrl`; null when userErrors says why not. */
  user: Maybe<User>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** A CulturaLink member. Anyone may see an active member (`node(id:)`, `user`, `userByUsername`); a deactivated one only administrators. A private member’s posts and followers are shown to their accepted followers only. */
export type User = Node & {
  __typename?: 'User';
  /** The counters the badges are reached by, derived from what the member did (undoing lowers them). */
  achievementCounters: AchievementCounters;
  /** The ten badges in the product’s order, locked or unlocked, with the member’s progress toward each. */
  achievements: Array<Achievement>;
  /** The country the member gave, as they wrote it (1 to 120 characters). */
  country: Scalars['String']['output'];
  /** When the account was created. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The member's e-mail address: for the member themselves and administrators only, null for anyone else. */
  email: Maybe<Scalars['String']['output']>;
  /** How the signed-in member follows this one: NONE for guests and for oneself. */
  followStatus: FollowStatus;
  /** How many members follow this one (accepted follows; a pending request does not count). */
  followerCount: Scalars['Int']['output'];
  /** The member's followers (accepted follows of active members), the newest follow first; empty when the viewer may not see a private member's posts (only the member, administrators and accepted followers may). */
  followers: UserConnection;
  /** How many members this one follows (accepted follows). */
  followingCount: Scalars['Int']['output'];
  /** The name the member goes by, 1 to 100 characters. */
  fullName: Scalars['String']['output'];
  /** The global id; `user(id:)` and `node(id:)` take it. */
  id: Scalars['ID']['output'];
  /** Whether the member is an administrator. */
  isAdmin: Scalars['Boolean']['output'];
  /** True when the signed-in member blocked this member (false for guests and for oneself). */
  isBlockedByViewer: Scalars['Boolean']['output'];
  /** True when the signed-in member follows this one (`followStatus` is FOLLOWING). */
  isFollowed: Scalars['Boolean']['output'];
  /** True when the signed-in member muted this member and the mute still runs (false for guests). */
  isMutedByViewer: Scalars['Boolean']['output'];
  /** Private members show their posts and followers to accepted followers only; following them asks. */
  isPrivate: Scalars['Boolean']['output'];
  /** A thumbnail of the profile photo (WebP, at most 320 px on its longer side), as an absolute URL; null when the member has none. */
  photoThumbUrl: Maybe<Scalars['String']['output']>;
  /** The profile photo (WebP, at most 1600 px on its longer side), as an absolute URL; null when the member has none. */
  photoUrl: Maybe<Scalars['String']['output']>;
  /** How many posts the member has published (banned ones not counted). */
  postCount: Scalars['Int']['output'];
  /** The unique handle, shown as @username: 3 to 30 letters, digits, _ and . (unique whatever the letter case). */
  username: Scalars['String']['output'];
};


/** A CulturaLink member. Anyone may see an active member (`node(id:)`, `user`, `userByUsername`); a deactivated one only administrators. A private member’s posts and followers are shown to their accepted followers only. */
export type UserFollowersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of members (a member’s followers, the newest follow first). */
export type UserConnection = {
  __typename?: 'UserConnection';
  /** The items of this page with their cursors. */
  edges: Array<UserEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<User>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One User of a page, with its cursor. */
export type UserEdge = {
  __typename?: 'UserEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The User. */
  node: User;
};

/** An expected failure of a mutation, in words people can read. */
export type UserError = {
  __typename?: 'UserError';
  /** What kind of failure it is, for programs. */
  code: UserErrorCode;
  /** The input field at fault as the mutation names it (`title`, `input.title` is `title`); null when none is. */
  field: Maybe<Scalars['String']['output']>;
  /** What went wrong, written for people (show it as it is). */
  message: Scalars['String']['output'];
};

/** Why a mutation refused the request; the same words as the error catalogue's codes. */
export type UserErrorCode =
  /** A value is missing, malformed, too long or breaks a rule; `field` names it. */
  | 'BAD_USER_INPUT'
  /** The request clashes with the current state (a name already taken, an item already in a list). */
  | 'CONFLICT'
  /** What the mutation acts on does not exist, or the viewer may not see it. */
  | 'NOT_FOUND'
  /** An uploaded file is larger than allowed. */
  | 'PAYLOAD_TOO_LARGE'
  /** An uploaded file is not an image the API takes (JPEG, PNG, WebP, GIF). */
  | 'UNSUPPORTED_MEDIA_TYPE';

/** What verifyCode did. */
export type VerifyCodePayload = {
  __typename?: 'VerifyCodePayload';
  /** The challenge, now `verified` (usable by resetPassword for 15 minutes); null when userErrors says why not. */
  codeChallenge: Maybe<CodeChallenge>;
  /** When the code was refused: why, and the tries left; null otherwise. */
  codeRejection: Maybe<CodeRejection>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** What warnReport answers. */
export type WarnReportPayload = {
  __typename?: 'WarnReportPayload';
  /** The report as the decision left it; null when userErrors says why not. */
  report: Maybe<Report>;
  /** Why the mutation did nothing; empty when it succeeded. Expected failures only: see the error codes. */
  userErrors: Array<UserError>;
};

/** An endpoint of the signed-in member that hears of the events it picked, each delivery signed with its secret; seen by its owner only (`node(id:)` answers null to anyone else). A member has at most 10. */
export type Webhook = Node & {
  __typename?: 'Webhook';
  /** False once disabled after 5 deliveries in a row failed every try (see `enableWebhook`). */
  active: Scalars['Boolean']['output'];
  /** Deliveries in a row that failed every try (tests not counted); it is disabled at 5, and a success starts again from 0. */
  consecutiveFailures: Scalars['Int']['output'];
  /** When it was created: it hears of events logged after that. */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The delivery log, newest first (tests included; kept 30 days). */
  deliveries: WebhookDeliveryConnection;
  /** When it was disabled; null while it is active. */
  disabledAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** Why it was disabled, in words for people: after 5 deliveries in a row failed every try, with the last error (free text, at most 300 characters; programs read `active` and `disabledAt`). Null while it is active. */
  disabledReason: Maybe<Scalars['String']['output']>;
  /** The events it hears of, at least one. */
  events: Array<WebhookEvent>;
  /** The global id; `sendTestWebhook`, `enableWebhook` and `deleteWebhook` take it. */
  id: Scalars['ID']['output'];
  /** The newest delivery (the first of `deliveries`); null when there is none yet. */
  lastDelivery: Maybe<WebhookDelivery>;
  /** The absolute https:// address deliveries are POSTed to (at most 2000 characters), as normalised. */
  url: Scalars['String']['output'];
};


/** An endpoint of the signed-in member that hears of the events it picked, each delivery signed with its secret; seen by its owner only (`node(id:)` answers null to anyone else). A member has at most 10. */
export type WebhookDeliveriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One event sent to a webhook, with how its tries went; seen by the webhook's owner only (`node(id:)` answers null to anyone else). Kept 30 days. */
export type WebhookDelivery = Node & {
  __typename?: 'WebhookDelivery';
  /** Tries made so far (at most 6; a test has one). */
  attempts: Scalars['Int']['output'];
  /** When the delivery was queued (the event was logged, or the test asked for). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** How long the last try took, in milliseconds; null before the first. */
  durationMs: Maybe<Scalars['Int']['output']>;
  /** Why the last try failed, in words (at most 500 characters); null when it did not. */
  error: Maybe<Scalars['String']['output']>;
  /** What the delivery carries. */
  event: WebhookDeliveryEvent;
  /** The global id; also the `CulturaLink-Delivery` header and the body's `id`, the same on every try (deduplicate with it). */
  id: Scalars['ID']['output'];
  /** When the last try was made; null before the first. */
  lastAttemptAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the next try is due, while one is scheduled; else null. */
  nextAttemptAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** The HTTP status the endpoint answered the last try with; null when no answer came. */
  responseStatus: Maybe<Scalars['Int']['output']>;
  /** Where the delivery stands. */
  status: WebhookDeliveryStatus;
};

/** A webhook's delivery log, newest first; pass pageInfo.endCursor as `after` for older ones. */
export type WebhookDeliveryConnection = {
  __typename?: 'WebhookDeliveryConnection';
  /** The items of this page with their cursors. */
  edges: Array<WebhookDeliveryEdge>;
  /** The items of this page (the same as `edges.node`). */
  nodes: Array<WebhookDelivery>;
  /** Whether more items follow, and the cursors to ask for them. */
  pageInfo: PageInfo;
};

/** One WebhookDelivery of a page, with its cursor. */
export type WebhookDeliveryEdge = {
  __typename?: 'WebhookDeliveryEdge';
  /** Where this item stands: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The WebhookDelivery. */
  node: WebhookDelivery;
};

/** What a delivery carries: one of the `WebhookEvent`s, or a test. Each value says the body's `event` (and the `CulturaLink-Event` header). */
export type WebhookDeliveryEvent =
  /** `notification.created`: The owner got a notification. */
  | 'NOTIFICATION_CREATED'
  /** `post.added`: A post the owner may see was published. */
  | 'POST_ADDED'
  /** `post.likeChanged`: The likes of a post the owner may see changed. */
  | 'POST_LIKE_CHANGED'
  /** `report.added`: A post was reported (administrators). */
  | 'REPORT_ADDED'
  /** `report.decided`: A report was decided (administrators). */
  | 'REPORT_DECIDED'
  /** `support.message_added`: A message in the owner's support conversation (administrators: in any conversation). */
  | 'SUPPORT_MESSAGE_ADDED'
  /** `webhook.test`: a test sent by `sendTestWebhook` (one try). */
  | 'WEBHOOK_TEST';

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** Every try failed (6 at most; a test has one), or the webhook was disabled before it was sent. */
  | 'FAILED'
  /** Not sent yet, or a try failed and another is scheduled (`nextAttemptAt`). */
  | 'PENDING'
  /** The endpoint answered 2xx. */
  | 'SUCCEEDED';

/** Events a webhook may hear of (what `createWebhook` picks); each value says the body's `event` (and the `CulturaLink-Event` header) of its deliveries, e.g. `post.added`. */
export type WebhookEvent =
  /** `notification.created`: The owner got a notification. */
  | 'NOTIFICATION_CREATED'
  /** `post.added`: A post the owner may see was published. */
  | 'POST_ADDED'
  /** `post.likeChanged`: The likes of a post the owner may see changed. */
  | 'POST_LIKE_CHANGED'
  /** `report.added`: A post was reported (administrators). */
  | 'REPORT_ADDED'
  /** `report.decided`: A report was decided (administrators). */
  | 'REPORT_DECIDED'
  /** `support.message_added`: A message in the owner's support conversation (administrators: in any conversation). */
  | 'SUPPORT_MESSAGE_ADDED';

export type CompleteAccountSetupMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type CompleteAccountSetupMutation = { __typename?: 'Mutation', completeAccountSetup: { __typename?: 'CompleteAccountSetupPayload', token: string | null, user: { __typename?: 'User', id: string, username: string, fullName: string, country: string, email: string | null, isPrivate: boolean, isAdmin: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string } | null, codeRejection: { __typename?: 'CodeRejection', reason: CodeRejectionReason, attemptsLeft: number | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type AdminReportFieldsFragment = { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null };

export type AdminReportsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminReportsQuery = { __typename?: 'Query', reports: { __typename?: 'ReportConnection', edges: Array<{ __typename?: 'ReportEdge', node: { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type WarnReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type WarnReportMutation = { __typename?: 'Mutation', warnReport: { __typename?: 'WarnReportPayload', report: { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type BanReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
}>;


export type BanReportMutation = { __typename?: 'Mutation', banReport: { __typename?: 'BanReportPayload', report: { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type DismissReportMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DismissReportMutation = { __typename?: 'Mutation', dismissReport: { __typename?: 'DismissReportPayload', report: { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type LiftBanMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LiftBanMutation = { __typename?: 'Mutation', liftBan: { __typename?: 'LiftBanPayload', report: { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ModerationLogQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ModerationLogQuery = { __typename?: 'Query', moderationLog: { __typename?: 'ModerationDecisionConnection', nodes: Array<{ __typename?: 'ModerationDecision', id: string, postId: string | null, action: ModerationAction, note: string | null, createdAt: string, adminUsername: string, admin: { __typename?: 'User', id: string, username: string } | null, report: { __typename?: 'Report', id: string, categoryLabel: string, postTitle: string } | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ReportAddedSubscriptionVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReportAddedSubscription = { __typename?: 'Subscription', reportAdded: { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } };

export type ReportDecidedSubscriptionVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReportDecidedSubscription = { __typename?: 'Subscription', reportDecided: { __typename?: 'Report', id: string, category: ReportCategory, categoryLabel: string, details: string, createdAt: string, status: ReportStatus, postId: string, postTitle: string, decidedAt: string | null, decidedBy: { __typename?: 'User', id: string, username: string, fullName: string } | null, reporter: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null }, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, isBanned: boolean, isWarned: boolean, createdAt: string, likeCount: number, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } };

export type MoreSurveyResponsesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MoreSurveyResponsesQuery = { __typename?: 'Query', surveyResponses: { __typename?: 'SurveyResponseConnection', nodes: Array<{ __typename?: 'SurveyResponse', id: string, answers: Array<SurveyAnswer>, scores: Array<number>, createdAt: string, respondent: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type SurveyResponseFieldsFragment = { __typename?: 'SurveyResponse', id: string, answers: Array<SurveyAnswer>, scores: Array<number>, createdAt: string, respondent: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null } };

export type SurveyResultsQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SurveyResultsQuery = { __typename?: 'Query', surveyStats: { __typename?: 'SurveyStats', totalResponses: number, averageScore: number | null, mostCommonAnswer: SurveyAnswer | null, countsByAnswer: Array<{ __typename?: 'SurveyAnswerCount', answer: SurveyAnswer, score: number, count: number }> }, surveyQuestions: Array<{ __typename?: 'SurveyQuestion', number: number, statement: string }>, surveyResponses: { __typename?: 'SurveyResponseConnection', nodes: Array<{ __typename?: 'SurveyResponse', id: string, answers: Array<SurveyAnswer>, scores: Array<number>, createdAt: string, respondent: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AdminUserFieldsFragment = { __typename?: 'AdminUser', id: string, username: string | null, fullName: string, email: string, country: string, photoUrl: string | null, photoThumbUrl: string | null, setupPending: boolean, isActive: boolean, isAdmin: boolean, createdAt: string, followerCount: number, followingCount: number, followerUsernames: Array<string>, achievementCounters: { __typename?: 'AchievementCounters', likeLeader: number, guideGuru: number, contentCreator: number, commentConnoisseur: number, trendSetter: number, shareStar: number, knowledgeSeeker: number } };

export type AdminUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', adminUsers: { __typename?: 'AdminUserConnection', edges: Array<{ __typename?: 'AdminUserEdge', node: { __typename?: 'AdminUser', id: string, username: string | null, fullName: string, email: string, country: string, photoUrl: string | null, photoThumbUrl: string | null, setupPending: boolean, isActive: boolean, isAdmin: boolean, createdAt: string, followerCount: number, followingCount: number, followerUsernames: Array<string>, achievementCounters: { __typename?: 'AchievementCounters', likeLeader: number, guideGuru: number, contentCreator: number, commentConnoisseur: number, trendSetter: number, shareStar: number, knowledgeSeeker: number } } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type CreateUserMutationVariables = Exact<{
  input: AdminUserInput;
}>;


export type CreateUserMutation = { __typename?: 'Mutation', createUser: { __typename?: 'CreateUserPayload', user: { __typename?: 'AdminUser', id: string, username: string | null, fullName: string, email: string, country: string, photoUrl: string | null, photoThumbUrl: string | null, setupPending: boolean, isActive: boolean, isAdmin: boolean, createdAt: string, followerCount: number, followingCount: number, followerUsernames: Array<string>, achievementCounters: { __typename?: 'AchievementCounters', likeLeader: number, guideGuru: number, contentCreator: number, commentConnoisseur: number, trendSetter: number, shareStar: number, knowledgeSeeker: number } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminUserInput;
}>;


export type UpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'UpdateUserPayload', user: { __typename?: 'AdminUser', id: string, username: string | null, fullName: string, email: string, country: string, photoUrl: string | null, photoThumbUrl: string | null, setupPending: boolean, isActive: boolean, isAdmin: boolean, createdAt: string, followerCount: number, followingCount: number, followerUsernames: Array<string>, achievementCounters: { __typename?: 'AchievementCounters', likeLeader: number, guideGuru: number, contentCreator: number, commentConnoisseur: number, trendSetter: number, shareStar: number, knowledgeSeeker: number } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type SetUserActiveMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
}>;


export type SetUserActiveMutation = { __typename?: 'Mutation', setUserActive: { __typename?: 'SetUserActivePayload', user: { __typename?: 'AdminUser', id: string, username: string | null, fullName: string, email: string, country: string, photoUrl: string | null, photoThumbUrl: string | null, setupPending: boolean, isActive: boolean, isAdmin: boolean, createdAt: string, followerCount: number, followingCount: number, followerUsernames: Array<string>, achievementCounters: { __typename?: 'AchievementCounters', likeLeader: number, guideGuru: number, contentCreator: number, commentConnoisseur: number, trendSetter: number, shareStar: number, knowledgeSeeker: number } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type DeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteUserMutation = { __typename?: 'Mutation', deleteUser: { __typename?: 'DeleteUserPayload', deletedUserId: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ChallengeFieldsFragment = { __typename?: 'CodeChallenge', id: string, email: string, purpose: CodePurpose, expiresAt: string, resendAvailableAt: string, verified: boolean };

export type CodeRejectionFieldsFragment = { __typename?: 'CodeRejection', reason: CodeRejectionReason, attemptsLeft: number | null };

export type ResendCodeMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
}>;


export type ResendCodeMutation = { __typename?: 'Mutation', resendCode: { __typename?: 'ResendCodePayload', codeChallenge: { __typename?: 'CodeChallenge', id: string, email: string, purpose: CodePurpose, expiresAt: string, resendAvailableAt: string, verified: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'LoginPayload', token: string | null, user: { __typename?: 'User', id: string, username: string, fullName: string, country: string, email: string | null, isPrivate: boolean, isAdmin: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: { __typename?: 'RequestPasswordResetPayload', codeChallenge: { __typename?: 'CodeChallenge', id: string, email: string, purpose: CodePurpose, expiresAt: string, resendAvailableAt: string, verified: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type VerifyCodeMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type VerifyCodeMutation = { __typename?: 'Mutation', verifyCode: { __typename?: 'VerifyCodePayload', codeChallenge: { __typename?: 'CodeChallenge', id: string, email: string, purpose: CodePurpose, expiresAt: string, resendAvailableAt: string, verified: boolean } | null, codeRejection: { __typename?: 'CodeRejection', reason: CodeRejectionReason, attemptsLeft: number | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ResetPasswordMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'ResetPasswordPayload', endedSessionCount: number | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type StartSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type StartSignUpMutation = { __typename?: 'Mutation', startSignUp: { __typename?: 'StartSignUpPayload', codeChallenge: { __typename?: 'CodeChallenge', id: string, email: string, purpose: CodePurpose, expiresAt: string, resendAvailableAt: string, verified: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type CompleteSignUpMutationVariables = Exact<{
  challengeId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type CompleteSignUpMutation = { __typename?: 'Mutation', completeSignUp: { __typename?: 'CompleteSignUpPayload', token: string | null, user: { __typename?: 'User', id: string, username: string, fullName: string, country: string, email: string | null, isPrivate: boolean, isAdmin: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string } | null, codeRejection: { __typename?: 'CodeRejection', reason: CodeRejectionReason, attemptsLeft: number | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: { __typename?: 'LogoutPayload', user: { __typename?: 'User', id: string } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type BlockStateFieldsFragment = { __typename?: 'User', id: string, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number };

export type BlockMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type BlockMemberMutation = { __typename?: 'Mutation', blockMember: { __typename?: 'BlockMemberPayload', user: { __typename?: 'User', id: string, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UnblockMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type UnblockMemberMutation = { __typename?: 'Mutation', unblockMember: { __typename?: 'UnblockMemberPayload', user: { __typename?: 'User', id: string, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type MuteMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
  until?: InputMaybe<Scalars['DateTimeISO']['input']>;
}>;


export type MuteMemberMutation = { __typename?: 'Mutation', muteMember: { __typename?: 'MuteMemberPayload', mute: { __typename?: 'MemberMute', until: string | null, user: { __typename?: 'User', id: string, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UnmuteMemberMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type UnmuteMemberMutation = { __typename?: 'Mutation', unmuteMember: { __typename?: 'UnmuteMemberPayload', user: { __typename?: 'User', id: string, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type BlockedMemberFieldsFragment = { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number };

export type MyBlocksQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyBlocksQuery = { __typename?: 'Query', myBlocks: { __typename?: 'MemberBlockConnection', edges: Array<{ __typename?: 'MemberBlockEdge', cursor: string, node: { __typename?: 'MemberBlock', blockedAt: string, user: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type MyMutesQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyMutesQuery = { __typename?: 'Query', myMutes: { __typename?: 'MemberMuteConnection', edges: Array<{ __typename?: 'MemberMuteEdge', cursor: string, node: { __typename?: 'MemberMute', mutedAt: string, until: string | null, user: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null, isBlockedByViewer: boolean, isMutedByViewer: boolean, followStatus: FollowStatus, followerCount: number } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type BookmarksQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type BookmarksQuery = { __typename?: 'Query', bookmarks: { __typename?: 'PostConnection', edges: Array<{ __typename?: 'PostEdge', cursor: string, node: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type AddCommentMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  body: Scalars['String']['input'];
  repliedToId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AddCommentMutation = { __typename?: 'Mutation', addComment: { __typename?: 'AddCommentPayload', comment: { __typename?: 'Comment', id: string, body: string, createdAt: string, updatedAt: string, repliedToId: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, post: { __typename?: 'Post', id: string, commentCount: number }, repliedTo: { __typename?: 'Comment', id: string, author: { __typename?: 'User', id: string, username: string } } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type CommentFieldsFragment = { __typename?: 'Comment', id: string, body: string, createdAt: string, updatedAt: string, repliedToId: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, repliedTo: { __typename?: 'Comment', id: string, author: { __typename?: 'User', id: string, username: string } } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } };

export type DeleteCommentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteCommentMutation = { __typename?: 'Mutation', deleteComment: { __typename?: 'DeleteCommentPayload', deletedCommentId: string | null, post: { __typename?: 'Post', id: string, commentCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type EditCommentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  body: Scalars['String']['input'];
}>;


export type EditCommentMutation = { __typename?: 'Mutation', editComment: { __typename?: 'EditCommentPayload', comment: { __typename?: 'Comment', id: string, body: string, createdAt: string, updatedAt: string, repliedToId: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, repliedTo: { __typename?: 'Comment', id: string, author: { __typename?: 'User', id: string, username: string } } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type PostCommentsQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostCommentsQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, commentCount: number, author: { __typename?: 'User', id: string }, comments: { __typename?: 'CommentConnection', nodes: Array<{ __typename?: 'Comment', id: string, body: string, createdAt: string, updatedAt: string, repliedToId: string | null, viewerCanEdit: boolean, viewerCanDelete: boolean, repliedTo: { __typename?: 'Comment', id: string, author: { __typename?: 'User', id: string, username: string } } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } | null };

export type CurrenciesQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrenciesQuery = { __typename?: 'Query', currencies: Array<{ __typename?: 'Currency', code: string, name: string, symbol: string }> };

export type ConvertAmountQueryVariables = Exact<{
  amount: MoneyInput;
  to: Scalars['String']['input'];
}>;


export type ConvertAmountQuery = { __typename?: 'Query', convertAmount: { __typename?: 'ConvertedAmount', rateDate: string, convertedOk: boolean, original: { __typename?: 'Money', amount: number, currencyCode: string }, converted: { __typename?: 'Money', amount: number, currencyCode: string } } };

export type FeedQueryVariables = Exact<{
  first: Scalars['Int']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FeedQuery = { __typename?: 'Query', feed: { __typename?: 'PostConnection', edges: Array<{ __typename?: 'PostEdge', cursor: string, node: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type PostAddedSubscriptionVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostAddedSubscription = { __typename?: 'Subscription', postAdded: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } };

export type AccessTokenFieldsFragment = { __typename?: 'AccessToken', id: string, name: string, scopes: Array<AccessTokenScope>, secretStart: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { __typename?: 'Query', accessTokens: Array<{ __typename?: 'AccessToken', id: string, name: string, scopes: Array<AccessTokenScope>, secretStart: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateAccessTokenMutationVariables = Exact<{
  input: CreateAccessTokenInput;
}>;


export type CreateAccessTokenMutation = { __typename?: 'Mutation', createAccessToken: { __typename?: 'CreateAccessTokenPayload', secret: string | null, accessToken: { __typename?: 'AccessToken', id: string, name: string, scopes: Array<AccessTokenScope>, secretStart: string, createdAt: string, expiresAt: string | null, lastUsedAt: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeAccessTokenMutation = { __typename?: 'Mutation', revokeAccessToken: { __typename?: 'RevokeAccessTokenPayload', revokedAccessTokenId: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type OAuthAppFieldsFragment = { __typename?: 'OAuthApp', id: string, name: string, clientId: string, redirectUris: Array<string>, confidential: boolean, createdAt: string };

export type OAuthAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type OAuthAppsQuery = { __typename?: 'Query', oauthApps: Array<{ __typename?: 'OAuthApp', id: string, name: string, clientId: string, redirectUris: Array<string>, confidential: boolean, createdAt: string }> };

export type RegisterOAuthAppMutationVariables = Exact<{
  input: RegisterOAuthAppInput;
}>;


export type RegisterOAuthAppMutation = { __typename?: 'Mutation', registerOAuthApp: { __typename?: 'RegisterOAuthAppPayload', clientSecret: string | null, app: { __typename?: 'OAuthApp', id: string, name: string, clientId: string, redirectUris: Array<string>, confidential: boolean, createdAt: string } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type DeleteOAuthAppMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteOAuthAppMutation = { __typename?: 'Mutation', deleteOAuthApp: { __typename?: 'DeleteOAuthAppPayload', deletedOAuthAppId: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type WebhookFieldsFragment = { __typename?: 'Webhook', id: string, url: string, events: Array<WebhookEvent>, createdAt: string, active: boolean, disabledReason: string | null, lastDelivery: { __typename?: 'WebhookDelivery', id: string, event: WebhookDeliveryEvent, status: WebhookDeliveryStatus, attempts: number, createdAt: string, responseStatus: number | null, error: string | null } | null };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { __typename?: 'Query', webhooks: Array<{ __typename?: 'Webhook', id: string, url: string, events: Array<WebhookEvent>, createdAt: string, active: boolean, disabledReason: string | null, lastDelivery: { __typename?: 'WebhookDelivery', id: string, event: WebhookDeliveryEvent, status: WebhookDeliveryStatus, attempts: number, createdAt: string, responseStatus: number | null, error: string | null } | null }> };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { __typename?: 'Mutation', createWebhook: { __typename?: 'CreateWebhookPayload', secret: string | null, webhook: { __typename?: 'Webhook', id: string, url: string, events: Array<WebhookEvent>, createdAt: string, active: boolean, disabledReason: string | null, lastDelivery: { __typename?: 'WebhookDelivery', id: string, event: WebhookDeliveryEvent, status: WebhookDeliveryStatus, attempts: number, createdAt: string, responseStatus: number | null, error: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type SendTestWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendTestWebhookMutation = { __typename?: 'Mutation', sendTestWebhook: { __typename?: 'SendTestWebhookPayload', delivery: { __typename?: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type EnableWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EnableWebhookMutation = { __typename?: 'Mutation', enableWebhook: { __typename?: 'EnableWebhookPayload', webhook: { __typename?: 'Webhook', id: string, url: string, events: Array<WebhookEvent>, createdAt: string, active: boolean, disabledReason: string | null, lastDelivery: { __typename?: 'WebhookDelivery', id: string, event: WebhookDeliveryEvent, status: WebhookDeliveryStatus, attempts: number, createdAt: string, responseStatus: number | null, error: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type DeleteWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteWebhookMutation = { __typename?: 'Mutation', deleteWebhook: { __typename?: 'DeleteWebhookPayload', deletedWebhookId: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type FollowChangedSubscriptionVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type FollowChangedSubscription = { __typename?: 'Subscription', followChanged: { __typename?: 'FollowChange', kind: FollowChangeKind, followId: string, status: FollowStatus, follower: { __typename?: 'FollowChangeMember', id: string, followerCount: number, followingCount: number }, followee: { __typename?: 'FollowChangeMember', id: string, followerCount: number, followingCount: number } } };

export type FollowUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type FollowUserMutation = { __typename?: 'Mutation', followUser: { __typename?: 'FollowUserPayload', user: { __typename?: 'User', id: string, followStatus: FollowStatus, isFollowed: boolean, followerCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UnfollowUserMutationVariables = Exact<{
  userId: Scalars['ID']['input'];
}>;


export type UnfollowUserMutation = { __typename?: 'Mutation', unfollowUser: { __typename?: 'UnfollowUserPayload', user: { __typename?: 'User', id: string, followStatus: FollowStatus, isFollowed: boolean, followerCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type RespondToFollowRequestMutationVariables = Exact<{
  approve: Scalars['Boolean']['input'];
  notificationId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type RespondToFollowRequestMutation = { __typename?: 'Mutation', respondToFollowRequest: { __typename?: 'RespondToFollowRequestPayload', approved: boolean | null, followerCount: number | null, requester: { __typename?: 'User', id: string, username: string } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ItinerariesQueryVariables = Exact<{
  mine: Scalars['Boolean']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ItinerariesQuery = { __typename?: 'Query', itineraries: { __typename?: 'ItineraryConnection', edges: Array<{ __typename?: 'ItineraryEdge', cursor: string, node: { __typename?: 'Itinerary', id: string, title: string, description: string, coverUrl: string | null, coverThumbUrl: string | null, averageRating: number | null, createdAt: string, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ItineraryCardFieldsFragment = { __typename?: 'Itinerary', id: string, title: string, description: string, coverUrl: string | null, coverThumbUrl: string | null, averageRating: number | null, createdAt: string, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } };

export type ItineraryDayBudgetsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  currencyCode?: InputMaybe<Scalars['String']['input']>;
}>;


export type ItineraryDayBudgetsQuery = { __typename?: 'Query', itinerary: { __typename?: 'Itinerary', id: string, days: Array<{ __typename?: 'ItineraryDay', number: number, budgetConvertedOk: boolean, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null };

export type MoveStopMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  position: Scalars['Int']['input'];
  day?: InputMaybe<Scalars['Int']['input']>;
}>;


export type MoveStopMutation = { __typename?: 'Mutation', moveStop: { __typename?: 'ItineraryPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type RemoveItineraryDayMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  day: Scalars['Int']['input'];
}>;


export type RemoveItineraryDayMutation = { __typename?: 'Mutation', removeItineraryDay: { __typename?: 'ItineraryPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ItineraryDetailsFragment = { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> };

export type CreateItineraryMutationVariables = Exact<{
  input: ItineraryInput;
  cover?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type CreateItineraryMutation = { __typename?: 'Mutation', createItinerary: { __typename?: 'ItineraryPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UpdateItineraryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  patch: ItineraryPatch;
}>;


export type UpdateItineraryMutation = { __typename?: 'Mutation', updateItinerary: { __typename?: 'ItineraryPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type SetItineraryCoverMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  cover: Scalars['Upload']['input'];
}>;


export type SetItineraryCoverMutation = { __typename?: 'Mutation', setItineraryCover: { __typename?: 'ItineraryPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type DeleteItineraryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteItineraryMutation = { __typename?: 'Mutation', deleteItinerary: { __typename?: 'DeleteItineraryPayload', deletedItineraryId: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type RateItineraryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  rating: Scalars['Int']['input'];
}>;


export type RateItineraryMutation = { __typename?: 'Mutation', rateItinerary: { __typename?: 'ItineraryPayload', itinerary: { __typename?: 'Itinerary', id: string, averageRating: number | null, ratingCount: number, myRating: number | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ForkItineraryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ForkItineraryMutation = { __typename?: 'Mutation', forkItinerary: { __typename?: 'ItineraryPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type MyItinerariesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyItinerariesQuery = { __typename?: 'Query', itineraries: { __typename?: 'ItineraryConnection', nodes: Array<{ __typename?: 'Itinerary', id: string, title: string, description: string, coverThumbUrl: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type AddStopMutationVariables = Exact<{
  itineraryId: Scalars['ID']['input'];
  stop: StopInput;
  photo?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type AddStopMutation = { __typename?: 'Mutation', addStop: { __typename?: 'StopPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UpdateStopMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  stop: StopInput;
  photo?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type UpdateStopMutation = { __typename?: 'Mutation', updateStop: { __typename?: 'StopPayload', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type DeleteStopMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteStopMutation = { __typename?: 'Mutation', deleteStop: { __typename?: 'DeleteStopPayload', deletedStopId: string | null, itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ViewItineraryQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ViewItineraryQuery = { __typename?: 'Query', itinerary: { __typename?: 'Itinerary', id: string, title: string, description: string, tips: string, coverUrl: string | null, coverThumbUrl: string | null, createdAt: string, averageRating: number | null, ratingCount: number, myRating: number | null, isOwner: boolean, forkCount: number, startDate: string | null, dayCount: number, totalBudget: { __typename?: 'Money', amount: number, currencyCode: string }, forkedFrom: { __typename?: 'ItinerarySummary', id: string, title: string, ownerUsername: string } | null, owner: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, stops: Array<{ __typename?: 'Stop', id: string, position: number, name: string, address: string, description: string, latitude: number, longitude: number, types: Array<string>, imageUrl: string | null, imageAlt: string, day: number, time: string | null, timeZone: string, startsAt: string | null, budget: { __typename?: 'Money', amount: number, currencyCode: string } }> } | null };

export type NearbySuggestionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type NearbySuggestionsQuery = { __typename?: 'Query', itinerary: { __typename?: 'Itinerary', id: string, nearbySuggestions: Array<{ __typename?: 'NearbySuggestion', name: string, latitude: number, longitude: number, distanceMeters: number, types: Array<string>, source: SuggestionSource, itineraryId: string | null, averageRating: number | null }> } | null };

export type DirectionsQueryVariables = Exact<{
  points: Array<LatLngInput> | LatLngInput;
}>;


export type DirectionsQuery = { __typename?: 'Query', directions: Array<{ __typename?: 'DirectionsLeg', fromLabel: string, toLabel: string, distanceKm: number, durationMinutes: number, mode: TravelMode, geometry: Array<Array<number>> }> };

export type MapStylesQueryVariables = Exact<{ [key: string]: never; }>;


export type MapStylesQuery = { __typename?: 'Query', mapStyles: { __typename?: 'MapStyles', online: string | null, onlineDark: string | null, offline: string, offlineDark: string } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename?: 'Mutation', markAllNotificationsRead: { __typename?: 'MarkAllNotificationsReadPayload', unreadCount: number | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MarkNotificationReadMutation = { __typename?: 'Mutation', markNotificationRead: { __typename?: 'MarkNotificationReadPayload', unreadCount: number | null, notification: { __typename?: 'Notification', id: string, isRead: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type NotificationAddedSubscriptionVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NotificationAddedSubscription = { __typename?: 'Subscription', notificationAdded: { __typename?: 'Notification', id: string, type: NotificationType, isRead: boolean, isPendingRequest: boolean, createdAt: string, postId: string | null, postTitle: string | null, postContent: string | null, commentBody: string | null, followId: string | null, achievement: AchievementKey | null, reportOutcome: ReportStatus | null, actor: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null } };

export type NotificationChangedSubscriptionVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NotificationChangedSubscription = { __typename?: 'Subscription', notificationChanged: { __typename?: 'NotificationChange', kind: NotificationChangeKind, notificationIds: Array<string>, unreadCount: number } };

export type NotificationFieldsFragment = { __typename?: 'Notification', id: string, type: NotificationType, isRead: boolean, isPendingRequest: boolean, createdAt: string, postId: string | null, postTitle: string | null, postContent: string | null, commentBody: string | null, followId: string | null, achievement: AchievementKey | null, reportOutcome: ReportStatus | null, actor: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null };

export type NotificationsQueryVariables = Exact<{
  filter: NotificationFilter;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type NotificationsQuery = { __typename?: 'Query', notifications: { __typename?: 'NotificationConnection', unreadCount: number, edges: Array<{ __typename?: 'NotificationEdge', node: { __typename?: 'Notification', id: string, type: NotificationType, isRead: boolean, isPendingRequest: boolean, createdAt: string, postId: string | null, postTitle: string | null, postContent: string | null, commentBody: string | null, followId: string | null, achievement: AchievementKey | null, reportOutcome: ReportStatus | null, actor: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { __typename?: 'Query', unreadNotificationCount: number };

export type OAuthAuthorizationRequestQueryVariables = Exact<{
  input: OAuthAuthorizationInput;
}>;


export type OAuthAuthorizationRequestQuery = { __typename?: 'Query', oauthAuthorizationRequest: { __typename?: 'OAuthAuthorizationRequest', appName: string, developer: string, scopes: Array<AccessTokenScope>, redirectUri: string, alreadyAllowed: boolean } };

export type DecideOAuthAuthorizationMutationVariables = Exact<{
  input: OAuthAuthorizationInput;
  allow: Scalars['Boolean']['input'];
}>;


export type DecideOAuthAuthorizationMutation = { __typename?: 'Mutation', decideOAuthAuthorization: { __typename?: 'DecideOAuthAuthorizationPayload', redirectTo: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type PlaceFieldsFragment = { __typename?: 'Place', id: string, name: string, label: string, country: string, countryCode: string, admin: string | null, latitude: number, longitude: number, types: Array<string> };

export type PlaceSearchQueryVariables = Exact<{
  text: Scalars['String']['input'];
  limit?: Scalars['Int']['input'];
  region?: Scalars['Boolean']['input'];
}>;


export type PlaceSearchQuery = { __typename?: 'Query', placeSearch: Array<{ __typename?: 'Place', id: string, name: string, label: string, country: string, countryCode: string, admin: string | null, latitude: number, longitude: number, types: Array<string> }> };

export type ReverseGeocodeQueryVariables = Exact<{
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
}>;


export type ReverseGeocodeQuery = { __typename?: 'Query', reverseGeocode: { __typename?: 'Place', id: string, name: string, label: string, country: string, countryCode: string, admin: string | null, latitude: number, longitude: number, types: Array<string> } | null };

export type BookmarkPostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type BookmarkPostMutation = { __typename?: 'Mutation', bookmarkPost: { __typename?: 'BookmarkPostPayload', post: { __typename?: 'Post', id: string, isBookmarked: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UnbookmarkPostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type UnbookmarkPostMutation = { __typename?: 'Mutation', unbookmarkPost: { __typename?: 'UnbookmarkPostPayload', post: { __typename?: 'Post', id: string, isBookmarked: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type CreatePostMutationVariables = Exact<{
  input: CreatePostInput;
  photos?: InputMaybe<Array<PostPhotoInput> | PostPhotoInput>;
}>;


export type CreatePostMutation = { __typename?: 'Mutation', createPost: { __typename?: 'CreatePostPayload', post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type DeletePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePostMutation = { __typename?: 'Mutation', deletePost: { __typename?: 'DeletePostPayload', deletedPostId: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type LikePostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type LikePostMutation = { __typename?: 'Mutation', likePost: { __typename?: 'LikePostPayload', post: { __typename?: 'Post', id: string, isLiked: boolean, likeCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UnlikePostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type UnlikePostMutation = { __typename?: 'Mutation', unlikePost: { __typename?: 'UnlikePostPayload', post: { __typename?: 'Post', id: string, isLiked: boolean, likeCount: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type PostCardFieldsFragment = { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } };

export type PostChangedSubscriptionVariables = Exact<{
  postIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostChangedSubscription = { __typename?: 'Subscription', postChanged: { __typename?: 'PostChange', kind: PostChangeKind, postId: string, commentId: string | null, post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null } };

export type PostLikeChangedSubscriptionVariables = Exact<{
  postIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PostLikeChangedSubscription = { __typename?: 'Subscription', postLikeChanged: { __typename?: 'Post', id: string, likeCount: number, isLiked: boolean } };

export type PostLikersQueryVariables = Exact<{
  postId: Scalars['ID']['input'];
}>;


export type PostLikersQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, likeCount: number, likers: { __typename?: 'PostLikerConnection', nodes: Array<{ __typename?: 'User', id: string, username: string }> } } | null };

export type UpdatePostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: UpdatePostInput;
  photos?: InputMaybe<Array<PostPhotoInput> | PostPhotoInput>;
}>;


export type UpdatePostMutation = { __typename?: 'Mutation', updatePost: { __typename?: 'UpdatePostPayload', post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ViewPostQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ViewPostQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } | null };

export type MemberProfileQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  username: Scalars['String']['input'];
  byId: Scalars['Boolean']['input'];
}>;


export type MemberProfileQuery = { __typename?: 'Query', user?: { __typename?: 'User', id: string, username: string, fullName: string, email: string | null, country: string, photoUrl: string | null, photoThumbUrl: string | null, isPrivate: boolean, followerCount: number, postCount: number, followStatus: FollowStatus, isBlockedByViewer: boolean, isMutedByViewer: boolean, achievements: Array<{ __typename?: 'Achievement', key: AchievementKey, name: string, description: string, unlocked: boolean, current: number, target: number }> } | null, userByUsername?: { __typename?: 'User', id: string, username: string, fullName: string, email: string | null, country: string, photoUrl: string | null, photoThumbUrl: string | null, isPrivate: boolean, followerCount: number, postCount: number, followStatus: FollowStatus, isBlockedByViewer: boolean, isMutedByViewer: boolean, achievements: Array<{ __typename?: 'Achievement', key: AchievementKey, name: string, description: string, unlocked: boolean, current: number, target: number }> } | null };

export type OwnProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnProfileQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, username: string, fullName: string, email: string | null, country: string, photoUrl: string | null, photoThumbUrl: string | null, isPrivate: boolean, followerCount: number, postCount: number, followStatus: FollowStatus, isBlockedByViewer: boolean, isMutedByViewer: boolean, achievements: Array<{ __typename?: 'Achievement', key: AchievementKey, name: string, description: string, unlocked: boolean, current: number, target: number }> } | null };

export type ProfileFieldsFragment = { __typename?: 'User', id: string, username: string, fullName: string, email: string | null, country: string, photoUrl: string | null, photoThumbUrl: string | null, isPrivate: boolean, followerCount: number, postCount: number, followStatus: FollowStatus, isBlockedByViewer: boolean, isMutedByViewer: boolean, achievements: Array<{ __typename?: 'Achievement', key: AchievementKey, name: string, description: string, unlocked: boolean, current: number, target: number }> };

export type ProfileFollowersQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProfileFollowersQuery = { __typename?: 'Query', user: { __typename?: 'User', id: string, followers: { __typename?: 'UserConnection', edges: Array<{ __typename?: 'UserEdge', node: { __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } } | null };

export type ProfilePostsQueryVariables = Exact<{
  userId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type ProfilePostsQuery = { __typename?: 'Query', userPosts: { __typename?: 'PostConnection', edges: Array<{ __typename?: 'PostEdge', node: { __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type ReportPostMutationVariables = Exact<{
  postId: Scalars['ID']['input'];
  category: ReportCategory;
  details: Scalars['String']['input'];
}>;


export type ReportPostMutation = { __typename?: 'Mutation', reportPost: { __typename?: 'ReportPostPayload', report: { __typename?: 'Report', id: string, category: ReportCategory, status: ReportStatus } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ReportedPostQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ReportedPostQuery = { __typename?: 'Query', post: { __typename?: 'Post', id: string, title: string, content: string, author: { __typename?: 'User', id: string, username: string } } | null };

export type SearchQueryVariables = Exact<{
  text: Scalars['String']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  usersAfter?: InputMaybe<Scalars['String']['input']>;
  postsAfter?: InputMaybe<Scalars['String']['input']>;
}>;


export type SearchQuery = { __typename?: 'Query', search: { __typename?: 'SearchResult', users: { __typename?: 'SearchUserConnection', nodes: Array<{ __typename?: 'User', id: string, username: string, fullName: string, country: string, photoThumbUrl: string | null, isPrivate: boolean }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } }, posts: { __typename?: 'SearchPostConnection', nodes: Array<{ __typename?: 'Post', id: string, title: string, content: string, category: PostCategory, country: string, imageUrl: string | null, imageThumbUrl: string | null, imageAlt: string, itineraryId: string | null, isBanned: boolean, createdAt: string, likeCount: number, isLiked: boolean, isBookmarked: boolean, commentCount: number, viewerCanEdit: boolean, viewerCanDelete: boolean, viewerCanReport: boolean, photos: Array<{ __typename?: 'PostPhoto', id: string, url: string, thumbUrl: string, description: string }>, itinerary: { __typename?: 'ItinerarySummary', id: string, title: string, description: string, coverThumbUrl: string | null, coverUrl: string | null } | null, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } };

export type AuthorizedAppsQueryVariables = Exact<{
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AuthorizedAppsQuery = { __typename?: 'Query', authorizedApps: { __typename?: 'AuthorizedAppConnection', totalCount: number, edges: Array<{ __typename?: 'AuthorizedAppEdge', node: { __typename?: 'AuthorizedApp', id: string, name: string, scopes: Array<AccessTokenScope>, authorizedAt: string, lastUsedAt: string | null } }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type RevokeAppAuthorizationMutationVariables = Exact<{
  appId: Scalars['ID']['input'];
}>;


export type RevokeAppAuthorizationMutation = { __typename?: 'Mutation', revokeAppAuthorization: { __typename?: 'RevokeAppAuthorizationPayload', revokedAppId: string | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'ChangePasswordPayload', endedSessionCount: number | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type SetPrivacyMutationVariables = Exact<{
  isPrivate: Scalars['Boolean']['input'];
}>;


export type SetPrivacyMutation = { __typename?: 'Mutation', setPrivacy: { __typename?: 'SetPrivacyPayload', user: { __typename?: 'User', id: string, isPrivate: boolean } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'UpdateProfilePayload', user: { __typename?: 'User', id: string, username: string, fullName: string, country: string, email: string | null, isPrivate: boolean, isAdmin: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type UploadProfilePhotoMutationVariables = Exact<{
  file: Scalars['Upload']['input'];
}>;


export type UploadProfilePhotoMutation = { __typename?: 'Mutation', uploadProfilePhoto: { __typename?: 'UploadProfilePhotoPayload', user: { __typename?: 'User', id: string, photoUrl: string | null, photoThumbUrl: string | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type MarkSupportReadMutationVariables = Exact<{
  conversationId: Scalars['ID']['input'];
}>;


export type MarkSupportReadMutation = { __typename?: 'Mutation', markSupportRead: { __typename?: 'MarkSupportReadPayload', conversation: { __typename?: 'SupportConversation', id: string, unreadForMember: number, unreadForModerators: number } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type MySupportConversationQueryVariables = Exact<{ [key: string]: never; }>;


export type MySupportConversationQuery = { __typename?: 'Query', myConversation: { __typename?: 'SupportConversation', id: string, unreadForMember: number, lastMessageAt: string } | null };

export type SendSupportMessageMutationVariables = Exact<{
  body: Scalars['String']['input'];
  conversationId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type SendSupportMessageMutation = { __typename?: 'Mutation', sendSupportMessage: { __typename?: 'SendSupportMessagePayload', message: { __typename?: 'SupportMessage', id: string, conversationId: string, body: string, fromModerator: boolean, fromBot: boolean, createdAt: string, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type SupportInboxQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SupportInboxQuery = { __typename?: 'Query', supportInbox: { __typename?: 'SupportConversationConnection', nodes: Array<{ __typename?: 'SupportConversation', id: string, lastMessageAt: string, unreadForModerators: number, member: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null }, lastMessage: { __typename?: 'SupportMessage', id: string, conversationId: string, body: string, fromModerator: boolean, fromBot: boolean, createdAt: string, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null } | null }>, pageInfo: { __typename?: 'PageInfo', endCursor: string | null, hasNextPage: boolean } } };

export type SupportMessageAddedSubscriptionVariables = Exact<{
  conversationId?: InputMaybe<Scalars['ID']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type SupportMessageAddedSubscription = { __typename?: 'Subscription', supportMessageAdded: { __typename?: 'SupportMessage', id: string, conversationId: string, body: string, fromModerator: boolean, fromBot: boolean, createdAt: string, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null } };

export type SupportMessageFieldsFragment = { __typename?: 'SupportMessage', id: string, conversationId: string, body: string, fromModerator: boolean, fromBot: boolean, createdAt: string, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null };

export type SupportMessagesQueryVariables = Exact<{
  conversationId?: InputMaybe<Scalars['ID']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
}>;


export type SupportMessagesQuery = { __typename?: 'Query', supportMessages: { __typename?: 'SupportMessageConnection', nodes: Array<{ __typename?: 'SupportMessage', id: string, conversationId: string, body: string, fromModerator: boolean, fromBot: boolean, createdAt: string, author: { __typename?: 'User', id: string, username: string, fullName: string, photoThumbUrl: string | null } | null }>, pageInfo: { __typename?: 'PageInfo', startCursor: string | null, hasPreviousPage: boolean } } };

export type MySurveyResponseQueryVariables = Exact<{ [key: string]: never; }>;


export type MySurveyResponseQuery = { __typename?: 'Query', mySurveyResponse: { __typename?: 'SurveyResponse', id: string, createdAt: string } | null };

export type SubmitSurveyMutationVariables = Exact<{
  answers: Array<SurveyAnswer> | SurveyAnswer;
}>;


export type SubmitSurveyMutation = { __typename?: 'Mutation', submitSurvey: { __typename?: 'SubmitSurveyPayload', surveyResponse: { __typename?: 'SurveyResponse', id: string, createdAt: string } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type SurveyPageDataQueryVariables = Exact<{ [key: string]: never; }>;


export type SurveyPageDataQuery = { __typename?: 'Query', surveyQuestions: Array<{ __typename?: 'SurveyQuestion', number: number, statement: string }>, mySurveyResponse: { __typename?: 'SurveyResponse', id: string, createdAt: string } | null };

export type FetchTriviaMutationVariables = Exact<{ [key: string]: never; }>;


export type FetchTriviaMutation = { __typename?: 'Mutation', fetchTrivia: { __typename?: 'FetchTriviaPayload', batch: { __typename?: 'TriviaBatch', fetchesUsed: number, fetchLimit: number, resetsAt: string, questions: Array<{ __typename?: 'TriviaQuestion', id: string, category: TriviaCategory, question: string, answer: string }> } | null, userErrors: Array<{ __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode }> } };

export type RecentTriviaQueryVariables = Exact<{ [key: string]: never; }>;


export type RecentTriviaQuery = { __typename?: 'Query', recentTrivia: { __typename?: 'TriviaBatch', fetchesUsed: number, fetchLimit: number, resetsAt: string, questions: Array<{ __typename?: 'TriviaQuestion', id: string, category: TriviaCategory, question: string, answer: string }> } };

export type TriviaAllowanceQueryVariables = Exact<{ [key: string]: never; }>;


export type TriviaAllowanceQuery = { __typename?: 'Query', triviaAllowance: { __typename?: 'TriviaAllowance', fetchesUsed: number, fetchLimit: number, resetsAt: string } };

export type TriviaBatchFieldsFragment = { __typename?: 'TriviaBatch', fetchesUsed: number, fetchLimit: number, resetsAt: string, questions: Array<{ __typename?: 'TriviaQuestion', id: string, category: TriviaCategory, question: string, answer: string }> };

export type UserErrorFieldsFragment = { __typename?: 'UserError', field: string | null, message: string, code: UserErrorCode };

export type ViewerFieldsFragment = { __typename?: 'User', id: string, username: string, fullName: string, country: string, email: string | null, isPrivate: boolean, isAdmin: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, username: string, fullName: string, country: string, email: string | null, isPrivate: boolean, isAdmin: boolean, photoUrl: string | null, photoThumbUrl: string | null, createdAt: string } | null };

export const AdminReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReportFieldsFragment, unknown>;
export const SurveyResponseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SurveyResponseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SurveyResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<SurveyResponseFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"setupPending"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"achievementCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeLeader"}},{"kind":"Field","name":{"kind":"Name","value":"guideGuru"}},{"kind":"Field","name":{"kind":"Name","value":"contentCreator"}},{"kind":"Field","name":{"kind":"Name","value":"commentConnoisseur"}},{"kind":"Field","name":{"kind":"Name","value":"trendSetter"}},{"kind":"Field","name":{"kind":"Name","value":"shareStar"}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeSeeker"}}]}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const ChallengeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]} as unknown as DocumentNode<ChallengeFieldsFragment, unknown>;
export const CodeRejectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeRejectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeRejection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]} as unknown as DocumentNode<CodeRejectionFieldsFragment, unknown>;
export const BlockStateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}}]} as unknown as DocumentNode<BlockStateFieldsFragment, unknown>;
export const BlockedMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockedMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockStateFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}}]} as unknown as DocumentNode<BlockedMemberFieldsFragment, unknown>;
export const CommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedToId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"repliedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<CommentFieldsFragment, unknown>;
export const AccessTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"secretStart"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AccessTokenFieldsFragment, unknown>;
export const OAuthAppFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"confidential"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OAuthAppFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const ItineraryCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<ItineraryCardFieldsFragment, unknown>;
export const ItineraryDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]} as unknown as DocumentNode<ItineraryDetailsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"isPendingRequest"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"postContent"}},{"kind":"Field","name":{"kind":"Name","value":"commentBody"}},{"kind":"Field","name":{"kind":"Name","value":"followId"}},{"kind":"Field","name":{"kind":"Name","value":"achievement"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const PlaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<PlaceFieldsFragment, unknown>;
export const PostCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<PostCardFieldsFragment, unknown>;
export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"achievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const SupportMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromModerator"}},{"kind":"Field","name":{"kind":"Name","value":"fromBot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<SupportMessageFieldsFragment, unknown>;
export const TriviaBatchFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriviaBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fetchesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fetchLimit"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}}]}}]} as unknown as DocumentNode<TriviaBatchFieldsFragment, unknown>;
export const UserErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UserErrorFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ViewerFieldsFragment, unknown>;
export const CompleteAccountSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteAccountSetup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeAccountSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeRejection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeRejectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeRejectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeRejection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CompleteAccountSetupMutation, CompleteAccountSetupMutationVariables>;
export const AdminReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReportFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReportsQuery, AdminReportsQueryVariables>;
export const WarnReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WarnReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warnReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<WarnReportMutation, WarnReportMutationVariables>;
export const BanReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BanReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<BanReportMutation, BanReportMutationVariables>;
export const DismissReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DismissReportMutation, DismissReportMutationVariables>;
export const LiftBanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LiftBan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liftBan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReportFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LiftBanMutation, LiftBanMutationVariables>;
export const ModerationLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"adminUsername"}},{"kind":"Field","name":{"kind":"Name","value":"admin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ModerationLogQuery, ModerationLogQueryVariables>;
export const ReportAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReportAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ReportAddedSubscription, ReportAddedSubscriptionVariables>;
export const ReportDecidedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ReportDecided"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportDecided"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Report"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"categoryLabel"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reporter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"isWarned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]}}]} as unknown as DocumentNode<ReportDecidedSubscription, ReportDecidedSubscriptionVariables>;
export const MoreSurveyResponsesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoreSurveyResponses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyResponses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SurveyResponseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SurveyResponseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SurveyResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<MoreSurveyResponsesQuery, MoreSurveyResponsesQueryVariables>;
export const SurveyResultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SurveyResults"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalResponses"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"mostCommonAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"countsByAnswer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"statement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SurveyResponseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SurveyResponseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SurveyResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answers"}},{"kind":"Field","name":{"kind":"Name","value":"scores"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<SurveyResultsQuery, SurveyResultsQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"setupPending"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"achievementCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeLeader"}},{"kind":"Field","name":{"kind":"Name","value":"guideGuru"}},{"kind":"Field","name":{"kind":"Name","value":"contentCreator"}},{"kind":"Field","name":{"kind":"Name","value":"commentConnoisseur"}},{"kind":"Field","name":{"kind":"Name","value":"trendSetter"}},{"kind":"Field","name":{"kind":"Name","value":"shareStar"}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeSeeker"}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"setupPending"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"achievementCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeLeader"}},{"kind":"Field","name":{"kind":"Name","value":"guideGuru"}},{"kind":"Field","name":{"kind":"Name","value":"contentCreator"}},{"kind":"Field","name":{"kind":"Name","value":"commentConnoisseur"}},{"kind":"Field","name":{"kind":"Name","value":"trendSetter"}},{"kind":"Field","name":{"kind":"Name","value":"shareStar"}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeSeeker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"setupPending"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"achievementCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeLeader"}},{"kind":"Field","name":{"kind":"Name","value":"guideGuru"}},{"kind":"Field","name":{"kind":"Name","value":"contentCreator"}},{"kind":"Field","name":{"kind":"Name","value":"commentConnoisseur"}},{"kind":"Field","name":{"kind":"Name","value":"trendSetter"}},{"kind":"Field","name":{"kind":"Name","value":"shareStar"}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeSeeker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"setupPending"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}},{"kind":"Field","name":{"kind":"Name","value":"followerUsernames"}},{"kind":"Field","name":{"kind":"Name","value":"achievementCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likeLeader"}},{"kind":"Field","name":{"kind":"Name","value":"guideGuru"}},{"kind":"Field","name":{"kind":"Name","value":"contentCreator"}},{"kind":"Field","name":{"kind":"Name","value":"commentConnoisseur"}},{"kind":"Field","name":{"kind":"Name","value":"trendSetter"}},{"kind":"Field","name":{"kind":"Name","value":"shareStar"}},{"kind":"Field","name":{"kind":"Name","value":"knowledgeSeeker"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedUserId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const ResendCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ResendCodeMutation, ResendCodeMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const VerifyCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeRejection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeRejectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeRejectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeRejection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<VerifyCodeMutation, VerifyCodeMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedSessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const StartSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codeChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChallengeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChallengeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeChallenge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resendAvailableAt"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<StartSignUpMutation, StartSignUpMutationVariables>;
export const CompleteSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challengeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challengeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"codeRejection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeRejectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeRejectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeRejection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CompleteSignUpMutation, CompleteSignUpMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const BlockMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockStateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<BlockMemberMutation, BlockMemberMutationVariables>;
export const UnblockMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockStateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UnblockMemberMutation, UnblockMemberMutationVariables>;
export const MuteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MuteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"until"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"muteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"until"},"value":{"kind":"Variable","name":{"kind":"Name","value":"until"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mute"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockStateFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<MuteMemberMutation, MuteMemberMutationVariables>;
export const UnmuteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnmuteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmuteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockStateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UnmuteMemberMutation, UnmuteMemberMutationVariables>;
export const MyBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBlocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockedMemberFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockedMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockStateFields"}}]}}]} as unknown as DocumentNode<MyBlocksQuery, MyBlocksQueryVariables>;
export const MyMutesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMutes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMutes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mutedAt"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockedMemberFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockStateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlockedMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlockStateFields"}}]}}]} as unknown as DocumentNode<MyMutesQuery, MyMutesQueryVariables>;
export const BookmarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Bookmarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<BookmarksQuery, BookmarksQueryVariables>;
export const AddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"repliedToId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"repliedToId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"repliedToId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedToId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"repliedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<AddCommentMutation, AddCommentMutationVariables>;
export const DeleteCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedCommentId"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const EditCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedToId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"repliedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<EditCommentMutation, EditCommentMutationVariables>;
export const PostCommentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostComments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Comment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedToId"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"repliedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<PostCommentsQuery, PostCommentsQueryVariables>;
export const CurrenciesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"symbol"}}]}}]}}]} as unknown as DocumentNode<CurrenciesQuery, CurrenciesQueryVariables>;
export const ConvertAmountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConvertAmount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertAmount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"original"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"converted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateDate"}},{"kind":"Field","name":{"kind":"Name","value":"convertedOk"}}]}}]}}]} as unknown as DocumentNode<ConvertAmountQuery, ConvertAmountQueryVariables>;
export const FeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Feed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<FeedQuery, FeedQueryVariables>;
export const PostAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"EnumValue","value":"HOME"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<PostAddedSubscription, PostAddedSubscriptionVariables>;
export const AccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"secretStart"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessTokenFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"secretStart"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedAccessTokenId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const OAuthAppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OAuthApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthApps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OAuthAppFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"confidential"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OAuthAppsQuery, OAuthAppsQueryVariables>;
export const RegisterOAuthAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterOAuthApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterOAuthAppInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerOAuthApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"app"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OAuthAppFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OAuthAppFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthApp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUris"}},{"kind":"Field","name":{"kind":"Name","value":"confidential"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RegisterOAuthAppMutation, RegisterOAuthAppMutationVariables>;
export const DeleteOAuthAppDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOAuthApp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOAuthApp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedOAuthAppId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteOAuthAppMutation, DeleteOAuthAppMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const EnableWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnableWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enableWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<EnableWebhookMutation, EnableWebhookMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedWebhookId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const FollowChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"followId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"follower"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"followee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"followingCount"}}]}}]}}]}}]} as unknown as DocumentNode<FollowChangedSubscription, FollowChangedSubscriptionVariables>;
export const FollowUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowed"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<FollowUserMutation, FollowUserMutationVariables>;
export const UnfollowUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnfollowUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfollowUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isFollowed"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UnfollowUserMutation, UnfollowUserMutationVariables>;
export const RespondToFollowRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RespondToFollowRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notificationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"respondToFollowRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}},{"kind":"Argument","name":{"kind":"Name","value":"notificationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notificationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RespondToFollowRequestMutation, RespondToFollowRequestMutationVariables>;
export const ItinerariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Itineraries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itineraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<ItinerariesQuery, ItinerariesQueryVariables>;
export const ItineraryDayBudgetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItineraryDayBudgets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currencyCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currencyCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currencyCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"budgetConvertedOk"}}]}}]}}]}}]} as unknown as DocumentNode<ItineraryDayBudgetsQuery, ItineraryDayBudgetsQueryVariables>;
export const MoveStopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveStop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"position"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveStop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"position"},"value":{"kind":"Variable","name":{"kind":"Name","value":"position"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<MoveStopMutation, MoveStopMutationVariables>;
export const RemoveItineraryDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveItineraryDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"day"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeItineraryDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"day"},"value":{"kind":"Variable","name":{"kind":"Name","value":"day"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RemoveItineraryDayMutation, RemoveItineraryDayMutationVariables>;
export const CreateItineraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateItinerary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItineraryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cover"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createItinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"cover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cover"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreateItineraryMutation, CreateItineraryMutationVariables>;
export const UpdateItineraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateItinerary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"patch"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItineraryPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateItinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"patch"},"value":{"kind":"Variable","name":{"kind":"Name","value":"patch"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateItineraryMutation, UpdateItineraryMutationVariables>;
export const SetItineraryCoverDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetItineraryCover"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cover"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setItineraryCover"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"cover"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cover"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SetItineraryCoverMutation, SetItineraryCoverMutationVariables>;
export const DeleteItineraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteItinerary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteItinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedItineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteItineraryMutation, DeleteItineraryMutationVariables>;
export const RateItineraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateItinerary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateItinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RateItineraryMutation, RateItineraryMutationVariables>;
export const ForkItineraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForkItinerary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forkItinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ForkItineraryMutation, ForkItineraryMutationVariables>;
export const MyItinerariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyItineraries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itineraries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<MyItinerariesQuery, MyItinerariesQueryVariables>;
export const AddStopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddStop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itineraryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stop"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StopInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addStop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itineraryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itineraryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"stop"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stop"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<AddStopMutation, AddStopMutationVariables>;
export const UpdateStopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stop"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StopInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"stop"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stop"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateStopMutation, UpdateStopMutationVariables>;
export const DeleteStopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteStop"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedStopId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeleteStopMutation, DeleteStopMutationVariables>;
export const ViewItineraryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewItinerary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItineraryDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItineraryDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Itinerary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tips"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"totalBudget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"ratingCount"}},{"kind":"Field","name":{"kind":"Name","value":"myRating"}},{"kind":"Field","name":{"kind":"Name","value":"isOwner"}},{"kind":"Field","name":{"kind":"Name","value":"forkCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"dayCount"}},{"kind":"Field","name":{"kind":"Name","value":"forkedFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"ownerUsername"}}]}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"budget"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}}]}}]} as unknown as DocumentNode<ViewItineraryQuery, ViewItineraryQueryVariables>;
export const NearbySuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearbySuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nearbySuggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMeters"}},{"kind":"Field","name":{"kind":"Name","value":"types"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}}]}}]}}]}}]} as unknown as DocumentNode<NearbySuggestionsQuery, NearbySuggestionsQueryVariables>;
export const DirectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Directions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LatLngInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromLabel"}},{"kind":"Field","name":{"kind":"Name","value":"toLabel"}},{"kind":"Field","name":{"kind":"Name","value":"distanceKm"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"geometry"}}]}}]}}]} as unknown as DocumentNode<DirectionsQuery, DirectionsQueryVariables>;
export const MapStylesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MapStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mapStyles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"onlineDark"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"offlineDark"}}]}}]}}]} as unknown as DocumentNode<MapStylesQuery, MapStylesQueryVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"isPendingRequest"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"postContent"}},{"kind":"Field","name":{"kind":"Name","value":"commentBody"}},{"kind":"Field","name":{"kind":"Name","value":"followId"}},{"kind":"Field","name":{"kind":"Name","value":"achievement"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const NotificationChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"notificationIds"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}}]}}]} as unknown as DocumentNode<NotificationChangedSubscription, NotificationChangedSubscriptionVariables>;
export const NotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Notifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"isPendingRequest"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"postTitle"}},{"kind":"Field","name":{"kind":"Name","value":"postContent"}},{"kind":"Field","name":{"kind":"Name","value":"commentBody"}},{"kind":"Field","name":{"kind":"Name","value":"followId"}},{"kind":"Field","name":{"kind":"Name","value":"achievement"}},{"kind":"Field","name":{"kind":"Name","value":"reportOutcome"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const UnreadNotificationCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotificationCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const OAuthAuthorizationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OAuthAuthorizationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthAuthorizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oauthAuthorizationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appName"}},{"kind":"Field","name":{"kind":"Name","value":"developer"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUri"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyAllowed"}}]}}]}}]} as unknown as DocumentNode<OAuthAuthorizationRequestQuery, OAuthAuthorizationRequestQueryVariables>;
export const DecideOAuthAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideOAuthAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OAuthAuthorizationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"allow"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideOAuthAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"allow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"allow"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redirectTo"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DecideOAuthAuthorizationMutation, DecideOAuthAuthorizationMutationVariables>;
export const PlaceSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaceSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"8"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"region"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"region"},"value":{"kind":"Variable","name":{"kind":"Name","value":"region"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<PlaceSearchQuery, PlaceSearchQueryVariables>;
export const ReverseGeocodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReverseGeocode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseGeocode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"latitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"latitude"}}},{"kind":"Argument","name":{"kind":"Name","value":"longitude"},"value":{"kind":"Variable","name":{"kind":"Name","value":"longitude"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlaceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"admin"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"types"}}]}}]} as unknown as DocumentNode<ReverseGeocodeQuery, ReverseGeocodeQueryVariables>;
export const BookmarkPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookmarkPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookmarkPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<BookmarkPostMutation, BookmarkPostMutationVariables>;
export const UnbookmarkPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnbookmarkPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unbookmarkPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UnbookmarkPostMutation, UnbookmarkPostMutationVariables>;
export const CreatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photos"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostPhotoInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photos"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<CreatePostMutation, CreatePostMutationVariables>;
export const DeletePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPostId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<DeletePostMutation, DeletePostMutationVariables>;
export const LikePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LikePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"likePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<LikePostMutation, LikePostMutationVariables>;
export const UnlikePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnlikePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlikePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UnlikePostMutation, UnlikePostMutationVariables>;
export const PostChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"postId"}},{"kind":"Field","name":{"kind":"Name","value":"commentId"}},{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<PostChangedSubscription, PostChangedSubscriptionVariables>;
export const PostLikeChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostLikeChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postLikeChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}}]}}]}}]} as unknown as DocumentNode<PostLikeChangedSubscription, PostLikeChangedSubscriptionVariables>;
export const PostLikersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostLikers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"likers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PostLikersQuery, PostLikersQueryVariables>;
export const UpdatePostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePostInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photos"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostPhotoInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photos"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photos"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdatePostMutation, UpdatePostMutationVariables>;
export const ViewPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<ViewPostQuery, ViewPostQueryVariables>;
export const MemberProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"byId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"byId"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userByUsername"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"byId"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"achievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]} as unknown as DocumentNode<MemberProfileQuery, MemberProfileQueryVariables>;
export const OwnProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"followerCount"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"followStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isBlockedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"isMutedByViewer"}},{"kind":"Field","name":{"kind":"Name","value":"achievements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unlocked"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"target"}}]}}]}}]} as unknown as DocumentNode<OwnProfileQuery, OwnProfileQueryVariables>;
export const ProfileFollowersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileFollowers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"24"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProfileFollowersQuery, ProfileFollowersQueryVariables>;
export const ProfilePostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<ProfilePostsQuery, ProfilePostsQueryVariables>;
export const ReportPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"details"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"postId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"details"},"value":{"kind":"Variable","name":{"kind":"Name","value":"details"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ReportPostMutation, ReportPostMutationVariables>;
export const ReportedPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportedPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<ReportedPostQuery, ReportedPostQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usersAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"postsAfter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usersAfter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"postsAfter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"itineraryId"}},{"kind":"Field","name":{"kind":"Name","value":"itinerary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"likeCount"}},{"kind":"Field","name":{"kind":"Name","value":"isLiked"}},{"kind":"Field","name":{"kind":"Name","value":"isBookmarked"}},{"kind":"Field","name":{"kind":"Name","value":"commentCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanDelete"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanReport"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const AuthorizedAppsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthorizedApps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizedApps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"authorizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<AuthorizedAppsQuery, AuthorizedAppsQueryVariables>;
export const RevokeAppAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAppAuthorization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"appId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAppAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"appId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"appId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedAppId"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<RevokeAppAuthorizationMutation, RevokeAppAuthorizationMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endedSessionCount"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SetPrivacyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPrivacy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPrivacy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isPrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SetPrivacyMutation, SetPrivacyMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UploadProfilePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadProfilePhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadProfilePhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<UploadProfilePhotoMutation, UploadProfilePhotoMutationVariables>;
export const MarkSupportReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSupportRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSupportRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForMember"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForModerators"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<MarkSupportReadMutation, MarkSupportReadMutationVariables>;
export const MySupportConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySupportConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForMember"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]}}]} as unknown as DocumentNode<MySupportConversationQuery, MySupportConversationQueryVariables>;
export const SendSupportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSupportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}},{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromModerator"}},{"kind":"Field","name":{"kind":"Name","value":"fromBot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SendSupportMessageMutation, SendSupportMessageMutationVariables>;
export const SupportInboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportInbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportInbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadForModerators"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromModerator"}},{"kind":"Field","name":{"kind":"Name","value":"fromBot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<SupportInboxQuery, SupportInboxQueryVariables>;
export const SupportMessageAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SupportMessageAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportMessageAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromModerator"}},{"kind":"Field","name":{"kind":"Name","value":"fromBot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<SupportMessageAddedSubscription, SupportMessageAddedSubscriptionVariables>;
export const SupportMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"conversationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"conversationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"conversationId"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromModerator"}},{"kind":"Field","name":{"kind":"Name","value":"fromBot"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}}]}}]}}]} as unknown as DocumentNode<SupportMessagesQuery, SupportMessagesQueryVariables>;
export const MySurveyResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySurveyResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySurveyResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<MySurveyResponseQuery, MySurveyResponseQueryVariables>;
export const SubmitSurveyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSurvey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SurveyAnswer"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSurvey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<SubmitSurveyMutation, SubmitSurveyMutationVariables>;
export const SurveyPageDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SurveyPageData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"statement"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySurveyResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SurveyPageDataQuery, SurveyPageDataQueryVariables>;
export const FetchTriviaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchTrivia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchTrivia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"batch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TriviaBatchFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriviaBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fetchesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fetchLimit"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]} as unknown as DocumentNode<FetchTriviaMutation, FetchTriviaMutationVariables>;
export const RecentTriviaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecentTrivia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recentTrivia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TriviaBatchFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TriviaBatchFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TriviaBatch"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fetchesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fetchLimit"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}}]}}]} as unknown as DocumentNode<RecentTriviaQuery, RecentTriviaQueryVariables>;
export const TriviaAllowanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TriviaAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"triviaAllowance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"fetchLimit"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}}]}}]}}]} as unknown as DocumentNode<TriviaAllowanceQuery, TriviaAllowanceQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"photoThumbUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;