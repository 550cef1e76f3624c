/** The theme's one email rule: the newsletter, the gift recipient and the waitlist all check it. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One address, no spaces anywhere, something@domain.tld, at most 254 characters. */
export function isValidEmail(email: string): boolean {
  return EMAIL.test(email) && email.length <= 254;
}
