/** Description tabs (widget `product-tabs`): one active, default the first; arrow keys move. */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { str } from './text';
import { useSwitchProps } from './use-switch-props';

interface Tab {
  heading: string;
  content: string;
}

function readTabs(raw: unknown): Tab[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
    .map((t) => ({ heading: str(t.heading), content: typeof t.content === 'string' ? t.content : '' }))
    .filter((t) => t.heading !== '');
}

type Props = { scope?: unknown; tabs?: unknown; label?: unknown };

export default function ProductTabs(raw: Props) {
  const props = useSwitchProps<Props>('tabs', raw);
  const tabs = readTabs(props.tabs);
  const [active, setActive] = useState(0);
  // Another product's tabs start again at the first.
  useEffect(() => setActive(0), [props]);
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
      <div className="product-tabs__list" role="tablist" aria-label={str(props.label, 'Product details')} ref={list} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button key={tab.heading} type="button" role="tab" id={`${id}-tab-${i}`} aria-controls={`${id}-panel-${i}`}
            aria-selected={i === active} tabIndex={i === active ? 0 : -1}
            className={`product-tabs__tab${i === active ? ' is-active' : ''}`} onClick={() => setActive(i)}>
            {tab.heading}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        // Merchant rich text from metafields, not shopper input.
        <div key={tab.heading} role="tabpanel" id={`${id}-panel-${i}`} aria-labelledby={`${id}-tab-${i}`} hidden={i !== active}
          tabIndex={0} className="product-tabs__panel rte" dangerouslySetInnerHTML={{ __html: tab.content }} />
      ))}
    </div>
  );
}
