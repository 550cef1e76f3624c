/**
 * Sticky purchase bar (widget `product-sticky-bar`): fixed once the product form scrolls out of
 * view; its button ('Buy Now', or 'Buy Wine Here' for wine) scrolls back to the hero.
 */
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { stickyLabel } from './cart-line';
import { schema, type StickyBarProps } from './sticky-bar-props';
import { useSwitchedProps } from './use-product-store';

export { schema } from './sticky-bar-props';

export default function StickyBar(mounted: StickyBarProps) {
  // A linked-product switch brings the new product's title, type (wine or not) and image.
  const { title, type, image, hero_id: heroId, form_id: formId, labels } = useSwitchedProps(mounted.scope, 'sticky-bar', schema) ?? mounted;
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const target = document.getElementById(formId);
    if (!target) return;
    // Shown only once the form has scrolled up past the top, not while it is still below.
    let frame = 0;
    const check = () => {
      frame = 0;
      setVisible(target.getBoundingClientRect().bottom < 0);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [formId]);

  const backToHero = () => {
    const hero = document.getElementById(heroId);
    if (!hero) return;
    hero.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    // Focus the form's first control so keyboard users land where they can buy.
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('input, button, select, a[href]');
    first?.focus({ preventScroll: true });
  };

  return (
    <div className={`sticky-bar${visible ? ' is-visible' : ''}`} role="region" aria-label={labels.region} hidden={!visible} data-sticky-bar>
      <div className="sticky-bar__inner page-width">
        {image && <img className="sticky-bar__image" src={image} alt="" width="48" height="48" />}
        <span className="sticky-bar__title">{title}</span>
        <button type="button" className="button button--primary sticky-bar__button" onClick={backToHero}>
          {stickyLabel({ title, type }, labels)}
        </button>
      </div>
    </div>
  );
}
