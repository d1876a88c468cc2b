// The app's service worker (issue #23), built by vite-plugin-pwa (build/offline-app.ts injects the precache list).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { SERVER_PATHS } from './sw-paths';

interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<{ type?: string } | null>) => void): void;
}
const worker = self as unknown as WorkerScope;

/** A month, for the map's tiles and the pictures seen. */
const MONTH_SECONDS = 30 * 24 * 60 * 60;

// This build's index.html and every file of the app's entry: an open app never mixes two versions.
// (`self.__WB_MANIFEST` as written: the build finds that expression and puts the list there)
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes over the page that installed it (its map tiles are then kept); a later one waits for
// the member's Reload (features/offline/service-worker.ts sends SKIP_WAITING), then takes over every tab.
clientsClaim();
worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

// Every page of the app opens from the precached index.html, online or not; the server's own paths go to it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS] }));

// The map's style, sprites, glyphs and tiles (this app's offline basemap or the street map's host) as drawn.
registerRoute(
  ({ url, request }) =>
    url.pathname.startsWith('/map/') || (url.origin !== worker.location.origin && request.destination !== 'document'),
  new StaleWhileRevalidate({
    cacheName: 'map',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 4000, maxAgeSeconds: MONTH_SECONDS }),
    ],
  }),
);

// The pictures seen: uploads (posts, avatars, covers, stops) and the default avatar.
registerRoute(
  ({ url }) =>
    url.origin === worker.location.origin &&
    (url.pathname.startsWith('/uploads/') || url.pathname === '/api/default-avatar.svg'),
  new StaleWhileRevalidate({
    cacheName: 'pictures',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 800, maxAgeSeconds: MONTH_SECONDS }),
    ],
  }),
);
