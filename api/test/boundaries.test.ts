import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IRuleSetType } from 'dependency-cruiser';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the repository root) and returns the boundary errors. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries (npm run lint)', () => {
  it('refuses a kernel file that imports a feature', async () => {
    const errors = await boundaryErrors('api/src/kernel/x.ts', "export * from '../features/posts/post.entity.js';\n");
    expect(errors).toHaveLength(1);
  });

  it('refuses a feature service that imports a REST door', async () => {
    const errors = await boundaryErrors(
      'api/src/features/posts/x.ts',
      "export * from '../../rest/handler.js';\nexport * from '../comments/comment.rest.js';\n",
    );
    // The feature's REST door is also another feature's internals: that import breaks two rules.
    expect(errors).toHaveLength(3);
  });

  it('refuses a feature service that imports the GraphQL door, but lets it use the subscription runtime', async () => {
    const refused = await boundaryErrors(
      'api/src/features/posts/x.ts',
      "export * from '../../graphql/context.js';\nexport * from '../../graphql/relay/node.js';\n",
    );
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain('Services must not import the GraphQL door');
    const allowed = await boundaryErrors(
      'api/src/features/posts/x.ts',
      "export * from '../../graphql/event-stream.js';\nexport * from '../../graphql/shared-delivery.js';\n" +
        "export * from '../../graphql/relay/connection.js';\n",
    );
    expect(allowed).toEqual([]);
    const resolver = await boundaryErrors(
      'api/src/features/posts/x.resolver.ts',
      "export * from '../../graphql/context.js';\n",
    );
    expect(resolver).toEqual([]);
  });

  it('refuses a feature that imports the composition root', async () => {
    const errors = await boundaryErrors('api/src/features/posts/x.ts', "export * from '../../app/create-app.js';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features must not import the composition root.');
  });

  it('lets a feature use the kernel, another feature through its index, and entities', async () => {
    const errors = await boundaryErrors(
      'api/src/features/posts/x.ts',
      "export * from '../../kernel/ids.js';\nexport * from '../comments/comment.entity.js';\n" +
        "export * from '../follows/index.js';\nexport * from './feed-rows.js';\n",
    );
    expect(errors).toEqual([]);
  });

  it("refuses a deep import into another feature's internals, from a feature, the app or a test", async () => {
    const deep = "export { followerCountSql } from '../follows/follow-counts.js';\n";
    const errors = await boundaryErrors('api/src/features/posts/x.ts', deep);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Import the follows feature through its index (api/src/features/follows/index.ts).');
    expect(await boundaryErrors('api/src/app/x.ts', deep.replace('../follows', '../features/follows'))).toHaveLength(1);
    expect(await boundaryErrors('api/src/features/posts/x.test.ts', deep)).toHaveLength(1);
    expect(await boundaryErrors('api/test/x.ts', "export * from '../src/features/posts/feed-rows.js';\n")).toHaveLength(
      1,
    );
  });

  it('lets the wiring outside features import the doors, and a test reach inside its own feature', async () => {
    expect(
      await boundaryErrors('api/src/graphql/x.ts', "export * from '../features/posts/post.resolver.js';\n"),
    ).toEqual([]);
    expect(
      await boundaryErrors('api/src/features/comments/x.ts', "export * from '../posts/post.resolver.js';\n"),
    ).toHaveLength(2);
    expect(await boundaryErrors('api/src/features/posts/x.test.ts', "export * from './feed-rows.js';\n")).toEqual([]);
  });

  it('refuses web features importing app code and ui importing features', async () => {
    expect(await boundaryErrors('web/src/features/posts/x.ts', "export * from '../../app/apollo';\n")).toHaveLength(1);
    // ui importing a feature, and a feature's internals from outside it: two rules.
    expect(await boundaryErrors('web/src/ui/x.ts', "export * from '../features/auth/use-logout';\n")).toHaveLength(2);
    expect(await boundaryErrors('web/src/features/posts/x.ts', "export * from '../../lib/viewer';\n")).toEqual([]);
  });

  it('refuses a web deep import into another feature, and accepts its index and its route pages', async () => {
    const errors = await boundaryErrors('web/src/features/profile/x.ts', "export * from '../posts/merge-posts';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Import the posts feature through its index');
    expect(await boundaryErrors('web/src/features/profile/x.ts', "export * from '../posts';\n")).toEqual([]);
    expect(await boundaryErrors('web/src/app/x.ts', "export * from '../features/posts/merge-posts';\n")).toHaveLength(
      1,
    );
    expect(await boundaryErrors('web/src/app/x.ts', "export * from '../features/posts/view-post-page';\n")).toEqual([]);
  });

  it('keeps common independent of api and web', async () => {
    expect(await boundaryErrors('common/src/x.ts', "export * from '../../api/src/kernel/ids.js';\n")).toHaveLength(1);
  });
});

describe('import cycles (npm run lint:cycles)', () => {
  /** Runs the repository's cycle rule over `files` (name -> source), written to a scratch folder. */
  async function cycles(files: Record<string, string>): Promise<string[]> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
    try {
      for (const [name, source] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), source);
      }
      const config = (await import(path.join(root, '.dependency-cruiser.mjs'))).default as {
        forbidden: IRuleSetType['forbidden'];
        options: object;
      };
      const result = await cruise(['.'], {
        ...config.options,
        baseDir: dir,
        validate: true,
        ruleSet: { forbidden: config.forbidden },
      });
      if (typeof result.output === 'string') throw new Error(result.output);
      return result.output.summary.violations.map((violation) => violation.from);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('refuses a cycle that goes through a re-exporting index', async () => {
    const found = await cycles({
      'posts/index.ts': "export { postCard } from './post-card.js';\n",
      'posts/post-card.ts': "import { panel } from '../comments/index.js';\nexport const postCard = () => panel;\n",
      'comments/index.ts': "export { panel } from './panel.js';\n",
      'comments/panel.ts': "import { postCard } from '../posts/index.js';\nexport const panel = () => postCard;\n",
    });
    expect(found.length).toBeGreaterThan(0);
  });

  it('ignores type-only imports, which vanish at runtime', async () => {
    const found = await cycles({
      'a.ts': "import type { B } from './b.js';\nexport type A = { b?: B };\nexport const a = 1;\n",
      'b.ts': "import { a } from './a.js';\nexport type B = number;\nexport const b = a;\n",
    });
    expect(found).toEqual([]);
  });
});
