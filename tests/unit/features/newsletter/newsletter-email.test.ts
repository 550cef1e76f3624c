// The newsletter's email rule (spec §5): the email pattern, no spaces.
import { describe, expect, it } from 'vitest';
import { checkNewsletterEmail } from '../../../../src/features/newsletter/newsletter-email';

describe('checkNewsletterEmail', () => {
  it.each(['olive@example.com', 'first.last+news@sub.example.co.uk', 'a@b.co', "o'neil@example.com"])('accepts %s', (email) => {
    expect(checkNewsletterEmail(email)).toEqual({ ok: true, email });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['no @', 'olive.example.com'],
    ['nothing before @', '@example.com'],
    ['no domain dot', 'olive@example'],
    ['two @', 'olive@@example.com'],
    ['a space inside', 'olive oil@example.com'],
    ['a space in the domain', 'olive@exa mple.com'],
    ['a tab inside', 'olive\t@example.com'],
    ['two addresses', 'a@b.co c@d.co'],
    ['longer than 254 characters', `${'a'.repeat(250)}@b.co`],
  ])('refuses %s', (_case, email) => {
    expect(checkNewsletterEmail(email)).toEqual({ ok: false });
  });

  it('drops leading and trailing blanks first, as an email input does', () => {
    expect(checkNewsletterEmail('  olive@example.com \n')).toEqual({ ok: true, email: 'olive@example.com' });
  });
});
