/**
 * Image-text carousel (widget `image-text-carousel`, sections/image-text-carousel.liquid): an
 * image beside a heading, text and button per slide, changing with a 500 ms fade.
 */
import type * as v from 'valibot';
import { Carousel } from '../../components/carousel/Carousel';
import { carouselFrom } from '../../components/carousel/carousel-props';
import { imageTextCarouselSchema } from './carousel-props';
import { CarouselImage } from './CarouselImage';
import { customProperties } from './slide-style';

export const schema = imageTextCarouselSchema;

export default function ImageTextCarousel(props: v.InferOutput<typeof schema>) {
  return (
    <Carousel
      kind="image-text"
      dots
      {...carouselFrom(props, (slide) => (
        <div className="image-text-slide" style={customProperties({ '--slide-bg': slide.background, '--slide-fg': slide.text_color })}>
          <div className="image-text-slide__media">
            <CarouselImage image={slide.image} className="image-text-slide__image" sizes="(min-width: 768px) 50vw, 100vw" />
          </div>
          <div className="image-text-slide__body">
            {slide.eyebrow && <p className="image-text-slide__eyebrow">{slide.eyebrow}</p>}
            {slide.heading && <h3 className="image-text-slide__heading">{slide.heading}</h3>}
            {slide.text && <div className="image-text-slide__text rte" dangerouslySetInnerHTML={{ __html: slide.text }} />}
            {slide.button_label && slide.button_link && (
              <a className="button button--primary image-text-slide__button" href={slide.button_link}>
                {slide.button_label}
              </a>
            )}
          </div>
        </div>
      ))}
    />
  );
}
