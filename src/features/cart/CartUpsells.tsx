/**
 * Upsell carousel (Swiper): products from the cart settings, minus those already in the cart.
 * "Add" adds a product in one click only when its action says so; one with a choice to make
 * links to its page ('Choose Options').
 * Autoplays only with more than one, never under reduced motion, and holds still while the
 * pointer is over it, while focus is inside it (each on its own: focus leaving under a resting
 * pointer does not restart it) and after the pause button; previous/next make it keyboard operable.
 */
import { useEffect, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import 'swiper/css';
import { ControlIcon } from '../../components/icons';
import { formatMoney } from '../../contracts/money';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { fill } from '../../lib/fill';
import type { CartStrings, UpsellProduct } from './cart-props';

export const UPSELL_AUTOPLAY_MS = 5000;

interface CartUpsellsProps {
  products: UpsellProduct[];
  moneyFormat: string;
  strings: CartStrings;
  busyId: number | null;
  onAdd: (product: UpsellProduct) => void;
}

export function CartUpsells({ products, moneyFormat, strings, busyId, onAdd }: CartUpsellsProps) {
  const reducedMotion = usePrefersReducedMotion();
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const autoplay = products.length > 1 && !reducedMotion;
  const held = hovered || focused || userPaused;

  useEffect(() => {
    const autoplayApi = swiperRef.current?.autoplay;
    if (!autoplayApi) return;
    if (autoplay && !held) autoplayApi.start();
    else autoplayApi.stop();
  }, [autoplay, held]);

  if (products.length === 0) return null;

  return (
    <section
      className="cart-upsells"
      aria-labelledby="CartUpsellsHeading"
      aria-roledescription="carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="cart-upsells__header">
        <h3 id="CartUpsellsHeading" className="cart-upsells__heading">
          {strings.upsellsHeading}
        </h3>
        {products.length > 1 && (
          <div className="cart-upsells__nav">
            {autoplay && (
              <button
                type="button"
                className="icon-button cart-upsells__pause"
                aria-label={userPaused ? strings.upsellPlay : strings.upsellPause}
                onClick={() => setUserPaused((paused) => !paused)}
              >
                <ControlIcon name={userPaused ? 'play' : 'pause'} />
              </button>
            )}
            <button type="button" className="icon-button cart-upsells__prev" aria-label={strings.previous} onClick={() => swiperRef.current?.slidePrev()}>
              <ControlIcon name="chevron-left" />
            </button>
            <button type="button" className="icon-button cart-upsells__next" aria-label={strings.next} onClick={() => swiperRef.current?.slideNext()}>
              <ControlIcon name="chevron-right" />
            </button>
          </div>
        )}
      </div>
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        slidesPerView={1}
        spaceBetween={12}
        speed={reducedMotion ? 0 : 300}
        rewind={products.length > 1}
        autoplay={autoplay ? { delay: UPSELL_AUTOPLAY_MS, disableOnInteraction: true } : false}
        a11y={{ enabled: true, prevSlideMessage: strings.previous, nextSlideMessage: strings.next, slideRole: 'group' }}
      >
        {products.map((product) => (
          <SwiperSlide key={product.id}>
            <article className="upsell-card">
              {product.image && (
                <img
                  className="upsell-card__image"
                  src={product.image.src}
                  srcSet={product.image.srcset}
                  sizes="96px"
                  width={96}
                  height={96}
                  alt={product.image.alt}
                  loading="lazy"
                />
              )}
              <div className="upsell-card__body">
                <h4 className="upsell-card__title">
                  <a href={product.url}>{product.title}</a>
                </h4>
                {product.subtitle && <p className="upsell-card__subtitle">{product.subtitle}</p>}
                <p className="upsell-card__price">
                  {product.compareAtPrice > product.price && <s>{formatMoney(product.compareAtPrice, moneyFormat)}</s>}{' '}
                  {formatMoney(product.price, moneyFormat)}
                </p>
                {product.action === 'add' ? (
                  <button
                    type="button"
                    className="button button--primary button--small upsell-card__add"
                    aria-label={fill(strings.upsellAddLabel, { title: product.title })}
                    disabled={busyId === product.id}
                    onClick={() => onAdd(product)}
                  >
                    {strings.upsellAdd}
                  </button>
                ) : (
                  <a
                    className="button button--secondary button--small upsell-card__add"
                    href={product.url}
                    aria-label={fill(strings.upsellChooseLabel, { title: product.title })}
                  >
                    {strings.upsellChoose}
                  </a>
                )}
              </div>
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
