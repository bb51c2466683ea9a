import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { SLIDES } from '../data/slides';
import { SlideFigure } from './slide-figure';
import styles from './carousel.module.css';

// react-slick and its stylesheet are their own chunk, fetched once the page has
// loaded: the first slide paints as a plain image, without waiting for them.
const SlickCarousel = lazy(() =>
  import('./slick-carousel').then((m) => ({ default: m.SlickCarousel })),
);

function onPageLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange, { once: true });
  return () => window.removeEventListener('load', onChange);
}

/**
 * True once the window's load event has fired (at once if it already has).
 * False on the server and while hydrating, so the server's first slide is
 * what the browser hydrates.
 */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    onPageLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

/**
 * Four slides, 5 s apart, looping; pauses on hover and focus; still when
 * motion is reduced. Until the carousel's code has arrived, the first slide
 * stands alone in the same frame, so nothing moves when the carousel takes over.
 */
export function Carousel() {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  const loaded = usePageLoaded();
  const firstSlide = SLIDES.slice(0, 1).map((slide) => (
    <SlideFigure key={slide.id} slide={slide} index={0} />
  ));
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.carouselLabel')}
    >
      {loaded ? (
        <Suspense fallback={firstSlide}>
          <SlickCarousel />
        </Suspense>
      ) : (
        firstSlide
      )}
    </section>
  );
}
