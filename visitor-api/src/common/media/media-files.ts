import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_HASH_PATTERN, previewFileName } from '@pawapuri/shared/contract';

const HASH = new RegExp(PHOTO_HASH_PATTERN);

// The names are the pages' and the service worker's too: written once, in the contract.
export {
  FORMAT_EXTENSIONS,
  MEDIA_FILE_NAME,
  mediaFileName,
  previewFileName,
} from '@pawapuri/shared/contract';

/** Whether a photograph with this hash is stored (its preview is written last). */
export async function photoStored(mediaDir: string, hash: string): Promise<boolean> {
  if (!HASH.test(hash)) return false;
  try {
    return (await stat(path.join(mediaDir, previewFileName(hash)))).isFile();
  } catch {
    return false;
  }
}
