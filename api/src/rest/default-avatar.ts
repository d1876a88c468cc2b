import type { RequestHandler } from 'express';

/** Where the REST answers point members without a photo (the original gave everyone a stock avatar). */
export const DEFAULT_AVATAR_PATH = '/api/default-avatar.svg';

/** A neutral silhouette on a soft background, readable at any size. */
const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="No profile photo">
<rect width="128" height="128" fill="#d8dee6"/>
<circle cx="64" cy="50" r="24" fill="#8a96a8"/>
<path d="M20 118c4-26 22-40 44-40s40 14 44 40z" fill="#8a96a8"/>
</svg>
`;

/** Served with the upload headers: pages on other origins show it in plain `<img>` tags. */
export const serveDefaultAvatar: RequestHandler = (_req, res) => {
  res.set({
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  res.send(DEFAULT_AVATAR_SVG);
};
