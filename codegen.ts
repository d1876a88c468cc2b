import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents from `schema.graphql` (run `npm run codegen` after changing the API or a document):
 * - web/src/gql for the web app: write `graphql(\`...\`)` in web/src;
 * - docs/api/examples/gql for the third-party example client, as plain strings for fetch and graphql-ws;
 * - api/test/gql for the API tests: write `graphql(\`...\`)` in a test and pass the document to the harness's `gql()`
 *   to read typed data. Operation names are unique within each output.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
    'api/test/gql/': {
      documents: ['api/src/**/*.test.ts', 'api/test/**/*.ts', '!api/test/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTimeISO: 'string', Upload: 'never' },
      },
    },
    'docs/api/examples/gql/': {
      documents: ['docs/api/examples/*.ts'],
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTimeISO: 'string', Upload: 'Blob' },
      },
    },
  },
};

export default config;
