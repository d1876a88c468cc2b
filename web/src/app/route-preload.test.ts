// @vitest-environment node
/// <reference types="node" />
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRELOADED_ROUTES } from '../../build/preloaded-routes';
import { routeFiles } from '../../build/route-preload';

const chunk = (
  fileName: string,
  imports: string[],
  extra: { entry?: boolean; facade?: string; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: extra.entry ?? false,
  facadeModuleId: extra.facade ?? null,
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

describe('route preload', () => {
  it("lists a page's chunk, what it imports beyond the entry's chunks, and their stylesheets", () => {
    const chunks = [
      chunk('assets/main.js', ['assets/react.js'], { entry: true, css: ['assets/main.css'] }),
      chunk('assets/react.js', []),
      chunk('assets/feed-page.js', ['assets/react.js', 'assets/card.js'], {
        facade: '/repo/web/src/features/feed/feed-page.tsx',
        css: ['assets/feed.css'],
      }),
      chunk('assets/card.js', ['assets/react.js'], { css: ['assets/card.css'] }),
    ];
    expect(routeFiles(chunks, { '/feed': 'src/features/feed/feed-page.tsx' })).toEqual({
      '/feed': { js: ['/assets/feed-page.js', '/assets/card.js'], css: ['/assets/feed.css', '/assets/card.css'] },
    });
  });

  it('fails the build when a listed page is no chunk of its own', () => {
    expect(() => routeFiles([], { '/gone': 'src/features/gone-page.tsx' })).toThrow(/no chunk/);
  });

  it('lists only pages routes.tsx loads lazily at those paths', () => {
    const routes = fs.readFileSync(fileURLToPath(new URL('./routes.tsx', import.meta.url)), 'utf8');
    for (const [pathname, module] of Object.entries(PRELOADED_ROUTES)) {
      const lazyImport = `import('../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`;
      const route = routes.replace(/\s+/g, ' ');
      expect(route).toContain(`path: '${pathname}', ...page(() => ${lazyImport}`);
    }
  });
});
