export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused everywhere, so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_MESSAGE = `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters and contain a capital letter, a number and a symbol such as !@#$%^&*(),.?":{}|<>`;

export type PasswordRuleId = 'capital' | 'symbol' | 'length' | 'number';

export interface PasswordRule {
  id: PasswordRuleId;
  /** The checklist label of the spec. */
  label: string;
  test: (password: string) => boolean;
}

/**
 * The checklist (capital letter, symbol, 8 characters, digit), in the spec's order and wording. Any character that
 * is not an ASCII letter or digit counts as a symbol.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'capital', label: 'Capital letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'symbol', label: 'Has symbol', test: (p) => /[^A-Za-z0-9]/.test(p) },
  { id: 'length', label: `${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'number', label: 'Has number', test: (p) => /[0-9]/.test(p) },
];

/** Which checklist rules the password meets. */
export function checkPassword(password: string): Record<PasswordRuleId, boolean> {
  const result = {} as Record<PasswordRuleId, boolean>;
  for (const rule of PASSWORD_RULES) result[rule.id] = rule.test(password);
  return result;
}

/** Every checklist rule met and not longer than the maximum. */
export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(password));
}

/** The message for a password that may not be set, or null when it may. Anything that is not text is missing. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Enter a password.';
  return isStrongPassword(password) ? null : PASSWORD_RULE_MESSAGE;
}
