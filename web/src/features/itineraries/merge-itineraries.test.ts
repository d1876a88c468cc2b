import { describe, expect, it } from 'vitest';
import { appendUnique, cutDescription } from './merge-itineraries';

const edge = (id: string) => ({ cursor: id, node: { id } });

describe('itinerary pages', () => {
  it('appends a page skipping itineraries already listed or repeated', () => {
    expect(appendUnique([edge('a'), edge('b')], [edge('b'), edge('c'), edge('c')]).map((e) => e.node.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('cuts descriptions longer than the limit only', () => {
    expect(cutDescription('short', 100)).toEqual({ text: 'short', cut: false });
    const long = cutDescription('x'.repeat(120), 100);
    expect(long.cut).toBe(true);
    expect(long.text).toBe(`${'x'.repeat(100)}…`);
  });
});
