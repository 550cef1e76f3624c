/**
 * In-page navigation (widget `in-page-nav`): links to sections of this page and a jump link.
 * The links are plain anchors (the page's scroll padding keeps a target clear of the sticky
 * header); this adds the highlight: while scrolling, the link of the section whose top lies
 * 0–120 px from the viewport top gets `aria-current`.
 */
import { useEffect, useState } from 'react';
import { nextActiveSection } from './in-page-nav-math';
import type { InPageNavProps } from './in-page-nav-props';

export { schema } from './in-page-nav-props';

function sectionTops(anchors: readonly string[]): (number | null)[] {
  return anchors.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? null);
}

function useActiveSection(anchors: readonly string[]): number | null {
  const [active, setActive] = useState<number | null>(null);
  const key = anchors.join(' ');
  useEffect(() => {
    const ids = key === '' ? [] : key.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive((current) => nextActiveSection(current, sectionTops(ids)));
    };
    // One read per frame, however fast the scroll events come.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key]);
  return active;
}

export default function InPageNav({ label, links, jump }: InPageNavProps) {
  const active = useActiveSection(links.map((link) => link.anchor));
  return (
    <nav className="in-page-nav" aria-label={label}>
      <div className="in-page-nav__inner page-width">
        <ul className="in-page-nav__list" role="list">
          {links.map((link, index) => (
            <li key={link.id || link.anchor} className="in-page-nav__item">
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
