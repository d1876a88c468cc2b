import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface BudgetChunk {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  code: string;
}

export interface RouteBudget {
  /** The app's entry module and the route's page module (web root relative), as src/app/routes.tsx loads it. */
  entry: string;
  page: string;
  /** The most gzipped JavaScript (bytes) the route may load before it shows. */
  maxGzipBytes: number;
  /** Packages the route must not load (MapLibre belongs to the itinerary pages only). */
  forbiddenPackages: string[];
}

/**
 * The scripts a route loads before it shows (the chunk of the entry, the chunk of its page and every chunk they
 * import statically) with their gzipped size, and what breaks the budget (exported for its test).
 */
export function routeScripts(chunks: BudgetChunk[], budget: RouteBudget) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holding = (module: string) =>
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
  };
  for (const module of [budget.entry, budget.page]) {
    const chunk = holding(module);
    if (!chunk) throw new Error(`route-budget: no chunk holds ${module}`);
    visit(chunk.fileName);
  }
  const loaded = [...files].map((fileName) => byFile.get(fileName)!);
  const gzipBytes = loaded.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  const forbidden = loaded.flatMap((chunk) =>
    chunk.moduleIds
      .filter((id) =>
        budget.forbiddenPackages.some((name) => id.replaceAll('\\', '/').includes(`/node_modules/${name}/`)),
      )
      .map((id) => `${chunk.fileName}: ${id.replace(/.*\/node_modules\//, '')}`),
  );
  const problems = [
    ...(gzipBytes > budget.maxGzipBytes
      ? [`${Math.round(gzipBytes / 1000)} KB of gzipped script, over ${Math.round(budget.maxGzipBytes / 1000)} KB`]
      : []),
    ...forbidden.map((where) => `loads ${where}`),
  ];
  return { files: [...files], gzipBytes, problems };
}

/**
 * Fails the build when a route's start-up scripts break their budget: the sign-in page (the landing route) stays
 * under 200 KB of gzipped JavaScript and without MapLibre, whatever the chunk plan (build/chunk-plan.ts) becomes.
 */
export function routeBudget(budget: RouteBudget): Plugin {
  return {
    name: 'culturalink-route-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk') as unknown as BudgetChunk[];
      const { files, gzipBytes, problems } = routeScripts(chunks, budget);
      if (problems.length > 0) this.error(`The page ${budget.page} breaks its budget: ${problems.join('; ')}`);
      this.info(
        `${budget.page}: ${files.length} scripts, ${(gzipBytes / 1000).toFixed(1)} KB gzipped ` +
          `(budget ${budget.maxGzipBytes / 1000} KB, without ${budget.forbiddenPackages.join(', ')})`,
      );
    },
  };
}
