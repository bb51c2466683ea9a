import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { MediaUsageSchema, PhotoUploadSchema } from '@pawapuri/shared/contract';
import type {
  MediaUsage,
  Photo,
  PhotoCategory,
  PhotoUpload,
} from '@pawapuri/shared/contract/types';
import { PHOTO_CATEGORIES } from '@pawapuri/shared/contract';
import { errorResponses } from '../common/http/error-schemas';
import { HttpError } from '../common/http/http-error';
import { requirePermission } from '../keepers/access';
import { audit } from '../keepers/audit';
import { toItem } from '../content/item-view';
import type { ProcessedPhoto } from './process-photo';
import { createMediaStore } from './media-store';
import { createProcessingQueue } from './processing-queue';

/** Uploads waiting for their turn beyond those being processed, per instance. */
const MAX_WAITING = 8;

/** The photograph's item id: `photo-` and the start of its hash. */
export const photoItemId = (hash: string) => `photo-${hash.slice(0, 16)}`;

/** A new photograph's draft: what keepers fill in before it is published is left empty. */
function newDraft(processed: ProcessedPhoto, category: PhotoCategory): Photo {
  return {
    media: processed.media,
    caption: { en: '', hi: '' },
    alt: { en: '', hi: '' },
    category,
    credit: '',
    licence: 'all-rights-reserved',
    order: 0,
  };
}

/**
 * The keepers' photograph uploads, under /api/keepers/media (editor and
 * owner): `POST /photos` takes one or several JPEG, PNG or WebP files as
 * multipart parts, processes them (processing-queue.ts), stores every file of
 * all of them or none (a refused file is named in the 4xx answer) and saves
 * each as a draft `photo` item, which is then edited, published and
 * unpublished as any other content item. `GET /usage` tells the storage
 * taken and the quota. This scope alone reads multipart bodies, with their
 * own limits; the API's JSON body limit stays for every other route.
 */
const photosRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { content, config } = fastify;
  const { media } = config;
  const editor = requirePermission('content.edit');
  const store = createMediaStore(media.dir);
  const queue = createProcessingQueue({
    maxPixels: media.maxPixels,
    concurrency: media.concurrency,
    maxWaiting: MAX_WAITING,
  });
  const limit = {
    rateLimit: { max: config.rateLimit.defaultPerMinute, timeWindow: '1 minute' },
  };

  await fastify.register(multipart, {
    limits: {
      fileSize: media.maxFileBytes,
      files: media.maxFiles,
      fields: 4,
      fieldSize: 100,
      parts: media.maxFiles + 4,
      headerPairs: 50,
    },
  });

  const usage = async (): Promise<MediaUsage> => ({
    usedBytes: await store.usedBytes(),
    quotaBytes: media.quotaBytes,
    maxFileBytes: media.maxFileBytes,
    maxFiles: media.maxFiles,
  });

  fastify.get(
    '/usage',
    {
      schema: { response: { 200: MediaUsageSchema, ...errorResponses(401, 403, 429, 500) } },
      config: limit,
      preHandler: editor,
    },
    usage,
  );

  fastify.post(
    '/photos',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: {
          200: PhotoUploadSchema,
          ...errorResponses(400, 401, 403, 413, 415, 429, 500, 503),
        },
      },
      // The multipart limits above bound each file; this bounds the whole request.
      bodyLimit: media.maxFiles * media.maxFileBytes + 64 * 1024,
      config: limit,
      preHandler: editor,
    },
    async (request): Promise<PhotoUpload> => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the photographs as multipart/form-data', 'content-type');
      }
      let category: PhotoCategory = 'architecture';
      const received: { fileName: string; processed: ProcessedPhoto }[] = [];
      let fileName = '';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname !== 'category') {
              throw new HttpError(400, `${part.fieldname} is not a known field`, part.fieldname);
            }
            const value = String(part.value);
            if (!(PHOTO_CATEGORIES as readonly string[]).includes(value)) {
              throw new HttpError(
                400,
                `category must be one of ${PHOTO_CATEGORIES.join(', ')}`,
                'category',
              );
            }
            category = value as PhotoCategory;
            continue;
          }
          fileName = (part.filename || 'the file').slice(0, 200);
          const bytes = await part.toBuffer();
          received.push({
            fileName,
            processed: await queue.process(fileName, part.mimetype, bytes),
          });
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          const megabytes = Math.round(media.maxFileBytes / 1024 / 1024);
          throw new HttpError(413, `${fileName}: larger than ${megabytes} MB`, 'files');
        }
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
          throw new HttpError(413, `At most ${media.maxFiles} photographs at once`, 'files');
        }
        if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') {
          throw new HttpError(400, 'The upload has fields it should not', 'files');
        }
        const message = error instanceof Error ? error.message : String(error);
        throw new HttpError(400, `The upload could not be read (${message})`, 'files');
      }
      if (received.length === 0)
        throw new HttpError(400, 'Choose at least one photograph', 'files');

      const files = received.flatMap((photo) => photo.processed.files);
      const adding = files.reduce((sum, file) => sum + file.bytes.length, 0);
      const used = await store.usedBytes();
      if (used + adding > media.quotaBytes) {
        const free = Math.max(0, media.quotaBytes - used);
        throw new HttpError(
          413,
          `${received.map((photo) => photo.fileName).join(', ')}: the photographs need ${adding} bytes and ${free} are left of the site's ${media.quotaBytes}`,
          'files',
        );
      }
      await store.storeAll(files);

      const photos: PhotoUpload['photos'] = [];
      for (const { fileName: name, processed } of received) {
        const id = photoItemId(processed.media.hash);
        const existing = await content.store.findItem('photo', id);
        if (!existing) {
          await content.store.insertDraft('photo', id, {
            draft: JSON.stringify(newDraft(processed, category)),
            savedAt: fastify.clock(),
            savedBy: request.keeper?.account.email ?? null,
          });
        }
        const row = await content.store.findItem('photo', id);
        if (!row) throw new Error(`photo ${id} was not saved`);
        const storedBytes = processed.files.reduce((sum, file) => sum + file.bytes.length, 0);
        await audit(request, 'photo-uploaded', { id, bytes: storedBytes, again: !!existing });
        photos.push({ fileName: name, storedBytes, item: toItem(row) });
      }
      return { photos, usage: await usage() };
    },
  );
};

export default photosRoutes;
