// @vitest-environment node
/// <reference types="node" />
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routeScripts } from '../../build/route-budget';

const chunk = (fileName: string, imports: string[], moduleIds: string[], bytes = 100) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
  // random text: gzip cannot shrink it below `bytes`
  code: randomBytes(bytes).toString('base64'),
});
const budget = {
  entry: 'src/main.tsx',
  page: 'src/features/auth/login-page.tsx',
  maxGzipBytes: 5_000,
  forbiddenPackages: ['maplibre-gl'],
};

describe('route budget', () => {
  it("counts the entry's and the page's chunks and what they import, not the other pages'", () => {
    const chunks = [
      chunk('app.js', ['shared.js'], ['/web/src/main.tsx']),
      chunk('shared.js', [], ['/node_modules/react/index.js']),
      chunk('page-landing.js', ['app.js'], ['/web/src/features/auth/login-page.tsx']),
      chunk('maplibre-gl.js', [], ['/node_modules/maplibre-gl/dist/maplibre-gl.js']),
    ];
    const { files, problems } = routeScripts(chunks, budget);
    expect(files.sort()).toEqual(['app.js', 'page-landing.js', 'shared.js']);
    expect(problems).toEqual([]);
  });

  it('refuses MapLibre among the route’s scripts and a size over the budget', () => {
    const chunks = [
      chunk('app.js', ['vendor.js'], ['/web/src/main.tsx'], 8_000),
      chunk('vendor.js', [], ['/node_modules/react/index.js', '/node_modules/maplibre-gl/dist/maplibre-gl.js']),
      chunk('page-landing.js', [], ['/web/src/features/auth/login-page.tsx']),
    ];
    const { gzipBytes, problems } = routeScripts(chunks, budget);
    expect(gzipBytes).toBeGreaterThan(5_000);
    expect(problems).toEqual([
      expect.stringMatching(/gzipped script, over 5 KB/),
      'loads vendor.js: maplibre-gl/dist/maplibre-gl.js',
    ]);
  });

  it('fails when the entry or the page is in no chunk', () => {
    expect(() => routeScripts([chunk('app.js', [], ['/web/src/main.tsx'])], budget)).toThrow(/no chunk holds/);
  });
});
