import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable, offline app (issue #23): a web manifest with icons, and a Workbox service worker that precaches
 * the app shell and every asset of this build (so an open app never mixes two versions: a new worker waits until the
 * member chooses Reload, see src/features/offline/service-worker.ts) and serves index.html for every page offline.
 * The worker itself is src/sw.ts (run-time caches for the map's tiles and the pictures seen); GraphQL answers are
 * not cached there: the Apollo cache is kept per member on the device (src/features/offline/persisted-cache.ts).
 */
export function offlineApp(): Plugin[] {
  const explorerOnly = new Set<string>();
  return [explorerFiles(explorerOnly), ...pwa(explorerOnly)];
}

/**
 * Collects the build files that only the API explorer's page (graphiql.html) loads, which the offline app does not
 * precache: every chunk and stylesheet not reachable from index.html's entry through its imports.
 */
function explorerFiles(found: Set<string>): Plugin {
  return {
    name: 'culturalink-explorer-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const reachable = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || reachable.has(fileName)) return;
        reachable.add(fileName);
        if (chunk.type !== 'chunk') return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) reachable.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) reachable.add(asset);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of Object.values(bundle)) {
        if (
          chunk.type === 'chunk' &&
          chunk.isEntry &&
          /\/(index\.html|src\/main\.tsx)$/.test(chunk.facadeModuleId ?? '')
        )
          visit(chunk.fileName);
      }
      for (const fileName of Object.keys(bundle)) {
        if (!reachable.has(fileName) && /\.(js|css)$/.test(fileName)) found.add(fileName);
      }
    },
  };
}

function pwa(explorerOnly: Set<string>) {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      id: '/',
      name: 'CulturaLink',
      short_name: 'CulturaLink',
      description: 'Share. Learn. Connect. A community for cultural exchange, itineraries and trivia.',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      background_color: '#faf6f0',
      theme_color: '#faf6f0',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    injectManifest: {
      // the API explorer (graphiql.html and its chunks) is a developer's page, not part of the offline app
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['graphiql.html', '**/*.map'],
      manifestTransforms: [
        async (entries) => ({ manifest: entries.filter((entry) => !explorerOnly.has(entry.url)), warnings: [] }),
      ],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}
