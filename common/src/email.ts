export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_RULE_MESSAGE = 'Enter a valid email address.';

/** A local part of allowed characters, then a host of dot-separated labels (at least two). */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** The form addresses are stored and compared in: trimmed, lower case. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** Whether the address, once normalized, is one the server accepts. */
export function isValidEmail(value: string): boolean {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}
