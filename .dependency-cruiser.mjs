/**
 * Import cycles (`npm run lint`): dependency-cruiser follows every runtime edge, `export ... from` re-exports through the
 * feature indexes included, which `import-x/no-cycle` does not. Sources are read after TypeScript removes type-only
 * imports (`tsPreCompilationDeps: false`), so only cycles that exist when Node loads the modules count.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module must not import itself through others: move the shared piece to a module both sides import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/gql/'] },
    tsPreCompilationDeps: false,
  },
};
