// The preview's outbox for customer emails Shopify would send (password reset, account
// invitation): nothing leaves the machine; the links are listed at /__olivine/customers/emails
// so a developer or a test can follow them.
export type CustomerEmailKind = 'customer_password_reset' | 'customer_account_activate';

export interface CustomerEmail {
  to: string;
  kind: CustomerEmailKind;
  /** root-relative link the email carries (`/account/reset/<id>/<token>`) */
  url: string;
  sent_at: string;
}

const KEEP = 200;

export class CustomerOutbox {
  private readonly sent: CustomerEmail[] = [];

  constructor(private readonly now: () => number) {}

  send(to: string, kind: CustomerEmailKind, url: string): void {
    this.sent.push({ to, kind, url, sent_at: new Date(this.now()).toISOString() });
    if (this.sent.length > KEEP) this.sent.splice(0, this.sent.length - KEEP);
  }

  /** Newest first; only those to `to` (case-insensitive) when given. */
  list(to?: string): CustomerEmail[] {
    const wanted = to?.trim().toLowerCase();
    return this.sent.filter((e) => !wanted || e.to.toLowerCase() === wanted).reverse();
  }
}
