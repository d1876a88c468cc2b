/**
 * Where to go once signed in, for pages a guest was sent away from (the OAuth consent screen): kept in
 * sessionStorage for this tab, taken once. Only same-site paths are kept, never a full address.
 */
const KEY = 'RETURN_TO';

export function rememberReturnPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // storage unavailable: the member lands on the dashboard instead
  }
}

export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  } catch {
    return null;
  }
}
