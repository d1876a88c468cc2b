import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('money', () => {
  it('shows the amount with its currency', () => {
    expect(formatMoney(1500, 'PHP')).toMatch(/1,500\.00/);
    expect(formatMoney(1500, 'PHP')).toMatch(/₱|PHP/);
  });

  it('writes every currency the same way, with a sign, on one screen', () => {
    // the issue: '¥60,000' beside 'NGN 25,000.00'
    expect(formatMoney(60000, 'JPY')).toBe('¥60,000');
    expect(formatMoney(25000, 'NGN')).toBe('₦25,000.00');
    expect(formatMoney(12, 'CAD')).toBe('CA$12.00');
  });

  it('falls back to the code for an unknown currency', () => {
    expect(formatMoney(2, 'not a code')).toBe('not a code 2.00');
  });
});
