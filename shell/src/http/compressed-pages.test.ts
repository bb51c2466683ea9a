/** @jest-environment node */
import zlib from 'node:zlib';
import { createCompressedPages, MAX_COMPRESSED_PAGES } from './compressed-pages';

// A page-like text: repeated markup with enough variety that quality matters.
const page = (name: string) =>
  Array.from(
    { length: 400 },
    (_, i) =>
      `<li class="item-${i % 7}"><a href="/${name}/${i}">Page ${i * 37}</a> ${'नमस्ते '.repeat(i % 5)}</li>`,
  ).join('');
const body = page('a');
const best = zlib.brotliCompressSync(body).length;
const unbrotli = (bytes: Buffer) => zlib.brotliDecompressSync(bytes).toString();

test('a page asked for again is compressed at the best quality for every later request', async () => {
  const pages = createCompressedPages();
  const first = pages.compressed(body, '"v1"', 'br');
  expect(unbrotli(first)).toBe(body);
  expect(first.length).toBeGreaterThan(best);
  // The second request is answered at once with the quick copy, and starts the best one.
  expect(pages.compressed(body, '"v1"', 'br')).toBe(first);
  await pages.settled();
  const later = pages.compressed(body, '"v1"', 'br');
  expect(unbrotli(later)).toBe(body);
  expect(later.length).toBe(best);
});

test('a page asked for once never costs the slow compression, and one runs at a time', async () => {
  const pages = createCompressedPages();
  pages.compressed(body, '"once"', 'br');
  await pages.settled();
  expect(pages.compressed(body, '"once"', 'br').length).toBeGreaterThan(best);

  const other = page('b');
  pages.compressed(other, '"b"', 'br');
  pages.compressed(body, '"once"', 'br'); // its second request: the upgrade of "once" is running
  pages.compressed(other, '"b"', 'br'); // so this one waits for a later request
  await pages.settled();
  expect(pages.compressed(body, '"once"', 'br').length).toBe(best);
  expect(pages.compressed(other, '"b"', 'br').length).toBeGreaterThan(
    zlib.brotliCompressSync(other).length,
  );
  await pages.settled();
  expect(pages.compressed(other, '"b"', 'br').length).toBe(zlib.brotliCompressSync(other).length);
});

test('gzip too, and each version of a page (its ETag) and each encoding is kept apart', async () => {
  const pages = createCompressedPages();
  expect(zlib.gunzipSync(pages.compressed(body, '"v1"', 'gzip')).toString()).toBe(body);
  const changed = `${body}<p>changed</p>`;
  expect(unbrotli(pages.compressed(changed, '"v2"', 'br'))).toBe(changed);
  pages.compressed(body, '"v1"', 'gzip');
  await pages.settled();
  expect(zlib.gunzipSync(pages.compressed(body, '"v1"', 'gzip')).toString()).toBe(body);
  expect(unbrotli(pages.compressed(changed, '"v2"', 'br'))).toBe(changed);
  expect(pages.compressed(body, '"v1"', 'identity').toString()).toBe(body);
});

test('the kept copies are bounded, the least recently sent going first, so a flood of new pages cannot grow it', async () => {
  const pages = createCompressedPages();
  const small = (i: number) => `<p>page ${i}</p>`;
  pages.compressed(body, '"home"', 'br');
  for (let i = 0; i < MAX_COMPRESSED_PAGES * 3; i += 1) {
    pages.compressed(small(i), `"flood-${i}"`, 'br');
    // The home page is asked for all along, so it stays while the flood passes through.
    if (i % 50 === 0) pages.compressed(body, '"home"', 'br');
    await pages.settled();
  }
  expect(pages.size()).toBe(MAX_COMPRESSED_PAGES);
  // Still kept, at the best quality it was upgraded to (a page let go would start again at quality 5).
  expect(pages.compressed(body, '"home"', 'br').length).toBe(best);
});

test('the site fits: both encodings of about 62 page variants stay compressed', () => {
  expect(MAX_COMPRESSED_PAGES).toBeGreaterThanOrEqual(2 * 62);
});
