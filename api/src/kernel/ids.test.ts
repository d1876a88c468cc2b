import { describe, expect, it } from 'vitest';
import { isUuid } from './ids.js';

const id = '00000000-0000-4000-8000-000000000001';

describe('isUuid', () => {
  it('accepts uuids in any letter case and nothing else', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    for (const bad of ['', 'x', `${id}0`, 42, null, undefined]) expect(isUuid(bad)).toBe(false);
  });
});
