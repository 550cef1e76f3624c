// @vitest-environment jsdom
// The localization form submits when a selector changes, and hides its no-script button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindLocalizationForms } from '../../../src/lib/localization-form';

let unbind: (() => void) | undefined;
afterEach(() => {
  unbind?.();
  document.body.innerHTML = '';
});

function page(formClass: string): { form: HTMLFormElement; select: HTMLSelectElement } {
  document.body.innerHTML = `<form class="${formClass}"><select name="language_code"><option value="en">English</option><option value="fr">Français</option></select><button type="submit">Update</button></form>`;
  return { form: document.querySelector('form')!, select: document.querySelector('select')! };
}

const change = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('bindLocalizationForms', () => {
  it('submits the localization form when its language changes, and marks the page so the button hides', () => {
    unbind = bindLocalizationForms(document);
    const { form, select } = page('localization-form');
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    change(select, 'fr');
    expect(submit).toHaveBeenCalledOnce();
    expect(document.documentElement.hasAttribute('data-localization-autosubmit')).toBe(true);
  });

  it('leaves other forms alone', () => {
    unbind = bindLocalizationForms(document);
    const { form, select } = page('other-form');
    const submit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    change(select, 'fr');
    expect(submit).not.toHaveBeenCalled();
  });
});
