import SliderImport, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { SLIDES, SLIDE_INTERVAL_MS } from '../data/slides';
import { SlideFigure } from './slide-figure';
import styles from './carousel.module.css';

// react-slick is CommonJS only: depending on interop the component is the export or its default.
const Slider =
  (SliderImport as unknown as { default?: typeof SliderImport }).default ?? SliderImport;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** The sliding part of the carousel (react-slick): autoplay, dots, arrows. */
export function SlickCarousel() {
  const reduced = prefersReducedMotion();
  const settings: Settings = {
    autoplay: !reduced,
    autoplaySpeed: SLIDE_INTERVAL_MS,
    infinite: true,
    pauseOnHover: true,
    pauseOnFocus: true,
    pauseOnDotsHover: true,
    speed: reduced ? 0 : 600,
    dots: true,
    arrows: true,
    accessibility: true,
    dotsClass: styles.dots,
  };
  return (
    <Slider {...settings}>
      {SLIDES.map((slide, index) => (
        <SlideFigure key={slide.id} slide={slide} index={index} />
      ))}
    </Slider>
  );
}
