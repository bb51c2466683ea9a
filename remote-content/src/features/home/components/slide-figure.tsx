import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { FULL_WIDTH } from '../../../components/photo/page-widths';
import { LazyPhotoPicture } from '../../../components/photo/lazy-photo-picture';
import type { ShownSlide } from './use-slides';
import styles from './carousel.module.css';

/** The carousel's pictures are as wide as the page's text. */
export const SLIDE_SIZES = FULL_WIDTH;

/**
 * One slide: its picture with title and description beneath; a published
 * photograph in its drawing's place says what it shows in its own words.
 */
export function SlideFigure({ shown, index }: { shown: ShownSlide; index: number }) {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.home.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const { slide, photo } = shown;
  // The first slide is the home page's largest paint: fetched ahead of other images.
  const loading = index === 0 ? 'eager' : 'lazy';
  const fetchPriority = index === 0 ? 'high' : 'auto';
  return (
    <figure className={styles.slide} data-testid="carousel-slide">
      {photo ? (
        <LazyPhotoPicture
          media={photo.media}
          alt={photo.alt[language]}
          sizes={SLIDE_SIZES}
          loading={loading}
          fetchPriority={fetchPriority}
          className={styles.image}
        />
      ) : (
        <img
          src={slide.src}
          alt={t(`home.slides.${slide.id}.alt`)}
          width={640}
          height={400}
          loading={loading}
          fetchPriority={fetchPriority}
          className={styles.image}
        />
      )}
      <figcaption className={styles.caption}>
        <h2 className={styles.title}>{t(`home.slides.${slide.id}.title`)}</h2>
        <p className={styles.text}>
          {photo ? photo.caption[language] : t(`home.slides.${slide.id}.description`)}
        </p>
      </figcaption>
    </figure>
  );
}
