/**
 * Featured articles (widget `featured-articles`): tilted action buttons as a tablist; choosing one
 * (click, or arrow keys / Home / End) shows its article's image and text on its background colour.
 * Selecting a block in the theme editor shows that block.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { FeaturedArticlesProps } from './featured-props';
import { editorBlockAttribute } from '../../lib/editor-selection';

export { schema } from './featured-props';

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);
export const FEATURED_IMAGE_SIZES = '(min-width: 768px) 55vw, 100vw';

export default function FeaturedArticles({ heading, view_all: viewAll, label, items }: FeaturedArticlesProps) {
  const [active, setActive] = useState(0);
  const id = useId();
  const tabs = useRef<HTMLDivElement>(null);

  const blockIds = items.map((item) => item.id).join('\n');
  useEffect(() => {
    const onSelect = (event: Event) => {
      const blockId = (event as CustomEvent<{ blockId?: string }>).detail?.blockId;
      const at = blockId ? blockIds.split('\n').indexOf(blockId) : -1;
      if (at >= 0) setActive(at);
    };
    document.addEventListener('shopify:block:select', onSelect);
    return () => document.removeEventListener('shopify:block:select', onSelect);
  }, [blockIds]);

  if (items.length === 0) return null;
  const current = Math.min(active, items.length - 1);

  const choose = (index: number, focus: boolean) => {
    setActive(index);
    if (focus) tabs.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    let next: number | null = null;
    if (NEXT_KEYS.has(event.key)) next = current === last ? 0 : current + 1;
    else if (PREVIOUS_KEYS.has(event.key)) next = current === 0 ? last : current - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = last;
    if (next === null) return;
    event.preventDefault();
    choose(next, true);
  };

  return (
    <div className="featured-articles" style={{ '--featured-bg': items[current]!.background } as CSSProperties}>
      <div className="featured-articles__header">
        {heading !== '' && <h2 className="featured-articles__heading">{heading}</h2>}
        {viewAll && (
          <a className="link-arrow" href={viewAll.url}>
            {viewAll.text}
          </a>
        )}
      </div>
      <div className="featured-articles__actions" role="tablist" aria-label={label} ref={tabs} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === current}
            tabIndex={index === current ? 0 : -1}
            className="featured-articles__action"
            data-shopify-editor-block={editorBlockAttribute(item.id, 'article')}
            onClick={() => choose(index, false)}
          >
            {item.action}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          className="featured-articles__panel"
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== current}
        >
          <div className="featured-articles__media">
            {item.image ? (
              <img
                className="featured-articles__image"
                src={item.image.src}
                srcSet={item.image.srcset}
                sizes={FEATURED_IMAGE_SIZES}
                width={item.image.width}
                height={item.image.height}
                alt={item.image.alt}
                loading="lazy"
              />
            ) : (
              <div className="article-card__placeholder" aria-hidden="true" />
            )}
          </div>
          <div className="featured-articles__content">
            {item.heading !== '' && <p className="featured-articles__eyebrow">{item.heading}</p>}
            {item.title !== '' && <h3 className="featured-articles__title">{item.title}</h3>}
            {item.cta.url !== '' && (
              <a className="button button--primary" href={item.cta.url}>
                {item.cta.text}
              </a>
            )}
          </div>
        </div>
      ))}
    </div>
  );
}
