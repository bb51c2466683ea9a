import { lazy, Suspense } from 'react';
import type { PhotoPictureProps } from './photo-picture';

// Its own chunk: the pages that show a drawing where no photograph is
// published (a fresh install, most places) never fetch it.
const PhotoPicture = lazy(() =>
  import(/* webpackChunkName: "photo-picture" */ './photo-picture').then((m) => ({
    default: m.PhotoPicture,
  })),
);

/**
 * A stored photograph, its code fetched only when a page shows one. The
 * server's HTML has the picture in place and hydration keeps it until the
 * code has come; on a page reached in the browser, the photograph's box
 * (its size and dominant colour) stands until then, so nothing moves.
 */
export function LazyPhotoPicture(props: PhotoPictureProps) {
  const { media, className } = props;
  const box = (
    <span
      className={className}
      style={{
        display: 'block',
        aspectRatio: `${media.width} / ${media.height}`,
        backgroundColor: media.color,
      }}
    />
  );
  return (
    <Suspense fallback={box}>
      <PhotoPicture {...props} />
    </Suspense>
  );
}
