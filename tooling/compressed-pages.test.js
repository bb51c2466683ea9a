const { test, expect } = require('@jest/globals');
const zlib = require('node:zlib');
const { createCompressedPages } = require('./compressed-pages');

// A page-like text: repeated markup with enough variety that quality matters.
const body = Array.from(
  { length: 400 },
  (_, i) =>
    `<li class="item-${i % 7}"><a href="/page/${i}">Page ${i * 37}</a> ${'नमस्ते '.repeat(i % 5)}</li>`,
).join('');

test('a page is compressed quickly at once, and at the best quality for every later request', async () => {
  const pages = createCompressedPages();
  const first = pages.compressed(body, '"v1"', 'br');
  expect(zlib.brotliDecompressSync(first).toString()).toBe(body);
  await pages.settled();
  const later = pages.compressed(body, '"v1"', 'br');
  expect(zlib.brotliDecompressSync(later).toString()).toBe(body);
  expect(later.length).toBeLessThan(first.length);
  expect(later.length).toBe(zlib.brotliCompressSync(body).length);
});

test('gzip too, and each version of a page (its ETag) and each encoding is kept apart', async () => {
  const pages = createCompressedPages();
  const gzip = pages.compressed(body, '"v1"', 'gzip');
  expect(zlib.gunzipSync(gzip).toString()).toBe(body);
  const other = `${body}<p>changed</p>`;
  expect(zlib.brotliDecompressSync(pages.compressed(other, '"v2"', 'br')).toString()).toBe(other);
  await pages.settled();
  expect(zlib.gunzipSync(pages.compressed(body, '"v1"', 'gzip')).toString()).toBe(body);
  expect(pages.compressed(body, '"v1"', 'identity').toString()).toBe(body);
});
