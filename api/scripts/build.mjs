// Compiles the API to JavaScript in api/dist: main.js (the server) and cli.js, with shared chunks and source maps.
// esbuild transpiles TypeScript with the legacy decorators TypeGraphQL and MikroORM use (experimentalDecorators
// from tsconfig.json; every decorator names its type explicitly, so no decorator metadata is needed). npm packages
// stay external (loaded from node_modules at run time); @culturalink/common is TypeScript source only, so it is
// compiled into the bundle. Class names are kept: TypeGraphQL and MikroORM name types and entities after them.
// The output is written next to dist and swapped in, so a concurrent `npm start` never runs half a build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(api, 'dist');
const staging = path.join(api, `.dist-${process.pid}`);

/** Bare imports stay imports of node_modules, except the workspace's TypeScript-only shared rules. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@culturalink/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
fs.rmSync(staging, { recursive: true, force: true });
try {
  await build({
    absWorkingDir: api,
    entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
    outdir: staging,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    sourcemap: true,
    keepNames: true,
    chunkNames: '[name]-[hash]', // beside main.js: paths computed from import.meta.url (config.ts) keep their depth
    plugins: [externalPackages],
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(staging, 'package.json'), '{ "type": "module" }\n');
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(staging, dist);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
console.log(`Built the API into api/dist in ${Math.round(performance.now() - started)} ms.`);
