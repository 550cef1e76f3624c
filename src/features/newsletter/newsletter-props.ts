/** The newsletter form's props contract (snippets/newsletter-form.liquid → widget `newsletter-form`). */
import * as v from 'valibot';
import { localeText, localeTexts } from '../../lib/props-kit';

/** Ids of the form and its controls derive from this; Liquid builds it from section and block ids. */
const formId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,120}$/, 'must be letters, digits, - or _'));

/** '' = this origin (the offline stand-in), else an http(s) origin such as https://a.klaviyo.com. */
const serviceHost = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^https?:\/\/[^/\s?#]+\/?$/i.test(s), 'must be empty or an http(s) origin'),
);

export const schema = v.pipe(
  v.object({
    form_id: formId,
    klaviyo: v.object({ company_id: v.string(), list_id: v.string(), host: serviceHost }),
    label: localeText,
    show_label: v.boolean(),
    placeholder: localeText,
    /** the merchant's button label (escaped by Liquid) or the locale's */
    submit: localeText,
    texts: localeTexts(['invalid_email', 'error', 'success']),
  }),
  v.transform(({ form_id, klaviyo, show_label, ...texts }) => ({
    formId: form_id,
    klaviyo: { companyId: klaviyo.company_id, listId: klaviyo.list_id, host: klaviyo.host },
    showLabel: show_label,
    ...texts,
  })),
);
export type NewsletterFormProps = v.InferOutput<typeof schema>;
export type KlaviyoTarget = NewsletterFormProps['klaviyo'];
