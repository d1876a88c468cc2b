// @vitest-environment node
/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import { APP_CHUNK, chunkPlan, planChunks, SHARED_CHUNK, type ModuleGraph } from '../../build/chunk-plan';
import { PRELOADED_ROUTES } from '../../build/preloaded-routes';

const root = '/repo/web';
const nm = (file: string) => `/repo/node_modules/${file}`;
const src = (file: string) => `${root}/src/${file}`;

/** A small app shaped like ours: static imports only (a dynamic import is no edge of the chunk plan). */
const imports: Record<string, string[]> = {
  [src('main.tsx')]: [src('app/app.tsx'), nm('react/index.js'), nm('react-dom/client.js')],
  [src('app/app.tsx')]: [src('app/routes.tsx'), nm('@apollo/client/index.js'), nm('graphql/index.mjs')],
  [src('app/routes.tsx')]: [src('ui/spinner.tsx')], // pages and the map are import()ed: not listed here
  [src('explorer/main.tsx')]: [
    nm('react/index.js'),
    nm('react-dom/client.js'),
    nm('graphql/index.mjs'),
    nm('graphiql/index.js'),
  ],
  [nm('react-dom/client.js')]: [nm('react/index.js'), nm('scheduler/index.js')],
  [nm('graphql/index.mjs')]: [nm('graphql/language/printer.mjs'), nm('graphql/validation/validate.mjs')],
  [src('features/auth/login-page.tsx')]: [src('ui/text-field.tsx'), src('features/auth/auth.css')],
  [src('features/dashboard/dashboard-page.tsx')]: [src('features/posts/post-card.tsx'), src('ui/text-field.tsx')],
  [src('features/posts/post-card.tsx')]: [src('ui/spinner.tsx'), nm('@apollo/client/index.js')],
  [src('features/itineraries/view-itinerary-page.tsx')]: [src('features/map/map-panel.tsx')],
  // map-panel loads the map (and MapLibre with it) with import(): no static edge to them
  [src('features/map/itinerary-map.tsx')]: [nm('maplibre-gl/dist/maplibre-gl.js'), nm('react-map-gl/maplibre.js')],
};
const graph: ModuleGraph = { getModuleInfo: (id) => ({ importedIds: imports[id] ?? [] }) };
const options = {
  entry: 'src/main.tsx',
  otherEntries: ['src/explorer/main.tsx'],
  pages: PRELOADED_ROUTES,
  unsharedPackages: ['graphql'],
};

describe('chunk plan', () => {
  const plan = planChunks(graph, root, options);

  it("puts what both entries load in `shared` and the rest of the app's start-up code in `app`", () => {
    expect(plan.get(nm('react/index.js'))).toBe(SHARED_CHUNK);
    expect(plan.get(nm('scheduler/index.js'))).toBe(SHARED_CHUNK);
    expect(plan.get(src('main.tsx'))).toBe(APP_CHUNK);
    expect(plan.get(nm('@apollo/client/index.js'))).toBe(APP_CHUNK);
    expect(plan.get(src('ui/spinner.tsx'))).toBe(APP_CHUNK);
    expect(plan.has(nm('graphiql/index.js'))).toBe(false); // the explorer's own code is left alone
  });

  it("leaves graphql to automatic chunking, so the explorer's validation does not come with every page", () => {
    expect(plan.has(nm('graphql/index.mjs'))).toBe(false);
    expect(plan.has(nm('graphql/validation/validate.mjs'))).toBe(false);
  });

  it('gives each directly opened page one chunk with what it alone imports; what two pages import goes to `app`', () => {
    expect(plan.get(src('features/auth/login-page.tsx'))).toBe('page-landing');
    expect(plan.get(src('features/auth/auth.css'))).toBe('page-landing');
    expect(plan.get(src('features/dashboard/dashboard-page.tsx'))).toBe('page-dashboard');
    expect(plan.get(src('features/posts/post-card.tsx'))).toBe('page-dashboard');
    expect(plan.get(src('features/itineraries/view-itinerary-page.tsx'))).toBe('page-view-itinerary');
    expect(plan.get(src('ui/text-field.tsx'))).toBe(APP_CHUNK);
  });

  it('keeps MapLibre and the map out of every planned chunk: they load with import() on an itinerary', () => {
    expect(plan.has(src('features/map/itinerary-map.tsx'))).toBe(false);
    expect(plan.has(nm('maplibre-gl/dist/maplibre-gl.js'))).toBe(false);
    expect(plan.has(nm('react-map-gl/maplibre.js'))).toBe(false);
  });

  it("names Rolldown's groups from the plan, reading the graph once", () => {
    let reads = 0;
    const counted: ModuleGraph = { getModuleInfo: (id) => (reads++, graph.getModuleInfo(id)) };
    const [shared, app, pages] = chunkPlan(root, options).groups;
    expect(shared.name(nm('react/index.js'), counted)).toBe(SHARED_CHUNK);
    const afterFirst = reads;
    expect(app.name(nm('react/index.js'), counted)).toBeNull();
    expect(app.name(src('app/app.tsx'), counted)).toBe(APP_CHUNK);
    expect(pages.name(src('features/posts/post-card.tsx'), counted)).toBe('page-dashboard');
    expect(pages.name(nm('maplibre-gl/dist/maplibre-gl.js'), counted)).toBeNull();
    expect(reads).toBe(afterFirst);
  });
});
