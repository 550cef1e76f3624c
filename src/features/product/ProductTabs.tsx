/** Description tabs (widget `product-tabs`): one active, default the first; arrow keys move. */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { schema, type ProductTabsProps } from './tabs-props';
import { useSwitchedProps } from './use-product-store';

export { schema } from './tabs-props';

export default function ProductTabs(mounted: ProductTabsProps) {
  const props = useSwitchedProps(mounted.scope, 'tabs', schema) ?? mounted;
  const { tabs } = props;
  const [active, setActive] = useState(0);
  // Another product's tabs start again at the first (reset while rendering, not in an effect).
  const [tabsOf, setTabsOf] = useState(props);
  if (tabsOf !== props) {
    setTabsOf(props);
    setActive(0);
  }
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  if (tabs.length === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : null;
    if (!delta && jump === null) return;
    event.preventDefault();
    const next = jump ?? (active + delta + tabs.length) % tabs.length;
    setActive(next);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="product-tabs product-tabs--enhanced">
      <div className="product-tabs__list" role="tablist" aria-label={props.label} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.heading}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={i === active}
            tabIndex={i === active ? 0 : -1}
            className={`product-tabs__tab${i === active ? ' is-active' : ''}`}
            onClick={() => setActive(i)}
          >
            {tab.heading}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        // Merchant rich text from metafields, not shopper input.
        <div
          key={tab.heading}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
          tabIndex={0}
          className="product-tabs__panel rte"
          dangerouslySetInnerHTML={{ __html: tab.content }}
        />
      ))}
    </div>
  );
}
