/**
 * Linked products (widget `product-linked`), 'The Duo' first. Switching fetches the linked
 * product's page as HTML, hands the hero's islands their new props (the form keeps the option
 * values, the carousel resets), swaps title/subtitle, replaces the sections below the hero and
 * fires `appended` so islands there mount. Any failure falls back to a normal navigation.
 */
import { useState, type MouseEvent } from 'react';
import { dispatchAppended } from '../../lib/events';
import { emit, MAIN_SCOPE, PRODUCT_SWITCH_EVENT, type ProductSwitchDetail } from './events';
import { str } from './text';

interface Item {
  product: string;
  url: string;
  title: string;
  subtitle: string;
  image: string;
  current: boolean;
}

export function duoFirst<T extends { title: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => Number(b.title.includes('The Duo')) - Number(a.title.includes('The Duo')));
}

function readItems(raw: unknown): Item[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((i): i is Record<string, unknown> => typeof i === 'object' && i !== null).map((i) => ({
    product: str(i.product), url: str(i.url), title: str(i.title), subtitle: str(i.subtitle), image: str(i.image), current: i.current === true,
  })).filter((i) => i.url.startsWith('/'));
}

function islandProps(root: ParentNode, role: string): Record<string, unknown> | undefined {
  const script = root.querySelector(`[data-product-role="${role}"] > script[data-props]`);
  if (!script?.textContent) return undefined;
  return JSON.parse(script.textContent) as Record<string, unknown>;
}

/** Everything in <main> after the hero's section. */
function sectionsBelowHero(root: ParentNode): Element[] {
  const hero = root.querySelector('[data-product-hero]')?.closest('#MainContent > *');
  if (!hero?.parentElement) return [];
  const all = Array.from(hero.parentElement.children);
  return all.slice(all.indexOf(hero) + 1);
}

export async function switchToProduct(url: string, handle: string, scope: string = MAIN_SCOPE): Promise<void> {
  const res = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Request failed with status code ${res.status}`);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const props: ProductSwitchDetail['props'] = {};
  for (const role of ['form', 'media', 'tabs', 'reviews']) {
    const value = islandProps(doc, role);
    if (value) props[role] = value;
  }
  if (!props.form) throw new Error('linked product page has no product form');

  const setText = (selector: string) => {
    const next = doc.querySelector(selector);
    const here = document.querySelector(selector);
    if (next && here) {
      here.textContent = next.textContent;
      here.toggleAttribute('hidden', next.hasAttribute('hidden'));
    }
  };
  setText('[data-product-title]');
  setText('[data-product-subtitle]');
  emit<ProductSwitchDetail>(PRODUCT_SWITCH_EVENT, { scope, handle, props });

  const current = sectionsBelowHero(document);
  const incoming = sectionsBelowHero(doc);
  const parent = document.querySelector('[data-product-hero]')?.closest('#MainContent > *')?.parentElement;
  if (parent) {
    current.forEach((el) => el.remove());
    incoming.forEach((el) => parent.appendChild(document.importNode(el, true)));
    dispatchAppended(parent);
  }
  const title = doc.querySelector('title')?.textContent;
  if (title) document.title = title;
  window.history.replaceState(window.history.state, '', url);
}

export default function LinkedProducts(props: { items?: unknown; label?: unknown }) {
  const [items, setItems] = useState(() => duoFirst(readItems(props.items)));
  const [busy, setBusy] = useState(false);

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: Item) => {
    if (item.current) {
      event.preventDefault();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setBusy(true);
    switchToProduct(item.url, item.product)
      .then(() => setItems((list) => list.map((i) => ({ ...i, current: i.url === item.url }))))
      .catch((error: unknown) => {
        console.warn('[product-linked] switch failed; navigating', error);
        window.location.assign(item.url);
      })
      .finally(() => setBusy(false));
  };

  if (items.length < 2) return null;
  return (
    <ul className="product-linked__list" role="list" aria-busy={busy || undefined}>
      {items.map((item) => (
        <li key={item.url}>
          <a className={`product-linked__item${item.current ? ' is-active' : ''}`} href={item.url} aria-current={item.current ? 'page' : undefined}
            onClick={(event) => choose(event, item)}>
            {item.image && <img src={item.image} alt="" width="48" height="48" loading="lazy" />}
            <span className="product-linked__title">{item.title}</span>
            {item.subtitle && <span className="product-linked__subtitle">{item.subtitle}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
