import { useEffect, useRef } from 'react';
import { useTranslation } from '@pawapuri/shared';
import { PAGE_CATALOGS } from '../../../i18n/page-catalogs';
import { IMAGE_HEIGHT, IMAGE_WIDTH, type GalleryImage } from '../data/gallery-images';
import styles from './gallery.module.css';
import { imageTitle } from '../utils/image-title';

interface LightboxProps {
  image: GalleryImage;
  onClose: () => void;
}

/** Full-size view: a click anywhere or Escape closes it (focus goes back to the thumbnail). */
export function Lightbox({ image, onClose }: LightboxProps) {
  const { t } = useTranslation(PAGE_CATALOGS.gallery.namespace);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={imageTitle(image, t)}
      onClick={onClose}
    >
      <img
        className={styles.full}
        src={image.src}
        alt={t('gallery.alt', { title: imageTitle(image, t) })}
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
      />
      <p className={styles.fullCaption}>{imageTitle(image, t)}</p>
      <button ref={closeRef} type="button" className={styles.close} onClick={onClose}>
        {t('gallery.close')}
      </button>
    </div>
  );
}
