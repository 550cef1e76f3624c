/**
 * Sticky purchase bar (widget `product-sticky-bar`): fixed once the product form scrolls out of
 * view; its button ('Buy Now', or 'Buy Wine Here' for wine) scrolls back to the hero.
 */
import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { stickyLabel } from './cart-line';
import { str } from './text';

interface Props {
  title?: unknown;
  type?: unknown;
  hero_id?: unknown;
  form_id?: unknown;
  image?: unknown;
  labels?: { buy_now?: unknown; buy_wine?: unknown; region?: unknown };
}

export default function StickyBar(props: Props) {
  const title = str(props.title);
  const heroId = str(props.hero_id);
  const formId = str(props.form_id);
  const labels = { buy_now: str(props.labels?.buy_now, 'Buy Now'), buy_wine: str(props.labels?.buy_wine, 'Buy Wine Here') };
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
    <div className={`sticky-bar${visible ? ' is-visible' : ''}`} role="region" aria-label={str(props.labels?.region, 'Quick purchase')}
      hidden={!visible} data-sticky-bar>
      <div className="sticky-bar__inner page-width">
        {typeof props.image === 'string' && props.image && <img className="sticky-bar__image" src={props.image} alt="" width="48" height="48" />}
        <span className="sticky-bar__title">{title}</span>
        <button type="button" className="button button--primary sticky-bar__button" onClick={backToHero}>
          {stickyLabel({ title, type: str(props.type) }, labels)}
        </button>
      </div>
    </div>
  );
}
