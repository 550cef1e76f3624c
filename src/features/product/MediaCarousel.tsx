/**
 * Product media carousel (widget `product-media`): Swiper with fade, loop and 500 ms speed,
 * keyboard and thumbnails (video thumbnails marked). Swiper is imported lazily inside this
 * chunk; until it arrives the first image (same URL as the server's LCP image) shows alone.
 * Resets to the first slide on product change; follows the form's variant image. A video slide
 * shows its poster until played (VideoSlide); leaving its slide pauses it.
 */
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { productStore, type ProductState } from '../../store/product';
import { currentVariant } from '../../lib/purchase-mode';
import { schema, type MediaCarouselProps } from './media-props';
import { fill } from '../../lib/fill';
import { useSwitchedProps } from './use-product-store';
import { VideoSlide } from './VideoSlide';

export { schema } from './media-props';

export const MEDIA_SPEED_MS = 500;

/** The selected variant (its `media_index` is its own image, -1 for none); null before the form starts. */
const selectedVariant = ({ selection }: ProductState) => selection && currentVariant(selection);

export default function MediaCarousel(mounted: MediaCarouselProps) {
  const { scope } = mounted;
  const { media, labels, show_thumbnails: showThumbnails } = useSwitchedProps(scope, 'media', schema) ?? mounted;
  const [generation, setGeneration] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  // Before Swiper arrives a thumbnail click or variant image is remembered; Swiper starts there.
  const pending = useRef(0);
  const [active, setActive] = useState(0);
  // Videos the shopper has played (built).
  const [played, setPlayed] = useState<ReadonlySet<number>>(() => new Set());
  // Swiper (~23 KB gzip) is fetched on the shopper's first touch, hover or focus of the carousel,
  // keeping it out of the busy time right after load; until then the first image shows alone.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  // The shopper has moved the carousel (pointer or keys on it): the form's first announcement of
  // its variant, when it mounts after that, does not take them back to the variant's image.
  const chosen = useRef(false);
  const choose = () => {
    chosen.current = true;
    want();
  };

  // The product store, in the order it changes: a product switch brings new media and starts
  // again at the first slide (a fresh Swiper); the form's variant brings its image into view.
  useEffect(() => {
    const store = productStore(scope);
    const showVariantMedium = (index: number) => {
      if (index < 0) return;
      if (swiper.current) {
        swiper.current.slideToLoop(index);
      } else if (index !== pending.current) {
        // The shopper picked a variant with another image: bring Swiper in and start there.
        pending.current = index;
        setActive(index);
        setWanted(true);
      }
    };
    const now = selectedVariant(store.getState());
    if (now) showVariantMedium(now.media_index);
    return store.subscribe((state, previous) => {
      if (state.props.media !== previous.props.media) {
        pending.current = 0;
        chosen.current = false;
        setActive(0);
        setPlayed(new Set());
        setGeneration((g) => g + 1);
      }
      const variant = selectedVariant(state);
      const before = selectedVariant(previous);
      if (!variant || variant === before || (!before && chosen.current)) return;
      showVariantMedium(variant.media_index);
    });
  }, [scope]);

  const count = media.length;
  useEffect(() => {
    if (!wanted || count < 2 || !container.current) return;
    let cancelled = false;
    const el = container.current;
    void import('./swiper-setup')
      .then(({ Swiper, carouselModules }) => {
        if (cancelled) return;
        swiper.current = new Swiper(el, {
          modules: carouselModules,
          effect: 'fade',
          fadeEffect: { crossFade: true },
          // The carousel loops (spec) through rewind: with a fade it looks the same as Swiper's loop
          // mode, and it never re-orders the slide elements React owns.
          rewind: true,
          speed: reducedMotion ? 0 : MEDIA_SPEED_MS,
          keyboard: { enabled: true, onlyInViewport: true },
          a11y: { prevSlideMessage: labels.previous, nextSlideMessage: labels.next },
          on: { slideChange: (s) => setActive(s.realIndex) },
        });
        if (pending.current > 0) swiper.current.slideToLoop(pending.current, 0);
        // a product switch starts again at the first slide
        pending.current = 0;
      })
      .catch((error: unknown) => console.warn('[product-media] carousel unavailable', error));
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
    // labels are stable per product; the carousel is rebuilt per product (generation)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, count, generation, reducedMotion]);

  const goTo = (i: number) => {
    setActive(i);
    if (swiper.current) swiper.current.slideToLoop(i);
    else {
      // A press that woke the island reaches here with no pointer event of its own: Swiper comes now.
      pending.current = i;
      choose();
    }
  };
  const play = (i: number) => setPlayed((now) => (now.has(i) ? now : new Set(now).add(i)));

  // A video keeps no sound going on a slide the shopper has left.
  useEffect(() => {
    container.current?.querySelectorAll<HTMLElement>('.media-carousel__slide').forEach((slide, i) => {
      if (i !== active) slide.querySelector('video')?.pause();
    });
  }, [active]);

  if (count === 0) return null;
  return (
    <div
      className="media-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onPointerEnter={want}
      onPointerDown={choose}
      onKeyDown={choose}
      onFocus={want}
      onTouchStart={want}
    >
      <div className="swiper media-carousel__main" ref={container} key={generation}>
        <div className="swiper-wrapper">
          {media.map((m, i) => (
            <div className="swiper-slide media-carousel__slide" key={`${m.src}-${i}`}>
              {m.is_video && m.video ? (
                <VideoSlide
                  src={m.video}
                  poster={m.src}
                  srcset={m.srcset}
                  alt={m.alt}
                  width={m.width}
                  height={m.height}
                  label={fill(labels.video, { index: i + 1 })}
                  playing={played.has(i)}
                  onPlay={() => play(i)}
                />
              ) : (
                <img
                  className="product__image"
                  src={m.src}
                  srcSet={m.srcset || undefined}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                  alt={m.alt}
                  width={m.width}
                  height={m.height}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                />
              )}
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="media-carousel__nav media-carousel__prev"
              aria-label={labels.previous}
              onClick={() => goTo((active - 1 + count) % count)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="media-carousel__nav media-carousel__next" aria-label={labels.next} onClick={() => goTo((active + 1) % count)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && showThumbnails && (
        <ul className="media-carousel__thumbs" role="list">
          {media.map((m, i) => (
            <li key={`${m.thumb}-${i}`}>
              <button
                type="button"
                className={`media-carousel__thumb${i === active ? ' is-active' : ''}`}
                aria-current={i === active ? 'true' : undefined}
                aria-label={fill(m.is_video ? labels.video : labels.thumbnail, { index: i + 1 })}
                onClick={() => {
                  goTo(i);
                  // its label says "Play video": the thumbnail starts it, focus stays on the thumbnail
                  if (m.is_video && m.video) play(i);
                }}
                data-video={m.is_video || undefined}
              >
                <img src={m.thumb || m.src} alt="" width="80" height="80" loading="lazy" />
                {m.is_video && (
                  <span className="media-carousel__play" aria-hidden="true">
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
