/**
 * Shared tabs (WAI-ARIA tabs pattern): one active tab, the first by default; a roving tabindex
 * so Tab enters the list once and leaves to the panel; Left/Right move (wrapping), Home/End jump,
 * and the focused tab is shown at once (automatic activation: every panel is already rendered).
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { editorBlockAttribute } from '../lib/editor-selection';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** names the tab list for assistive technology */
  label: string;
  /** controlled: the active tab's id (an unknown id falls back to the first tab) */
  activeId?: string | null;
  onChange?: (id: string) => void;
  className?: string;
  /** extra class for each panel (e.g. `rte` for merchant HTML) */
  panelClassName?: string;
  /** ids are `<idPrefix>tab-<id>` and `<idPrefix>panel-<id>`: server markup that is this first frame prints the same */
  idPrefix?: string;
  /** the theme block type of the items: each panel carries the editor's block marker (design mode only) */
  blockType?: string;
}

/** Where a key moves the active tab, or null when the key is not the tab list's. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function Tabs({ items, label, activeId, onChange, className, panelClassName, idPrefix, blockType }: TabsProps) {
  const ownPrefix = useId();
  const prefix = idPrefix ?? ownPrefix;
  const [ownActiveId, setOwnActiveId] = useState<string | null>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const chosen = activeId !== undefined ? activeId : ownActiveId;
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === chosen),
  );

  const select = (index: number, moveFocus: boolean) => {
    const item = items[index];
    if (!item) return;
    setOwnActiveId(item.id);
    onChange?.(item.id);
    if (moveFocus) tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabIndexAfterKey(event.key, activeIndex, items.length);
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };

  const tabId = (id: string) => `${prefix}tab-${id}`;
  const panelId = (id: string) => `${prefix}panel-${id}`;

  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <div className="tabs__list" role="tablist" aria-label={label}>
        {items.map((item, index) => {
          const active = index === activeIndex;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              className="tabs__tab"
              aria-selected={active}
              aria-controls={panelId(item.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => select(index, false)}
              onKeyDown={onKeyDown}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          className={panelClassName ? `tabs__panel ${panelClassName}` : 'tabs__panel'}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          hidden={index !== activeIndex}
          data-shopify-editor-block={blockType ? editorBlockAttribute(item.id, blockType) : undefined}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
