import { useEffect, useRef } from 'react';
import SliderImport, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { SLIDE_INTERVAL_MS } from '../data/slides';
import { SlideFigure } from './slide-figure';
import type { ShownSlide } from './use-slides';
import styles from './carousel.module.css';

// react-slick is CommonJS only: depending on interop the component is the export or its default.
const Slider =
  (SliderImport as unknown as { default?: typeof SliderImport }).default ?? SliderImport;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The sliding part of the carousel (react-slick): autoplay unless `paused`
 * (the visitor's pause button, or reduced motion), dots, arrows.
 */
export function SlickCarousel({ slides, paused }: { slides: ShownSlide[]; paused: boolean }) {
  const reduced = prefersReducedMotion();
  const slider = useRef<SliderImport>(null);
  // Pausing by the button holds through hover and focus: slick resumes only what it paused itself.
  useEffect(() => {
    if (paused) slider.current?.slickPause();
    else slider.current?.slickPlay();
  }, [paused]);
  const settings: Settings = {
    autoplay: !reduced && !paused,
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
    <Slider ref={slider} {...settings}>
      {slides.map((shown, index) => (
        <SlideFigure key={shown.slide.id} shown={shown} index={index} />
      ))}
    </Slider>
  );
}
