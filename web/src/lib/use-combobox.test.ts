import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from './use-combobox';

const key = (name: string) =>
  ({ key: name, preventDefault: vi.fn(), stopPropagation: vi.fn() }) as unknown as KeyboardEvent & {
    preventDefault: ReturnType<typeof vi.fn>;
    stopPropagation: ReturnType<typeof vi.fn>;
  };

const options = ['Lisbon', 'Porto', 'Braga'];

describe('useCombobox', () => {
  it('opens on Down and moves through the options both ways, wrapping', () => {
    const { result } = renderHook(() => useCombobox<string>(() => {}));
    expect(result.current.open).toBe(false);
    act(() => result.current.onKeyDown(key('ArrowDown'), options, false));
    expect(result.current).toMatchObject({ open: true, active: 0 });
    act(() => result.current.onKeyDown(key('ArrowUp'), options, true));
    expect(result.current.active).toBe(2);
    act(() => result.current.onKeyDown(key('ArrowDown'), options, true));
    expect(result.current.active).toBe(0);
  });

  it('chooses the active option on Enter while the list shows, then closes with nothing active', () => {
    const chosen: string[] = [];
    const { result } = renderHook(() => useCombobox<string>((option) => chosen.push(option)));
    act(() => result.current.onKeyDown(key('ArrowDown'), options, false));
    act(() => result.current.onKeyDown(key('ArrowDown'), options, true));
    const enter = key('Enter');
    act(() => result.current.onKeyDown(enter, options, true));
    expect(chosen).toEqual(['Porto']);
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(result.current).toMatchObject({ open: false, active: -1 });
  });

  it('lets Enter through (the form submits) when the list does not show or nothing is active', () => {
    const chosen: string[] = [];
    const { result } = renderHook(() => useCombobox<string>((option) => chosen.push(option)));
    const enter = key('Enter');
    act(() => result.current.onKeyDown(enter, options, true));
    act(() => result.current.onKeyDown(key('ArrowDown'), options, false));
    act(() => result.current.onKeyDown(enter, options, false));
    expect(chosen).toEqual([]);
    expect(enter.preventDefault).not.toHaveBeenCalled();
  });

  it('closes on Esc without letting it reach a dialog around it, and reopens afresh when text is typed', () => {
    const { result } = renderHook(() => useCombobox<string>(() => {}));
    act(() => result.current.onKeyDown(key('ArrowDown'), options, false));
    const escape = key('Escape');
    act(() => result.current.onKeyDown(escape, options, true));
    expect(escape.stopPropagation).toHaveBeenCalled();
    expect(result.current.open).toBe(false);
    act(() => result.current.typed());
    expect(result.current).toMatchObject({ open: true, active: -1 });
  });
});
