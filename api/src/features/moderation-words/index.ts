/** The public surface of the moderation-words feature: other features and the app import only from here. */
export { containsBannedWord, maskProfanity } from './profanity.js';
