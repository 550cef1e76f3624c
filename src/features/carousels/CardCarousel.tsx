/** Card carousel (widget `card-carousel`, sections/card-carousel.liquid): up to 4 cards in view on wide screens. */
import type * as v from 'valibot';
import { Carousel } from '../../components/carousel/Carousel';
import { carouselFrom } from '../../components/carousel/carousel-props';
import { cardCarouselSchema } from './carousel-props';
import { CarouselImage } from './CarouselImage';
import { customProperties } from './slide-style';

export const schema = cardCarouselSchema;

export default function CardCarousel(props: v.InferOutput<typeof schema>) {
  return (
    <Carousel
      kind="card"
      {...carouselFrom(props, (slide) => (
        <div className="carousel-card" style={customProperties({ '--card-bg': slide.background })}>
          <CarouselImage image={slide.image} className="carousel-card__image" sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw" />
          <div className="carousel-card__body">
            {slide.title && <h3 className="carousel-card__title">{slide.title}</h3>}
            {slide.text && <div className="carousel-card__text rte" dangerouslySetInnerHTML={{ __html: slide.text }} />}
            {slide.button_label && slide.link && (
              <a className="button button--secondary button--small carousel-card__button" href={slide.link}>
                {slide.button_label}
              </a>
            )}
          </div>
        </div>
      ))}
    />
  );
}
