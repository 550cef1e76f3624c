/**
 * In-page navigation (widget `in-page-nav`): links to sections of this page and a jump link.
 * The links are plain anchors (the page's scroll padding keeps a target clear of the sticky
 * header); this adds the highlight: while scrolling, the link of the section whose top lies
 * 0–120 px from the viewport top gets `aria-current`; in a narrow bar that link, and a focused
 * one, scroll sideways into view.
 */
import { useEffect, useRef, useState } from 'react';
import { nextActiveSection, scrollToReveal } from './in-page-nav-math';
import type { InPageNavProps } from './in-page-nav-props';
import { editorBlockAttribute } from '../../lib/editor-selection';

export { schema } from './in-page-nav-props';

function useActiveSection(anchors: readonly string[]): number | null {
  const [active, setActive] = useState<number | null>(null);
  const key = anchors.join(' ');
  useEffect(() => {
    const targets = (key === '' ? [] : key.split(' ')).map((id) => document.getElementById(id));
    // Only sections on screen are measured: one above or below it cannot have its top in the
    // band, and measuring it would lay out content the browser is skipping (content-visibility).
    const watch = typeof IntersectionObserver === 'function';
    const onScreen = new Set<Element>();
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = targets.map((target) => (target && (!watch || onScreen.has(target)) ? target.getBoundingClientRect().top : null));
      setActive((current) => nextActiveSection(current, tops));
    };
    // One read per frame, however fast the scroll events come.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    const observer = watch
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) onScreen.add(entry.target);
            else onScreen.delete(entry.target);
          }
          onScroll();
        })
      : null;
    targets.forEach((target) => target && observer?.observe(target));
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

/** Scrolls the list (never the page) so `item` is wholly in view, clear of the faded edges. */
function reveal(list: HTMLElement, item: Element): void {
  // The list's scroll padding is the width of its fade (in-page-nav.css).
  const inset = parseFloat(getComputedStyle(list).scrollPaddingInlineStart) || 0;
  const by = scrollToReveal(list.getBoundingClientRect(), item.getBoundingClientRect(), inset);
  // Smooth or not is the list's CSS scroll-behavior (instant under reduced motion).
  if (by !== 0) list.scrollBy({ left: by });
}

/**
 * Keeps the highlighted (`index`th) link and a focused link in view in a bar too narrow for all
 * of them: the browser itself scrolls a focused link only when none of it shows.
 */
function useLinksInView(index: number | null) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const item = index === null ? null : list?.children[index];
    if (list && item) reveal(list, item);
  }, [index]);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) reveal(list, event.target);
    };
    list.addEventListener('focusin', onFocus);
    return () => list.removeEventListener('focusin', onFocus);
  }, []);
  return listRef;
}

export default function InPageNav({ label, links, jump }: InPageNavProps) {
  const active = useActiveSection(links.map((link) => link.anchor));
  const listRef = useLinksInView(active);
  return (
    <nav className="in-page-nav" aria-label={label}>
      <div className="in-page-nav__inner page-width">
        <ul ref={listRef} className="in-page-nav__list" role="list">
          {links.map((link, index) => (
            <li key={link.id || link.anchor} className="in-page-nav__item" data-shopify-editor-block={editorBlockAttribute(link.id, 'link')}>
              <a className="in-page-nav__link" href={`#${link.anchor}`} aria-current={index === active ? 'true' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {jump && (
          <a className="in-page-nav__jump" href={jump.url}>
            {jump.label}
          </a>
        )}
      </div>
    </nav>
  );
}
