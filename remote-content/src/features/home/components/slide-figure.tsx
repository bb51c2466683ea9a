import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import type { Slide } from '../data/slides';
import styles from './carousel.module.css';

/** One slide: its picture with title and description beneath. */
export function SlideFigure({ slide, index }: { slide: Slide; index: number }) {
  const { t } = useTranslation(PAGE_CATALOGS.home.namespace);
  return (
    <figure className={styles.slide} data-testid="carousel-slide">
      <img
        src={slide.src}
        alt={t(`home.slides.${slide.id}.alt`)}
        width={640}
        height={400}
        loading={index === 0 ? 'eager' : 'lazy'}
        // The first slide is the home page's largest paint: fetched ahead of other images.
        fetchPriority={index === 0 ? 'high' : 'auto'}
        className={styles.image}
      />
      <figcaption className={styles.caption}>
        <h2 className={styles.title}>{t(`home.slides.${slide.id}.title`)}</h2>
        <p className={styles.text}>{t(`home.slides.${slide.id}.description`)}</p>
      </figcaption>
    </figure>
  );
}
