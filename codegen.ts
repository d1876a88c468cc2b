import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed GraphQL documents for the web app: write `graphql(\`...\`)` from web/src/gql, then run `npm run codegen`. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
