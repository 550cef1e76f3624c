// Filters whose markup Shopify's own scripts bring to life: payment_button (accelerated checkout),
// payment_terms (Shop Pay Installments), login_button (Shop) and avatar. Offline, each renders
// Shopify's documented container with a working target inside: "Buy it now" adds the product
// and goes to the preview's /checkout, the Shop button goes to the preview's Shop login stand-in.
import type { FilterImplOptions } from 'liquidjs';
import { trustPreviewScript } from '../../http/csp';
import { attrs, escapeHtml } from '../html';
import { formSubjectOf } from '../tags/form';
import { globalOf, plain, prop, splitArgs, str } from './args';
import { formatMoney } from '../../../src/contracts/money';

type Ctx = { globals: object };

/** The preview's stand-in for Shop's sign-in (preview/handlers/shop-login.ts). */
export const SHOP_LOGIN_PATH = '/services/login_with_shop/authorize';
const OFFLINE_ACCESS_TOKEN = 'offline-preview';
const CONSENT_TEXT =
  'This item is a deferred, subscription, or recurring purchase. By continuing, I agree to the <span id="shopify-subscription-policy-button">cancellation policy</span> and authorize you to charge my payment method at the prices, frequency and dates listed on this page until my order is fulfilled or I cancel, if permitted.';

function listOf(value: unknown): unknown[] {
  const v = plain(value);
  if (Array.isArray(v)) return v;
  return v && typeof v === 'object' && Symbol.iterator in v ? [...(v as Iterable<unknown>)] : [];
}

function buyer(ctx: Ctx): { country: string; locale: string; currency: string } {
  const shop = globalOf(ctx, 'shop');
  return {
    country: str(prop(prop(globalOf(ctx, 'localization'), 'country'), 'iso_code')) || str(prop(shop, 'country_code')) || 'US',
    locale: str(prop(prop(globalOf(ctx, 'request'), 'locale'), 'iso_code')) || 'en',
    currency: str(prop(prop(globalOf(ctx, 'cart'), 'currency'), 'iso_code')) || str(prop(shop, 'currency')) || 'USD',
  };
}

/** Root of the page's language (`/fr`), so the checkout stays in it as Shopify's does. */
function languageRoot(ctx: Ctx): string {
  const root = str(prop(globalOf(ctx, 'routes'), 'root_url'));
  return root === '/' ? '' : root;
}

// Themes post product forms with their own script; this takes the click before that handler
// sees a submit, adds the form's variant through the Ajax API and opens the checkout. Without
// JavaScript the button submits the form with return_to=/checkout, which does the same.
const CHECKOUT_SCRIPT_BODY = `customElements.get('shopify-accelerated-checkout')||customElements.define('shopify-accelerated-checkout',class extends HTMLElement{connectedCallback(){this.addEventListener('click',function(e){var b=e.target.closest('button[data-offline-checkout]'),f=b&&b.form;if(!f)return;e.preventDefault();fetch(f.getAttribute('action')+'.js',{method:'POST',body:new FormData(f),headers:{Accept:'application/json'}}).then(function(r){if(r.ok){location.href=b.value;return}var i=document.createElement('input');i.type='hidden';i.name='return_to';i.value=b.value;f.appendChild(i);HTMLFormElement.prototype.submit.call(f)})})}})`;
// The preview's own inline script: allowed by hash in the preview's Content-Security-Policy.
trustPreviewScript(CHECKOUT_SCRIPT_BODY);
const CHECKOUT_SCRIPT = `<script>${CHECKOUT_SCRIPT_BODY}</script>`;

function paymentButton(form: unknown, ctx: Ctx): string {
  const subject = formSubjectOf(form);
  if (subject?.type !== 'product') throw new Error('payment_button must be used on the form object of a product form');
  const variants = listOf(prop(subject.object, 'variants')).map((v) => ({
    id: prop(v, 'id') ?? null,
    requiresShipping: prop(v, 'requires_shipping') !== false,
  }));
  const { country, locale, currency } = buyer(ctx);
  const checkoutUrl = `${languageRoot(ctx)}/checkout`;
  const element = `<shopify-accelerated-checkout${attrs({
    recommended: 'null',
    fallback: JSON.stringify({ supports_subs: true, supports_def_opts: true, name: 'buy_it_now', wallet_params: {} }),
    'access-token': OFFLINE_ACCESS_TOKEN,
    'buyer-country': country,
    'buyer-locale': locale,
    'buyer-currency': currency,
    'variant-params': JSON.stringify(variants),
    'shop-id': str(prop(globalOf(ctx, 'shop'), 'id')) || undefined,
    'enabled-flags': '[]',
  })} > <button type="submit" name="return_to" value="${escapeHtml(checkoutUrl)}" data-offline-checkout class="shopify-payment-button__button shopify-payment-button__button--unbranded">Buy it now</button> </shopify-accelerated-checkout>`;
  return `<div data-shopify="payment-button" class="shopify-payment-button"> ${element} <small id="shopify-buyer-consent" class="hidden" aria-hidden="true" data-consent-type="subscription"> ${CONSENT_TEXT} </small> </div>${CHECKOUT_SCRIPT}`;
}

