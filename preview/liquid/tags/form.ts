// {% form %}: Shopify's form element per form type (action, id, class, enctype, hidden inputs)
// and the `form` object inside (errors, posted_successfully?, posted values, address helpers).
// Posted state comes from the server through the `forms` global, keyed by form type.
import { evalToken, Hash, type Context, type Emitter, type Liquid, type Parser, type TagToken, type TopLevelToken, type ValueToken } from 'liquidjs';
import { attrs, escapeHtml } from '../html';
import { plain, prop, str } from '../filters/args';
import { BlockTag } from './block-tag';

interface FormSpec {
  /** `id` is the form's own id attribute (a contact form posts back to it: `/contact#<id>`) */
  action: (object: unknown, id: string | undefined) => string;
  id?: (object: unknown) => string;
  class?: string;
  multipart?: boolean;
  extra?: Record<string, string>;
}

const idOf = (o: unknown): string => str(prop(o, 'id'));

/** On a page in another language every form posts under its root (`/fr/cart/add`), as on Shopify. */
function underLanguageRoot(action: string, ctx: Context): string {
  const root = str(prop(prop(ctx.globals, 'routes'), 'root_url'));
  return root && root !== '/' && action.startsWith('/') ? `${root}${action}` : action;
}
const isNewAddress = (o: unknown): boolean => !o || !prop(o, 'id');

const FORMS: Record<string, FormSpec> = {
  customer_login: { action: () => '/account/login', id: () => 'customer_login', extra: { 'data-login-with-shop-sign-in': 'true' } },
  guest_login: { action: () => '/account/login', id: () => 'customer_login_guest' },
  recover_customer_password: { action: () => '/account/recover' },
  create_customer: { action: () => '/account', id: () => 'create_customer', extra: { 'data-login-with-shop-sign-up': 'true' } },
  reset_customer_password: { action: () => '/account/reset' },
  activate_customer_password: { action: () => '/account/activate' },
  customer_address: {
    action: (o) => (isNewAddress(o) ? '/account/addresses' : `/account/addresses/${idOf(o)}`),
    id: (o) => (isNewAddress(o) ? 'address_form_new' : `address_form_${idOf(o)}`),
  },
  customer: { action: (_o, id) => `/contact#${id ?? 'contact_form'}`, id: () => 'contact_form', class: 'contact-form' },
  contact: { action: (_o, id) => `/contact#${id ?? 'contact_form'}`, id: () => 'contact_form', class: 'contact-form' },
  product: { action: () => '/cart/add', id: (o) => `product_form_${idOf(o)}`, class: 'shopify-product-form', multipart: true },
  cart: { action: () => '/cart', id: () => 'cart_form', class: 'shopify-cart-form', multipart: true },
  localization: { action: () => '/localization', id: () => 'localization_form', class: 'shopify-localization-form', multipart: true },
  new_comment: { action: (o) => `${str(prop(o, 'url'))}/comments#comment_form`, id: () => 'comment_form', class: 'comment-form' },
  storefront_password: { action: () => '/password', id: () => 'login_form', class: 'storefront-password-form' },
  currency: { action: () => '/cart/update', id: () => 'currency_form', class: 'shopify-currency-form', multipart: true },
};

