/** The newsletter's email rule (spec §5): one address matching the email pattern, no spaces. */
import { isValidEmail } from '../../lib/email';

export type EmailCheck = { ok: true; email: string } | { ok: false };

/**
 * Leading and trailing blanks are dropped first: browsers already strip them from an email
 * input's value, so the shopper never sees them. A space anywhere else makes it invalid.
 */
export function checkNewsletterEmail(raw: string): EmailCheck {
  const email = raw.trim();
  return isValidEmail(email) ? { ok: true, email } : { ok: false };
}