const INSTALLMENTS = 4;
const MIN_CENTS = 5000;
const MAX_CENTS = 300000;

function paymentTerms(form: unknown, ctx: Ctx): string {
  const subject = formSubjectOf(form);
  if (subject?.type !== 'product' && subject?.type !== 'cart') throw new Error('payment_terms must be used on the form object of a product or cart form');
  const shop = globalOf(ctx, 'shop');
  const money = (cents: number): string => formatMoney(cents, str(prop(shop, 'money_format')) || '${{amount}}');
  const { country, currency } = buyer(ctx);
  const priced =
    subject.type === 'product'
      ? listOf(prop(subject.object, 'variants')).map((v) => ({
          id: prop(v, 'id') ?? null,
          cents: Number(prop(v, 'price')) || 0,
          available: prop(v, 'available') !== false,
        }))
      : [{ id: null, cents: Number(prop(subject.object, 'total_price')) || 0, available: true }];
  const selected = subject.type === 'product' ? prop(prop(subject.object, 'selected_or_first_available_variant'), 'id') : undefined;
  const meta = {
    type: subject.type,
    currency_code: currency,
    country_code: country,
    variants: priced.map((v) => ({
      id: v.id,
      price_per_term: money(Math.round(v.cents / INSTALLMENTS)),
      full_price: money(v.cents),
      eligible: v.cents >= MIN_CENTS && v.cents <= MAX_CENTS,
      available: v.available,
      number_of_payment_terms: INSTALLMENTS,
    })),
    min_price: money(MIN_CENTS),
    max_price: money(MAX_CENTS),
    financing_plans: [],
    installments_buyer_prequalification_enabled: false,
  };
  const shown = priced.find((v) => subject.type === 'cart' || str(v.id) === str(selected)) ?? priced[0];
  // Shopify's script draws the banner; offline the same sentence is the element's own text.
  const banner =
    shown && shown.cents >= MIN_CENTS && shown.cents <= MAX_CENTS
      ? `Pay in ${INSTALLMENTS} interest-free installments of ${escapeHtml(money(Math.round(shown.cents / INSTALLMENTS)))} with Shop Pay`
      : '';
  return `<shopify-payment-terms${attrs({ 'variant-id': selected === undefined ? undefined : str(selected), 'shopify-meta': JSON.stringify(meta) })}>${banner}</shopify-payment-terms>`;
}

function loginButton(named: Record<string, unknown>, ctx: Ctx): string {
  const action = named.action === undefined ? 'default' : str(named.action);
  if (action !== 'default' && action !== 'follow') throw new Error(`login_button: invalid action '${action}' (default or follow)`);
  const shop = globalOf(ctx, 'shop');
  const returnTo = str(prop(globalOf(ctx, 'request'), 'path')) || '/';
  const href = `${SHOP_LOGIN_PATH}?${new URLSearchParams({ action, return_to: returnTo }).toString()}`;
  const label = action === 'follow' ? 'Follow on Shop' : 'Sign in with Shop';
  return `<shop-login-button${attrs({ 'shop-id': str(prop(shop, 'id')) || undefined, action })}><a${attrs({ href, class: 'shop-login-button__button' })}>${label}</a></shop-login-button>`;
}

function avatar(customer: unknown): string {
  if (!customer || prop(customer, 'has_avatar?') !== true) return '';
  const url = str(prop(customer, 'avatar_url'));
  if (!url) return '';
  const name = [str(prop(customer, 'first_name')), str(prop(customer, 'last_name'))].filter(Boolean).join(' ');
  return `<img${attrs({ src: url, alt: name, class: 'avatar', width: 40, height: 40, loading: 'lazy' })}>`;
}

export const shopButtonFilters: Record<string, FilterImplOptions> = {
  payment_button(form: unknown) {
    return paymentButton(form, this.context);
  },
  payment_terms(form: unknown) {
    return paymentTerms(form, this.context);
  },
  login_button(_shop: unknown, ...args: unknown[]) {
    return loginButton(splitArgs(args).named, this.context);
  },
  avatar: (customer: unknown) => avatar(customer),
};
