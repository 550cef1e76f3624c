/**
 * Linked products (widget `product-linked`), 'The Duo' first. Choosing one switches the page to
 * it in place (product-switch.ts); when the page cannot be switched in place, or anything fails,
 * the shopper is taken there by a normal navigation.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import * as v from 'valibot';
import { localeText, mediaUrl, shopPath, text } from '../../lib/props-kit';
import { switchOrNavigate } from './product-switch';

/** Spec §3 "Linked product". */
const linkedItem = v.object({
  product: v.pipe(text, v.nonEmpty()),
  url: shopPath,
  title: text,
  subtitle: text,
  image: v.pipe(v.nullable(mediaUrl), v.transform((src) => src ?? '')),
  tag: text,
  /** the product the page shows */
  current: v.boolean(),
});
type Item = v.InferOutput<typeof linkedItem>;

/** snippets/product-linked.liquid → widget `product-linked`. */
export const schema = v.object({ items: v.array(linkedItem), label: localeText });
type LinkedProductsProps = v.InferOutput<typeof schema>;

export function duoFirst<T extends { title: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => Number(b.title.includes('The Duo')) - Number(a.title.includes('The Duo')));
}

export default function LinkedProducts(props: LinkedProductsProps) {
  const [items, setItems] = useState(() => duoFirst(props.items));
  const [busy, setBusy] = useState(false);
  // The newest choice wins: an earlier switch still loading is abandoned.
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: Item) => {
    if (item.current) {
      event.preventDefault();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    void switchOrNavigate(item.url, { signal: controller.signal })
      .then((outcome) => {
        if (outcome === 'switched') setItems((list) => list.map((i) => ({ ...i, current: i.url === item.url })));
      })
      .finally(() => {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setBusy(false);
        }
      });
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
