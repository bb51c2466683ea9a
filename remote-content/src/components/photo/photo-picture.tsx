import { useSiteSettings, type PhotoMedia } from '@pawapuri/shared';
import { photoSources } from './photo-sources';

export interface PhotoPictureProps {
  media: PhotoMedia;
  alt: string;
  /** The width the picture takes on the page, as the `sizes` attribute says it. */
  sizes: string;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Left out of the accessibility tree (a copy fetched ahead, never shown). */
  hidden?: boolean;
}

/**
 * A stored photograph: AVIF, WebP and JPEG at every stored width, so the
 * browser fetches the lightest it can show. Its width and height reserve
 * its space and its dominant colour fills it until it arrives, so nothing
 * on the page moves when it does.
 */
export function PhotoPicture({
  media,
  alt,
  sizes,
  className,
  loading = 'lazy',
  fetchPriority,
  hidden,
}: PhotoPictureProps) {
  const { sources, jpeg, src } = photoSources(media, useSiteSettings());
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={src}
        srcSet={jpeg.srcSet}
        sizes={sizes}
        alt={alt}
        width={media.width}
        height={media.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        aria-hidden={hidden || undefined}
        style={{ backgroundColor: media.color }}
        data-photo={media.hash}
      />
    </picture>
  );
}
