/**
 * Column carousel (widget `column-carousel`, sections/column-carousel.liquid): numbered columns,
 * each a heading over an image or a video (is_image and the file's extension come from Liquid).
 */
import type * as v from 'valibot';
import { Carousel } from '../../components/carousel/Carousel';
import { carouselFrom } from '../../components/carousel/carousel-props';
import { columnCarouselSchema } from './carousel-props';
import { CarouselImage } from './CarouselImage';

export const schema = columnCarouselSchema;
type ColumnSlide = v.InferOutput<typeof schema>['slides'][number];

/** "01" … "09", then "10": the column's number as the section prints it. */
/** The columns' image sizes, as the section prints them. */
const COLUMN_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

export const columnNumber = (index: number): string => String(index).padStart(2, '0');

function ColumnMedia({ slide }: { slide: ColumnSlide }) {
  if (!slide.is_image) {
    // The still is a lazy image under the video (as the section prints it), not its `poster`.
    return (
      <>
        {slide.poster && (
          <img
            className="column-tile__media column-tile__poster"
            src={slide.poster}
            srcSet={slide.srcset || undefined}
            sizes={COLUMN_SIZES}
            alt=""
            width={slide.width || undefined}
            height={slide.height || undefined}
            loading="lazy"
          />
        )}
        <video className="column-tile__media" src={slide.src} aria-label={slide.alt || slide.heading} controls muted loop playsInline preload="none" />
      </>
    );
  }
  return (
    <CarouselImage
      className="column-tile__media"
      sizes={COLUMN_SIZES}
      image={{ src: slide.src, srcset: slide.srcset, alt: slide.alt, width: slide.width, height: slide.height }}
    />
  );
}

export default function ColumnCarousel(props: v.InferOutput<typeof schema>) {
  return (
    <Carousel
      kind="column"
      {...carouselFrom(props, (slide) => (
        <div className="column-tile">
          <div className="column-tile__frame">
            <ColumnMedia slide={slide} />
          </div>
          <p className="column-tile__index" aria-hidden="true">
            {columnNumber(slide.index)}
          </p>
          {slide.heading && <h3 className="column-tile__heading">{slide.heading}</h3>}
        </div>
      ))}
      label={props.name || props.label}
    />
  );
}
