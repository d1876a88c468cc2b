import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const repositoryRoot = path.dirname(fileURLToPath(import.meta.url));

/**
 * Layer boundaries (docs/ARCHITECTURE.md, "Layers and import rules"). api: doors (app/, graphql/, rest/, and the
 * *.resolver / *.rest / *-rest-shape files of a feature) -> feature services -> kernel / db / providers; the kernel and
 * providers import no feature and no door. web: app -> features -> ui / lib. common imports neither side.
 */
const boundaries = [
  {
    target: 'api/src/kernel',
    from: 'api/src',
    except: ['kernel', 'app/errors.ts', 'app/request-scope.ts', 'config.ts', 'logger.ts'],
  },
  { target: 'api/src/providers', from: ['api/src/features', 'api/src/app', 'api/src/graphql', 'api/src/rest'] },
  {
    target: 'api/src/features',
    from: [
      'api/src/main.ts',
      'api/src/cli.ts',
      'api/src/app/create-app.ts',
      'api/src/rest/router.ts',
      'api/src/graphql/apollo.ts',
      'api/src/graphql/schema.ts',
      'api/src/graphql/websocket.ts',
      'api/src/graphql/resolvers.ts',
    ],
    message: 'Features must not import the composition root.',
  },
  {
    target: 'api/src/features/**/!(*.rest|*.resolver|*.types|*-rest-shape).ts',
    from: ['api/src/rest/**', 'api/src/features/**/*.rest.ts', 'api/src/features/**/*.resolver.ts'],
    message: 'Services must not import a door (REST routes, resolvers).',
  },
  {
    target: 'api/src/features/**/!(*.rest|*.resolver|*.types|*-rest-shape).ts',
    from: 'api/src/graphql',
    except: ['event-stream.ts', 'shared-delivery.ts', 'relay/connection.ts'],
    message:
      'Services must not import the GraphQL door, except its subscription runtime (event-stream.ts, shared-delivery.ts) and toConnection (relay/connection.ts).',
  },
  { target: 'common/src', from: ['api', 'web'], message: 'common is shared by api and web and imports neither.' },
  {
    target: ['web/src/ui', 'web/src/lib'],
    from: ['web/src/features', 'web/src/app'],
    message: 'ui and lib import no feature and no app code.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features import no app code (move shared state to lib/).',
  },
];

/**
 * Feature boundaries: code outside feature X (another feature, the app, tests elsewhere) imports only X's public entry,
 * `index.ts`. Exceptions, by design: api `*.entity.ts` files (the data model entities reference across features), api
 * `*-rest-shape.ts` files (REST presenters, doors that nest each other; kept out of the indexes so a service importing an
 * index never loads them, which made import cycles), the
 * api doors (`*.resolver.ts`, `*.rest.ts`, `*.routes.ts`) for the wiring outside `features/`, web stylesheets, and web `*-page.tsx`
 * files (the lazily loaded route entries of `app/routes.tsx`). Inside its own folder a feature imports anything.
 */
function featureZones(side, publicFiles, doorFiles) {
  const features = path.join(repositoryRoot, side, 'src/features');
  return fs
    .readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name }) => {
      const from = path.join(features, name, '**');
      const entry = [
        path.join(features, name, 'index.ts?(x)'),
        ...publicFiles.map((file) => path.join(features, name, '**', file)),
      ];
      const message = `Import the ${name} feature through its index (${side}/src/features/${name}/index.ts).`;
      const outside = [
        path.join(repositoryRoot, side, 'src/*.{ts,tsx}'),
        path.join(repositoryRoot, side, 'src/!(features)/**'),
        path.join(repositoryRoot, side, 'test/**'),
      ];
      const zones = [{ target: path.join(features, `!(${name})`, '**'), from, except: entry, message }];
      zones.push({
        target: outside,
        from,
        except: [...entry, ...doorFiles.map((file) => path.join(features, name, '**', file))],
        message,
      });
      return zones;
    });
}

const featureBoundaries = [
  ...featureZones('api', ['*.entity.ts', '*-rest-shape.ts'], ['*.resolver.ts', '*.rest.ts', '*.routes.ts']),
  ...featureZones('web', ['*-page.tsx', '*.css'], []),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.bench/**',
      'web/src/gql/**',
      'docs/api/examples/gql/**',
      'api/test/gql/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['api/src/**/*.ts', 'api/test/**/*.ts', 'web/src/**/*.{ts,tsx}', 'common/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['api/tsconfig.json', 'web/tsconfig.json', 'common/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repositoryRoot, zones: [...boundaries, ...featureBoundaries] },
      ],
    },
  },
  {
    // Tests may use any layer (a service test builds its own app), but reach into another feature only through its index.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repositoryRoot, zones: featureBoundaries }] },
  },
  {
    files: ['scripts/**/*.mjs', 'api/scripts/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The public schema's conventions (docs/API.md, docs/ARCHITECTURE.md "One shape for the schema"), on the
    // schema the code builds (`npm run codegen` writes schema.graphql; codegen-fresh tests keep it current).
    files: ['schema.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: path.join(repositoryRoot, 'schema.graphql') } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      '@graphql-eslint/relay-connection-types': 'error',
      '@graphql-eslint/relay-edge-types': ['error', { shouldImplementNode: false, listTypeCanWrapOnlyEdgeType: false }],
      '@graphql-eslint/relay-page-info': 'error',
      '@graphql-eslint/naming-convention': [
        'error',
        {
          types: 'PascalCase',
          FieldDefinition: 'camelCase',
          InputValueDefinition: 'camelCase',
          EnumValueDefinition: 'UPPER_CASE',
          Argument: 'camelCase',
        },
      ],
      '@graphql-eslint/no-hashtag-description': 'error',
      '@graphql-eslint/relay-arguments': ['error', { includeBoth: false }],
      '@graphql-eslint/no-unreachable-types': 'error',
      '@graphql-eslint/unique-enum-value-names': 'error',
      '@graphql-eslint/require-deprecation-reason': 'error',
      // Every mutation answers a payload with userErrors, never a bare scalar.
      '@graphql-eslint/no-scalar-result-type-on-mutation': 'error',
      // Everything a client reads is described: types, fields, arguments, input fields, enum values, root fields.
      '@graphql-eslint/require-description': [
        'error',
        { types: true, rootField: true, FieldDefinition: true, InputValueDefinition: true, EnumValueDefinition: true },
      ],
    },
  },
);
