/**
 * Product tab selector (widget `product-tab-list`, spec §3 "Tabs product list entry"): choosing a
 * tab marks it and its product panel (rendered by Liquid beside it) as active; arrow keys move.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import * as v from 'valibot';
import { mediaUrl, text } from '../../lib/props-kit';

/** Spec §3 "Tabs product list entry"; a block without a product prints empty strings. */
const tabEntry = v.pipe(
  v.object({
    id: v.pipe(text, v.nonEmpty()),
    title: text,
    imageURL: v.pipe(
      v.nullable(mediaUrl),
      v.transform((src) => src ?? ''),
    ),
    url: text,
    label: text,
    /** the id of the product panel Liquid renders beside the tabs */
    value: v.pipe(text, v.nonEmpty()),
  }),
  v.transform((tab) => ({ ...tab, label: tab.label || tab.title })),
);

/** sections/product-tab-list.liquid → widget `product-tab-list`. */
export const schema = v.object({ tabs: v.array(tabEntry), label: text });
type ProductTabListProps = v.InferOutput<typeof schema>;

export default function ProductTabList({ tabs, label }: ProductTabListProps) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  // The panels are Liquid markup outside this island: show the active one, hide the rest.
  useEffect(() => {
    tabs.forEach((tab, i) => {
      const panel = document.getElementById(tab.value);
      if (!panel) return;
      panel.hidden = i !== active;
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', `${tab.value}-tab`);
    });
  }, [tabs, active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (active + delta + tabs.length) % tabs.length;
    setActive(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  if (tabs.length === 0) return null;
  return (
    <div className="product-linked__list" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${tab.value}-tab`}
          aria-controls={tab.value}
          aria-selected={i === active}
          tabIndex={i === active ? 0 : -1}
          className={`product-linked__item${i === active ? ' is-active' : ''}`}
          onClick={() => setActive(i)}
        >
          {tab.imageURL && <img src={tab.imageURL} alt="" width="48" height="48" loading="lazy" />}
          <span className="product-linked__title">{tab.label}</span>
        </button>
      ))}
    </div>
  );
}
