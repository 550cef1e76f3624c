/**
 * Multi-product hero (widget `multi-product-hero`): one heading, a looping fade carousel of the
 * entries' products, a 'Select Product' picker and the product form for the chosen entry (the
 * form keeps option values across products and posts the single line for accelerated checkout).
 */
import { useId, useState, type CSSProperties } from 'react';
import * as v from 'valibot';
import { localeTexts, mediaUrl, text } from '../../lib/props-kit';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { schema as formSchema } from './form-props';
import ProductForm from './ProductForm';
import { MEDIA_SPEED_MS } from './MediaCarousel';

/** A colour setting; a cleared one prints null. */
const color = v.pipe(
  v.nullable(text),
  v.transform((value) => value ?? ''),
);

/** Spec §3 "Multi-product entry"; `form` is the product form's own contract. */
const entry = v.object({
  id: v.pipe(text, v.nonEmpty()),
  selected: v.boolean(),
  content: v.object({ heading: text, product_title: text, description: text }),
  colors: v.object({ background: color, text: color }),
  image: v.object({
    src: v.pipe(
      v.nullable(mediaUrl),
      v.transform((src) => src ?? ''),
    ),
    alt: text,
  }),
  form: formSchema,
});

/** sections/product-multi-hero.liquid → widget `multi-product-hero`. */
export const schema = v.object({
  entries: v.pipe(v.array(entry), v.nonEmpty()),
  labels: localeTexts(['select', 'previous', 'next']),
});
type MultiProductHeroProps = v.InferOutput<typeof schema>;

export default function MultiProductHero({ entries, labels }: MultiProductHeroProps) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      entries.findIndex((e) => e.selected),
    ),
  );
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
          <img
            key={e.id}
            className={`multi-hero__image${i === index ? ' is-active' : ''}`}
            src={e.image.src}
            alt={i === index ? e.image.alt : ''}
            aria-hidden={i !== index || undefined}
            width="1000"
            height="1000"
            loading={i === index ? 'eager' : 'lazy'}
            style={{ transition: reducedMotion ? 'none' : `opacity ${MEDIA_SPEED_MS}ms ease` }}
          />
        ))}
        {entries.length > 1 && (
          <>
            <button type="button" className="media-carousel__nav media-carousel__prev" aria-label={labels.previous} onClick={() => go(-1)}>
              ‹
            </button>
            <button type="button" className="media-carousel__nav media-carousel__next" aria-label={labels.next} onClick={() => go(1)}>
              ›
            </button>
          </>
        )}
      </div>
      <div className="multi-hero__content">
        {entry.content.heading && <p className="multi-hero__entry-heading">{entry.content.heading}</p>}
        <fieldset className="option-tiles">
          <legend className="option-tiles__legend">{labels.select}</legend>
          <div className="option-tiles__list">
            {entries.map((e, i) => (
              <span className="option-tiles__tile" key={e.id}>
                <input
                  type="radio"
                  className="visually-hidden option-tiles__input"
                  id={`${id}-${i}`}
                  name={`${id}-product`}
                  checked={i === index}
                  onChange={() => setIndex(i)}
                />
                <label className="option-tiles__label" htmlFor={`${id}-${i}`}>
                  {e.content.product_title}
                </label>
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
