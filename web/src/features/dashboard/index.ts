/** The public surface of the dashboard feature (the page itself is loaded lazily by app/routes.tsx). */
export { firstFeedFetchPolicy, startFeedQuery } from './feed-query';
