/**
 * Paths the service worker leaves to the server (src/sw.ts): the API, GraphQL and its explorer page, uploads, the
 * map's style and tiles (cached at run time instead), the outbox, OAuth's endpoints, health and metrics.
 */
export const SERVER_PATHS =
  /^\/(api|graphql|uploads|dev|map|oauth\/token|oauth\/revoke|healthz|readyz|metrics)(\/|$|\?)/;