const hidden = (name: string, value: string): string => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`;

const FIELD_LABELS: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  password_confirmation: 'Password confirmation',
  first_name: 'First name',
  last_name: 'Last name',
  body: 'Body',
  author: 'Author',
  address1: 'Address1',
  city: 'City',
  zip: 'Zip',
  country: 'Country',
  phone: 'Phone',
};

/** The form type and object of each `form` object, for filters such as payment_button (not a Liquid property). */
const FORM_SUBJECTS = new WeakMap<object, { type: string; object: unknown }>();
export const formSubjectOf = (form: unknown): { type: string; object: unknown } | undefined =>
  form && typeof form === 'object' ? FORM_SUBJECTS.get(form) : undefined;

interface PostedState {
  errors?: Record<string, unknown>;
  posted_successfully?: boolean;
  values?: Record<string, unknown>;
  hidden?: Record<string, unknown>;
  /** the `form.id` the state belongs to, when a page has several forms of the type (address forms) */
  target?: string;
}

/** Shopify's form.errors: an array of field names carrying `messages` and `translated_fields`. */
function buildErrors(errors: Record<string, unknown> | undefined): unknown {
  if (!errors || Object.keys(errors).length === 0) return null;
  const list = Object.keys(errors) as string[] & { messages?: Record<string, string>; translated_fields?: Record<string, string> };
  list.messages = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, str(v)]));
  list.translated_fields = Object.fromEntries(list.map((k) => [k, FIELD_LABELS[k] ?? k.charAt(0).toUpperCase() + k.slice(1).replace(/_/g, ' ')]));
  return list;
}

const RESERVED_FORM_KEYS = new Set(['errors', 'posted_successfully?', 'set_as_default_checkbox', 'password_needed']);

const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address1', 'address2', 'city', 'country', 'province', 'zip', 'phone'];

function buildFormObject(type: string, object: unknown, posted: PostedState | undefined): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  if (type === 'customer_address') {
    const id = isNewAddress(object) ? 'new' : idOf(object);
    form.id = id;
    for (const f of ADDRESS_FIELDS) {
      const v = prop(object, f);
      form[f] = escapeHtml(typeof plain(v) === 'object' ? str(prop(v, 'name')) : str(v));
    }
    const isDefault = prop(object, 'default') === true;
    form.set_as_default_checkbox = `<input type="checkbox" id="address_default_address_${escapeHtml(id)}" name="address[default]" value="1"${isDefault ? ' checked="checked"' : ''}>`;
  }
  if (type === 'customer_login') form.password_needed = true;
  // A page holds one address form per address plus the new one: a failed post's state belongs to
  // the form it came from (its posted `id`, or `new`), never to the others.
  const postedId = posted?.values?.id;
  const postedFormId = typeof postedId === 'number' || typeof postedId === 'string' ? String(postedId) : 'new';
  if (type === 'customer_address' && posted && postedFormId !== str(form.id)) posted = undefined;
  // Posted values are shopper input: escaped here because themes print them inside attributes.
  // Only text and numbers are shown again (a bracketed `x[a][]` would post a list), and never over
  // the form's own properties.
  for (const [key, value] of Object.entries(posted?.values ?? {})) {
    if (RESERVED_FORM_KEYS.has(key)) continue;
    if (typeof value === 'string') form[key] = escapeHtml(value);
    else if (typeof value === 'number') form[key] = value;
  }
  form.errors = buildErrors(posted?.errors);
  form['posted_successfully?'] = type === 'customer_address' ? true : posted?.posted_successfully === true;
  return form;
}

export class FormTag extends BlockTag {
  private type: ValueToken;
  private object?: ValueToken;
  private hash: Hash;

  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super('form', token, remain, liquid, parser);
    const tk = this.tokenizer;
    const type = tk.readValue();
    if (!type) throw new Error('form needs a type');
    this.type = type;
    tk.skipBlank();
    if (tk.peek() === ',') tk.advance();
    tk.skipBlank();
    const before = tk.p;
    const ident = tk.readIdentifier();
    tk.skipBlank();
    const isKeyword = ident.content !== '' && tk.peek() === ':';
    tk.p = before;
    if (!isKeyword && !tk.end()) this.object = tk.readValue();
    this.hash = new Hash(tk, liquid.options.keyValueSeparator);
  }

  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const type = str(yield evalToken(this.type, ctx));
    const spec = FORMS[type];
    if (!spec) throw new Error(`Unknown form type '${type}'`);
    const object = this.object ? yield evalToken(this.object, ctx) : undefined;
    const params = (yield this.hash.render(ctx)) as Record<string, unknown>;
    const { return_to: returnTo, id, class: cls, ...extraAttrs } = params;
    const formId = id !== undefined ? str(id) : spec.id?.(object);
    const attributes: Record<string, unknown> = {
      method: 'post',
      action: underLanguageRoot(spec.action(object, formId), ctx),
      id: formId,
      'accept-charset': 'UTF-8',
      class: cls !== undefined ? str(cls) : spec.class,
      enctype: spec.multipart ? 'multipart/form-data' : undefined,
      ...spec.extra,
      ...Object.fromEntries(Object.entries(extraAttrs).map(([k, v]) => [k, plain(v) === true ? true : str(v)])),
    };
    let head = `<form${attrs(attributes)}>${hidden('form_type', type)}${hidden('utf8', '✓')}`;
    if (type === 'localization') head += hidden('_method', 'put');
    if (returnTo !== undefined) head += hidden('return_to', str(returnTo));
    else if (type === 'localization') head += hidden('return_to', str(prop(prop(ctx.globals, 'request'), 'path')) || '/');
    const forms = (ctx.globals as Record<string, unknown>).forms as Record<string, PostedState> | undefined;
    let posted = forms?.[type];
    if (posted?.target !== undefined && posted.target !== (type === 'customer_address' && !isNewAddress(object) ? idOf(object) : 'new')) posted = undefined;
    const form = buildFormObject(type, object, posted);
    FORM_SUBJECTS.set(form, { type, object });
    const body = yield* this.bodyText(ctx, { form });
    let tail = '';
    if (type === 'guest_login') tail += hidden('guest', 'true');
    if (type === 'product') tail += hidden('product-id', idOf(object));
    for (const [name, value] of Object.entries(posted?.hidden ?? {})) tail += hidden(name, str(value));
    emitter.write(`${head}${body}${tail}</form>`);
  }
}
