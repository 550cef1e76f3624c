/** Edge carousel (widget `edge-carousel`, sections/edge-carousel.liquid): image tiles running off the page's edge. */
import type * as v from 'valibot';
import { Carousel } from '../../components/carousel/Carousel';
import { carouselFrom } from '../../components/carousel/carousel-props';
import { edgeCarouselSchema } from './carousel-props';
import { CarouselImage } from './CarouselImage';

export const schema = edgeCarouselSchema;

export default function EdgeCarousel(props: v.InferOutput<typeof schema>) {
  return (
    <Carousel
      kind="edge"
      {...carouselFrom(props, (slide) => (
        <div className="edge-tile">
          <CarouselImage image={slide.image} className="edge-tile__image" sizes="(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 80vw" />
          {slide.title && (
            <h3 className="edge-tile__title">
              {slide.link ? (
                <a className="edge-tile__link" href={slide.link}>
                  {slide.title}
                </a>
              ) : (
                slide.title
              )}
            </h3>
          )}
          {slide.caption && <p className="edge-tile__caption">{slide.caption}</p>}
        </div>
      ))}
    />
  );
}
