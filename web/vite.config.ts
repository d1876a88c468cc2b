import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { graphqlDocumentInlining } from './build/graphql-document-inlining.ts';
import { chunkPlan } from './build/chunk-plan.ts';
import { precompress } from './build/precompress.ts';
import { PRELOADED_ROUTES } from './build/preloaded-routes.ts';
import { routeBudget } from './build/route-budget.ts';
import { routePreload } from './build/route-preload.ts';
import { offlineApp } from './build/offline-app.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [
    react(),
    graphqlDocumentInlining(fileURLToPath(new URL('.', import.meta.url))),
    routePreload(PRELOADED_ROUTES),
    // The sign-in page: under 200 KB of gzipped script, and MapLibre only on the itinerary pages.
    routeBudget({
      entry: 'src/main.tsx',
      page: PRELOADED_ROUTES['/'],
      maxGzipBytes: 200_000,
      forbiddenPackages: ['maplibre-gl', 'react-map-gl'],
    }),
    offlineApp(),
    precompress(),
  ],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/dev': { target: apiTarget, changeOrigin: true },
      '/map': { target: apiTarget, changeOrigin: true },
      // OAuth's token and revocation endpoints; /oauth/authorize is the web app's own consent screen
      '/oauth/token': { target: apiTarget, changeOrigin: true },
      '/oauth/revoke': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The API explorer (GraphiQL, served by the API at GET /graphql for browsers) is a second page of its own.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
      },
      output: {
        codeSplitting: chunkPlan(fileURLToPath(new URL('.', import.meta.url)), {
          entry: 'src/main.tsx',
          otherEntries: ['src/explorer/main.tsx'],
          pages: PRELOADED_ROUTES,
          unsharedPackages: ['graphql'],
        }),
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // Above the 5 s findBy* wait of src/test-setup.ts, so a slow screen fails on what it did not show.
    testTimeout: 15_000,
  },
});
