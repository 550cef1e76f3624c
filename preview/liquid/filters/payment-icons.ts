// payment_type_svg_tag and payment_type_img_url: the real payment marks, from the MIT-licensed
// react-pay-icons package, rendered once to SVG markup shaped like Shopify's output
// (`<svg class role="img" aria-labelledby="pi-visa"><title id="pi-visa">Visa</title>…`).
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Affirm from 'react-pay-icons/Affirm';
import Afterpay from 'react-pay-icons/Afterpay';
import Alipay from 'react-pay-icons/Alipay';
import Amazon from 'react-pay-icons/Amazon';
import Amex from 'react-pay-icons/Amex';
import Applepay from 'react-pay-icons/Applepay';
import Bancontact from 'react-pay-icons/Bancontact';
import Bitcoin from 'react-pay-icons/Bitcoin';
import CartesBancaires from 'react-pay-icons/CartesBancaires';
import Dankort from 'react-pay-icons/Dankort';
import DinersClub from 'react-pay-icons/DinersClub';
import Discover from 'react-pay-icons/Discover';
import Elo from 'react-pay-icons/Elo';
import Eps from 'react-pay-icons/Eps';
import Generic from 'react-pay-icons/Generic';
import Giropay from 'react-pay-icons/Giropay';
import Ideal from 'react-pay-icons/Ideal';
import InteracLogo from 'react-pay-icons/InteracLogo';
import Jcb from 'react-pay-icons/Jcb';
import Klarna from 'react-pay-icons/Klarna';
import Maestro from 'react-pay-icons/Maestro';
import Mastercard from 'react-pay-icons/Mastercard';
import MobilePay from 'react-pay-icons/MobilePay';
import Paypal from 'react-pay-icons/Paypal';
import Paywithgoogle from 'react-pay-icons/Paywithgoogle';
import SamsungPay from 'react-pay-icons/SamsungPay';
import Twint from 'react-pay-icons/Twint';
import UnionPay from 'react-pay-icons/UnionPay';
import Visa from 'react-pay-icons/Visa';
import Wechatpay from 'react-pay-icons/Wechatpay';
import { escapeHtml } from '../html';

type Icon = (props: Record<string, unknown>) => ReactNode;

/** Shopify's payment type names (shop.enabled_payment_types) → the mark and its accessible name. */
const MARKS: Record<string, [Icon, string]> = {
  visa: [Visa, 'Visa'],
  master: [Mastercard, 'Mastercard'],
  american_express: [Amex, 'American Express'],
  discover: [Discover, 'Discover'],
  diners_club: [DinersClub, 'Diners Club'],
  jcb: [Jcb, 'JCB'],
  maestro: [Maestro, 'Maestro'],
  unionpay: [UnionPay, 'Union Pay'],
  elo: [Elo, 'Elo'],
  dankort: [Dankort, 'Dankort'],
  cartes_bancaires: [CartesBancaires, 'Cartes Bancaires'],
  interac: [InteracLogo, 'Interac'],
  paypal: [Paypal, 'PayPal'],
  apple_pay: [Applepay, 'Apple Pay'],
  google_pay: [Paywithgoogle, 'Google Pay'],
  samsung_pay: [SamsungPay, 'Samsung Pay'],
  amazon: [Amazon, 'Amazon'],
  alipay: [Alipay, 'Alipay'],
  wechat_pay: [Wechatpay, 'WeChat Pay'],
  klarna: [Klarna, 'Klarna'],
  afterpay: [Afterpay, 'Afterpay'],
  affirm: [Affirm, 'Affirm'],
  bancontact: [Bancontact, 'Bancontact'],
  ideal: [Ideal, 'iDEAL'],
  giropay: [Giropay, 'Giropay'],
  eps: [Eps, 'EPS'],
  mobilepay: [MobilePay, 'MobilePay'],
  twint: [Twint, 'TWINT'],
  bitcoin: [Bitcoin, 'Bitcoin'],
};

/** The name a type is announced by: Shopify's for known types, the type in words otherwise. */
const markOf = (type: string): [Icon, string] | undefined => (Object.hasOwn(MARKS, type) ? MARKS[type] : undefined);

export function paymentTypeName(type: string): string {
  const known = markOf(type)?.[1];
  if (known) return known;
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Inlines an icon's `.class{…}` rules as style attributes, so no <style> element reaches the page. */
function inlineClassStyles(inner: string): string {
  const rules = new Map<string, string>();
  for (const [, css] of inner.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    for (const [, selectors, declarations] of css!.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      for (const selector of selectors!.split(',')) {
        const name = /^\s*\.([\w-]+)\s*$/.exec(selector)?.[1];
        if (name) rules.set(name, `${rules.get(name) ?? ''}${declarations!.trim().replace(/;?$/, ';')}`);
      }
    }
  }
  return inner.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/\sclass="([^"]+)"/g, (_, names: string) => {
    const style = names
      .split(/\s+/)
      .map((name) => rules.get(name) ?? '')
      .join('');
    return style ? ` style="${style}"` : '';
  });
}

/** The mark's viewBox and inner shapes; its ids are prefixed with the type so icons never share one. */
const cache = new Map<string, { viewBox: string; fill: string | undefined; inner: string }>();
function mark(type: string): { viewBox: string; fill: string | undefined; inner: string } {
  const known = markOf(type);
  const key = known ? type : 'generic';
  const hit = cache.get(key);
  if (hit) return hit;
  const markup = renderToStaticMarkup(createElement((known?.[0] ?? Generic) as Icon));
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  const root = match?.[1] ?? '';
  let inner = inlineClassStyles(match?.[2] ?? '');
  const prefix = `pi-${key.replace(/[^a-z0-9]/gi, '')}-`;
  for (const id of new Set([...inner.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!))) {
    inner = inner
      .split(`id="${id}"`)
      .join(`id="${prefix}${id}"`)
      .split(`#${id})`)
      .join(`#${prefix}${id})`)
      .split(`href="#${id}"`)
      .join(`href="#${prefix}${id}"`);
  }
  const result = { viewBox: /viewBox="([^"]+)"/.exec(root)?.[1] ?? '0 0 38 24', fill: /\sfill="([^"]+)"/.exec(root)?.[1], inner };
  cache.set(key, result);
  return result;
}

/** payment_type_svg_tag: an inline <svg> of the type's mark, named by its <title>. */
export function paymentTypeSvgTag(type: string, className?: string): string {
  const { viewBox, fill, inner } = mark(type);
  const id = `pi-${escapeHtml(type)}`;
  const cls = className ? ` class="${escapeHtml(className)}"` : '';
  const fillAttr = fill ? ` fill="${escapeHtml(fill)}"` : '';
  return `<svg${cls} xmlns="http://www.w3.org/2000/svg" role="img" viewBox="${viewBox}" width="38" height="24"${fillAttr} aria-labelledby="${id}"><title id="${id}">${escapeHtml(paymentTypeName(type))}</title>${inner}</svg>`;
}

/** payment_type_img_url's address for a type. */
export const paymentTypeImgUrl = (type: string): string => `/cdn/shopifycloud/payment-icons/${encodeURIComponent(type)}.svg`;
