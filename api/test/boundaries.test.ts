import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    expect(errors).toHaveLength(2);
  });

  it('refuses a feature that imports the composition root', async () => {
    const errors = await boundaryErrors('api/src/features/posts/x.ts', "export * from '../../app/create-app.js';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Features must not import the composition root.');
  });

  it('lets a feature use the kernel and another feature', async () => {
    const errors = await boundaryErrors(
      'api/src/features/posts/x.ts',
      "export * from '../../kernel/ids.js';\nexport * from '../comments/comment.entity.js';\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses web features importing app code and ui importing features', async () => {
    expect(await boundaryErrors('web/src/features/posts/x.ts', "export * from '../../app/apollo';\n")).toHaveLength(1);
    expect(await boundaryErrors('web/src/ui/x.ts', "export * from '../features/auth/use-logout';\n")).toHaveLength(1);
    expect(await boundaryErrors('web/src/features/posts/x.ts', "export * from '../../lib/viewer';\n")).toEqual([]);
  });

  it('keeps common independent of api and web', async () => {
    expect(await boundaryErrors('common/src/x.ts', "export * from '../../api/src/kernel/ids.js';\n")).toHaveLength(1);
  });
});
