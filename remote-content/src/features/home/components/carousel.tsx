import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { SLIDE_INTERVAL_MS } from '../data/slides';
import { SlideFigure } from './slide-figure';
import { useSlides } from './use-slides';
import { usePreloadFirstPhoto } from './preload-first-photo';
import styles from './carousel.module.css';

// react-slick and its stylesheet are their own chunk, the home page's largest
// (about 12 KB brotli): fetched when the first turn is due or the visitor
// reaches for the carousel, not while the page loads. Until then the first
// slide stands alone, as it would between turns.
const SlickCarousel = lazy(() =>
  import('./slick-carousel').then((m) => ({ default: m.SlickCarousel })),
);

/** What makes a visitor's wish for the carousel known: pointing at, touching or tabbing into it. */
const REACHES = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * True once the carousel's code is wanted: SLIDE_INTERVAL_MS after the
 * window's load event (when the first slide would turn), or at once when
 * the visitor reaches for it. False on the server and while hydrating, so
 * the server's first slide is what the browser hydrates.
 */
function useCarouselWanted(section: HTMLElement | null): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !section) return;
    const want = () => setWanted(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTurn = () => {
      timer = setTimeout(want, SLIDE_INTERVAL_MS);
    };
    if (document.readyState === 'complete') startTurn();
    else window.addEventListener('load', startTurn, { once: true });
    for (const reach of REACHES) section.addEventListener(reach, want, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', startTurn);
      for (const reach of REACHES) section.removeEventListener(reach, want);
    };
  }, [section, wanted]);
  return wanted;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotionNow = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
/** The setting does not change under a page that matters here: read once, nothing to follow. */
const noChanges = () => () => undefined;

/** True where the visitor asked for less motion (false on the server and while hydrating). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(noChanges, reducedMotionNow, () => false);
}

/**
 * Four slides, 5 s apart, looping; pauses on hover and focus, and at the
 * visible pause button, first in the carousel, until the visitor plays it
 * again; still when motion is reduced (the button then plays it). Until the
 * carousel's code has arrived, the first slide stands alone in the same
 * frame, so nothing moves when the carousel takes over.
 */
export function Carousel() {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const wanted = useCarouselWanted(section);
  const slides = useSlides();
  usePreloadFirstPhoto(slides[0]?.photo);
  const reduced = useReducedMotion();
  // null: as the visitor's motion setting has it; true or false: the button's choice.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const paused = chosen ?? reduced;
  const firstSlide = slides
    .slice(0, 1)
    .map((shown) => <SlideFigure key={shown.slide.id} shown={shown} index={0} />);
  return (
    <section
      ref={setSection}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.carouselLabel')}
    >
      <button type="button" className={styles.pause} onClick={() => setChosen(!paused)}>
        <span aria-hidden="true" className={styles.pauseIcon}>
          {paused ? '▶' : '❚❚'}
        </span>
        {t(paused ? 'home.carouselPlay' : 'home.carouselPause')}
      </button>
      {wanted ? (
        <Suspense fallback={firstSlide}>
          <SlickCarousel slides={slides} paused={paused} />
        </Suspense>
      ) : (
        firstSlide
      )}
    </section>
  );
}
