// Offline stand-in for Shopify's <shopify-account> element (header account button of themes on new
// customer accounts, e.g. Horizon and Skeleton), which Shopify's own scripts define: a button around
// the theme's slotted content opening a small panel with sign-in, or orders, profile and log out.
// Its texts and URLs come from a JSON config the page carries; it never reaches the network itself.
import { escapeHtml } from '../../src/contracts/html';
import type { Route } from '../http/types';
import { accountStrings } from './hosted-account-strings';
import { HOSTED_ACCOUNTS_PATH, type PageRoutes } from './new-account-routes';

export const SHOPIFY_ACCOUNT_SCRIPT_PATH = `${HOSTED_ACCOUNTS_PATH}/shopify-account.js`;

export interface ShopifyAccountConfig {
  signedIn: boolean;
  name: string;
  label: string;
  links: { href: string; text: string }[];
}

const SCRIPT = `const config = JSON.parse(document.getElementById('shopify-account-config')?.textContent || '{}');
let count = 0;
class ShopifyAccount extends HTMLElement {
  connectedCallback() {
    if (this.querySelector(':scope > button')) return;
    const id = 'shopify-account-panel-' + ++count;
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', id);
    button.setAttribute('aria-label', config.label || 'Account');
    button.style.cssText = 'all:unset;cursor:pointer;display:inline-flex;align-items:center;gap:.25em';
    button.append(...this.childNodes);
    if (config.signedIn && !button.textContent.trim() && !button.querySelector('svg')) button.textContent = config.name;
    const panel = document.createElement('div');
    panel.id = id;
    panel.hidden = true;
    panel.style.cssText = 'position:absolute;z-index:1000;margin-top:.5rem;padding:.75rem 1rem;background:#fff;color:#1a1a1a;border:1px solid #ccc;border-radius:.5rem;box-shadow:0 4px 16px rgba(0,0,0,.15);min-width:12rem';
    if (config.signedIn) {
      const who = document.createElement('p');
      who.textContent = config.name;
      who.style.cssText = 'margin:0 0 .5rem;font-weight:600';
      panel.append(who);
    }
    const list = document.createElement('ul');
    list.style.cssText = 'list-style:none;margin:0;padding:0;display:grid;gap:.5rem';
    for (const link of config.links || []) {
      const item = document.createElement('li');
      const a = document.createElement('a');
      a.href = link.href;
      a.textContent = link.text;
      a.style.color = 'inherit';
      item.append(a);
      list.append(item);
    }
    panel.append(list);
    const close = () => { panel.hidden = true; button.setAttribute('aria-expanded', 'false'); };
    button.addEventListener('click', () => {
      const open = panel.hidden;
      panel.hidden = !open;
      button.setAttribute('aria-expanded', String(open));
      if (open) panel.querySelector('a')?.focus();
    });
    this.addEventListener('keydown', (event) => { if (event.key === 'Escape' && !panel.hidden) { close(); button.focus(); } });
    document.addEventListener('click', (event) => { if (!this.contains(event.target)) close(); });
    this.style.position = this.style.position || 'relative';
    this.append(button, panel);
    // An icon the theme left unsized (its CSS may come later) still shows at the text's size.
    requestAnimationFrame(() => {
      for (const svg of button.querySelectorAll('svg')) if (svg.getBoundingClientRect().width === 0) svg.style.cssText += ';width:1.5em;height:1.5em';
    });
  }
}
if (!customElements.get('shopify-account')) customElements.define('shopify-account', ShopifyAccount);
`;

/** The tags a page on new customer accounts carries in its head: the element's config and its script. */
export function shopifyAccountTags(config: ShopifyAccountConfig, localeRoot: string): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const src = `${localeRoot === '/' ? '' : localeRoot.replace(/\/$/, '')}${SHOPIFY_ACCOUNT_SCRIPT_PATH}`;
  return `<script type="application/json" id="shopify-account-config">${json}</script><script type="module" src="${escapeHtml(src)}"></script>`;
}

export function shopifyAccountScriptRoutes(): Route[] {
  return [
    {
      method: 'GET',
      pattern: new RegExp(`^${SHOPIFY_ACCOUNT_SCRIPT_PATH.replace(/[/.]/g, '\\$&')}$`),
      handler: () => ({ status: 200, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }, body: SCRIPT }),
    },
  ];
}

/** Adds the element to a full page of a theme on new customer accounts (Shopify's header scripts define it there). */
export function withShopifyAccount(html: string, page: { iso: string; rootUrl: string; customerName?: string; routes: PageRoutes }): string {
  const t = accountStrings(page.iso);
  const { routes } = page;
  const links = page.customerName
    ? [
        { href: routes.account_url, text: t('orders') },
        { href: routes.account_profile_url ?? routes.account_url, text: t('profile') },
        { href: routes.account_logout_url, text: t('log_out') },
      ]
    : [{ href: routes.account_login_url, text: t('sign_in') }];
  const tags = shopifyAccountTags({ signedIn: Boolean(page.customerName), name: page.customerName ?? '', label: t('title'), links }, page.rootUrl);
  return html.replace(/<\/head>/i, `${tags}</head>`);
}
