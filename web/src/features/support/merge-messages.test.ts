import { describe, expect, it } from 'vitest';
import { mergeMessages, unreadBadgeText } from './merge-messages';

const message = (id: string, createdAt: string, body = id) => ({ id, createdAt, body });

describe('mergeMessages', () => {
  it('keeps one copy of each message, oldest first', () => {
    const page = [message('b', '2026-01-01T10:01:00.000Z'), message('a', '2026-01-01T10:00:00.000Z')];
    const live = [message('b', '2026-01-01T10:01:00.000Z', 'b again'), message('c', '2026-01-01T10:02:00.000Z')];
    const merged = mergeMessages(page, live);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(merged[1].body).toBe('b again');
  });

  it('orders messages of the same instant by id so the list does not jump', () => {
    expect(
      mergeMessages([message('z', '2026-01-01T10:00:00.000Z'), message('y', '2026-01-01T10:00:00.000Z')]).map(
        (m) => m.id,
      ),
    ).toEqual(['y', 'z']);
  });

  it('is empty without sources', () => {
    expect(mergeMessages()).toEqual([]);
  });
});

describe('unreadBadgeText', () => {
  it('hides the badge at zero and caps large counts', () => {
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(3)).toBe('3');
    expect(unreadBadgeText(150)).toBe('99+');
  });
});
