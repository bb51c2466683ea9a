import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processPhoto } from '../src/photos/process-photo';

/*
 * npm run bench:photos -w visitor-api
 * Processing time and peak memory for one 12-megapixel phone JPEG (4000 ×
 * 3000, a camera's noise in it so it compresses as a photograph does), through
 * the upload's own processing (every width in AVIF, WebP and JPEG, the
 * preview). Peak RSS is sampled every 5 ms while it runs.
 */
async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3);
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 140, g: 110, b: 80 },
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const times: number[] = [];
  let stored = 0;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    const result = await processPhoto('bench.jpg', 'image/jpeg', photo, { maxPixels: 50_000_000 });
    times.push(performance.now() - start);
    stored = result.files.reduce((sum, file) => sum + file.bytes.length, 0);
  }
  clearInterval(sampler);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.info(
    JSON.stringify({
      upload: `${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 4000 × 3000`,
      msPerPhoto: times.map((ms) => Math.round(ms)),
      rssBeforeMb: mb(before),
      peakRssMb: mb(peak),
      storedKb: Math.round(stored / 1024),
    }),
  );
}

void main();
