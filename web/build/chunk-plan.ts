import path from 'node:path';

/** What the chunk plan reads of the module graph (Rolldown's ChunkingContext.getModuleInfo). */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

export interface ChunkPlanOptions {
  /** The app's entry module (web root relative): its static imports are the code of every page. */
  entry: string;
  /** Other entries (the API explorer): code they share with the app goes in a chunk of its own. */
  otherEntries: string[];
  /** The pages people open directly (build/preloaded-routes.ts), by pathname, with their page module. */
  pages: Record<string, string>;
  /**
   * Packages shared with another entry that it uses far more of than the app (graphql: the explorer validates and
   * introspects, the app only prints and visits). Rolldown's automatic chunking splits them by what each entry
   * keeps after tree-shaking; in `shared` the explorer's part would come with every page.
   */
  unsharedPackages?: string[];
}

/** The chunk names of the plan (a page's chunk is `page-` and a name from its pathname). */
export const SHARED_CHUNK = 'shared';
export const APP_CHUNK = 'app';
export const pageChunkName = (pathname: string) =>
  `page-${pathname.replace(/^\/+|\/+$/g, '').replaceAll('/', '-') || 'landing'}`;

/**
 * Assigns modules to named chunks, so that a page opened directly needs a few requests, not twenty (on a slow
 * phone each costs a round trip: 150 ms, six at a time over HTTP/1.1). Rolldown's automatic chunking makes a
 * chunk of every distinct set of importers, which split the app's own start-up code into a dozen small chunks
 * and each page into as many again. The plan:
 *   - `shared`: what the app's entry and another entry (the API explorer) both import statically (React,
 *     graphql-ws): one chunk, so the explorer does not load the app;
 *   - `app`: everything else the entry imports statically (Apollo, the router, the signed-in shell), plus the
 *     modules that two or more of the listed pages import (a few small ui and places modules);
 *   - `page-<name>` for each listed page: its page module and what it alone imports statically beyond `app`.
 * Dynamic imports are not followed: lazy code (MapLibre and the map component, other pages) stays in chunks of
 * its own and loads when asked for. Modules no listed page reaches keep Rolldown's automatic chunking.
 */
export function planChunks(graph: ModuleGraph, root: string, options: ChunkPlanOptions): Map<string, string> {
  const absolute = (file: string) => path.join(root, file);
  const staticClosure = (start: string) => {
    const seen = new Set<string>();
    const pending = [start];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const plan = new Map<string, string>();
  const app = staticClosure(absolute(options.entry));
  const elsewhere = new Set(options.otherEntries.flatMap((entry) => [...staticClosure(absolute(entry))]));
  const unshared = (id: string) =>
    (options.unsharedPackages ?? []).some((name) => id.replaceAll('\\', '/').includes(`/node_modules/${name}/`));
  for (const id of app) {
    if (!elsewhere.has(id)) plan.set(id, APP_CHUNK);
    else if (!unshared(id)) plan.set(id, SHARED_CHUNK);
  }
  const pagesOf = new Map<string, string[]>();
  for (const [pathname, module] of Object.entries(options.pages)) {
    for (const id of staticClosure(absolute(module))) {
      if (!app.has(id)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), pathname]);
    }
  }
  for (const [id, pathnames] of pagesOf) {
    plan.set(id, pathnames.length > 1 ? APP_CHUNK : pageChunkName(pathnames[0]));
  }
  return plan;
}

/**
 * Rolldown's `output.codeSplitting` for the plan: `shared` first, then `app`, then the pages. The plan names every
 * module it places, so a group does not also take what its modules import (that would pull graphql into `app`,
 * and the explorer would load the app with it). The graph is read once, when the first module is placed.
 */
export function chunkPlan(root: string, options: ChunkPlanOptions) {
  let plan: Map<string, string> | undefined;
  const groupOf = (graph: ModuleGraph, id: string) => (plan ??= planChunks(graph, root, options)).get(id) ?? null;
  return {
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id: string, graph: ModuleGraph) => (groupOf(graph, id) === SHARED_CHUNK ? SHARED_CHUNK : null),
        priority: 3,
      },
      {
        name: (id: string, graph: ModuleGraph) => (groupOf(graph, id) === APP_CHUNK ? APP_CHUNK : null),
        priority: 2,
      },
      {
        name: (id: string, graph: ModuleGraph) => {
          const group = groupOf(graph, id);
          return group?.startsWith('page-') ? group : null;
        },
        priority: 1,
      },
    ],
  };
}
