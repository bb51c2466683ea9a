import fastq from 'fastq';
import { HttpError } from '../common/http/http-error';
import { processPhoto, type PhotoLimits, type ProcessedPhoto } from './process-photo';

interface Job {
  fileName: string;
  type: string;
  bytes: Buffer;
}

export interface ProcessingQueue {
  process(fileName: string, type: string, bytes: Buffer): Promise<ProcessedPhoto>;
}

/**
 * Photographs are processed a few at a time (`concurrency`), in the image
 * library's own threads, so the event loop keeps answering; each holds its
 * decoded pixels (about 36 MB for 12 million) only while its turn lasts.
 * Past `maxWaiting` waiting, an upload is answered 503 rather than held.
 */
export function createProcessingQueue(
  limits: PhotoLimits & { concurrency: number; maxWaiting: number },
): ProcessingQueue {
  const queue = fastq.promise(
    (job: Job) => processPhoto(job.fileName, job.type, job.bytes, limits),
    limits.concurrency,
  );
  return {
    process(fileName, type, bytes) {
      if (queue.length() >= limits.maxWaiting) {
        return Promise.reject(
          new HttpError(
            503,
            `${fileName}: other photographs are being processed; try again in a minute`,
            'files',
          ),
        );
      }
      return queue.push({ fileName, type, bytes });
    },
  };
}
