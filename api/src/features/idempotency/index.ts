/** The public surface of the idempotency feature: other features and the app import only from here. */
export { checkKey, claimOrReplay, fingerprintOf, recordResponse, releaseClaim } from './idempotency-store.js';
