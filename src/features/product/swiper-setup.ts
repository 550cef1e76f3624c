/** Swiper and the modules the media carousel uses, in one lazily imported chunk (named imports tree-shake). */
import Swiper from 'swiper';
import { A11y, EffectFade, Keyboard } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';

export { Swiper };
// The previous and next buttons are the carousel's own (they go by the slide it shows, from the last to the first).
export const carouselModules = [EffectFade, Keyboard, A11y];
