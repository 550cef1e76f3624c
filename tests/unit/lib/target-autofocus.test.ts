// @vitest-environment jsdom
// After a form post Shopify's redirect keeps the form's id as the fragment; the message the shop
// marked autofocus gets the focus, found by the fragment even before the browser set `:target`.
import { afterEach, describe, expect, it } from 'vitest';
import { focusAutofocusInTarget } from '../../../src/lib/target-autofocus';

const page = `<form id="newsletter-footer"><input id="email" autofocus></form>
<form id="contact-main"><p id="thanks" tabindex="-1" autofocus>Thanks</p></form>`;

afterEach(() => {
  history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('focusAutofocusInTarget', () => {
  it('focuses the autofocus element inside the form the fragment names, whether or not :target matches yet', () => {
    document.body.innerHTML = page;
    history.replaceState(null, '', '/contact?customer_posted=true#newsletter-footer');
    focusAutofocusInTarget(document);
    expect(document.activeElement?.id).toBe('email');
  });

  it('leaves focus alone when the shopper already has it somewhere, or the fragment names nothing', () => {
    document.body.innerHTML = page + '<button id="other">x</button>';
    history.replaceState(null, '', '/contact#contact-main');
    document.getElementById('other')!.focus();
    focusAutofocusInTarget(document);
    expect(document.activeElement?.id).toBe('other');

    (document.activeElement as HTMLElement).blur();
    history.replaceState(null, '', '/contact#nothing-here');
    focusAutofocusInTarget(document);
    expect(document.activeElement).toBe(document.body);
  });
});
