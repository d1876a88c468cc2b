/**
 * How long a client may take to send a request (seconds, not Node's minutes): a phone on a weak network sends
 * its headers in well under a second and a 5 MB picture in under a minute at 1 Mbit/s; a client slower than
 * that is holding a connection, not using it. Node closes such a connection with 408 (checked every second).
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The whole request, headers and body (the largest is a 5 MB upload). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How often Node looks for connections past those bounds (its default is 30 s, which would triple the first). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
