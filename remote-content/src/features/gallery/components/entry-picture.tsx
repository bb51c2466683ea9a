import { PhotoPicture } from '../../../components/photo/photo-picture';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from '../data/gallery-images';
import type { GalleryEntry } from '../utils/gallery-entries';

interface EntryPictureProps {
  entry: GalleryEntry;
  alt: string;
  sizes: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
  hidden?: boolean;
}

/** A gallery picture: the photograph's sizes and formats, or the drawing's one file. */
export function EntryPicture({
  entry,
  alt,
  sizes,
  className,
  loading,
  fetchPriority,
  hidden,
}: EntryPictureProps) {
  if (entry.kind === 'photo')
    return (
      <PhotoPicture
        media={entry.photo.media}
        alt={alt}
        sizes={sizes}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        hidden={hidden}
      />
    );
  return (
    <img
      className={className}
      src={entry.image.src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      aria-hidden={hidden || undefined}
    />
  );
}
