import type { Plugin } from 'vite';

/** What a route's first screen needs besides the entry chunk: its page chunk, the chunks that imports, their CSS. */
interface RouteFiles {
  js: string[];
  css: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  /** The modules the chunk holds (a page module may share its chunk with what it imports: build/chunk-plan.ts). */
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Starts downloading the code of the page a visitor lands on with the HTML, not after the main chunk has run.
 * `routes` maps a pathname to its page module (relative to the web root), as `app/routes.tsx` loads it lazily.
 * At build time this emits a small hashed script, `assets/route-preload-<hash>.js`, with the files of each listed
 * page (its chunk, every chunk it imports statically that the entry does not, and their stylesheets), loaded
 * `async` from index.html's head: on the listed path it adds `<link rel="modulepreload">` and
 * `<link rel="preload" as="style">` for them, which Vite's own loader then finds when the router asks for the page.
 * (An external file: the content security policy allows no inline script.)
 */
export function routePreload(routes: Record<string, string>, entry = 'src/main.tsx'): Plugin {
  return {
    name: 'culturalink-route-preload',
    apply: 'build',
    enforce: 'post', // after vite:build-html, so index.html is in the bundle
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter(
        (file): file is ChunkLike & (typeof bundle)[string] => file.type === 'chunk',
      );
      const map = routeFiles(chunks as unknown as ChunkLike[], routes, entry);
      const ref = this.emitFile({ type: 'asset', name: 'route-preload.js', source: preloadScript(map) });
      const src = `/${this.getFileName(ref)}`;
      html.source = String(html.source).replace('</title>', `</title>\n    <script async src="${src}"></script>`);
    },
  };
}

/**
 * The files each route needs beyond what the app's entry chunk (the chunk of the `entry` module, which may be a chunk
 * of the chunk plan rather than an entry of its own) already brings (exported for its test).
 */
export function routeFiles(
  chunks: ChunkLike[],
  routes: Record<string, string>,
  entry = 'src/main.tsx',
): Record<string, RouteFiles> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkLike[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
    };
    for (const chunk of start) visit(chunk.fileName);
    return seen;
  };
  const holding = (module: string) => {
    const is = (id: string | null) => id?.replaceAll('\\', '/').endsWith(`/${module}`) ?? false;
    return chunks.find((chunk) => is(chunk.facadeModuleId)) ?? chunks.find((chunk) => chunk.moduleIds.some(is));
  };
  const entryChunk = holding(entry);
  if (!entryChunk) throw new Error(`route-preload: no chunk holds the entry ${entry}`);
  const fromEntry = closure([entryChunk]);
  const map: Record<string, RouteFiles> = {};
  for (const [pathname, module] of Object.entries(routes)) {
    const page = holding(module);
    if (!page) throw new Error(`route-preload: no chunk for ${module} (route ${pathname}); is it still a lazy page?`);
    const files = [...closure([page])].filter((fileName) => !fromEntry.has(fileName));
    map[pathname] = {
      js: files.map((fileName) => `/${fileName}`),
      css: [...new Set(files.flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]))].map(
        (fileName) => `/${fileName}`,
      ),
    };
  }
  return map;
}

function preloadScript(map: Record<string, RouteFiles>): string {
  return `(function () {
  var files = ${JSON.stringify(map)}[location.pathname];
  if (!files) return;
  function add(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    link.crossOrigin = ''; // as Vite's loader asks for them, so its requests reuse these
    document.head.appendChild(link);
  }
  files.css.forEach(function (href) { add('preload', href, 'style'); });
  files.js.forEach(function (href) { add('modulepreload', href); });
})();
`;
}
