/** Swiper and the modules the media carousel uses, in one lazily imported chunk (named imports tree-shake). */
import Swiper from 'swiper';
import { A11y, EffectFade, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';

export { Swiper };
export const carouselModules = [EffectFade, Keyboard, A11y, Navigation];
