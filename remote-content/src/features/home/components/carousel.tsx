import { useTranslation } from 'react-i18next';
import SliderImport, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { NAMESPACE } from '../../../i18n/register';
import { SLIDES, SLIDE_INTERVAL_MS } from '../data/slides';
import styles from './carousel.module.css';

// react-slick is CommonJS only: depending on interop the component is the export or its default.
const Slider =
  (SliderImport as unknown as { default?: typeof SliderImport }).default ?? SliderImport;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Four slides, 5 s apart, looping; pauses on hover and focus; still when motion is reduced. */
export function Carousel() {
  const { t } = useTranslation(NAMESPACE);
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
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.carouselLabel')}
    >
      <Slider {...settings}>
        {SLIDES.map((slide, index) => (
          <figure key={slide.id} className={styles.slide} data-testid="carousel-slide">
            <img
              src={slide.src}
              alt={t(`home.slides.${slide.id}.alt`)}
              width={640}
              height={400}
              loading={index === 0 ? 'eager' : 'lazy'}
              className={styles.image}
            />
            <figcaption className={styles.caption}>
              <h2 className={styles.title}>{t(`home.slides.${slide.id}.title`)}</h2>
              <p className={styles.text}>{t(`home.slides.${slide.id}.description`)}</p>
            </figcaption>
          </figure>
        ))}
      </Slider>
    </section>
  );
}
