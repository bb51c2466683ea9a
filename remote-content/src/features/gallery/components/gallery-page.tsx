import { useRef, useState } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import {
  GALLERY_CATEGORIES,
  GALLERY_IMAGES,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  type GalleryImage,
} from '../data/gallery-images';
import { filterImages, type GalleryFilter } from '../utils/filter-images';
import { Lightbox } from './lightbox';
import styles from './gallery.module.css';
import { imageTitle } from '../utils/image-title';

const FILTERS: GalleryFilter[] = ['all', ...GALLERY_CATEGORIES];
// Images in the first row or two are in view at once; the rest load lazily.
const EAGER_COUNT = 4;

export function GalleryPage() {
  const { t } = useTranslation(PAGE_CATALOGS.gallery.namespace);
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [open, setOpen] = useState<GalleryImage | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);

  const close = () => {
    setOpen(null);
    openerRef.current?.focus();
  };

  return (
    <Page>
      <div className={styles.filters} role="group" aria-label={t('gallery.filterLabel')}>
        {FILTERS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.filter}
            aria-pressed={filter === name}
            onClick={() => setFilter(name)}
          >
            {t(`gallery.filters.${name}`)}
          </button>
        ))}
      </div>
      <ul className={styles.grid}>
        {filterImages(GALLERY_IMAGES, filter).map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpen(image);
              }}
            >
              <img
                src={image.src}
                alt={t('gallery.alt', { title: imageTitle(image, t) })}
                width={IMAGE_WIDTH}
                height={IMAGE_HEIGHT}
                loading={index < EAGER_COUNT ? 'eager' : 'lazy'}
                decoding="async"
              />
              <span className={styles.caption} aria-hidden="true">
                {imageTitle(image, t)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {open ? <Lightbox image={open} onClose={close} /> : null}
    </Page>
  );
}
