import { lazy, Suspense } from 'react';
import { usePublishedPhotos } from './photo/published-photos';

// Its own chunk: every written page carries this file, and most places have no photograph.
const PlacePhotoList = lazy(() =>
  import(/* webpackChunkName: "place-photos" */ './place-photo-list').then((m) => ({
    default: m.PlacePhotoList,
  })),
);

/**
 * The published photographs of a place, on its own page. Nothing where
 * none is published (the page is text alone, as it has always been). The
 * server's HTML has them in place; the browser hydrates them once their
 * code has come, leaving that HTML as it is until then.
 */
export function PlacePhotos({ placeId }: { placeId: string }) {
  const photos = usePublishedPhotos().filter((photo) => photo.placeId === placeId);
  if (photos.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PlacePhotoList photos={photos} />
    </Suspense>
  );
}
