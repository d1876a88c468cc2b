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
    "\n  mutation CompleteAccountSetup($challengeId: ID!, $code: String!, $username: String!, $password: String!) {\n    completeAccountSetup(challengeId: $challengeId, code: $code, username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CompleteAccountSetupDocument,
    "\n  fragment AdminReportFields on Report {\n    id\n    category\n    categoryLabel\n    details\n    createdAt\n    status\n    postId\n    postTitle\n    decidedAt\n    decidedBy {\n      id\n      username\n      fullName\n    }\n    reporter {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n    post {\n      id\n      title\n      content\n      category\n      country\n      imageUrl\n      imageThumbUrl\n      imageAlt\n      isBanned\n      isWarned\n      createdAt\n      likeCount\n      author {\n        id\n        username\n        fullName\n        photoThumbUrl\n      }\n    }\n  }\n": typeof types.AdminReportFieldsFragmentDoc,
    "\n  query AdminReports($first: Int, $after: String) {\n    reports(first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminReportFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminReportsDocument,
    "\n  mutation WarnReport($id: ID!, $note: String) {\n    warnReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.WarnReportDocument,
    "\n  mutation BanReport($id: ID!, $note: String) {\n    banReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.BanReportDocument,
    "\n  mutation DismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DismissReportDocument,
    "\n  mutation LiftBan($id: ID!) {\n    liftBan(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.LiftBanDocument,
    "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        postId\n        action\n        note\n        createdAt\n        adminUsername\n        admin {\n          id\n          username\n        }\n        report {\n          id\n          categoryLabel\n          postTitle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ModerationLogDocument,
    "\n  subscription ReportAdded($after: String) {\n    reportAdded(after: $after) {\n      ...AdminReportFields\n    }\n  }\n": typeof types.ReportAddedDocument,
    "\n  subscription ReportDecided($after: String) {\n    reportDecided(after: $after) {\n      ...AdminReportFields\n    }\n  }\n": typeof types.ReportDecidedDocument,
    "\n  query MoreSurveyResponses($first: Int, $after: String) {\n    surveyResponses(first: $first, after: $after) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MoreSurveyResponsesDocument,
    "\n  fragment SurveyResponseFields on SurveyResponse {\n    id\n    answers\n    scores\n    createdAt\n    respondent {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n  }\n": typeof types.SurveyResponseFieldsFragmentDoc,
    "\n  query SurveyResults($first: Int) {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n    surveyQuestions {\n      number\n      statement\n    }\n    surveyResponses(first: $first) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.SurveyResultsDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    setupPending\n    isActive\n    isAdmin\n    createdAt\n    followerCount\n    followingCount\n    followerUsernames\n    achievementCounters {\n      likeLeader\n      guideGuru\n      contentCreator\n      commentConnoisseur\n      trendSetter\n      shareStar\n      knowledgeSeeker\n    }\n  }\n": typeof types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation SetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SetUserActiveDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedUserId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteUserDocument,
    "\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n": typeof types.ChallengeFieldsFragmentDoc,
    "\n  fragment CodeRejectionFields on CodeRejection {\n    reason\n    attemptsLeft\n  }\n": typeof types.CodeRejectionFieldsFragmentDoc,
    "\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ResendCodeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.VerifyCodeDocument,
    "\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.StartSignUpDocument,
    "\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CompleteSignUpDocument,
    "\n  mutation Logout {\n    logout {\n      user {\n        id\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment BlockStateFields on User {\n    id\n    isBlockedByViewer\n    isMutedByViewer\n    followStatus\n    followerCount\n  }\n": typeof types.BlockStateFieldsFragmentDoc,
    "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.BlockMemberDocument,
    "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UnblockMemberDocument,
    "\n  mutation MuteMember($userId: ID!, $until: DateTimeISO) {\n    muteMember(userId: $userId, until: $until) {\n      mute {\n        until\n        user {\n          ...BlockStateFields\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MuteMemberDocument,
    "\n  mutation UnmuteMember($userId: ID!) {\n    unmuteMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UnmuteMemberDocument,
    "\n  fragment BlockedMemberFields on User {\n    id\n    username\n    fullName\n    photoThumbUrl\n    ...BlockStateFields\n  }\n": typeof types.BlockedMemberFieldsFragmentDoc,
    "\n  query MyBlocks($after: String) {\n    myBlocks(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          blockedAt\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.MyBlocksDocument,
    "\n  query MyMutes($after: String) {\n    myMutes(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          mutedAt\n          until\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.MyMutesDocument,
    "\n  query Bookmarks($after: String) {\n    bookmarks(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.BookmarksDocument,
    "\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      comment {\n        ...CommentFields\n        post {\n          id\n          commentCount\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AddCommentDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    viewerCanEdit\n    viewerCanDelete\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.CommentFieldsFragmentDoc,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      deletedCommentId\n      post {\n        id\n        commentCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteCommentDocument,
    "\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      comment {\n        ...CommentFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.EditCommentDocument,
    "\n  query PostComments($postId: ID!, $after: String) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments(after: $after) {\n        nodes {\n          ...CommentFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.PostCommentsDocument,
    "\n  query Currencies {\n    currencies {\n      code\n      name\n      symbol\n    }\n  }\n": typeof types.CurrenciesDocument,
    "\n  query ConvertAmount($amount: MoneyInput!, $to: String!) {\n    convertAmount(amount: $amount, to: $to) {\n      original {\n        amount\n        currencyCode\n      }\n      converted {\n        amount\n        currencyCode\n      }\n      rateDate\n      convertedOk\n    }\n  }\n": typeof types.ConvertAmountDocument,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.FeedDocument,
    "\n  subscription PostAdded($after: String) {\n    postAdded(scope: HOME, after: $after) {\n      ...PostCardFields\n    }\n  }\n": typeof types.PostAddedDocument,
    "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    scopes\n    secretStart\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": typeof types.AccessTokenFieldsFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      revokedAccessTokenId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  fragment OAuthAppFields on OAuthApp {\n    id\n    name\n    clientId\n    redirectUris\n    confidential\n    createdAt\n  }\n": typeof types.OAuthAppFieldsFragmentDoc,
    "\n  query OAuthApps {\n    oauthApps {\n      ...OAuthAppFields\n    }\n  }\n": typeof types.OAuthAppsDocument,
    "\n  mutation RegisterOAuthApp($input: RegisterOAuthAppInput!) {\n    registerOAuthApp(input: $input) {\n      clientSecret\n      app {\n        ...OAuthAppFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RegisterOAuthAppDocument,
    "\n  mutation DeleteOAuthApp($id: ID!) {\n    deleteOAuthApp(id: $id) {\n      deletedOAuthAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteOAuthAppDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    createdAt\n    active\n    disabledReason\n    lastDelivery {\n      id\n      event\n      status\n      attempts\n      createdAt\n      responseStatus\n      error\n    }\n  }\n": typeof types.WebhookFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n": typeof types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateWebhookDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  mutation EnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.EnableWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      deletedWebhookId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteWebhookDocument,
    "\n  subscription FollowChanged($after: String) {\n    followChanged(after: $after) {\n      kind\n      followId\n      status\n      follower {\n        id\n        followerCount\n        followingCount\n      }\n      followee {\n        id\n        followerCount\n        followingCount\n      }\n    }\n  }\n": typeof types.FollowChangedDocument,
    "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.FollowUserDocument,
    "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UnfollowUserDocument,
    "\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RespondToFollowRequestDocument,
    "\n  query Itineraries($mine: Boolean!, $first: Int, $after: String) {\n    itineraries(mine: $mine, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ItineraryCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ItinerariesDocument,
    "\n  fragment ItineraryCardFields on Itinerary {\n    id\n    title\n    description\n    coverUrl\n    coverThumbUrl\n    averageRating\n    createdAt\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.ItineraryCardFieldsFragmentDoc,
    "\n  query ItineraryDayBudgets($id: ID!, $currencyCode: String) {\n    itinerary(id: $id) {\n      id\n      days(currencyCode: $currencyCode) {\n        number\n        budget {\n          amount\n          currencyCode\n        }\n        budgetConvertedOk\n      }\n    }\n  }\n": typeof types.ItineraryDayBudgetsDocument,
    "\n  mutation MoveStop($id: ID!, $position: Int!, $day: Int) {\n    moveStop(id: $id, position: $position, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MoveStopDocument,
    "\n  mutation RemoveItineraryDay($id: ID!, $day: Int!) {\n    removeItineraryDay(id: $id, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RemoveItineraryDayDocument,
    "\n  fragment ItineraryDetails on Itinerary {\n    id\n    title\n    description\n    tips\n    coverUrl\n    coverThumbUrl\n    totalBudget {\n      amount\n      currencyCode\n    }\n    createdAt\n    averageRating\n    ratingCount\n    myRating\n    isOwner\n    forkCount\n    startDate\n    dayCount\n    forkedFrom {\n      id\n      title\n      ownerUsername\n    }\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n    stops {\n      id\n      position\n      name\n      address\n      description\n      latitude\n      longitude\n      budget {\n        amount\n        currencyCode\n      }\n      types\n      imageUrl\n      imageAlt\n      day\n      time\n      timeZone\n      startsAt\n    }\n  }\n": typeof types.ItineraryDetailsFragmentDoc,
    "\n  mutation CreateItinerary($input: ItineraryInput!, $cover: Upload) {\n    createItinerary(input: $input, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreateItineraryDocument,
    "\n  mutation UpdateItinerary($id: ID!, $patch: ItineraryPatch!) {\n    updateItinerary(id: $id, patch: $patch) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateItineraryDocument,
    "\n  mutation SetItineraryCover($id: ID!, $cover: Upload!) {\n    setItineraryCover(id: $id, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SetItineraryCoverDocument,
    "\n  mutation DeleteItinerary($id: ID!) {\n    deleteItinerary(id: $id) {\n      deletedItineraryId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteItineraryDocument,
    "\n  mutation RateItinerary($id: ID!, $rating: Int!) {\n    rateItinerary(id: $id, rating: $rating) {\n      itinerary {\n        id\n        averageRating\n        ratingCount\n        myRating\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RateItineraryDocument,
    "\n  mutation ForkItinerary($id: ID!) {\n    forkItinerary(id: $id) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ForkItineraryDocument,
    "\n  query MyItineraries($first: Int, $after: String) {\n    itineraries(mine: true, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        coverThumbUrl\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyItinerariesDocument,
    "\n  mutation AddStop($itineraryId: ID!, $stop: StopInput!, $photo: Upload) {\n    addStop(itineraryId: $itineraryId, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.AddStopDocument,
    "\n  mutation UpdateStop($id: ID!, $stop: StopInput!, $photo: Upload) {\n    updateStop(id: $id, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateStopDocument,
    "\n  mutation DeleteStop($id: ID!) {\n    deleteStop(id: $id) {\n      deletedStopId\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeleteStopDocument,
    "\n  query ViewItinerary($id: ID!) {\n    itinerary(id: $id) {\n      ...ItineraryDetails\n    }\n  }\n": typeof types.ViewItineraryDocument,
    "\n  query NearbySuggestions($id: ID!) {\n    itinerary(id: $id) {\n      id\n      nearbySuggestions {\n        name\n        latitude\n        longitude\n        distanceMeters\n        types\n        source\n        itineraryId\n        averageRating\n      }\n    }\n  }\n": typeof types.NearbySuggestionsDocument,
    "\n  query Directions($points: [LatLngInput!]!) {\n    directions(points: $points) {\n      fromLabel\n      toLabel\n      distanceKm\n      durationMinutes\n      mode\n      geometry\n    }\n  }\n": typeof types.DirectionsDocument,
    "\n  query MapStyles {\n    mapStyles {\n      online\n      onlineDark\n      offline\n      offlineDark\n    }\n  }\n": typeof types.MapStylesDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notification {\n        id\n        isRead\n      }\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  subscription NotificationAdded($after: String) {\n    notificationAdded(after: $after) {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  subscription NotificationChanged($after: String) {\n    notificationChanged(after: $after) {\n      kind\n      notificationIds\n      unreadCount\n    }\n  }\n": typeof types.NotificationChangedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    reportOutcome\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($filter: NotificationFilter!, $first: Int, $after: String) {\n    notifications(filter: $filter, first: $first, after: $after) {\n      unreadCount\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": typeof types.UnreadNotificationCountDocument,
    "\n  query OAuthAuthorizationRequest($input: OAuthAuthorizationInput!) {\n    oauthAuthorizationRequest(input: $input) {\n      appName\n      developer\n      scopes\n      redirectUri\n      alreadyAllowed\n    }\n  }\n": typeof types.OAuthAuthorizationRequestDocument,
    "\n  mutation DecideOAuthAuthorization($input: OAuthAuthorizationInput!, $allow: Boolean!) {\n    decideOAuthAuthorization(input: $input, allow: $allow) {\n      redirectTo\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DecideOAuthAuthorizationDocument,
    "\n  fragment PlaceFields on Place {\n    id\n    name\n    label\n    country\n    countryCode\n    admin\n    latitude\n    longitude\n    types\n  }\n": typeof types.PlaceFieldsFragmentDoc,
    "\n  query PlaceSearch($text: String!, $limit: Int! = 8, $region: Boolean! = false) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      ...PlaceFields\n    }\n  }\n": typeof types.PlaceSearchDocument,
    "\n  query ReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      ...PlaceFields\n    }\n  }\n": typeof types.ReverseGeocodeDocument,
    "\n  mutation BookmarkPost($postId: ID!) {\n    bookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.BookmarkPostDocument,
    "\n  mutation UnbookmarkPost($postId: ID!) {\n    unbookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UnbookmarkPostDocument,
    "\n  mutation CreatePost($input: CreatePostInput!, $photos: [PostPhotoInput!]) {\n    createPost(input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      deletedPostId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UnlikePostDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    imageAlt\n    photos {\n      id\n      url\n      thumbUrl\n      description\n    }\n    itineraryId\n    itinerary {\n      id\n      title\n      description\n      coverThumbUrl\n      coverUrl\n    }\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    isBookmarked\n    commentCount\n    viewerCanEdit\n    viewerCanDelete\n    viewerCanReport\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.PostCardFieldsFragmentDoc,
    "\n  subscription PostChanged($postIds: [ID!]!, $after: String) {\n    postChanged(postIds: $postIds, after: $after) {\n      kind\n      postId\n      commentId\n      post {\n        ...PostCardFields\n      }\n    }\n  }\n": typeof types.PostChangedDocument,
    "\n  subscription PostLikeChanged($postIds: [ID!]!, $after: String) {\n    postLikeChanged(postIds: $postIds, after: $after) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n": typeof types.PostLikeChangedDocument,
    "\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        nodes {\n          id\n          username\n        }\n      }\n    }\n  }\n": typeof types.PostLikersDocument,
    "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $photos: [PostPhotoInput!]) {\n    updatePost(id: $id, input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  query ViewPost($id: ID!) {\n    post(id: $id) {\n      ...PostCardFields\n    }\n  }\n": typeof types.ViewPostDocument,
    "\n  query MemberProfile($id: ID!, $username: String!, $byId: Boolean!) {\n    user(id: $id) @include(if: $byId) {\n      ...ProfileFields\n    }\n    userByUsername(username: $username) @skip(if: $byId) {\n      ...ProfileFields\n    }\n  }\n": typeof types.MemberProfileDocument,
    "\n  query OwnProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n": typeof types.OwnProfileDocument,
    "\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    isBlockedByViewer\n    isMutedByViewer\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query ProfileFollowers($userId: ID!, $after: String) {\n    user(id: $userId) {\n      id\n      followers(first: 24, after: $after) {\n        edges {\n          node {\n            id\n            username\n            fullName\n            country\n            photoThumbUrl\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.ProfileFollowersDocument,
    "\n  query ProfilePosts($userId: ID!, $first: Int, $after: String) {\n    userPosts(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ProfilePostsDocument,
    "\n  mutation ReportPost($postId: ID!, $category: ReportCategory!, $details: String!) {\n    reportPost(postId: $postId, category: $category, details: $details) {\n      report {\n        id\n        category\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ReportPostDocument,
    "\n  query ReportedPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      content\n      author {\n        id\n        username\n      }\n    }\n  }\n": typeof types.ReportedPostDocument,
    "\n  query Search($text: String!, $first: Int, $usersAfter: String, $postsAfter: String) {\n    search(text: $text) {\n      users(first: $first, after: $usersAfter) {\n        nodes {\n          id\n          username\n          fullName\n          country\n          photoThumbUrl\n          isPrivate\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts(first: $first, after: $postsAfter) {\n        nodes {\n          ...PostCardFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query AuthorizedApps($after: String) {\n    authorizedApps(first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          scopes\n          authorizedAt\n          lastUsedAt\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.AuthorizedAppsDocument,
    "\n  mutation RevokeAppAuthorization($appId: ID!) {\n    revokeAppAuthorization(appId: $appId) {\n      revokedAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.RevokeAppAuthorizationDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      user {\n        id\n        isPrivate\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SetPrivacyDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      user {\n        id\n        photoUrl\n        photoThumbUrl\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.UploadProfilePhotoDocument,
    "\n  mutation MarkSupportRead($conversationId: ID!) {\n    markSupportRead(conversationId: $conversationId) {\n      conversation {\n        id\n        unreadForMember\n        unreadForModerators\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.MarkSupportReadDocument,
    "\n  query MySupportConversation {\n    myConversation {\n      id\n      unreadForMember\n      lastMessageAt\n    }\n  }\n": typeof types.MySupportConversationDocument,
    "\n  mutation SendSupportMessage($body: String!, $conversationId: ID) {\n    sendSupportMessage(body: $body, conversationId: $conversationId) {\n      message {\n        ...SupportMessageFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SendSupportMessageDocument,
    "\n  query SupportInbox($first: Int, $after: String) {\n    supportInbox(first: $first, after: $after) {\n      nodes {\n        id\n        lastMessageAt\n        unreadForModerators\n        member {\n          id\n          username\n          fullName\n          photoThumbUrl\n        }\n        lastMessage {\n          ...SupportMessageFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SupportInboxDocument,
    "\n  subscription SupportMessageAdded($conversationId: ID, $after: String) {\n    supportMessageAdded(conversationId: $conversationId, after: $after) {\n      ...SupportMessageFields\n    }\n  }\n": typeof types.SupportMessageAddedDocument,
    "\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    body\n    fromModerator\n    fromBot\n    createdAt\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": typeof types.SupportMessageFieldsFragmentDoc,
    "\n  query SupportMessages($conversationId: ID, $last: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, last: $last, before: $before) {\n      nodes {\n        ...SupportMessageFields\n      }\n      pageInfo {\n        startCursor\n        hasPreviousPage\n      }\n    }\n  }\n": typeof types.SupportMessagesDocument,
    "\n  query MySurveyResponse {\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n": typeof types.MySurveyResponseDocument,
    "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      surveyResponse {\n        id\n        createdAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.SubmitSurveyDocument,
    "\n  query SurveyPageData {\n    surveyQuestions {\n      number\n      statement\n    }\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n": typeof types.SurveyPageDataDocument,
    "\n  mutation FetchTrivia {\n    fetchTrivia {\n      batch {\n        ...TriviaBatchFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": typeof types.FetchTriviaDocument,
    "\n  query RecentTrivia {\n    recentTrivia {\n      ...TriviaBatchFields\n    }\n  }\n": typeof types.RecentTriviaDocument,
    "\n  query TriviaAllowance {\n    triviaAllowance {\n      fetchesUsed\n      fetchLimit\n      resetsAt\n    }\n  }\n": typeof types.TriviaAllowanceDocument,
    "\n  fragment TriviaBatchFields on TriviaBatch {\n    questions {\n      id\n      category\n      question\n      answer\n    }\n    fetchesUsed\n    fetchLimit\n    resetsAt\n  }\n": typeof types.TriviaBatchFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n": typeof types.UserErrorFieldsFragmentDoc,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
};
const documents: Documents = {
    "\n  mutation CompleteAccountSetup($challengeId: ID!, $code: String!, $username: String!, $password: String!) {\n    completeAccountSetup(challengeId: $challengeId, code: $code, username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CompleteAccountSetupDocument,
    "\n  fragment AdminReportFields on Report {\n    id\n    category\n    categoryLabel\n    details\n    createdAt\n    status\n    postId\n    postTitle\n    decidedAt\n    decidedBy {\n      id\n      username\n      fullName\n    }\n    reporter {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n    post {\n      id\n      title\n      content\n      category\n      country\n      imageUrl\n      imageThumbUrl\n      imageAlt\n      isBanned\n      isWarned\n      createdAt\n      likeCount\n      author {\n        id\n        username\n        fullName\n        photoThumbUrl\n      }\n    }\n  }\n": types.AdminReportFieldsFragmentDoc,
    "\n  query AdminReports($first: Int, $after: String) {\n    reports(first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminReportFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminReportsDocument,
    "\n  mutation WarnReport($id: ID!, $note: String) {\n    warnReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.WarnReportDocument,
    "\n  mutation BanReport($id: ID!, $note: String) {\n    banReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.BanReportDocument,
    "\n  mutation DismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DismissReportDocument,
    "\n  mutation LiftBan($id: ID!) {\n    liftBan(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.LiftBanDocument,
    "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        postId\n        action\n        note\n        createdAt\n        adminUsername\n        admin {\n          id\n          username\n        }\n        report {\n          id\n          categoryLabel\n          postTitle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ModerationLogDocument,
    "\n  subscription ReportAdded($after: String) {\n    reportAdded(after: $after) {\n      ...AdminReportFields\n    }\n  }\n": types.ReportAddedDocument,
    "\n  subscription ReportDecided($after: String) {\n    reportDecided(after: $after) {\n      ...AdminReportFields\n    }\n  }\n": types.ReportDecidedDocument,
    "\n  query MoreSurveyResponses($first: Int, $after: String) {\n    surveyResponses(first: $first, after: $after) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MoreSurveyResponsesDocument,
    "\n  fragment SurveyResponseFields on SurveyResponse {\n    id\n    answers\n    scores\n    createdAt\n    respondent {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n  }\n": types.SurveyResponseFieldsFragmentDoc,
    "\n  query SurveyResults($first: Int) {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n    surveyQuestions {\n      number\n      statement\n    }\n    surveyResponses(first: $first) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.SurveyResultsDocument,
    "\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    setupPending\n    isActive\n    isAdmin\n    createdAt\n    followerCount\n    followingCount\n    followerUsernames\n    achievementCounters {\n      likeLeader\n      guideGuru\n      contentCreator\n      commentConnoisseur\n      trendSetter\n      shareStar\n      knowledgeSeeker\n    }\n  }\n": types.AdminUserFieldsFragmentDoc,
    "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation SetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SetUserActiveDocument,
    "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedUserId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteUserDocument,
    "\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n": types.ChallengeFieldsFragmentDoc,
    "\n  fragment CodeRejectionFields on CodeRejection {\n    reason\n    attemptsLeft\n  }\n": types.CodeRejectionFieldsFragmentDoc,
    "\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ResendCodeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.VerifyCodeDocument,
    "\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.StartSignUpDocument,
    "\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CompleteSignUpDocument,
    "\n  mutation Logout {\n    logout {\n      user {\n        id\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment BlockStateFields on User {\n    id\n    isBlockedByViewer\n    isMutedByViewer\n    followStatus\n    followerCount\n  }\n": types.BlockStateFieldsFragmentDoc,
    "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.BlockMemberDocument,
    "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UnblockMemberDocument,
    "\n  mutation MuteMember($userId: ID!, $until: DateTimeISO) {\n    muteMember(userId: $userId, until: $until) {\n      mute {\n        until\n        user {\n          ...BlockStateFields\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MuteMemberDocument,
    "\n  mutation UnmuteMember($userId: ID!) {\n    unmuteMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UnmuteMemberDocument,
    "\n  fragment BlockedMemberFields on User {\n    id\n    username\n    fullName\n    photoThumbUrl\n    ...BlockStateFields\n  }\n": types.BlockedMemberFieldsFragmentDoc,
    "\n  query MyBlocks($after: String) {\n    myBlocks(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          blockedAt\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.MyBlocksDocument,
    "\n  query MyMutes($after: String) {\n    myMutes(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          mutedAt\n          until\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.MyMutesDocument,
    "\n  query Bookmarks($after: String) {\n    bookmarks(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.BookmarksDocument,
    "\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      comment {\n        ...CommentFields\n        post {\n          id\n          commentCount\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AddCommentDocument,
    "\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    viewerCanEdit\n    viewerCanDelete\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.CommentFieldsFragmentDoc,
    "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      deletedCommentId\n      post {\n        id\n        commentCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteCommentDocument,
    "\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      comment {\n        ...CommentFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.EditCommentDocument,
    "\n  query PostComments($postId: ID!, $after: String) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments(after: $after) {\n        nodes {\n          ...CommentFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.PostCommentsDocument,
    "\n  query Currencies {\n    currencies {\n      code\n      name\n      symbol\n    }\n  }\n": types.CurrenciesDocument,
    "\n  query ConvertAmount($amount: MoneyInput!, $to: String!) {\n    convertAmount(amount: $amount, to: $to) {\n      original {\n        amount\n        currencyCode\n      }\n      converted {\n        amount\n        currencyCode\n      }\n      rateDate\n      convertedOk\n    }\n  }\n": types.ConvertAmountDocument,
    "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.FeedDocument,
    "\n  subscription PostAdded($after: String) {\n    postAdded(scope: HOME, after: $after) {\n      ...PostCardFields\n    }\n  }\n": types.PostAddedDocument,
    "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    scopes\n    secretStart\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n": types.AccessTokenFieldsFragmentDoc,
    "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      revokedAccessTokenId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RevokeAccessTokenDocument,
    "\n  fragment OAuthAppFields on OAuthApp {\n    id\n    name\n    clientId\n    redirectUris\n    confidential\n    createdAt\n  }\n": types.OAuthAppFieldsFragmentDoc,
    "\n  query OAuthApps {\n    oauthApps {\n      ...OAuthAppFields\n    }\n  }\n": types.OAuthAppsDocument,
    "\n  mutation RegisterOAuthApp($input: RegisterOAuthAppInput!) {\n    registerOAuthApp(input: $input) {\n      clientSecret\n      app {\n        ...OAuthAppFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RegisterOAuthAppDocument,
    "\n  mutation DeleteOAuthApp($id: ID!) {\n    deleteOAuthApp(id: $id) {\n      deletedOAuthAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteOAuthAppDocument,
    "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    createdAt\n    active\n    disabledReason\n    lastDelivery {\n      id\n      event\n      status\n      attempts\n      createdAt\n      responseStatus\n      error\n    }\n  }\n": types.WebhookFieldsFragmentDoc,
    "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n": types.WebhooksDocument,
    "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateWebhookDocument,
    "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  mutation EnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.EnableWebhookDocument,
    "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      deletedWebhookId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteWebhookDocument,
    "\n  subscription FollowChanged($after: String) {\n    followChanged(after: $after) {\n      kind\n      followId\n      status\n      follower {\n        id\n        followerCount\n        followingCount\n      }\n      followee {\n        id\n        followerCount\n        followingCount\n      }\n    }\n  }\n": types.FollowChangedDocument,
    "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.FollowUserDocument,
    "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UnfollowUserDocument,
    "\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RespondToFollowRequestDocument,
    "\n  query Itineraries($mine: Boolean!, $first: Int, $after: String) {\n    itineraries(mine: $mine, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ItineraryCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ItinerariesDocument,
    "\n  fragment ItineraryCardFields on Itinerary {\n    id\n    title\n    description\n    coverUrl\n    coverThumbUrl\n    averageRating\n    createdAt\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.ItineraryCardFieldsFragmentDoc,
    "\n  query ItineraryDayBudgets($id: ID!, $currencyCode: String) {\n    itinerary(id: $id) {\n      id\n      days(currencyCode: $currencyCode) {\n        number\n        budget {\n          amount\n          currencyCode\n        }\n        budgetConvertedOk\n      }\n    }\n  }\n": types.ItineraryDayBudgetsDocument,
    "\n  mutation MoveStop($id: ID!, $position: Int!, $day: Int) {\n    moveStop(id: $id, position: $position, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MoveStopDocument,
    "\n  mutation RemoveItineraryDay($id: ID!, $day: Int!) {\n    removeItineraryDay(id: $id, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RemoveItineraryDayDocument,
    "\n  fragment ItineraryDetails on Itinerary {\n    id\n    title\n    description\n    tips\n    coverUrl\n    coverThumbUrl\n    totalBudget {\n      amount\n      currencyCode\n    }\n    createdAt\n    averageRating\n    ratingCount\n    myRating\n    isOwner\n    forkCount\n    startDate\n    dayCount\n    forkedFrom {\n      id\n      title\n      ownerUsername\n    }\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n    stops {\n      id\n      position\n      name\n      address\n      description\n      latitude\n      longitude\n      budget {\n        amount\n        currencyCode\n      }\n      types\n      imageUrl\n      imageAlt\n      day\n      time\n      timeZone\n      startsAt\n    }\n  }\n": types.ItineraryDetailsFragmentDoc,
    "\n  mutation CreateItinerary($input: ItineraryInput!, $cover: Upload) {\n    createItinerary(input: $input, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreateItineraryDocument,
    "\n  mutation UpdateItinerary($id: ID!, $patch: ItineraryPatch!) {\n    updateItinerary(id: $id, patch: $patch) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateItineraryDocument,
    "\n  mutation SetItineraryCover($id: ID!, $cover: Upload!) {\n    setItineraryCover(id: $id, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SetItineraryCoverDocument,
    "\n  mutation DeleteItinerary($id: ID!) {\n    deleteItinerary(id: $id) {\n      deletedItineraryId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteItineraryDocument,
    "\n  mutation RateItinerary($id: ID!, $rating: Int!) {\n    rateItinerary(id: $id, rating: $rating) {\n      itinerary {\n        id\n        averageRating\n        ratingCount\n        myRating\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RateItineraryDocument,
    "\n  mutation ForkItinerary($id: ID!) {\n    forkItinerary(id: $id) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ForkItineraryDocument,
    "\n  query MyItineraries($first: Int, $after: String) {\n    itineraries(mine: true, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        coverThumbUrl\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyItinerariesDocument,
    "\n  mutation AddStop($itineraryId: ID!, $stop: StopInput!, $photo: Upload) {\n    addStop(itineraryId: $itineraryId, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.AddStopDocument,
    "\n  mutation UpdateStop($id: ID!, $stop: StopInput!, $photo: Upload) {\n    updateStop(id: $id, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateStopDocument,
    "\n  mutation DeleteStop($id: ID!) {\n    deleteStop(id: $id) {\n      deletedStopId\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeleteStopDocument,
    "\n  query ViewItinerary($id: ID!) {\n    itinerary(id: $id) {\n      ...ItineraryDetails\n    }\n  }\n": types.ViewItineraryDocument,
    "\n  query NearbySuggestions($id: ID!) {\n    itinerary(id: $id) {\n      id\n      nearbySuggestions {\n        name\n        latitude\n        longitude\n        distanceMeters\n        types\n        source\n        itineraryId\n        averageRating\n      }\n    }\n  }\n": types.NearbySuggestionsDocument,
    "\n  query Directions($points: [LatLngInput!]!) {\n    directions(points: $points) {\n      fromLabel\n      toLabel\n      distanceKm\n      durationMinutes\n      mode\n      geometry\n    }\n  }\n": types.DirectionsDocument,
    "\n  query MapStyles {\n    mapStyles {\n      online\n      onlineDark\n      offline\n      offlineDark\n    }\n  }\n": types.MapStylesDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notification {\n        id\n        isRead\n      }\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  subscription NotificationAdded($after: String) {\n    notificationAdded(after: $after) {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  subscription NotificationChanged($after: String) {\n    notificationChanged(after: $after) {\n      kind\n      notificationIds\n      unreadCount\n    }\n  }\n": types.NotificationChangedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    reportOutcome\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query Notifications($filter: NotificationFilter!, $first: Int, $after: String) {\n    notifications(filter: $filter, first: $first, after: $after) {\n      unreadCount\n      edges {\n        node {\n          ...NotificationFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotificationCount {\n    unreadNotificationCount\n  }\n": types.UnreadNotificationCountDocument,
    "\n  query OAuthAuthorizationRequest($input: OAuthAuthorizationInput!) {\n    oauthAuthorizationRequest(input: $input) {\n      appName\n      developer\n      scopes\n      redirectUri\n      alreadyAllowed\n    }\n  }\n": types.OAuthAuthorizationRequestDocument,
    "\n  mutation DecideOAuthAuthorization($input: OAuthAuthorizationInput!, $allow: Boolean!) {\n    decideOAuthAuthorization(input: $input, allow: $allow) {\n      redirectTo\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DecideOAuthAuthorizationDocument,
    "\n  fragment PlaceFields on Place {\n    id\n    name\n    label\n    country\n    countryCode\n    admin\n    latitude\n    longitude\n    types\n  }\n": types.PlaceFieldsFragmentDoc,
    "\n  query PlaceSearch($text: String!, $limit: Int! = 8, $region: Boolean! = false) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      ...PlaceFields\n    }\n  }\n": types.PlaceSearchDocument,
    "\n  query ReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      ...PlaceFields\n    }\n  }\n": types.ReverseGeocodeDocument,
    "\n  mutation BookmarkPost($postId: ID!) {\n    bookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.BookmarkPostDocument,
    "\n  mutation UnbookmarkPost($postId: ID!) {\n    unbookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UnbookmarkPostDocument,
    "\n  mutation CreatePost($input: CreatePostInput!, $photos: [PostPhotoInput!]) {\n    createPost(input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      deletedPostId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.DeletePostDocument,
    "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.LikePostDocument,
    "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UnlikePostDocument,
    "\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    imageAlt\n    photos {\n      id\n      url\n      thumbUrl\n      description\n    }\n    itineraryId\n    itinerary {\n      id\n      title\n      description\n      coverThumbUrl\n      coverUrl\n    }\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    isBookmarked\n    commentCount\n    viewerCanEdit\n    viewerCanDelete\n    viewerCanReport\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.PostCardFieldsFragmentDoc,
    "\n  subscription PostChanged($postIds: [ID!]!, $after: String) {\n    postChanged(postIds: $postIds, after: $after) {\n      kind\n      postId\n      commentId\n      post {\n        ...PostCardFields\n      }\n    }\n  }\n": types.PostChangedDocument,
    "\n  subscription PostLikeChanged($postIds: [ID!]!, $after: String) {\n    postLikeChanged(postIds: $postIds, after: $after) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n": types.PostLikeChangedDocument,
    "\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        nodes {\n          id\n          username\n        }\n      }\n    }\n  }\n": types.PostLikersDocument,
    "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $photos: [PostPhotoInput!]) {\n    updatePost(id: $id, input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdatePostDocument,
    "\n  query ViewPost($id: ID!) {\n    post(id: $id) {\n      ...PostCardFields\n    }\n  }\n": types.ViewPostDocument,
    "\n  query MemberProfile($id: ID!, $username: String!, $byId: Boolean!) {\n    user(id: $id) @include(if: $byId) {\n      ...ProfileFields\n    }\n    userByUsername(username: $username) @skip(if: $byId) {\n      ...ProfileFields\n    }\n  }\n": types.MemberProfileDocument,
    "\n  query OwnProfile {\n    me {\n      ...ProfileFields\n    }\n  }\n": types.OwnProfileDocument,
    "\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    isBlockedByViewer\n    isMutedByViewer\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query ProfileFollowers($userId: ID!, $after: String) {\n    user(id: $userId) {\n      id\n      followers(first: 24, after: $after) {\n        edges {\n          node {\n            id\n            username\n            fullName\n            country\n            photoThumbUrl\n          }\n        }\n        pageInfo {\n          endCursor\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.ProfileFollowersDocument,
    "\n  query ProfilePosts($userId: ID!, $first: Int, $after: String) {\n    userPosts(userId: $userId, first: $first, after: $after) {\n      edges {\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ProfilePostsDocument,
    "\n  mutation ReportPost($postId: ID!, $category: ReportCategory!, $details: String!) {\n    reportPost(postId: $postId, category: $category, details: $details) {\n      report {\n        id\n        category\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ReportPostDocument,
    "\n  query ReportedPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      content\n      author {\n        id\n        username\n      }\n    }\n  }\n": types.ReportedPostDocument,
    "\n  query Search($text: String!, $first: Int, $usersAfter: String, $postsAfter: String) {\n    search(text: $text) {\n      users(first: $first, after: $usersAfter) {\n        nodes {\n          id\n          username\n          fullName\n          country\n          photoThumbUrl\n          isPrivate\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts(first: $first, after: $postsAfter) {\n        nodes {\n          ...PostCardFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  query AuthorizedApps($after: String) {\n    authorizedApps(first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          scopes\n          authorizedAt\n          lastUsedAt\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.AuthorizedAppsDocument,
    "\n  mutation RevokeAppAuthorization($appId: ID!) {\n    revokeAppAuthorization(appId: $appId) {\n      revokedAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.RevokeAppAuthorizationDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      user {\n        id\n        isPrivate\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SetPrivacyDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      user {\n        id\n        photoUrl\n        photoThumbUrl\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.UploadProfilePhotoDocument,
    "\n  mutation MarkSupportRead($conversationId: ID!) {\n    markSupportRead(conversationId: $conversationId) {\n      conversation {\n        id\n        unreadForMember\n        unreadForModerators\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.MarkSupportReadDocument,
    "\n  query MySupportConversation {\n    myConversation {\n      id\n      unreadForMember\n      lastMessageAt\n    }\n  }\n": types.MySupportConversationDocument,
    "\n  mutation SendSupportMessage($body: String!, $conversationId: ID) {\n    sendSupportMessage(body: $body, conversationId: $conversationId) {\n      message {\n        ...SupportMessageFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SendSupportMessageDocument,
    "\n  query SupportInbox($first: Int, $after: String) {\n    supportInbox(first: $first, after: $after) {\n      nodes {\n        id\n        lastMessageAt\n        unreadForModerators\n        member {\n          id\n          username\n          fullName\n          photoThumbUrl\n        }\n        lastMessage {\n          ...SupportMessageFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.SupportInboxDocument,
    "\n  subscription SupportMessageAdded($conversationId: ID, $after: String) {\n    supportMessageAdded(conversationId: $conversationId, after: $after) {\n      ...SupportMessageFields\n    }\n  }\n": types.SupportMessageAddedDocument,
    "\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    body\n    fromModerator\n    fromBot\n    createdAt\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n": types.SupportMessageFieldsFragmentDoc,
    "\n  query SupportMessages($conversationId: ID, $last: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, last: $last, before: $before) {\n      nodes {\n        ...SupportMessageFields\n      }\n      pageInfo {\n        startCursor\n        hasPreviousPage\n      }\n    }\n  }\n": types.SupportMessagesDocument,
    "\n  query MySurveyResponse {\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n": types.MySurveyResponseDocument,
    "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      surveyResponse {\n        id\n        createdAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.SubmitSurveyDocument,
    "\n  query SurveyPageData {\n    surveyQuestions {\n      number\n      statement\n    }\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n": types.SurveyPageDataDocument,
    "\n  mutation FetchTrivia {\n    fetchTrivia {\n      batch {\n        ...TriviaBatchFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n": types.FetchTriviaDocument,
    "\n  query RecentTrivia {\n    recentTrivia {\n      ...TriviaBatchFields\n    }\n  }\n": types.RecentTriviaDocument,
    "\n  query TriviaAllowance {\n    triviaAllowance {\n      fetchesUsed\n      fetchLimit\n      resetsAt\n    }\n  }\n": types.TriviaAllowanceDocument,
    "\n  fragment TriviaBatchFields on TriviaBatch {\n    questions {\n      id\n      category\n      question\n      answer\n    }\n    fetchesUsed\n    fetchLimit\n    resetsAt\n  }\n": types.TriviaBatchFieldsFragmentDoc,
    "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n": types.UserErrorFieldsFragmentDoc,
    "\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
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
export function graphql(source: "\n  mutation CompleteAccountSetup($challengeId: ID!, $code: String!, $username: String!, $password: String!) {\n    completeAccountSetup(challengeId: $challengeId, code: $code, username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteAccountSetup($challengeId: ID!, $code: String!, $username: String!, $password: String!) {\n    completeAccountSetup(challengeId: $challengeId, code: $code, username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminReportFields on Report {\n    id\n    category\n    categoryLabel\n    details\n    createdAt\n    status\n    postId\n    postTitle\n    decidedAt\n    decidedBy {\n      id\n      username\n      fullName\n    }\n    reporter {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n    post {\n      id\n      title\n      content\n      category\n      country\n      imageUrl\n      imageThumbUrl\n      imageAlt\n      isBanned\n      isWarned\n      createdAt\n      likeCount\n      author {\n        id\n        username\n        fullName\n        photoThumbUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminReportFields on Report {\n    id\n    category\n    categoryLabel\n    details\n    createdAt\n    status\n    postId\n    postTitle\n    decidedAt\n    decidedBy {\n      id\n      username\n      fullName\n    }\n    reporter {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n    post {\n      id\n      title\n      content\n      category\n      country\n      imageUrl\n      imageThumbUrl\n      imageAlt\n      isBanned\n      isWarned\n      createdAt\n      likeCount\n      author {\n        id\n        username\n        fullName\n        photoThumbUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReports($first: Int, $after: String) {\n    reports(first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminReportFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminReports($first: Int, $after: String) {\n    reports(first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminReportFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WarnReport($id: ID!, $note: String) {\n    warnReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation WarnReport($id: ID!, $note: String) {\n    warnReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanReport($id: ID!, $note: String) {\n    banReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BanReport($id: ID!, $note: String) {\n    banReport(id: $id, note: $note) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DismissReport($id: ID!) {\n    dismissReport(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftBan($id: ID!) {\n    liftBan(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LiftBan($id: ID!) {\n    liftBan(id: $id) {\n      report {\n        ...AdminReportFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        postId\n        action\n        note\n        createdAt\n        adminUsername\n        admin {\n          id\n          username\n        }\n        report {\n          id\n          categoryLabel\n          postTitle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        postId\n        action\n        note\n        createdAt\n        adminUsername\n        admin {\n          id\n          username\n        }\n        report {\n          id\n          categoryLabel\n          postTitle\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReportAdded($after: String) {\n    reportAdded(after: $after) {\n      ...AdminReportFields\n    }\n  }\n"): (typeof documents)["\n  subscription ReportAdded($after: String) {\n    reportAdded(after: $after) {\n      ...AdminReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReportDecided($after: String) {\n    reportDecided(after: $after) {\n      ...AdminReportFields\n    }\n  }\n"): (typeof documents)["\n  subscription ReportDecided($after: String) {\n    reportDecided(after: $after) {\n      ...AdminReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoreSurveyResponses($first: Int, $after: String) {\n    surveyResponses(first: $first, after: $after) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoreSurveyResponses($first: Int, $after: String) {\n    surveyResponses(first: $first, after: $after) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SurveyResponseFields on SurveyResponse {\n    id\n    answers\n    scores\n    createdAt\n    respondent {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment SurveyResponseFields on SurveyResponse {\n    id\n    answers\n    scores\n    createdAt\n    respondent {\n      id\n      username\n      fullName\n      country\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyResults($first: Int) {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n    surveyQuestions {\n      number\n      statement\n    }\n    surveyResponses(first: $first) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyResults($first: Int) {\n    surveyStats {\n      totalResponses\n      averageScore\n      mostCommonAnswer\n      countsByAnswer {\n        answer\n        score\n        count\n      }\n    }\n    surveyQuestions {\n      number\n      statement\n    }\n    surveyResponses(first: $first) {\n      nodes {\n        ...SurveyResponseFields\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    setupPending\n    isActive\n    isAdmin\n    createdAt\n    followerCount\n    followingCount\n    followerUsernames\n    achievementCounters {\n      likeLeader\n      guideGuru\n      contentCreator\n      commentConnoisseur\n      trendSetter\n      shareStar\n      knowledgeSeeker\n    }\n  }\n"): (typeof documents)["\n  fragment AdminUserFields on AdminUser {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    setupPending\n    isActive\n    isAdmin\n    createdAt\n    followerCount\n    followingCount\n    followerUsernames\n    achievementCounters {\n      likeLeader\n      guideGuru\n      contentCreator\n      commentConnoisseur\n      trendSetter\n      shareStar\n      knowledgeSeeker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $first: Int, $after: String) {\n    adminUsers(search: $search, first: $first, after: $after) {\n      edges {\n        node {\n          ...AdminUserFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: AdminUserInput!) {\n    createUser(input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {\n    updateUser(id: $id, input: $input) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserActive($id: ID!, $active: Boolean!) {\n    setUserActive(id: $id, active: $active) {\n      user {\n        ...AdminUserFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedUserId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: ID!) {\n    deleteUser(id: $id) {\n      deletedUserId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n"): (typeof documents)["\n  fragment ChallengeFields on CodeChallenge {\n    id\n    email\n    purpose\n    expiresAt\n    resendAvailableAt\n    verified\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CodeRejectionFields on CodeRejection {\n    reason\n    attemptsLeft\n  }\n"): (typeof documents)["\n  fragment CodeRejectionFields on CodeRejection {\n    reason\n    attemptsLeft\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendCode($challengeId: ID!) {\n    resendCode(challengeId: $challengeId) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyCode($challengeId: ID!, $code: String!) {\n    verifyCode(challengeId: $challengeId, code: $code) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($challengeId: ID!, $newPassword: String!) {\n    resetPassword(challengeId: $challengeId, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartSignUp($input: SignUpInput!) {\n    startSignUp(input: $input) {\n      codeChallenge {\n        ...ChallengeFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignUp($challengeId: ID!, $code: String!) {\n    completeSignUp(challengeId: $challengeId, code: $code) {\n      token\n      user {\n        ...ViewerFields\n      }\n      codeRejection {\n        ...CodeRejectionFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      user {\n        id\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      user {\n        id\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlockStateFields on User {\n    id\n    isBlockedByViewer\n    isMutedByViewer\n    followStatus\n    followerCount\n  }\n"): (typeof documents)["\n  fragment BlockStateFields on User {\n    id\n    isBlockedByViewer\n    isMutedByViewer\n    followStatus\n    followerCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BlockMember($userId: ID!) {\n    blockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockMember($userId: ID!) {\n    unblockMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MuteMember($userId: ID!, $until: DateTimeISO) {\n    muteMember(userId: $userId, until: $until) {\n      mute {\n        until\n        user {\n          ...BlockStateFields\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MuteMember($userId: ID!, $until: DateTimeISO) {\n    muteMember(userId: $userId, until: $until) {\n      mute {\n        until\n        user {\n          ...BlockStateFields\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnmuteMember($userId: ID!) {\n    unmuteMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnmuteMember($userId: ID!) {\n    unmuteMember(userId: $userId) {\n      user {\n        ...BlockStateFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlockedMemberFields on User {\n    id\n    username\n    fullName\n    photoThumbUrl\n    ...BlockStateFields\n  }\n"): (typeof documents)["\n  fragment BlockedMemberFields on User {\n    id\n    username\n    fullName\n    photoThumbUrl\n    ...BlockStateFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBlocks($after: String) {\n    myBlocks(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          blockedAt\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBlocks($after: String) {\n    myBlocks(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          blockedAt\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMutes($after: String) {\n    myMutes(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          mutedAt\n          until\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMutes($after: String) {\n    myMutes(first: 20, after: $after) {\n      edges {\n        cursor\n        node {\n          mutedAt\n          until\n          user {\n            ...BlockedMemberFields\n          }\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Bookmarks($after: String) {\n    bookmarks(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Bookmarks($after: String) {\n    bookmarks(first: 10, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      comment {\n        ...CommentFields\n        post {\n          id\n          commentCount\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddComment($postId: ID!, $body: String!, $repliedToId: ID) {\n    addComment(postId: $postId, body: $body, repliedToId: $repliedToId) {\n      comment {\n        ...CommentFields\n        post {\n          id\n          commentCount\n        }\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    viewerCanEdit\n    viewerCanDelete\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment CommentFields on Comment {\n    id\n    body\n    createdAt\n    updatedAt\n    repliedToId\n    viewerCanEdit\n    viewerCanDelete\n    repliedTo {\n      id\n      author {\n        id\n        username\n      }\n    }\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      deletedCommentId\n      post {\n        id\n        commentCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComment($id: ID!) {\n    deleteComment(id: $id) {\n      deletedCommentId\n      post {\n        id\n        commentCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      comment {\n        ...CommentFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditComment($id: ID!, $body: String!) {\n    editComment(id: $id, body: $body) {\n      comment {\n        ...CommentFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostComments($postId: ID!, $after: String) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments(after: $after) {\n        nodes {\n          ...CommentFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostComments($postId: ID!, $after: String) {\n    post(id: $postId) {\n      id\n      commentCount\n      author {\n        id\n      }\n      comments(after: $after) {\n        nodes {\n          ...CommentFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Currencies {\n    currencies {\n      code\n      name\n      symbol\n    }\n  }\n"): (typeof documents)["\n  query Currencies {\n    currencies {\n      code\n      name\n      symbol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConvertAmount($amount: MoneyInput!, $to: String!) {\n    convertAmount(amount: $amount, to: $to) {\n      original {\n        amount\n        currencyCode\n      }\n      converted {\n        amount\n        currencyCode\n      }\n      rateDate\n      convertedOk\n    }\n  }\n"): (typeof documents)["\n  query ConvertAmount($amount: MoneyInput!, $to: String!) {\n    convertAmount(amount: $amount, to: $to) {\n      original {\n        amount\n        currencyCode\n      }\n      converted {\n        amount\n        currencyCode\n      }\n      rateDate\n      convertedOk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Feed($first: Int!, $after: String) {\n    feed(first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...PostCardFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostAdded($after: String) {\n    postAdded(scope: HOME, after: $after) {\n      ...PostCardFields\n    }\n  }\n"): (typeof documents)["\n  subscription PostAdded($after: String) {\n    postAdded(scope: HOME, after: $after) {\n      ...PostCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    scopes\n    secretStart\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment AccessTokenFields on AccessToken {\n    id\n    name\n    scopes\n    secretStart\n    createdAt\n    expiresAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      ...AccessTokenFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($input: CreateAccessTokenInput!) {\n    createAccessToken(input: $input) {\n      secret\n      accessToken {\n        ...AccessTokenFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      revokedAccessTokenId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id) {\n      revokedAccessTokenId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OAuthAppFields on OAuthApp {\n    id\n    name\n    clientId\n    redirectUris\n    confidential\n    createdAt\n  }\n"): (typeof documents)["\n  fragment OAuthAppFields on OAuthApp {\n    id\n    name\n    clientId\n    redirectUris\n    confidential\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OAuthApps {\n    oauthApps {\n      ...OAuthAppFields\n    }\n  }\n"): (typeof documents)["\n  query OAuthApps {\n    oauthApps {\n      ...OAuthAppFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterOAuthApp($input: RegisterOAuthAppInput!) {\n    registerOAuthApp(input: $input) {\n      clientSecret\n      app {\n        ...OAuthAppFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterOAuthApp($input: RegisterOAuthAppInput!) {\n    registerOAuthApp(input: $input) {\n      clientSecret\n      app {\n        ...OAuthAppFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOAuthApp($id: ID!) {\n    deleteOAuthApp(id: $id) {\n      deletedOAuthAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOAuthApp($id: ID!) {\n    deleteOAuthApp(id: $id) {\n      deletedOAuthAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    createdAt\n    active\n    disabledReason\n    lastDelivery {\n      id\n      event\n      status\n      attempts\n      createdAt\n      responseStatus\n      error\n    }\n  }\n"): (typeof documents)["\n  fragment WebhookFields on Webhook {\n    id\n    url\n    events\n    createdAt\n    active\n    disabledReason\n    lastDelivery {\n      id\n      event\n      status\n      attempts\n      createdAt\n      responseStatus\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n"): (typeof documents)["\n  query Webhooks {\n    webhooks {\n      ...WebhookFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhook($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      secret\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnableWebhook($id: ID!) {\n    enableWebhook(id: $id) {\n      webhook {\n        ...WebhookFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      deletedWebhookId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      deletedWebhookId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FollowChanged($after: String) {\n    followChanged(after: $after) {\n      kind\n      followId\n      status\n      follower {\n        id\n        followerCount\n        followingCount\n      }\n      followee {\n        id\n        followerCount\n        followingCount\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription FollowChanged($after: String) {\n    followChanged(after: $after) {\n      kind\n      followId\n      status\n      follower {\n        id\n        followerCount\n        followingCount\n      }\n      followee {\n        id\n        followerCount\n        followingCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FollowUser($userId: ID!) {\n    followUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowUser($userId: ID!) {\n    unfollowUser(userId: $userId) {\n      user {\n        id\n        followStatus\n        isFollowed\n        followerCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RespondToFollowRequest($approve: Boolean!, $notificationId: ID) {\n    respondToFollowRequest(approve: $approve, notificationId: $notificationId) {\n      approved\n      followerCount\n      requester {\n        id\n        username\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Itineraries($mine: Boolean!, $first: Int, $after: String) {\n    itineraries(mine: $mine, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ItineraryCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Itineraries($mine: Boolean!, $first: Int, $after: String) {\n    itineraries(mine: $mine, first: $first, after: $after) {\n      edges {\n        cursor\n        node {\n          ...ItineraryCardFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItineraryCardFields on Itinerary {\n    id\n    title\n    description\n    coverUrl\n    coverThumbUrl\n    averageRating\n    createdAt\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment ItineraryCardFields on Itinerary {\n    id\n    title\n    description\n    coverUrl\n    coverThumbUrl\n    averageRating\n    createdAt\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItineraryDayBudgets($id: ID!, $currencyCode: String) {\n    itinerary(id: $id) {\n      id\n      days(currencyCode: $currencyCode) {\n        number\n        budget {\n          amount\n          currencyCode\n        }\n        budgetConvertedOk\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItineraryDayBudgets($id: ID!, $currencyCode: String) {\n    itinerary(id: $id) {\n      id\n      days(currencyCode: $currencyCode) {\n        number\n        budget {\n          amount\n          currencyCode\n        }\n        budgetConvertedOk\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveStop($id: ID!, $position: Int!, $day: Int) {\n    moveStop(id: $id, position: $position, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MoveStop($id: ID!, $position: Int!, $day: Int) {\n    moveStop(id: $id, position: $position, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveItineraryDay($id: ID!, $day: Int!) {\n    removeItineraryDay(id: $id, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveItineraryDay($id: ID!, $day: Int!) {\n    removeItineraryDay(id: $id, day: $day) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItineraryDetails on Itinerary {\n    id\n    title\n    description\n    tips\n    coverUrl\n    coverThumbUrl\n    totalBudget {\n      amount\n      currencyCode\n    }\n    createdAt\n    averageRating\n    ratingCount\n    myRating\n    isOwner\n    forkCount\n    startDate\n    dayCount\n    forkedFrom {\n      id\n      title\n      ownerUsername\n    }\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n    stops {\n      id\n      position\n      name\n      address\n      description\n      latitude\n      longitude\n      budget {\n        amount\n        currencyCode\n      }\n      types\n      imageUrl\n      imageAlt\n      day\n      time\n      timeZone\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  fragment ItineraryDetails on Itinerary {\n    id\n    title\n    description\n    tips\n    coverUrl\n    coverThumbUrl\n    totalBudget {\n      amount\n      currencyCode\n    }\n    createdAt\n    averageRating\n    ratingCount\n    myRating\n    isOwner\n    forkCount\n    startDate\n    dayCount\n    forkedFrom {\n      id\n      title\n      ownerUsername\n    }\n    owner {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n    stops {\n      id\n      position\n      name\n      address\n      description\n      latitude\n      longitude\n      budget {\n        amount\n        currencyCode\n      }\n      types\n      imageUrl\n      imageAlt\n      day\n      time\n      timeZone\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateItinerary($input: ItineraryInput!, $cover: Upload) {\n    createItinerary(input: $input, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateItinerary($input: ItineraryInput!, $cover: Upload) {\n    createItinerary(input: $input, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItinerary($id: ID!, $patch: ItineraryPatch!) {\n    updateItinerary(id: $id, patch: $patch) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateItinerary($id: ID!, $patch: ItineraryPatch!) {\n    updateItinerary(id: $id, patch: $patch) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetItineraryCover($id: ID!, $cover: Upload!) {\n    setItineraryCover(id: $id, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetItineraryCover($id: ID!, $cover: Upload!) {\n    setItineraryCover(id: $id, cover: $cover) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteItinerary($id: ID!) {\n    deleteItinerary(id: $id) {\n      deletedItineraryId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteItinerary($id: ID!) {\n    deleteItinerary(id: $id) {\n      deletedItineraryId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateItinerary($id: ID!, $rating: Int!) {\n    rateItinerary(id: $id, rating: $rating) {\n      itinerary {\n        id\n        averageRating\n        ratingCount\n        myRating\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RateItinerary($id: ID!, $rating: Int!) {\n    rateItinerary(id: $id, rating: $rating) {\n      itinerary {\n        id\n        averageRating\n        ratingCount\n        myRating\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForkItinerary($id: ID!) {\n    forkItinerary(id: $id) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ForkItinerary($id: ID!) {\n    forkItinerary(id: $id) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyItineraries($first: Int, $after: String) {\n    itineraries(mine: true, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        coverThumbUrl\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyItineraries($first: Int, $after: String) {\n    itineraries(mine: true, first: $first, after: $after) {\n      nodes {\n        id\n        title\n        description\n        coverThumbUrl\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStop($itineraryId: ID!, $stop: StopInput!, $photo: Upload) {\n    addStop(itineraryId: $itineraryId, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddStop($itineraryId: ID!, $stop: StopInput!, $photo: Upload) {\n    addStop(itineraryId: $itineraryId, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStop($id: ID!, $stop: StopInput!, $photo: Upload) {\n    updateStop(id: $id, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStop($id: ID!, $stop: StopInput!, $photo: Upload) {\n    updateStop(id: $id, stop: $stop, photo: $photo) {\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStop($id: ID!) {\n    deleteStop(id: $id) {\n      deletedStopId\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteStop($id: ID!) {\n    deleteStop(id: $id) {\n      deletedStopId\n      itinerary {\n        ...ItineraryDetails\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewItinerary($id: ID!) {\n    itinerary(id: $id) {\n      ...ItineraryDetails\n    }\n  }\n"): (typeof documents)["\n  query ViewItinerary($id: ID!) {\n    itinerary(id: $id) {\n      ...ItineraryDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NearbySuggestions($id: ID!) {\n    itinerary(id: $id) {\n      id\n      nearbySuggestions {\n        name\n        latitude\n        longitude\n        distanceMeters\n        types\n        source\n        itineraryId\n        averageRating\n      }\n    }\n  }\n"): (typeof documents)["\n  query NearbySuggestions($id: ID!) {\n    itinerary(id: $id) {\n      id\n      nearbySuggestions {\n        name\n        latitude\n        longitude\n        distanceMeters\n        types\n        source\n        itineraryId\n        averageRating\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Directions($points: [LatLngInput!]!) {\n    directions(points: $points) {\n      fromLabel\n      toLabel\n      distanceKm\n      durationMinutes\n      mode\n      geometry\n    }\n  }\n"): (typeof documents)["\n  query Directions($points: [LatLngInput!]!) {\n    directions(points: $points) {\n      fromLabel\n      toLabel\n      distanceKm\n      durationMinutes\n      mode\n      geometry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MapStyles {\n    mapStyles {\n      online\n      onlineDark\n      offline\n      offlineDark\n    }\n  }\n"): (typeof documents)["\n  query MapStyles {\n    mapStyles {\n      online\n      onlineDark\n      offline\n      offlineDark\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notification {\n        id\n        isRead\n      }\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($id: ID!) {\n    markNotificationRead(id: $id) {\n      notification {\n        id\n        isRead\n      }\n      unreadCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded($after: String) {\n    notificationAdded(after: $after) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded($after: String) {\n    notificationAdded(after: $after) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationChanged($after: String) {\n    notificationChanged(after: $after) {\n      kind\n      notificationIds\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationChanged($after: String) {\n    notificationChanged(after: $after) {\n      kind\n      notificationIds\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    reportOutcome\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    isRead\n    isPendingRequest\n    createdAt\n    postId\n    postTitle\n    postContent\n    commentBody\n    followId\n    achievement\n    reportOutcome\n    actor {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
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
export function graphql(source: "\n  query OAuthAuthorizationRequest($input: OAuthAuthorizationInput!) {\n    oauthAuthorizationRequest(input: $input) {\n      appName\n      developer\n      scopes\n      redirectUri\n      alreadyAllowed\n    }\n  }\n"): (typeof documents)["\n  query OAuthAuthorizationRequest($input: OAuthAuthorizationInput!) {\n    oauthAuthorizationRequest(input: $input) {\n      appName\n      developer\n      scopes\n      redirectUri\n      alreadyAllowed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideOAuthAuthorization($input: OAuthAuthorizationInput!, $allow: Boolean!) {\n    decideOAuthAuthorization(input: $input, allow: $allow) {\n      redirectTo\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DecideOAuthAuthorization($input: OAuthAuthorizationInput!, $allow: Boolean!) {\n    decideOAuthAuthorization(input: $input, allow: $allow) {\n      redirectTo\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaceFields on Place {\n    id\n    name\n    label\n    country\n    countryCode\n    admin\n    latitude\n    longitude\n    types\n  }\n"): (typeof documents)["\n  fragment PlaceFields on Place {\n    id\n    name\n    label\n    country\n    countryCode\n    admin\n    latitude\n    longitude\n    types\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSearch($text: String!, $limit: Int! = 8, $region: Boolean! = false) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      ...PlaceFields\n    }\n  }\n"): (typeof documents)["\n  query PlaceSearch($text: String!, $limit: Int! = 8, $region: Boolean! = false) {\n    placeSearch(text: $text, limit: $limit, region: $region) {\n      ...PlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      ...PlaceFields\n    }\n  }\n"): (typeof documents)["\n  query ReverseGeocode($latitude: Float!, $longitude: Float!) {\n    reverseGeocode(latitude: $latitude, longitude: $longitude) {\n      ...PlaceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookmarkPost($postId: ID!) {\n    bookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BookmarkPost($postId: ID!) {\n    bookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbookmarkPost($postId: ID!) {\n    unbookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnbookmarkPost($postId: ID!) {\n    unbookmarkPost(postId: $postId) {\n      post {\n        id\n        isBookmarked\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!, $photos: [PostPhotoInput!]) {\n    createPost(input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!, $photos: [PostPhotoInput!]) {\n    createPost(input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      deletedPostId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(id: $id) {\n      deletedPostId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LikePost($postId: ID!) {\n    likePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikePost($postId: ID!) {\n    unlikePost(postId: $postId) {\n      post {\n        id\n        isLiked\n        likeCount\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    imageAlt\n    photos {\n      id\n      url\n      thumbUrl\n      description\n    }\n    itineraryId\n    itinerary {\n      id\n      title\n      description\n      coverThumbUrl\n      coverUrl\n    }\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    isBookmarked\n    commentCount\n    viewerCanEdit\n    viewerCanDelete\n    viewerCanReport\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment PostCardFields on Post {\n    id\n    title\n    content\n    category\n    country\n    imageUrl\n    imageThumbUrl\n    imageAlt\n    photos {\n      id\n      url\n      thumbUrl\n      description\n    }\n    itineraryId\n    itinerary {\n      id\n      title\n      description\n      coverThumbUrl\n      coverUrl\n    }\n    isBanned\n    createdAt\n    likeCount\n    isLiked\n    isBookmarked\n    commentCount\n    viewerCanEdit\n    viewerCanDelete\n    viewerCanReport\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostChanged($postIds: [ID!]!, $after: String) {\n    postChanged(postIds: $postIds, after: $after) {\n      kind\n      postId\n      commentId\n      post {\n        ...PostCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PostChanged($postIds: [ID!]!, $after: String) {\n    postChanged(postIds: $postIds, after: $after) {\n      kind\n      postId\n      commentId\n      post {\n        ...PostCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PostLikeChanged($postIds: [ID!]!, $after: String) {\n    postLikeChanged(postIds: $postIds, after: $after) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n"): (typeof documents)["\n  subscription PostLikeChanged($postIds: [ID!]!, $after: String) {\n    postLikeChanged(postIds: $postIds, after: $after) {\n      id\n      likeCount\n      isLiked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        nodes {\n          id\n          username\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostLikers($postId: ID!) {\n    post(id: $postId) {\n      id\n      likeCount\n      likers(first: 10) {\n        nodes {\n          id\n          username\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $photos: [PostPhotoInput!]) {\n    updatePost(id: $id, input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($id: ID!, $input: UpdatePostInput!, $photos: [PostPhotoInput!]) {\n    updatePost(id: $id, input: $input, photos: $photos) {\n      post {\n        ...PostCardFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    isBlockedByViewer\n    isMutedByViewer\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on User {\n    id\n    username\n    fullName\n    email\n    country\n    photoUrl\n    photoThumbUrl\n    isPrivate\n    followerCount\n    postCount\n    followStatus\n    isBlockedByViewer\n    isMutedByViewer\n    achievements {\n      key\n      name\n      description\n      unlocked\n      current\n      target\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation ReportPost($postId: ID!, $category: ReportCategory!, $details: String!) {\n    reportPost(postId: $postId, category: $category, details: $details) {\n      report {\n        id\n        category\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReportPost($postId: ID!, $category: ReportCategory!, $details: String!) {\n    reportPost(postId: $postId, category: $category, details: $details) {\n      report {\n        id\n        category\n        status\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportedPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      content\n      author {\n        id\n        username\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportedPost($id: ID!) {\n    post(id: $id) {\n      id\n      title\n      content\n      author {\n        id\n        username\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search($text: String!, $first: Int, $usersAfter: String, $postsAfter: String) {\n    search(text: $text) {\n      users(first: $first, after: $usersAfter) {\n        nodes {\n          id\n          username\n          fullName\n          country\n          photoThumbUrl\n          isPrivate\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts(first: $first, after: $postsAfter) {\n        nodes {\n          ...PostCardFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search($text: String!, $first: Int, $usersAfter: String, $postsAfter: String) {\n    search(text: $text) {\n      users(first: $first, after: $usersAfter) {\n        nodes {\n          id\n          username\n          fullName\n          country\n          photoThumbUrl\n          isPrivate\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n      posts(first: $first, after: $postsAfter) {\n        nodes {\n          ...PostCardFields\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorizedApps($after: String) {\n    authorizedApps(first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          scopes\n          authorizedAt\n          lastUsedAt\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuthorizedApps($after: String) {\n    authorizedApps(first: 20, after: $after) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          scopes\n          authorizedAt\n          lastUsedAt\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAppAuthorization($appId: ID!) {\n    revokeAppAuthorization(appId: $appId) {\n      revokedAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAppAuthorization($appId: ID!) {\n    revokeAppAuthorization(appId: $appId) {\n      revokedAppId\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      endedSessionCount\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      user {\n        id\n        isPrivate\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetPrivacy($isPrivate: Boolean!) {\n    setPrivacy(isPrivate: $isPrivate) {\n      user {\n        id\n        isPrivate\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...ViewerFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      user {\n        id\n        photoUrl\n        photoThumbUrl\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProfilePhoto($file: Upload!) {\n    uploadProfilePhoto(file: $file) {\n      user {\n        id\n        photoUrl\n        photoThumbUrl\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSupportRead($conversationId: ID!) {\n    markSupportRead(conversationId: $conversationId) {\n      conversation {\n        id\n        unreadForMember\n        unreadForModerators\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSupportRead($conversationId: ID!) {\n    markSupportRead(conversationId: $conversationId) {\n      conversation {\n        id\n        unreadForMember\n        unreadForModerators\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportConversation {\n    myConversation {\n      id\n      unreadForMember\n      lastMessageAt\n    }\n  }\n"): (typeof documents)["\n  query MySupportConversation {\n    myConversation {\n      id\n      unreadForMember\n      lastMessageAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSupportMessage($body: String!, $conversationId: ID) {\n    sendSupportMessage(body: $body, conversationId: $conversationId) {\n      message {\n        ...SupportMessageFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendSupportMessage($body: String!, $conversationId: ID) {\n    sendSupportMessage(body: $body, conversationId: $conversationId) {\n      message {\n        ...SupportMessageFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportInbox($first: Int, $after: String) {\n    supportInbox(first: $first, after: $after) {\n      nodes {\n        id\n        lastMessageAt\n        unreadForModerators\n        member {\n          id\n          username\n          fullName\n          photoThumbUrl\n        }\n        lastMessage {\n          ...SupportMessageFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportInbox($first: Int, $after: String) {\n    supportInbox(first: $first, after: $after) {\n      nodes {\n        id\n        lastMessageAt\n        unreadForModerators\n        member {\n          id\n          username\n          fullName\n          photoThumbUrl\n        }\n        lastMessage {\n          ...SupportMessageFields\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportMessageAdded($conversationId: ID, $after: String) {\n    supportMessageAdded(conversationId: $conversationId, after: $after) {\n      ...SupportMessageFields\n    }\n  }\n"): (typeof documents)["\n  subscription SupportMessageAdded($conversationId: ID, $after: String) {\n    supportMessageAdded(conversationId: $conversationId, after: $after) {\n      ...SupportMessageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    body\n    fromModerator\n    fromBot\n    createdAt\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"): (typeof documents)["\n  fragment SupportMessageFields on SupportMessage {\n    id\n    conversationId\n    body\n    fromModerator\n    fromBot\n    createdAt\n    author {\n      id\n      username\n      fullName\n      photoThumbUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportMessages($conversationId: ID, $last: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, last: $last, before: $before) {\n      nodes {\n        ...SupportMessageFields\n      }\n      pageInfo {\n        startCursor\n        hasPreviousPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportMessages($conversationId: ID, $last: Int, $before: String) {\n    supportMessages(conversationId: $conversationId, last: $last, before: $before) {\n      nodes {\n        ...SupportMessageFields\n      }\n      pageInfo {\n        startCursor\n        hasPreviousPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySurveyResponse {\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MySurveyResponse {\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      surveyResponse {\n        id\n        createdAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitSurvey($answers: [SurveyAnswer!]!) {\n    submitSurvey(answers: $answers) {\n      surveyResponse {\n        id\n        createdAt\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyPageData {\n    surveyQuestions {\n      number\n      statement\n    }\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query SurveyPageData {\n    surveyQuestions {\n      number\n      statement\n    }\n    mySurveyResponse {\n      id\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FetchTrivia {\n    fetchTrivia {\n      batch {\n        ...TriviaBatchFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FetchTrivia {\n    fetchTrivia {\n      batch {\n        ...TriviaBatchFields\n      }\n      userErrors {\n        ...UserErrorFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentTrivia {\n    recentTrivia {\n      ...TriviaBatchFields\n    }\n  }\n"): (typeof documents)["\n  query RecentTrivia {\n    recentTrivia {\n      ...TriviaBatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TriviaAllowance {\n    triviaAllowance {\n      fetchesUsed\n      fetchLimit\n      resetsAt\n    }\n  }\n"): (typeof documents)["\n  query TriviaAllowance {\n    triviaAllowance {\n      fetchesUsed\n      fetchLimit\n      resetsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TriviaBatchFields on TriviaBatch {\n    questions {\n      id\n      category\n      question\n      answer\n    }\n    fetchesUsed\n    fetchLimit\n    resetsAt\n  }\n"): (typeof documents)["\n  fragment TriviaBatchFields on TriviaBatch {\n    questions {\n      id\n      category\n      question\n      answer\n    }\n    fetchesUsed\n    fetchLimit\n    resetsAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment UserErrorFields on UserError {\n    field\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on User {\n    id\n    username\n    fullName\n    country\n    email\n    isPrivate\n    isAdmin\n    photoUrl\n    photoThumbUrl\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    me {\n      ...ViewerFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;