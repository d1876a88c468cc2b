import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('money', () => {
  it('shows the amount with its currency', () => {
    expect(formatMoney(1500, 'PHP')).toMatch(/1,500\.00/);
    expect(formatMoney(1500, 'PHP')).toMatch(/₱|PHP/);
  });

  it('falls back to the code for an unknown currency', () => {
    expect(formatMoney(2, 'not a code')).toBe('not a code 2.00');
  });
});
