/** The symbols that count for the "Has symbol" rule (the same set the server checks). */
export const PASSWORD_SYMBOLS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'capital' | 'symbol' | 'length' | 'number';
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'capital', label: 'Capital letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'symbol', label: 'Has symbol', test: (p) => [...p].some((c) => PASSWORD_SYMBOLS.includes(c)) },
  { id: 'length', label: '8 characters', test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'number', label: 'Has number', test: (p) => /\d/.test(p) },
];

export function checkPassword(password: string): Record<PasswordRule['id'], boolean> {
  const result = {} as Record<PasswordRule['id'], boolean>;
  for (const rule of PASSWORD_RULES) result[rule.id] = rule.test(password);
  return result;
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
