/**
 * Every length and count limit that both the server enforces and the web forms apply (as `maxLength` or a check
 * before sending). Lengths are in UTF-16 code units of the trimmed text, as `String.length` counts them.
 */

// Accounts
export const FULL_NAME_MAX_LENGTH = 100;
/** A member's or a post's country. */
export const COUNTRY_MAX_LENGTH = 120;

// Posts and comments
export const POST_TITLE_MAX_LENGTH = 200;
export const POST_CONTENT_MAX_LENGTH = 10_000;
export const COMMENT_MAX_LENGTH = 2000;
/** Characters of a post's text a link preview (Open Graph / Twitter card description) carries. */
export const LINK_PREVIEW_DESCRIPTION_MAX_LENGTH = 200;
/** Posts one live like-count subscription may watch. */
export const WATCHED_POSTS_MAX = 100;

// Images (post images and profile photos)
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The description (alt text) an author writes for a post image or a stop photo; optional. */
export const IMAGE_ALT_MAX_LENGTH = 1500;
/** Photos one post may carry, each with its own description. */
export const POST_PHOTOS_MAX = 4;

// Itineraries and their stops
export const ITINERARY_TITLE_MAX_LENGTH = 30;
export const ITINERARY_DESCRIPTION_MAX_LENGTH = 2000;
export const ITINERARY_TIPS_MAX_LENGTH = 5000;
export const ITINERARY_STOPS_MAX = 100;
export const STOP_NAME_MAX_LENGTH = 200;
export const STOP_ADDRESS_MAX_LENGTH = 300;
export const STOP_DESCRIPTION_MAX_LENGTH = 2000;
export const STOP_TYPES_MAX = 10;
export const STOP_TYPE_MAX_LENGTH = 60;

// Reports, support, search
export const REPORT_DETAILS_MAX_LENGTH = 2000;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
export const SEARCH_TEXT_MAX_LENGTH = 100;

// Developer settings: personal access tokens, OAuth apps, webhooks
/** The name a member gives a personal access token (trimmed, at least one character). */
export const ACCESS_TOKEN_NAME_MAX_LENGTH = 100;
/** The name of an OAuth app, shown on its consent screen (trimmed, at least one character). */
export const OAUTH_APP_NAME_MAX_LENGTH = 100;
/** A webhook's https:// address. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

// Lists the API returns whole
/** Comments a post carries in the REST answers (oldest first); GraphQL pages them (`Post.comments`). */
export const POST_COMMENTS_MAX = 200;
/** Personal access tokens a member may hold at once (revoked ones not counted; `accessTokens` lists them all). */
export const ACCESS_TOKENS_MAX = 50;
/** OAuth apps a member may register (`oauthApps` lists them all). */
export const OAUTH_APPS_MAX = 20;

// Blocks and mutes
/** The longest a timed mute may last, in days (a longer one is a mute until undone). */
export const MUTE_MAX_DAYS = 365;
