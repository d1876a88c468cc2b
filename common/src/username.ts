export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_RULE_MESSAGE = `Username must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters: letters, digits, _ and . only.`;
/** The short form shown under the field. */
export const USERNAME_HINT = `${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits, _ and .`;

const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`);

/** Whether the (trimmed) username is allowed. Uniqueness is checked case-insensitively by the server. */
export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value.trim());
}
