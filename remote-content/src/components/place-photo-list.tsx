import { useTranslation, type PublishedPhoto } from '@pawapuri/shared';
import { FULL_WIDTH, cardWidth } from './photo/page-widths';
import { PhotoPicture } from './photo/photo-picture';
import { photoCredit } from './photo/photo-credit';
import styles from './place-photos.module.css';

/**
 * A place's photographs, each with its caption and credit: the first as
 * wide as the text, the others in a row beneath.
 */
export function PlacePhotoList({ photos }: { photos: readonly PublishedPhoto[] }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <div className={styles.photos}>
      {photos.map((photo, index) => {
        const credit = photoCredit(photo);
        return (
          <figure key={photo.id} className={index === 0 ? styles.first : styles.photo}>
            <PhotoPicture
              media={photo.media}
              alt={photo.alt[language]}
              sizes={index === 0 ? FULL_WIDTH : cardWidth(360)}
              className={styles.image}
              loading={index === 0 ? 'eager' : 'lazy'}
            />
            <figcaption className={styles.caption}>
              {photo.caption[language]}
              {credit ? <span className={styles.credit}>{credit}</span> : null}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
