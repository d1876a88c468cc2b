// The esbuild settings of the compiled API (api/scripts/build.mjs), shared with the test that checks every package
// the output loads at run time is a production dependency (api/test/deploy-files.test.ts).
// esbuild transpiles TypeScript with the legacy decorators TypeGraphQL and MikroORM use (experimentalDecorators
// from tsconfig.json; every decorator names its type explicitly, so no decorator metadata is needed). npm packages
// stay external (loaded from node_modules at run time); @culturalink/common is TypeScript source only, so it is
// compiled into the bundle. Class names are kept: TypeGraphQL and MikroORM name types and entities after them.

/** Bare imports stay imports of node_modules, except the workspace's TypeScript-only shared rules. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@culturalink/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild options for `api` (its absolute directory) writing into `outdir`. */
export function buildOptions(api, outdir) {
  return {
    absWorkingDir: api,
    entryPoints: { main: 'src/main.ts', cli: 'src/cli.ts' },
    outdir,
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
  };
}
