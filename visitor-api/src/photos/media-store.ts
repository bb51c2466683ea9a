import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FILE_NAME } from '../common/media/media-files';
import type { MediaFile } from './process-photo';

/**
 * The media folder: immutable files named by their photograph's hash, shared
 * by every instance. A file is written under a temporary name and renamed into
 * place, so a reader (nginx, another instance) never sees half of one; a name
 * already there is left as it is (the same upload gives the same bytes).
 */
export interface MediaStore {
  /** Bytes the stored photographs take. */
  usedBytes(): Promise<number>;
  /** Stores every file, or none: one that fails takes back those written before it. */
  storeAll(files: readonly MediaFile[]): Promise<void>;
}

export function createMediaStore(dir: string): MediaStore {
  const ready = mkdir(dir, { recursive: true });
  return {
    async usedBytes() {
      await ready;
      let total = 0;
      for (const name of await readdir(dir)) {
        if (!MEDIA_FILE_NAME.test(name)) continue;
        total += (await stat(path.join(dir, name))).size;
      }
      return total;
    },
    async storeAll(files) {
      await ready;
      const written: string[] = [];
      try {
        for (const file of files) {
          const target = path.join(dir, file.name);
          const present = await stat(target).then(
            () => true,
            () => false,
          );
          if (present) continue;
          const temporary = path.join(dir, `.${file.name}.${randomBytes(6).toString('hex')}.part`);
          await writeFile(temporary, file.bytes, { flag: 'wx' });
          await rename(temporary, target);
          written.push(target);
        }
      } catch (error) {
        await Promise.all(written.map((target) => unlink(target).catch(() => undefined)));
        throw error;
      }
    },
  };
}
