import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './servers';

/**
 * A phone photograph for an upload: the site's drawing of the Jal Mandir
 * drawn at 1600 × 1200 with a camera's fine grain over it (`seed` makes its
 * bytes, and so its stored name, its own), as a JPEG.
 */
export async function phonePhotograph(seed: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const drawing = readFileSync(path.join(ROOT, 'remote-content/src/assets/art/jal-mandir-day.svg'));
  const { data } = await sharp(drawing, { density: 300 })
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = seed >>> 0 || 1;
  for (let index = 0; index < data.length; index += 1) {
    // xorshift: the same grain for the same seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const grain = ((state >>> 0) % 13) - 6;
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + grain));
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}
