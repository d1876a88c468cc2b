export const PASSWORD_RULE_MESSAGE =
  'Password must be 8 to 128 characters and contain a capital letter, a number and a symbol such as !@#$%^&*(),.?":{}|<>';

/** The original's checklist (capital letter, symbol, digit, 8 characters), enforced here; any non-alphanumeric counts as a symbol. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length === 0) return 'Enter a password.';
  const ok =
    password.length >= 8 &&
    password.length <= 128 &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  return ok ? null : PASSWORD_RULE_MESSAGE;
}
