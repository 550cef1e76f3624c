/**
 * Linked products (widget `product-linked`), 'The Duo' first. Choosing one switches the page to
 * it in place (product-switch.ts) as a new history entry; Back and Forward switch to the entry's
 * product again, at its scroll position. When the page cannot be switched in place, or anything
 * fails, the shopper is taken there by a normal navigation.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import * as v from 'valibot';
import { localeText, mediaUrl, shopPath, text } from '../../lib/props-kit';
import { onProductEntry } from './product-history';
import { switchOrNavigate, type SwitchOptions } from './product-switch';

/** Spec §3 "Linked product". */
const linkedItem = v.object({
  product: v.pipe(text, v.nonEmpty()),
  url: shopPath,
  title: text,
  subtitle: text,
  image: v.pipe(
    v.nullable(mediaUrl),
    v.transform((src) => src ?? ''),
  ),
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

const pathOf = (url: string) => new URL(url, window.location.href).pathname;

export default function LinkedProducts(props: LinkedProductsProps) {
  const [items, setItems] = useState(() => duoFirst(props.items));
  const [busy, setBusy] = useState(false);
  // The newest choice wins: an earlier switch still loading is abandoned.
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const switchTo = useCallback((url: string, options: SwitchOptions = {}, then?: () => void) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    void switchOrNavigate(url, { ...options, signal: controller.signal })
      .then((outcome) => {
        if (outcome !== 'switched') return;
        setItems((list) => list.map((i) => ({ ...i, current: pathOf(i.url) === pathOf(url) })));
        then?.();
      })
      .finally(() => {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setBusy(false);
        }
      });
  }, []);

  // Back or Forward to a product entry: that product again, where the shopper had scrolled to.
  useEffect(
    () =>
      onProductEntry((url, scrollY) => {
        switchTo(url, { history: 'none', navigate: () => window.location.reload() }, () => window.scrollTo({ top: scrollY, behavior: 'instant' }));
      }),
    [switchTo],
  );

  const choose = (event: MouseEvent<HTMLAnchorElement>, item: Item) => {
    if (item.current) {
      event.preventDefault();
      return;
    }
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    switchTo(item.url);
  };

  if (items.length < 2) return null;
  return (
    <ul className="product-linked__list" role="list" aria-busy={busy || undefined}>
      {items.map((item) => (
        <li key={item.url}>
          <a
            className={`product-linked__item${item.current ? ' is-active' : ''}`}
            href={item.url}
            aria-current={item.current ? 'page' : undefined}
            onClick={(event) => choose(event, item)}
          >
            {item.image && <img src={item.image} alt="" width="48" height="48" loading="lazy" />}
            <span className="product-linked__title">{item.title}</span>
            {item.subtitle && <span className="product-linked__subtitle">{item.subtitle}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
