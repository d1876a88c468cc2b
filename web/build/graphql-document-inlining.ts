import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const FIRST_DEFINITION = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/m;
const GENERATED_DOCUMENT = /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<.*$/gm;

/**
 * The client preset's `graphql()` looks documents up in one map of every document in the app, which would put
 * all of them in the entry chunk. At build time this replaces each `graphql(`...`)` call with its generated
 * document (`<Name>Document` / `<Name>FragmentDoc` from src/gql/graphql.ts) inlined, so each document ships
 * with the page that uses it. Types are unaffected: they still come from the generated `graphql()` overloads.
 */
export function graphqlDocumentInlining(webRoot: string): Plugin {
  const generatedFile = path.join(webRoot, 'src/gql/graphql.ts');
  let documents = new Map<string, string>();
  return {
    name: 'culturalink:graphql-document-inlining',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      this.addWatchFile(generatedFile);
      documents = new Map(
        [...fs.readFileSync(generatedFile, 'utf8').matchAll(GENERATED_DOCUMENT)].map((match) => [match[1], match[2]]),
      );
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes(`${path.sep}gql${path.sep}`) || !code.includes('graphql(`')) return null;
      let replaced = false;
      const rewritten = code.replace(GRAPHQL_CALL, (call, body: string) => {
        const definition = FIRST_DEFINITION.exec(body);
        if (!definition) return call;
        const document = documents.get(
          definition[1] === 'fragment' ? `${definition[2]}FragmentDoc` : `${definition[2]}Document`,
        );
        if (!document) this.error(`No generated document for ${definition[2]} in ${id}: run \`npm run codegen\`.`);
        replaced = true;
        return `(${document})`;
      });
      return replaced ? { code: rewritten, map: null } : null;
    },
  };
}
