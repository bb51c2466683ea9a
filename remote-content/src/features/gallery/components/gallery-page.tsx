import { useRef, useState } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { Page } from '../../../components/page';
import { cardWidth } from '../../../components/photo/page-widths';
import { usePublishedPhotos } from '../../../components/photo/published-photos';
import { GALLERY_IMAGES } from '../data/gallery-images';
import { filterEntries, type GalleryFilter } from '../utils/filter-images';
import { galleryAlbums, galleryEntries } from '../utils/gallery-entries';
import { entryText } from '../utils/entry-text';
import { EntryPicture } from './entry-picture';
import { Lightbox } from './lightbox';
import styles from './gallery.module.css';

// Images in the first row or two are in view at once; the rest load lazily.
const EAGER_COUNT = 4;
/** A thumbnail: four a row at the widest (268 px), one a row on a phone. */
const THUMB_SIZES = cardWidth(270);

export function GalleryPage() {
  const { t, i18n } = useTranslation(PAGE_CATALOGS.gallery.namespace);
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  const entries = galleryEntries(GALLERY_IMAGES, usePublishedPhotos());
  const filters: GalleryFilter[] = ['all', ...galleryAlbums(entries)];
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const shown = filterEntries(entries, filter);

  const close = () => {
    setOpen(null);
    openerRef.current?.focus();
  };

  return (
    <Page>
      <div className={styles.filters} role="group" aria-label={t('gallery.filterLabel')}>
        {filters.map((name) => (
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
        {shown.map((entry, index) => {
          const text = entryText(entry, t, language);
          return (
            <li key={entry.key}>
              <button
                type="button"
                className={styles.thumb}
                onClick={(event) => {
                  openerRef.current = event.currentTarget;
                  setOpen(index);
                }}
              >
                <EntryPicture
                  entry={entry}
                  alt={text.alt}
                  sizes={THUMB_SIZES}
                  className={styles.thumbImage}
                  loading={index < EAGER_COUNT ? 'eager' : 'lazy'}
                />
                <span className={styles.caption} aria-hidden="true">
                  {text.title}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && shown[open] ? (
        <Lightbox entries={shown} index={open} onIndex={setOpen} onClose={close} />
      ) : null}
    </Page>
  );
}
