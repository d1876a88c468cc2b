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
  extra: { facade?: string; modules?: string[]; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  facadeModuleId: extra.facade ?? null,
  moduleIds: extra.modules ?? (extra.facade ? [extra.facade] : []),
  viteMetadata: { importedCss: new Set(extra.css ?? []) },
});

describe('route preload', () => {
  it("lists a page's chunk, what it imports beyond the entry's chunks, and their stylesheets", () => {
    const chunks = [
      chunk('assets/main.js', ['assets/react.js'], { facade: '/repo/web/src/main.tsx', css: ['assets/main.css'] }),
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

  it("finds a page and the entry inside the chunk plan's named chunks (build/chunk-plan.ts)", () => {
    const chunks = [
      chunk('assets/app.js', ['assets/shared.js'], {
        modules: ['/repo/web/src/main.tsx', '/repo/web/src/app/app.tsx'],
        css: ['assets/app.css'],
      }),
      chunk('assets/shared.js', []),
      chunk('assets/page-dashboard.js', ['assets/shared.js', 'assets/app.js'], {
        modules: ['/repo/web/src/features/dashboard/dashboard-page.tsx', '/repo/web/src/features/posts/post-card.tsx'],
        css: ['assets/page-dashboard.css'],
      }),
    ];
    expect(routeFiles(chunks, { '/dashboard': 'src/features/dashboard/dashboard-page.tsx' })).toEqual({
      '/dashboard': { js: ['/assets/page-dashboard.js'], css: ['/assets/page-dashboard.css'] },
    });
  });

  it('fails the build when a listed page or the entry is in no chunk', () => {
    const entry = chunk('assets/main.js', [], { facade: '/repo/web/src/main.tsx' });
    expect(() => routeFiles([entry], { '/gone': 'src/features/gone-page.tsx' })).toThrow(/no chunk for/);
    expect(() => routeFiles([], {})).toThrow(/no chunk holds the entry/);
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
