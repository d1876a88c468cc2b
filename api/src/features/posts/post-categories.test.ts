import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_CATEGORIES } from '@culturalink/common/post-categories';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('post categories', () => {
  it('serves the 20 categories the server validates against, in form order', async () => {
    const res = await t.gql('{ postCategories }');
    expect(res.data!.postCategories).toEqual([...POST_CATEGORIES]);
    expect(res.data!.postCategories).toHaveLength(20);
  });
});
