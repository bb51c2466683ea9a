import { Type } from '@sinclair/typebox';
import { ContentItemSchema } from './site-content';

/** How much of the site's photograph storage is taken (keepers see it beside the library). */
export const MediaUsageSchema = Type.Object({
  usedBytes: Type.Integer({ minimum: 0 }),
  quotaBytes: Type.Integer({ minimum: 0 }),
  /** The largest photograph one upload may carry, and how many at once. */
  maxFileBytes: Type.Integer({ minimum: 0 }),
  maxFiles: Type.Integer({ minimum: 1 }),
});

/**
 * POST /api/keepers/media/photos (multipart, `files` parts): each photograph
 * stored and saved as a draft `photo` item (an upload already stored answers
 * its existing item), then the storage taken.
 */
export const PhotoUploadSchema = Type.Object({
  photos: Type.Array(
    Type.Object({
      /** The file's name as the phone sent it. */
      fileName: Type.String(),
      /** Bytes of every stored file of it. */
      storedBytes: Type.Integer({ minimum: 0 }),
      item: ContentItemSchema,
    }),
  ),
  usage: MediaUsageSchema,
});
