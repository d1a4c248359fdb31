/**
 * The main banner's Swiper: core with A11y, Keyboard and (unless the visitor asked for reduced
 * motion) Autoplay. This module is only ever imported dynamically, so none of it is in the home
 * page's first-load JavaScript; its static imports let the bundler keep only these modules.
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { homeTexts } from '../texts';

/** How long a slide stays before the next one, when autoplay is on. */
export const AUTOPLAY_DELAY_MS = 6000;
const SPEED_MS = 600;

export function createBannerSwiper(
  el: HTMLElement,
  { autoplay, onChange }: { autoplay: boolean; onChange: (index: number) => void },
): Swiper {
  return new Swiper(el, {
    modules: autoplay ? [A11y, Keyboard, Autoplay] : [A11y, Keyboard],
    // rewind, not loop: loop moves slide nodes around, and React owns them.
    rewind: true,
    speed: SPEED_MS,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      enabled: true,
      prevSlideMessage: homeTexts.previousSlide,
      nextSlideMessage: homeTexts.nextSlide,
      firstSlideMessage: homeTexts.firstSlide,
      lastSlideMessage: homeTexts.lastSlide,
      slideLabelMessage: homeTexts.slide('{{index}}', '{{slidesLength}}'),
    },
    autoplay: autoplay
      ? { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: true, pauseOnMouseEnter: true }
      : false,
    on: { slideChange: (swiper) => onChange(swiper.activeIndex) },
  });
}
