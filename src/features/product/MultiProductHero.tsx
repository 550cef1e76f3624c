/**
 * Multi-product hero (widget `multi-product-hero`): one heading, a looping fade carousel of the
 * entries' products, a 'Select Product' picker and the product form for the chosen entry (the
 * form keeps option values across products and posts the single line for accelerated checkout).
 */
import { useId, useState, type CSSProperties } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import ProductForm from './ProductForm';
import { MEDIA_SPEED_MS } from './MediaCarousel';
import { str } from './text';

interface Entry {
  id: string;
  selected: boolean;
  content: { heading: string; product_title: string; description: string };
  colors: { background: string; text: string };
  image: { src: string; alt: string };
  form: Record<string, unknown>;
}

function readEntries(raw: unknown): Entry[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((e): e is Entry => typeof e === 'object' && e !== null && typeof (e as Entry).form === 'object').map((e) => ({
    ...e,
    content: { heading: str(e.content?.heading), product_title: str(e.content?.product_title), description: str(e.content?.description) },
    colors: { background: str(e.colors?.background), text: str(e.colors?.text) },
    image: { src: str(e.image?.src), alt: str(e.image?.alt) },
  }));
}

export default function MultiProductHero(props: { entries?: unknown; labels?: { select?: unknown; previous?: unknown; next?: unknown } }) {
  const [entries] = useState(() => readEntries(props.entries));
  const [index, setIndex] = useState(() => Math.max(0, entries.findIndex((e) => e.selected)));
  const reducedMotion = usePrefersReducedMotion();
  const id = useId();
  const entry = entries[index];
  if (!entry) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + entries.length) % entries.length);
  const style = { '--multi-bg': entry.colors.background, '--multi-text': entry.colors.text } as CSSProperties;

  return (
    <div className="multi-hero__grid" style={style}>
      <div className="multi-hero__media" role="region" aria-roledescription="carousel" aria-label={entry.content.heading || entry.content.product_title}>
        {entries.map((e, i) => (
          <img key={e.id} className={`multi-hero__image${i === index ? ' is-active' : ''}`} src={e.image.src} alt={i === index ? e.image.alt : ''}
            aria-hidden={i !== index || undefined} width="1000" height="1000" loading={i === index ? 'eager' : 'lazy'}
            style={{ transition: reducedMotion ? 'none' : `opacity ${MEDIA_SPEED_MS}ms ease` }} />
        ))}
        {entries.length > 1 && (
          <>
            <button type="button" className="media-carousel__nav media-carousel__prev" aria-label={str(props.labels?.previous, 'Previous')} onClick={() => go(-1)}>‹</button>
            <button type="button" className="media-carousel__nav media-carousel__next" aria-label={str(props.labels?.next, 'Next')} onClick={() => go(1)}>›</button>
          </>
        )}
      </div>
      <div className="multi-hero__content">
        {entry.content.heading && <p className="multi-hero__entry-heading">{entry.content.heading}</p>}
        <fieldset className="option-tiles">
          <legend className="option-tiles__legend">{str(props.labels?.select, 'Select Product')}</legend>
          <div className="option-tiles__list">
            {entries.map((e, i) => (
              <span className="option-tiles__tile" key={e.id}>
                <input type="radio" className="visually-hidden option-tiles__input" id={`${id}-${i}`} name={`${id}-product`}
                  checked={i === index} onChange={() => setIndex(i)} />
                <label className="option-tiles__label" htmlFor={`${id}-${i}`}>{e.content.product_title}</label>
              </span>
            ))}
          </div>
        </fieldset>
        {entry.content.description && <p className="multi-hero__description">{entry.content.description}</p>}
        <ProductForm {...entry.form} />
      </div>
    </div>
  );
}
