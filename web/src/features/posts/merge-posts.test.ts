import { describe, expect, it } from 'vitest';
import { appendUnique, prependUnique } from './merge-posts';

const post = (id: string) => ({ id, title: `post ${id}` });

describe('appendUnique', () => {
  it('adds the next page after the shown posts', () => {
    expect(appendUnique([post('a'), post('b')], [post('c'), post('d')]).map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('skips posts already shown and duplicates inside the page', () => {
    expect(appendUnique([post('a'), post('b')], [post('b'), post('c'), post('c')]).map((p) => p.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps the list as it was for an empty page', () => {
    const shown = [post('a')];
    const merged = appendUnique(shown, []);
    expect(merged).toEqual(shown);
    expect(merged).not.toBe(shown);
  });
});

describe('prependUnique', () => {
  it('puts newer posts on top in the given order', () => {
    expect(prependUnique([post('a')], [post('c'), post('b')]).map((p) => p.id)).toEqual(['c', 'b', 'a']);
  });

  it('drops posts already in the list (the own post added at once, then again live)', () => {
    expect(prependUnique([post('b'), post('a')], [post('c'), post('b'), post('c')]).map((p) => p.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });
});
