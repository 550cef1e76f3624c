/**
 * The carousels' one Swiper setup: the core and only the modules they use (A11y, Keyboard,
 * Autoplay, fade), with their CSS. Imported only by carousel islands, so Swiper lands in a
 * shared lazy chunk and never in the entry.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, EffectFade, Keyboard } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/effect-fade';

export type { Swiper };

export function createSwiper(el: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(el, { ...options, modules: [A11y, Keyboard, Autoplay, EffectFade] });
}
