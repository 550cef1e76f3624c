/** Text carousel (widget `text-carousel`, sections/text-carousel.liquid): short texts, one at a time, with dots. */
import type * as v from 'valibot';
import { Carousel } from '../../components/carousel/Carousel';
import { carouselFrom } from '../../components/carousel/carousel-props';
import { textCarouselSchema } from './carousel-props';

export const schema = textCarouselSchema;

export default function TextCarousel(props: v.InferOutput<typeof schema>) {
  return (
    <Carousel
      kind="text"
      dots
      {...carouselFrom(props, (slide) => (
        <figure className="text-carousel__slide">
          <blockquote className="text-carousel__text rte" dangerouslySetInnerHTML={{ __html: slide.text }} />
          {slide.caption && <figcaption className="text-carousel__caption">{slide.caption}</figcaption>}
        </figure>
      ))}
    />
  );
}
