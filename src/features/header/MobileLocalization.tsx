/**
 * The localization form at the foot of the mobile menu: Shopify's `localization` form (as
 * snippets/localization-form.liquid prints it in the footer) with a language and a country/region
 * select. A change submits it (src/lib/localization-form.ts listens on the document), so it has no button.
 */
import type { LocalizationProps } from './mobile-menu-props';

interface Choice {
  value: string;
  label: string;
  selected: boolean;
}

function Select({ id, name, label, choices }: { id: string; name: string; label: string; choices: Choice[] }) {
  if (choices.length === 0) return null;
  return (
    <div className="localization-form__field">
      <label className="localization-form__label" htmlFor={id}>
        {label}
      </label>
      <select className="localization-form__select" id={id} name={name} defaultValue={choices.find((c) => c.selected)?.value}>
        {choices.map((c) => (
          <option key={c.value} value={c.value} lang={name === 'language_code' ? c.value : undefined}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MobileLocalization({ localization }: { localization: LocalizationProps }) {
  const { languages, countries, labels } = localization;
  if (languages.length === 0 && countries.length === 0) return null;
  return (
    <form method="post" action={localization.action} acceptCharset="UTF-8" className="localization-form mobile-menu__localization" aria-label={labels.heading}>
      <input type="hidden" name="form_type" value="localization" />
      <input type="hidden" name="utf8" value="✓" />
      <input type="hidden" name="_method" value="put" />
      <input type="hidden" name="return_to" value={localization.returnTo} />
      <Select id="MobileMenuDialog-language" name="language_code" label={labels.language} choices={languages} />
      <Select id="MobileMenuDialog-country" name="country_code" label={labels.country} choices={countries} />
    </form>
  );
}
