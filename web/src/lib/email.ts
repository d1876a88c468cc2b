const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A practical e-mail check (name@host.tld); the server has the final word. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email.trim());
}

/** The original product only took Gmail addresses; we accept any address and only hint at it. */
export function isGmailAddress(email: string): boolean {
  return /@gmail\.com$/i.test(email.trim());
}
