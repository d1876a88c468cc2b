import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, getToken, onTokenChange, setToken } from './session';

afterEach(() => sessionStorage.clear());

describe('session', () => {
  it('keeps the token in sessionStorage under TOKEN and tells listeners', () => {
    const listener = vi.fn();
    const stop = onTokenChange(listener);
    setToken('abc');
    expect(sessionStorage.getItem('TOKEN')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setToken('again');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
