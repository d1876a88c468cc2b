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
  it('serves the 20 categories the server validates against, with their words, in form order', async () => {
    const res = await t.gql('{ postCategories { category label description } }');
    const categories = res.data!.postCategories as { category: string; label: string; description: string }[];
    expect(categories.map((c) => c.label)).toEqual([...POST_CATEGORIES]);
    expect(categories[0]).toEqual({ category: 'FOOD', label: 'Food', description: expect.stringContaining('Dishes') });
    expect(categories.at(-1)).toMatchObject({ category: 'FOLKLORE', label: 'Folklore' });
  });

  it('describes every value of the PostCategory enum with its words', async () => {
    const res = await t.gql('{ __type(name: "PostCategory") { enumValues { name description } } }');
    const values = res.data!.__type.enumValues as { name: string; description: string }[];
    expect(values).toHaveLength(20);
    expect(values.find((v) => v.name === 'CUISINE')?.description).toMatch(/^'Cuisine': /);
  });
});
