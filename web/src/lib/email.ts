/** The original product only took Gmail addresses; we accept any address and only hint at it. */
export function isGmailAddress(email: string): boolean {
  return /@gmail\.com$/i.test(email.trim());
}
