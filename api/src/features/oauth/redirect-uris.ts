import { badInput } from '../../app/errors.js';

export const REDIRECT_URI_MAX = 2000;
export const REDIRECT_URIS_PER_APP = 10;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const refuse = (message: string) => badInput(message, [{ field: 'redirectUris', message }]);

/**
 * An app's redirect URIs, kept exactly as given (an authorization request must repeat one character for
 * character): absolute https:// addresses, or http:// on localhost/127.0.0.1/[::1] for development; no
 * #fragment, no credentials.
 */
export function checkRedirectUris(raw: readonly string[]): string[] {
  const uris = [...new Set(raw.map((uri) => uri.trim()).filter(Boolean))];
  if (uris.length === 0 || uris.length > REDIRECT_URIS_PER_APP)
    throw refuse(`Give 1 to ${REDIRECT_URIS_PER_APP} redirect URIs.`);
  for (const text of uris) {
    if (text.length > REDIRECT_URI_MAX) throw refuse(`A redirect URI has at most ${REDIRECT_URI_MAX} characters.`);
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw refuse(`${text} is not an absolute address.`);
    }
    const local = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol !== 'https:' && !local)
      throw refuse('Redirect URIs use https://, or http:// on localhost or 127.0.0.1 for development.');
    if (text.includes('#')) throw refuse('Leave the #fragment out of a redirect URI.');
    if (url.username || url.password) throw refuse('Leave user names and passwords out of a redirect URI.');
  }
  return uris;
}
