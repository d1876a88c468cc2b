import type { Config } from '../config.js';

/** What a request tells about the address it was sent to (Express: `req.protocol`, `req.get('host')`). */
export interface RequestAddress {
  protocol: string;
  host: string | undefined;
}

/**
 * Our address as clients reach it (no trailing slash): `PUBLIC_URL` when set, else the scheme and host of the request
 * (behind a proxy, `TRUST_PROXY` makes the scheme come from `X-Forwarded-Proto`). Empty when neither is known.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl'>, request?: RequestAddress): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return request?.host ? `${request.protocol}://${request.host}` : '';
}

/**
 * An absolute URL for a path of ours (`/uploads/...`), for clients on another origin that would resolve a
 * relative one against their own. Already absolute URLs (object storage) and null pass through unchanged.
 */
export function absoluteUrl(origin: string, path: string): string;
export function absoluteUrl(origin: string, path: string | null | undefined): string | null;
export function absoluteUrl(origin: string, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
